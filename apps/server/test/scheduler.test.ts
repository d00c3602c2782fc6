import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { pino } from 'pino';
import { configFromEnv, parseQueueClasses, QUEUE_CLASSES, type QueueClass, rolesOf } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { ofQueueClasses } from '../src/jobs/payloads.js';
import { jobDefinitions } from '../src/jobs/definitions.js';
import { LeaderLock } from '../src/jobs/leader-lock.js';
import { Scheduler } from '../src/jobs/scheduler.js';
import type { RegisteredJob } from '../src/jobs/queue.js';
import { rowsOf } from '../src/lib/rows.js';
import { startTestApp, type TestApp } from './support/app.js';

const quiet = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const onPostgres = Boolean(process.env.DATABASE_URL);

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
  return performance.now() - started;
}

/** 04:45:01 in São Paulo, a Monday: every-minute sweeps, the five-minute ones and the ledger check are due. */
const AT_0445 = Date.UTC(2026, 10, 30, 7, 45, 1);

describe('roles: what a process runs', () => {
  it('ROLE picks one part; unset it is everything, with WORKER=false the API alone', () => {
    expect(rolesOf({})).toEqual({ api: true, worker: true, scheduler: true });
    expect(rolesOf({ WORKER: 'false' })).toEqual({ api: true, worker: false, scheduler: false });
    expect(rolesOf({ ROLE: 'api' })).toEqual({ api: true, worker: false, scheduler: false });
    expect(rolesOf({ ROLE: 'worker' })).toEqual({ api: false, worker: true, scheduler: false });
    expect(rolesOf({ ROLE: 'scheduler' })).toEqual({ api: false, worker: false, scheduler: true });
    expect(() => rolesOf({ ROLE: 'everything' })).toThrow(/ROLE must be one of/);
  });

  it('a worker or the scheduler never seeds the demo', () => {
    expect(configFromEnv({}).seedDemo).toBe(true);
    expect(configFromEnv({ ROLE: 'worker' }).seedDemo).toBe(false);
    expect(configFromEnv({ ROLE: 'scheduler' }).seedDemo).toBe(false);
  });

  it('a worker given classes consumes the jobs of those classes only', () => {
    const all = jobDefinitions({} as AppContext);
    const names = (classes: QueueClass[]) => ofQueueClasses(all, classes).map((definition) => definition.name);
    expect(names(['notifications'])).toEqual(['mail.send', 'mail.sweep', 'notices.dunning', 'notices.dispatch']);
    expect(names(['webhooks'])).toEqual(['webhooks.purge']);
    expect(names(['files'])).toContain('charges.export-csv');
    expect(names(['money'])).toContain('payments.execute-batch');
    expect(names(['money'])).not.toContain('mail.send');
    // Every job has one class: the four together are the whole registry, each job once.
    expect(names([...QUEUE_CLASSES]).sort()).toEqual(all.map((definition) => definition.name).sort());
  });

  it('WORKER_QUEUES takes known classes only', () => {
    expect(parseQueueClasses(undefined)).toBeUndefined();
    expect(parseQueueClasses(' money, webhooks ,money')).toEqual(['money', 'webhooks']);
    expect(() => parseQueueClasses('money,emails')).toThrow(/WORKER_QUEUES takes/);
  });
});

