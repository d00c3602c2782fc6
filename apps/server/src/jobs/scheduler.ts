import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { firedInLastMinute } from './cron-window.js';
import { LeaderLock, type LeaderLockOptions } from './leader-lock.js';
import type { JobQueue, RegisteredJob } from './queue.js';
import type { JobName } from './payloads.js';

/** Sweeps' cron expressions are São Paulo's. */
export const SCHEDULE_TIME_ZONE = 'America/Sao_Paulo';
/** A tick runs this long after each minute starts, so a minute's firings are all in the past. */
const TICK_OFFSET_MS = 1_000;
const MINUTE_MS = 60_000;

export interface SchedulerOptions extends LeaderLockOptions {
  /** Real time by default: cron follows the wall clock, not the business clock tests move. */
  now?: () => number;
}

/**
 * The one clock of the installation (docs/operations.md, "Roles"): once a minute it sends each sweep
 * whose cron fired in that minute, and it runs pg-boss's maintenance (expiring jobs whose worker
 * died, archiving). Only the leader among the processes that run it does either (LeaderLock); the
 * others stand by. A sweep is sent through the queue like any job, so it announces itself and the
 * idle workers of its class wake for it; sent twice in one minute (a leader that died mid-tick and its
 * successor), it is queued once (pg-boss's unique key per job name and minute).
 */
export class Scheduler {
  private readonly lock: LeaderLock;
  private timer: NodeJS.Timeout | undefined;
  private stopSupervising: (() => Promise<void>) | undefined;
  private readonly now: () => number;
  /** Bumped at every lead and lose: a tick planned by an earlier leadership never plans another. */
  private generation = 0;

  constructor(
    database: Database,
    private readonly jobs: JobQueue,
    private readonly sweeps: readonly RegisteredJob[],
    private readonly log: FastifyBaseLogger,
    options: SchedulerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.lock = new LeaderLock(database, { lead: () => this.lead(), lose: () => this.lose() }, log, options);
  }

  get leading(): boolean {
    return this.lock.leading;
  }

  start(): Promise<void> {
    return this.lock.start();
  }

  /** The sweeps due in the minute that ended at `now`, sent; their names are answered (tests). */
  async tick(now = this.now()): Promise<JobName[]> {
    const due = this.sweeps
      .filter((sweep) => sweep.cron && firedInLastMinute(sweep.cron, SCHEDULE_TIME_ZONE, now, now))
      .map((sweep) => sweep.name);
    await this.jobs.sendScheduled(due);
    return due;
  }

  private async lead(): Promise<void> {
    this.generation += 1;
    // The minute's clock first: a leader whose maintenance fails to start still sends the sweeps.
    this.planNextTick(this.generation);
    try {
      this.stopSupervising = await this.jobs.supervise();
    } catch (error) {
      this.log.error({ err: { name: (error as Error).name } }, "scheduler could not start pg-boss's maintenance");
    }
    // At once: a successor covers the minute its predecessor may have died in.
    await this.tickSafely();
  }

  private async lose(): Promise<void> {
    this.generation += 1;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.stopSupervising?.();
    this.stopSupervising = undefined;
  }

  private planNextTick(generation: number): void {
    if (generation !== this.generation) return;
    const now = this.now();
    const wait = MINUTE_MS - (now % MINUTE_MS) + TICK_OFFSET_MS;
    this.timer = setTimeout(() => {
      void this.tickSafely().then(() => this.planNextTick(generation));
    }, wait);
    this.timer.unref();
  }

  private async tickSafely(): Promise<void> {
    try {
      await this.tick();
    } catch (error) {
      // The next minute tries again; a sweep catches up on what the missed one would have done.
      this.log.error({ err: { name: (error as Error).name } }, 'scheduler tick failed');
    }
  }

  stop(): Promise<void> {
    return this.lock.stop();
  }
}
