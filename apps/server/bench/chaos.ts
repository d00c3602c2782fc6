// `npm run bench:chaos -w @cofre/server`: the chaos run at full size (BENCH_DATABASE_URL or
// DATABASE_URL, a PostgreSQL where it may create its own database). CI runs a bounded form
// (test/chaos.test.ts). Exits 1 when money did not survive.
import { runChaos } from './chaos-run.js';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(1);
}
const report = await runChaos({
  databaseUrl,
  workers: Number(process.env.CHAOS_WORKERS ?? 50),
  killAfterMs: Number(process.env.CHAOS_KILL_AFTER_MS ?? 15_000),
  afterRestartMs: Number(process.env.CHAOS_AFTER_RESTART_MS ?? 10_000),
  log: (line) => console.log(line),
});
console.log(JSON.stringify({ ...report, mismatches: report.mismatches.slice(0, 20) }, null, 2));
const survived =
  report.serverErrorsBeforeKill === 0 &&
  report.pendingPastLease === 0 &&
  report.keysStuckInFlight === 0 &&
  report.mismatches.length === 0 &&
  report.ledgerViolations.length === 0;
console.log(survived ? 'money survived the crash' : 'MONEY DID NOT SURVIVE');
process.exit(survived ? 0 : 1);
