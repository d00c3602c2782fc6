import { describe, expect, it } from 'vitest';
import { runChaos } from '../bench/chaos-run.js';

/**
 * The bounded form of `npm run bench:chaos`: a real server process on PostgreSQL under concurrent
 * create / pay / refund traffic is killed with SIGKILL mid-burst and restarted; clients retry what
 * they lost with the same keys; reconciliation runs. Money must survive.
 */
describe.runIf(process.env.DATABASE_URL)('a crash in the middle of money traffic (PostgreSQL)', () => {
  it('leaves no 5xx before the kill, nothing pending past its lease, no stuck key, answers that match the database and balanced books', async () => {
    const report = await runChaos({
      databaseUrl: process.env.DATABASE_URL!,
      workers: 8,
      killAfterMs: 3_000,
      // On a loaded machine (suites side by side) 3 s may hold fewer requests: wait for enough.
      minRequestsBeforeKill: 150,
      afterRestartMs: 2_000,
    });
    expect(report.requests).toBeGreaterThan(100);
    expect(report.serverErrorsBeforeKill).toBe(0);
    expect(report.pendingPastLease).toBe(0);
    expect(report.keysStuckInFlight).toBe(0);
    expect(report.mismatches).toEqual([]);
    expect(report.ledgerViolations).toEqual([]);
  }, 300_000);
});
