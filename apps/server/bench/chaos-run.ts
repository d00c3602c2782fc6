// The chaos run (issue "money at the acquirer boundary"): concurrent create / pay / refund traffic
// against a real server process on PostgreSQL, a SIGKILL in the middle of it, a restart, the clients
// retrying what they lost with the same Idempotency-Key, reconciliation, and then the checks that
// money survived: no 5xx before the kill, nothing PENDING past its lease, no key stuck in flight,
// every answer a client received matches the database, the ledger balances.
import { nodeEntry } from './server-bundle.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { createContext } from '../src/context-factory.js';
import { seedDemo } from '../src/ops/seed.js';
import { configFromEnv } from '../src/config.js';
import { chaosTraffic, checkAnswers, latencyOf, reconcileAll } from './chaos-traffic.js';

export interface ChaosOptions {
  /** postgres://… of a server where the run may create and drop its own database. */
  databaseUrl: string;
  workers: number;
  /** The SIGKILL comes this long after the traffic starts; null: no kill (the load bench). */
  killAfterMs: number | null;
  /** The kill also waits for this many answered requests (up to 30 s more), so a busy machine still kills mid-traffic. */
  minRequestsBeforeKill?: number;
  /** Traffic goes on this long after the restart. */
  afterRestartMs: number;
  log?: (line: string) => void;
}

export interface ChaosReport {
  requests: number;
  /** Answers ≥ 500 received before the kill. */
  serverErrorsBeforeKill: number;
  /** Requests cut by the kill, then retried with their key after the restart. */
  retried: number;
  pendingPastLease: number;
  keysStuckInFlight: number;
  mismatches: string[];
  ledgerViolations: string[];
  requestsPerSecond: number;
  /** Latency of the answered requests before the kill, per operation: [p50, p95, p99] in ms. */
  latency: Record<'create' | 'pay' | 'refund', [number, number, number]>;
}

const LEASE_MS = 1_500;
/** The same keys for the run's own context and the server it starts (TOTP seeds are sealed with them). */
const KEYS = {
  JWT_SECRET: Buffer.alloc(32, 3).toString('base64'),
  ENCRYPTION_KEY: Buffer.alloc(32, 4).toString('base64'),
};
const LEASES = { RECONCILE_LEASE_MS: String(LEASE_MS), IDEMPOTENCY_LEASE_MS: String(LEASE_MS) };
const serverDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => {});
  const name = `cofre_chaos_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(options.databaseUrl, name);
  const config = configFromEnv({ ...process.env, ...KEYS, ...LEASES, DATABASE_URL: databaseUrl });
  const ctx = await createContext(
    { ...config, worker: false, scheduler: false, seedDemo: false },
    pino({ level: 'silent' }),
  );
  await seedDemo(ctx, { charges: false });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  /** False from the kill until the restarted server answers its health check. */
  let up = false;

  const start = async () => {
    server = spawn(process.execPath, nodeEntry('src/main.ts'), {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        // The run reconciles by itself, at once: no cron minute to wait for.
        WORKER: 'false',
        LOG_LEVEL: 'error',
        SIGNIN_IP_LIMIT: '1000000',
        SIGNIN_ACCOUNT_LIMIT: '1000000',
        ...LEASES,
        ...KEYS,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const child = server;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
      if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 90 s');
      try {
        if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) {
          up = true;
          return;
        }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };

  const traffic = chaosTraffic(base);
  const { exchanges } = traffic;
  let stopAt = Number.POSITIVE_INFINITY;
  const waitUp = async () => {
    // The server died: wait for it before signing in again.
    while (!up) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  await start();
  log(`server on ${base}, database ${name}`);
  const began = Date.now();
  const killAfterMs = options.killAfterMs;
  stopAt =
    killAfterMs === null ? began + options.afterRestartMs : began + killAfterMs + options.afterRestartMs + 60_000;
  const clients = Promise.all(
    Array.from({ length: options.workers }, (_, index) => traffic.client(index, () => stopAt, { whenCut: waitUp })),
  );
  if (killAfterMs !== null) {
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    const waitUntil = Date.now() + 30_000;
    while (exchanges.length < (options.minRequestsBeforeKill ?? 0) && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    traffic.phase = 'after kill';
    up = false;
    (server as ChildProcess | null)?.kill('SIGKILL');
    await new Promise((resolve) => (server as ChildProcess | null)?.once('exit', resolve));
    server = null;
    log(`SIGKILL after ${exchanges.length} requests`);
    await start();
    stopAt = Date.now() + options.afterRestartMs;
  }
  await clients;
  const beforeKill = exchanges.filter((exchange) => exchange.phase === 'before' && exchange.status !== null);
  const serverErrorsBeforeKill = beforeKill.filter((exchange) => (exchange.status ?? 0) >= 500).length;
  const elapsed = (Date.now() - began) / 1000;

  // Clients retry what the kill cut, with the same key and body, until they get an answer.
  const retried = await traffic.retryLost(LEASE_MS);
  await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 200));
  await reconcileAll(ctx);

  const report = await checkAnswers(ctx.db, exchanges, LEASE_MS);
  (server as ChildProcess | null)?.kill('SIGTERM');
  await new Promise((resolve) => (server as ChildProcess | null)?.once('exit', resolve));
  await ctx.database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  return {
    ...report,
    requests: exchanges.length,
    serverErrorsBeforeKill,
    retried,
    requestsPerSecond: Math.round(exchanges.length / elapsed),
    latency: {
      create: latencyOf(beforeKill, (url) => url === '/api/charges'),
      pay: latencyOf(beforeKill, (url) => url.endsWith('/payments')),
      refund: latencyOf(beforeKill, (url) => url.endsWith('/refunds')),
    },
  };
}