describe('scheduler: one clock, sweeps sent once a minute', () => {
  let t: TestApp;
  let sweeps: RegisteredJob[];

  beforeAll(async () => {
    t = await startTestApp();
    sweeps = jobDefinitions(t.ctx).filter((definition) => definition.cron);
  });
  afterAll(() => t.close());

  async function queued(names: string[]): Promise<Map<string, number>> {
    const { rows } = await t.ctx.database.executeSql(
      `select name, count(*)::int as n from pgboss.job where name = any($1) and singleton_key = 'cron' group by name`,
      [names],
    );
    return new Map((rows as Array<{ name: string; n: number }>).map((row) => [row.name, row.n]));
  }

  it('sends the sweeps due in the minute, each once even when two schedulers send the minute', async () => {
    const scheduler = new Scheduler(t.ctx.database, t.ctx.jobs, sweeps, quiet);
    // Both sends fall in one minute of the database's clock (pg-boss keys the job by it).
    if (Date.now() % 60_000 > 55_000) await sleep(60_000 - (Date.now() % 60_000) + 100);
    const due = await scheduler.tick(AT_0445);
    expect(due).toContain('ledger.check');
    expect(due).toContain('mail.sweep');
    expect(due).toContain('charges.reconcile-attempts');
    expect(due).not.toContain('charges.mark-late'); // 00:05
    expect(due).not.toContain('notices.dunning'); // 09:00–20:00
    await scheduler.tick(AT_0445);
    const counts = await queued(due);
    expect([...counts.keys()].sort()).toEqual([...due].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('a minute with nothing due sends nothing', async () => {
    const scheduler = new Scheduler(t.ctx.database, t.ctx.jobs, sweeps, quiet);
    const hourly = sweeps.filter((sweep) => sweep.cron !== '* * * * *' && !sweep.cron!.startsWith('*/'));
    const quietScheduler = new Scheduler(t.ctx.database, t.ctx.jobs, hourly, quiet);
    // 04:46:01: none of the daily or hourly sweeps fires at 04:46.
    expect(await quietScheduler.tick(AT_0445 + 60_000)).toEqual([]);
    expect(await scheduler.tick(AT_0445 + 60_000)).toContain('charges.reconcile-attempts');
  });

  it.skipIf(onPostgres)('with the embedded database the one process leads at once', async () => {
    const scheduler = new Scheduler(t.ctx.database, t.ctx.jobs, [], quiet);
    await scheduler.start();
    expect(scheduler.leading).toBe(true);
    await scheduler.stop();
    expect(scheduler.leading).toBe(false);
  });
});

describe.runIf(onPostgres)('leader lock: one leader, and a standby takes over (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  function contender(events: string[], name: string) {
    return new LeaderLock(
      t.ctx.database,
      { lead: async () => void events.push(`${name} leads`), lose: async () => void events.push(`${name} loses`) },
      quiet,
      { retryMs: 200, heartbeatMs: 200 },
    );
  }

  async function holders(): Promise<number[]> {
    const client = new pg.Client({ connectionString: t.ctx.database.connectionString });
    await client.connect();
    try {
      const result = await client.query(
        `select pid from pg_locks where locktype = 'advisory' and granted and database =
           (select oid from pg_database where datname = current_database())`,
      );
      return rowsOf<{ pid: number }>(result).map((row) => row.pid);
    } finally {
      await client.end();
    }
  }

  it('the first leads, the second waits; when the leader stops, the second leads', async () => {
    const events: string[] = [];
    const first = contender(events, 'first');
    const second = contender(events, 'second');
    await first.start();
    await second.start();
    await sleep(600);
    expect(first.leading).toBe(true);
    expect(second.leading).toBe(false);
    expect(await holders()).toHaveLength(1);
    await first.stop();
    const took = await until(() => second.leading, 2_000);
    expect(took).toBeLessThan(1_000);
    expect(events).toEqual(['first leads', 'first loses', 'second leads']);
    await second.stop();
    expect(await holders()).toHaveLength(0);
  });

  it('a leader whose connection dies stops leading, and the standby leads within its retry', async () => {
    const events: string[] = [];
    const first = contender(events, 'first');
    const second = contender(events, 'second');
    await first.start();
    await second.start();
    expect(first.leading).toBe(true);
    const [pid] = await holders();
    // As when the leader's process is killed: the database ends the session and frees its lock.
    const admin = new pg.Client({ connectionString: t.ctx.database.connectionString });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await until(() => !first.leading, 2_000);
    await until(() => second.leading || first.leading, 2_000);
    // Exactly one of them leads again (the first may win the race back); never both.
    expect(Number(first.leading) + Number(second.leading)).toBe(1);
    expect(await holders()).toHaveLength(1);
    expect(events.slice(0, 2)).toEqual(['first leads', 'first loses']);
    await first.stop();
    await second.stop();
  });
});
