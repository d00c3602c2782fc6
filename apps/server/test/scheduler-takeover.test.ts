import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULER_LOCK_KEY } from '../src/jobs/leader-lock.js';
import { crashBench, kill9 } from './support/crash.js';

const { bench, rows, setUp, tearDown, startServer } = crashBench('scheduler-takeover');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The backend holding the scheduler's lock, if any. */
async function leaderBackend(): Promise<number | undefined> {
  const found = await rows<{ pid: number }>(
    `select pid from pg_locks where locktype = 'advisory' and granted and objid = $1
       and database = (select oid from pg_database where datname = current_database())`,
    [SCHEDULER_LOCK_KEY],
  );
  return found[0]?.pid;
}

/**
 * Two `ROLE=scheduler` processes on one database (docs/operations.md, "Roles"): one leads; killed
 * with SIGKILL, the other leads within its 2 s retry and sends the minute's sweeps.
 */
describe.runIf(process.env.DATABASE_URL)('scheduler: a standby takes over from a killed leader (PostgreSQL)', () => {
  beforeAll(setUp);
  afterAll(tearDown);

  it(
    'one leads, the other waits; kill -9 the leader and the other leads within 5 s',
    { timeout: 120_000 },
    async () => {
      const first = await startServer({ ROLE: 'scheduler' });
      let leader: number | undefined;
      for (let waited = 0; !(leader = await leaderBackend()) && waited < 10_000; waited += 100) await sleep(100);
      expect(leader).toBeDefined();
      const second = await startServer({ ROLE: 'scheduler' });
      try {
        await sleep(3_000);
        // Still the first's session: the second only asked.
        expect(await leaderBackend()).toBe(leader);
        const standbys = await rows<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where application_name = 'cofre-scheduler' and datname = current_database()`,
        );
        expect(standbys[0]!.n).toBe(2);
        const sentBefore = await rows<{ n: number }>(
          `select count(*)::int as n from pgboss.job where singleton_key = 'cron'`,
        );

        await kill9(first.child);
        const killedAt = performance.now();
        let successor: number | undefined;
        while (!(successor = await leaderBackend()) || successor === leader) {
          if (performance.now() - killedAt > 10_000) throw new Error('no successor within 10 s');
          await sleep(100);
        }
        const tookMs = performance.now() - killedAt;
        expect(tookMs).toBeLessThan(5_000);
        // The successor ticks at once: the minute's every-minute sweeps are queued (or were, by the first).
        await sleep(500);
        const sent = await rows<{ name: string }>(
          `select name from pgboss.job where singleton_key = 'cron' and name = 'charges.reconcile-attempts'`,
        );
        expect(sent.length).toBeGreaterThan(0);
        expect(sentBefore[0]!.n).toBeGreaterThan(0);
        // Every job is one per sweep and minute, whoever sent it.
        const doubled = await rows<{ n: number }>(
          `select count(*)::int as n from (select name, singleton_on from pgboss.job where singleton_key = 'cron'
           group by name, singleton_on having count(*) > 1) as twice`,
        );
        expect(doubled[0]!.n).toBe(0);
      } finally {
        await kill9(second.child);
        // A process killed by a signal keeps exitCode null: signalCode says it is gone.
        if (first.child.exitCode === null && first.child.signalCode === null) await kill9(first.child);
      }
      expect(bench.databaseUrl).toBeDefined();
    },
  );
});
