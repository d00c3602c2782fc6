// `npm run bench:money -w @cofre/server`: 50 concurrent money workers (create a Pix or card charge,
// pay it, refund it twice) for 30 s against a real server on PostgreSQL (BENCH_DATABASE_URL or
// DATABASE_URL). Prints throughput, latency per operation and the 5xx count; exits 1 on any 5xx or
// broken books. The same traffic with a SIGKILL in the middle is `npm run bench:chaos`.
import { runChaos } from './chaos-run.js';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(1);
}
const workers = Number(process.env.MONEY_WORKERS ?? 50);
const seconds = Number(process.env.MONEY_SECONDS ?? 30);
const report = await runChaos({ databaseUrl, workers, killAfterMs: null, afterRestartMs: seconds * 1000 });
console.log(`${workers} workers for ${seconds} s: ${report.requests} requests, ${report.requestsPerSecond} req/s`);
for (const [operation, [p50, p95, p99]] of Object.entries(report.latency)) {
  console.log(`  ${operation.padEnd(8)} p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms`);
}
console.log(`  5xx: ${report.serverErrorsBeforeKill}; ledger violations: ${report.ledgerViolations.length}`);
process.exit(report.serverErrorsBeforeKill === 0 && report.ledgerViolations.length === 0 ? 0 : 1);
