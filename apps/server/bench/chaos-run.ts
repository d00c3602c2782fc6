// The chaos run (issue "money at the acquirer boundary"): concurrent create / pay / refund traffic
// against a real server process on PostgreSQL, a SIGKILL in the middle of it, a restart, the clients
// retrying what they lost with the same Idempotency-Key, reconciliation, and then the checks that
// money survived: no 5xx before the kill, nothing PENDING past its lease, no key stuck in flight,
// every answer a client received matches the database, the ledger balances.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { createContext } from '../src/context-factory.js';
import { reconcileAttempts } from '../src/modules/charges/payment.js';
import { ledgerViolations } from '../src/modules/ledger/invariants.js';
import { reconcileRefunds } from '../src/modules/refunds/service.js';
import { DEMO_PASSWORD, seedDemo } from '../src/ops/seed.js';
import { configFromEnv } from '../src/config.js';
import { percentile } from './support.js';

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

/** One request a client made, with what it got back (null: the connection died). */
interface Exchange {
  method: 'POST';
  url: string;
  body?: object;
  key?: string;
  status: number | null;
  answer?: unknown;
  afterKill: boolean;
  ms?: number;
}

const LEASE_MS = 1_500;
const REQUEST_TIMEOUT_MS = 20_000;
/** A client gives up retrying one request after this many answers of 'still in progress'. */
const MAX_RETRIES = 40;
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
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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

  const exchanges: Exchange[] = [];
  let killed = false;
  let stopAt = Number.POSITIVE_INFINITY;

  async function send(exchange: Omit<Exchange, 'status' | 'afterKill'>, token: string): Promise<Exchange> {
    const record: Exchange = { ...exchange, status: null, afterKill: killed };
    exchanges.push(record);
    const began = performance.now();
    try {
      const response = await fetch(`${base}${exchange.url}`, {
        method: exchange.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(exchange.body ? { 'content-type': 'application/json' } : {}),
          ...(exchange.key ? { 'idempotency-key': exchange.key } : {}),
        },
        body: exchange.body ? JSON.stringify(exchange.body) : undefined,
        // A request the server never answers counts as lost, like one cut by the kill.
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      record.answer = await response.json().catch(() => null);
      record.status = response.status;
      record.ms = performance.now() - began;
    } catch {
      record.status = null;
    }
    return record;
  }

  const signIn = async () => {
    const response = await fetch(`${base}/api/public/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { token: string }).token;
  };

  const customer = {
    name: 'Conceição Araújo',
    document: '529.982.247-25',
    email: 'conceicao@exemplo.com.br',
    phone: '(11) 98765-4321',
  };
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

  async function worker(index: number) {
    let token = await signIn();
    for (let round = 0; Date.now() < stopAt; round += 1) {
      const card = (index + round) % 2 === 0;
      const value = 10_000 + ((index * 37 + round * 11) % 5_000);
      const created = await send(
        {
          method: 'POST',
          url: '/api/charges',
          key: randomUUID(),
          body: {
            title: `Caos ${index}-${round}`,
            value,
            paymentMethod: card ? 'CREDIT_CARD' : 'PIX',
            expirationDate: today,
            customer,
            ...(card ? { card: { number: '4111111111111111', holderName: 'ANA', expiry: '12/2031', cvv: '123' } } : {}),
          },
        },
        token,
      );
      if (created.status === null) {
        // The server died: wait for it, sign in again, go on.
        while (!up) await new Promise((resolve) => setTimeout(resolve, 50));
        token = await signIn().catch(() => token);
        continue;
      }
      const id = (created.answer as { uuid?: string } | null)?.uuid;
      if (!id) continue;
      if (!card) await send({ method: 'POST', url: `/api/sandbox/charges/${id}/payments` }, token);
      // Every fifth refund loses its answer at the acquirer (centavos ,91): reconciliation settles it.
      const amount = round % 5 === 0 ? 1_091 : 1_000 + (round % 50);
      for (let refund = 0; refund < 2; refund += 1) {
        await send(
          { method: 'POST', url: `/api/charges/${id}/refunds`, key: randomUUID(), body: { amount: amount + refund } },
          token,
        );
      }
    }
  }

  await start();
  log(`server on ${base}, database ${name}`);
  const began = Date.now();
  const killAfterMs = options.killAfterMs;
  stopAt =
    killAfterMs === null ? began + options.afterRestartMs : began + killAfterMs + options.afterRestartMs + 60_000;
  const traffic = Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));
  if (killAfterMs !== null) {
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    const waitUntil = Date.now() + 30_000;
    while (exchanges.length < (options.minRequestsBeforeKill ?? 0) && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    killed = true;
    up = false;
    (server as ChildProcess | null)?.kill('SIGKILL');
    await new Promise((resolve) => (server as ChildProcess | null)?.once('exit', resolve));
    server = null;
    log(`SIGKILL after ${exchanges.length} requests`);
    await start();
    stopAt = Date.now() + options.afterRestartMs;
  }
  await traffic;
  const beforeKill = exchanges.filter((exchange) => !exchange.afterKill && exchange.status !== null);
  const elapsed = (Date.now() - began) / 1000;

  // Clients retry what the kill cut, with the same key and body, until they get an answer.
  const token = await signIn();
  const lost = exchanges.filter((exchange) => exchange.status === null && exchange.key);
  for (const exchange of lost) {
    for (let attempt = 1; ; attempt += 1) {
      const retry = await send(
        { method: exchange.method, url: exchange.url, body: exchange.body, key: exchange.key },
        token,
      );
      exchanges.pop();
      const inProgress =
        retry.status === null ||
        (retry.status === 409 &&
          (retry.answer as { errors?: Array<{ code: string }> })?.errors?.[0]?.code === 'GEN-409');
      if (inProgress && attempt < MAX_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, LEASE_MS / 2));
        continue;
      }
      exchange.status = retry.status;
      exchange.answer = retry.answer;
      break;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 200));
  await reconcileAttempts(ctx);
  await reconcileRefunds(ctx);

  const report = await check(ctx.db, exchanges, LEASE_MS);
  (server as ChildProcess | null)?.kill('SIGTERM');
  await new Promise((resolve) => (server as ChildProcess | null)?.once('exit', resolve));
  await ctx.database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  return {
    ...report,
    requests: exchanges.length,
    serverErrorsBeforeKill: beforeKill.filter((exchange) => (exchange.status ?? 0) >= 500).length,
    retried: lost.length,
    requestsPerSecond: Math.round(exchanges.length / elapsed),
    latency: {
      create: latencyOf(beforeKill, (url) => url === '/api/charges'),
      pay: latencyOf(beforeKill, (url) => url.endsWith('/payments')),
      refund: latencyOf(beforeKill, (url) => url.endsWith('/refunds')),
    },
  };
}

function latencyOf(exchanges: Exchange[], matches: (url: string) => boolean): [number, number, number] {
  const times = exchanges.filter((exchange) => matches(exchange.url) && exchange.ms !== undefined).map((e) => e.ms!);
  if (times.length === 0) return [0, 0, 0];
  return [50, 95, 99].map((p) => Math.round(percentile(times, p) * 10) / 10) as [number, number, number];
}

type Db = Awaited<ReturnType<typeof createContext>>['db'];

async function rows<T>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  const { sql } = await import('drizzle-orm');
  const query = sql.empty();
  text.split(/\$(\d+)/).forEach((part, index) => {
    if (index % 2 === 0) query.append(sql.raw(part));
    else query.append(sql`${values[Number(part) - 1]}`);
  });
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the clients were told, checked against the database once everything has settled. */
async function check(db: Db, exchanges: Exchange[], leaseMs: number) {
  const mismatches: string[] = [];
  const refundsTold = new Map<string, { chargeId: string; amount: number }>();
  for (const exchange of exchanges) {
    if (exchange.status === null || !exchange.url.endsWith('/refunds')) continue;
    if (exchange.status !== 201 && exchange.status !== 202) continue;
    const answer = exchange.answer as { refund: { uuid: string; amount: number } };
    refundsTold.set(answer.refund.uuid, { chargeId: exchange.url.split('/')[3]!, amount: answer.refund.amount });
  }
  const stored = await rows<{ id: string; charge_id: string; amount_cents: string; status: string }>(
    db,
    `select id, charge_id, amount_cents::text, status from charge_refunds`,
  );
  const byId = new Map(stored.map((row) => [row.id, row]));
  for (const [id, told] of refundsTold) {
    const row = byId.get(id);
    if (!row) mismatches.push(`refund ${id} answered but not stored`);
    else if (Number(row.amount_cents) !== told.amount || row.charge_id !== told.chargeId) {
      mismatches.push(`refund ${id} answered ${told.amount} but stored ${row.amount_cents}`);
    }
  }
  for (const row of stored) {
    if (!refundsTold.has(row.id)) mismatches.push(`refund ${row.id} stored but no client was told of it`);
  }
  const chargesTold = new Set(
    exchanges
      .filter((exchange) => exchange.url === '/api/charges' && exchange.status === 201)
      .map((exchange) => (exchange.answer as { uuid: string }).uuid),
  );
  const storedCharges = await rows<{ id: string }>(db, `select id from charges where title like 'Caos %'`);
  for (const row of storedCharges) {
    if (!chargesTold.has(row.id)) mismatches.push(`charge ${row.id} stored but no client was told of it`);
  }
  if (storedCharges.length !== chargesTold.size) {
    mismatches.push(`${chargesTold.size} charges answered, ${storedCharges.length} stored`);
  }
  const cutoff = new Date(Date.now() - leaseMs).toISOString();
  const [pending] = await rows<{ n: number }>(
    db,
    `select (select count(*) from charge_refunds where status = 'PENDING' and created_at < $1)::int
          + (select count(*) from charge_attempts where status = 'PROCESSING' and created_at < $1)::int as n`,
    [cutoff],
  );
  const [stuck] = await rows<{ n: number }>(
    db,
    `select count(*)::int as n from idempotency_keys where status_code is null and claimed_at < $1`,
    [cutoff],
  );
  return {
    pendingPastLease: pending!.n,
    keysStuckInFlight: stuck!.n,
    mismatches,
    ledgerViolations: await ledgerViolations(db),
  };
}
