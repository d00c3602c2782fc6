import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client.js';
import { jobPayloadSchemas, type JobName, type JobPayloads } from './payloads.js';
import { rowsOf } from '../lib/rows.js';
import { announceWork, type WorkSignal } from './work-signal.js';
import { reportFailedSettlements } from './pg-boss-settlement.js';

/** The work signal's topic of a queue. */
const jobTopic = (name: string) => `job:${name}`;

/**
 * pg-boss's SQL run through a Drizzle transaction, so a job is queued in the transaction that
 * decides it: committed together, or not at all (no job for a rolled-back change, no change without
 * its job). pg-boss writes `$n` placeholders; each becomes a bound parameter.
 */
function executorOf(db: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const query = sql.empty();
      text.split(/\$(\d+)/).forEach((part, index) => {
        if (index % 2 === 0) query.append(sql.raw(part));
        else query.append(sql`${values[Number(part) - 1] ?? null}`);
      });
      return { rows: rowsOf<unknown>(await db.execute(query)) };
    },
  };
}

export type JobHandler<T> = (data: T) => Promise<void>;

/** How a job runs, written in definitions.ts; its name (the registry key) fixes `T`. */
export interface JobDefinition<T> {
  handler: JobHandler<T>;
  retryLimit?: number;
  /**
   * Called once when the job fails for good (its last retry failed): the job marks its object
   * FAILED and tells whoever waits for it, so nothing stays PENDING for ever.
   */
  onGiveUp?: (data: T) => Promise<void>;
  /** São Paulo cron schedule, for a sweep. */
  cron?: string;
  /**
   * Jobs fetched per poll (default 1). A queue sent to on demand is polled every 0.5 s, so one job
   * per poll is at most two a second: a queue that must drain thousands (the billing notices'
   * e-mails) takes a batch, each job of which succeeds or fails on its own.
   */
  batchSize?: number;
}

/** Every job's definition, one per name: the compiler refuses a missing job or a wrong payload. */
export type JobRegistry = { [K in JobName]: JobDefinition<JobPayloads[K]> };

/**
 * A job ready for the queue: its stored data is checked against the name's schema before the
 * handler sees it, so the queue itself never needs to know the payload type.
 */
export interface RegisteredJob {
  name: JobName;
  retryLimit?: number;
  cron?: string;
  batchSize?: number;
  run(data: unknown): Promise<void>;
  giveUp?(data: unknown): Promise<void>;
}

function register<K extends JobName>(name: K, definition: JobRegistry[K]): RegisteredJob {
  const schema = jobPayloadSchemas[name];
  const { handler, onGiveUp } = definition;
  return {
    name,
    retryLimit: definition.retryLimit,
    cron: definition.cron,
    batchSize: definition.batchSize,
    run: (data) => handler(schema.parse(data)),
    ...(onGiveUp ? { giveUp: (data: unknown) => onGiveUp(schema.parse(data)) } : {}),
  };
}

/**
 * How often a worker asks its queue for work. A job sent on demand (an e-mail, an export a seller
 * waits for) is picked within half a second. A sweep is sent by the cron once a minute at most, so
 * picking it within ten seconds changes nothing; polling its queue twice a second did: about twenty
 * sweep queues made forty idle fetches a second, most of an idle server's CPU (docs/operations.md).
 */
const ON_DEMAND_POLL_SECONDS = 0.5;
const SWEEP_POLL_SECONDS = 10;
/**
 * A sweep queue's poll where the work signal is heard: the scheduler's send announces each sweep
 * (jobs/scheduler.ts), so the poll only catches a retry pg-boss makes after a failure.
 */
const SWEEP_SIGNALLED_POLL_SECONDS = 60;
/**
 * An on-demand queue's poll in a process that hears the work signal: a job sent anywhere announces
 * itself ('job:<name>', see `send`) and wakes its worker at once, so the poll is only a net under a
 * lost notification and under pg-boss's own sends (a retry after its delay). While the listening
 * connection is down the signal wakes every queue at the short interval instead (work-signal.ts).
 */
const SIGNALLED_POLL_SECONDS = 30;

/** The registry as the list the queue starts, works and schedules. */
export function registeredJobs(registry: JobRegistry): RegisteredJob[] {
  return (Object.keys(registry) as JobName[]).map((name) => register(name, registry[name]));
}

/** pg-boss on the application database: PostgreSQL directly, or PGlite through executeSql. */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly names = new Set<string>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly signal?: WorkSignal,
  ) {
    // Neither pg-boss's clock nor its maintenance here: both belong to the scheduler (supervise, scheduler.ts).
    this.boss = this.connect({ supervise: false, migrate: true }, 4);
  }

  private connect(options: { supervise: boolean; migrate: boolean }, max: number): PgBoss {
    reportFailedSettlements();
    const settings = { schema: 'pgboss', schedule: false, ...options };
    const boss = this.database.connectionString
      ? new PgBoss({ ...settings, connectionString: this.database.connectionString, max })
      : new PgBoss({ ...settings, db: { executeSql: this.database.executeSql } });
    // The error's name only: pg's errors can carry the address and the user.
    boss.on('error', (error) => this.log.error({ err: { name: error.name } }, 'job queue error'));
    return boss;
  }

  /**
   * pg-boss's maintenance (expiring the jobs of a worker that died, archiving, purging) from now on,
   * on a connection of its own; answers the function that stops it. Only the scheduler's leader calls it.
   */
  async supervise(): Promise<() => Promise<void>> {
    const supervisor = this.connect({ supervise: true, migrate: false }, 1);
    await supervisor.start();
    return () => supervisor.stop({ graceful: false, wait: true, timeout: 1000 });
  }

  async start(definitions: RegisteredJob[]): Promise<void> {
    await this.boss.start();
    for (const definition of definitions) {
      await this.boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 5,
        retryDelay: 10,
        retryBackoff: true,
      });
      this.names.add(definition.name);
    }
  }

  /** Starts consuming: in the API process by default, or in `npm run worker`. */
  async work(definitions: RegisteredJob[]): Promise<void> {
    for (const definition of definitions) {
      const batchSize = definition.batchSize ?? 1;
      const signalled = this.signal !== undefined;
      const pollingIntervalSeconds = definition.cron
        ? signalled
          ? SWEEP_SIGNALLED_POLL_SECONDS
          : SWEEP_POLL_SECONDS
        : signalled
          ? SIGNALLED_POLL_SECONDS
          : ON_DEMAND_POLL_SECONDS;
      const options = { pollingIntervalSeconds, batchSize, includeMetadata: true as const };
      let workerId = '';
      workerId = await this.boss.work<unknown>(definition.name, options, async (jobs) => {
        // A full fetch may have left more behind: fetch again at once rather than after the poll.
        if (signalled && jobs.length === batchSize) this.boss.notifyWorker(workerId);
        for (const job of jobs) {
          try {
            await definition.run(job.data);
          } catch (error) {
            if (definition.giveUp && job.retryCount >= job.retryLimit) {
              this.log.error({ job: definition.name, err: { name: (error as Error).name } }, 'job failed for good');
              await definition.giveUp(job.data);
            }
            // One job: pg-boss fails it. In a batch only this job fails (pg-boss then completes the
            // others, and only jobs still active), so its neighbours are not retried with it.
            if (batchSize === 1) throw error;
            await this.boss.fail(definition.name, job.id, { message: (error as Error).name });
          }
        }
      });
      if (signalled) {
        const wake = () => this.boss.notifyWorker(workerId);
        this.signal?.on(jobTopic(definition.name), wake, { whenDeaf: !definition.cron });
      }
    }
  }

  /** Queues a job; with `tx`, inside that transaction (it exists only if the transaction commits). */
  async send<K extends JobName>(name: K, data: JobPayloads[K], tx?: DbOrTx): Promise<void> {
    if (!this.names.has(name)) throw new Error(`Unknown job ${name}`);
    await this.boss.send(name, data, tx ? { db: executorOf(tx) } : {});
    await announceWork(tx ?? this.database.db, jobTopic(name));
  }

  /** Queues one job per payload in one statement (a batch of e-mails), in `tx` when given. */
  async sendMany<K extends JobName>(name: K, data: Array<JobPayloads[K]>, tx?: DbOrTx): Promise<void> {
    if (!this.names.has(name)) throw new Error(`Unknown job ${name}`);
    if (data.length === 0) return;
    await this.boss.insert(
      data.map((item) => ({ name, data: item })),
      tx ? { db: executorOf(tx) } : {},
    );
    await announceWork(tx ?? this.database.db, jobTopic(name));
  }

  /**
   * The scheduler's sends of a minute's sweeps, in one statement: at most one job per sweep and
   * minute (pg-boss's unique key on name, minute and key), so a second scheduler sending the same
   * minute adds nothing. Each sweep is then announced, waking the workers of its queue.
   */
  async sendScheduled(names: readonly JobName[]): Promise<void> {
    if (names.length === 0) return;
    await this.boss.insert(names.map((name) => ({ name, data: {}, singletonKey: 'cron', singletonSeconds: 60 })));
    for (const name of names) await announceWork(this.database.db, jobTopic(name));
  }

  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
