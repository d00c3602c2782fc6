// `npm run bench:load`: throughput under concurrent load (issue 13). Starts the real server (its own
// process, production logging, worker on) with the demo data on PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL is set; drives it with autocannon at BENCH_LOAD_CONNECTIONS (20) for
// BENCH_LOAD_SECONDS (10) per path; on PostgreSQL it then replays, prepared and from 20 connections,
// the very statements each read path ran (captured from one request), so the table shows what the
// API adds to its SQL. BENCH_LOAD_REUSE=1 keeps the seeded databases between runs; BENCH_LOAD_PATHS
// picks paths by name; BENCH_LOAD_DATABASE names the PostgreSQL database (two checkouts compared side
// by side each keep their own); BENCH_LOAD_PROFILE=dir leaves the server's CPU profile there; on
// PostgreSQL the paths run with one API process and again with two (BENCH_LOAD_PROCESSES,
// API_PROCESSES). Besides requests/s, each row prints the CPU the API process and the machine's
// PostgreSQL spent per request: on a busy machine those move far less than the throughput does.
// Budgets: list ≥ 1,500 req/s with p99 ≤ 50 ms and read paths within 2× of their SQL on PostgreSQL,
// Pix creation ≥ 300 req/s; list ≥ 400 req/s on PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_KEYS, captureStatements, closeCapture, replayStatements, type Statement } from './load-sql.js';
import { benchToken } from './support.js';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);
const REUSE = process.env.BENCH_LOAD_REUSE === '1';
/** BENCH_LOAD_PATHS=pix,detail: only the paths whose name contains one of these words. */
const ONLY = process.env.BENCH_LOAD_PATHS?.split(',').map((word) => word.trim().toLowerCase());
/** BENCH_LOAD_PROFILE=dir: the server writes a V8 CPU profile there when it stops (--cpu-prof). */
const PROFILE_DIR = process.env.BENCH_LOAD_PROFILE;
/** BENCH_LOAD_PROCESSES=1,2: the API process counts measured on PostgreSQL (API_PROCESSES). */
const PROCESSES = (process.env.BENCH_LOAD_PROCESSES ?? '1,2').split(',').map(Number);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

interface LoadPath {
  name: string;
  method?: 'GET' | 'POST';
  /** The path of the n-th request (the detail path walks many charges). */
  url: (n: number) => string;
  body?: () => string;
  read: boolean;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  sqlRps?: number;
  statements?: number;
  /** CPU the server process spent per request (user + system), robust to a busy machine. */
  cpuMs?: number;
  /** CPU every PostgreSQL process of the machine spent per request (when the server is on PostgreSQL). */
  dbCpuMs?: number;
}

/** Seconds of CPU a process and its children (the API processes of a cluster) have used (Linux /proc). */
function cpuSeconds(pid: number | undefined): number | undefined {
  const ofProcess = (id: string) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { parent: fields[1], seconds: (Number(fields[11]) + Number(fields[12])) / 100 };
  };
  try {
    let seconds = ofProcess(String(pid)).seconds;
    for (const id of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const child = ofProcess(id);
        if (child.parent === String(pid)) seconds += child.seconds;
      } catch {
        // gone since the listing
      }
    }
    return seconds;
  } catch {
    return undefined;
  }
}

/** Seconds of CPU every `postgres` process has used: a local PostgreSQL's share of a request. */
function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const id of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      seconds += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // gone since the listing
    }
  }
  return seconds;
}

type Target = { label: string; env: Record<string, string> };

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: SERVER_DIR,
      env: { ...process.env, ...BENCH_KEYS, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`))));
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; address: string }> {
  const port = 3900 + Math.floor(Math.random() * 500);
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // What a real deployment runs: JSON logs at info, the worker in the same process.
    env: {
      ...process.env,
      ...BENCH_KEYS,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${address}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, address };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start in 2 minutes');
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function pixBody(): string {
  return JSON.stringify({
    title: 'Carga',
    value: 1_990,
    paymentMethod: 'PIX',
    expirationDate: '2026-12-30',
    customer: {
      name: 'Maria Carga',
      document: '52998224725',
      email: 'maria.carga@example.com',
      phone: '11987654321',
      countryCode: '55',
    },
  });
}

function paths(chargeIds: string[]): LoadPath[] {
  return [
    { name: 'charges list, first page', url: () => '/api/charges?page=0&size=20', read: true },
    {
      name: 'charges list, filtered',
      url: () => '/api/charges?status=PAID&paymentMethod=PIX&customerName=silva&page=0&size=20',
      read: true,
    },
    { name: 'charge detail', url: (n) => `/api/charges/${chargeIds[n % chargeIds.length]}`, read: true },
    { name: 'clients search', url: () => '/api/seller-clients?search=mar&page=0&size=20', read: true },
    { name: 'statement', url: () => '/api/redeems/statement', read: true },
    { name: 'notifications count', url: () => '/api/notification-panel/quantity-unread', read: true },
    { name: 'create Pix charge', method: 'POST', url: () => '/api/charges', body: pixBody, read: false },
  ];
}

async function drive(
  address: string,
  token: string,
  loadPath: LoadPath,
  pid?: number,
  onPostgres = false,
): Promise<Row> {
  let n = 0;
  const cpuBefore = cpuSeconds(pid);
  const dbCpuBefore = onPostgres ? postgresCpuSeconds() : undefined;
  const result = await autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: loadPath.method ?? 'GET',
        setupRequest: (request) => {
          n += 1;
          const headers = { ...request.headers, authorization: `Bearer ${token}` } as Record<string, string | string[]>;
          if (loadPath.body) {
            headers['content-type'] = 'application/json';
            headers['idempotency-key'] = randomUUID();
          }
          return { ...request, path: loadPath.url(n), headers, body: loadPath.body?.() };
        },
      },
    ],
  });
  return {
    name: loadPath.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMs:
      cpuBefore === undefined
        ? undefined
        : ((cpuSeconds(pid)! - cpuBefore) * 1000) / Math.max(1, result.requests.total),
    dbCpuMs:
      dbCpuBefore === undefined
        ? undefined
        : ((postgresCpuSeconds() - dbCpuBefore) * 1000) / Math.max(1, result.requests.total),
  };
}

function printTable(label: string, rows: Row[]) {
  console.log(`\n${label} (${CONNECTIONS} connections, ${SECONDS} s per path)`);
  console.log(
    `${'path'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'CPU ms'.padStart(7)} ${'DB CPU'.padStart(7)} ${'stmts'.padStart(6)} ${'SQL/s'.padStart(8)} ${'SQL÷API'.padStart(8)}`,
  );
  for (const row of rows) {
    const ratio = row.sqlRps ? (row.sqlRps / row.rps).toFixed(2) : '—';
    console.log(
      `${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.errors).padStart(7)} ${(row.cpuMs?.toFixed(2) ?? '—').padStart(7)} ${(row.dbCpuMs?.toFixed(2) ?? '—').padStart(7)} ${String(row.statements ?? '—').padStart(6)} ${(row.sqlRps?.toFixed(0) ?? '—').padStart(8)} ${ratio.padStart(8)}`,
    );
  }
}

async function measure(target: Target, databaseUrl?: string) {
  const { child, address } = await startServer(target.env);
  try {
    const token = await benchToken(address);
    const headers = { authorization: `Bearer ${token}` };
    const listed = (await (await fetch(`${address}/api/charges?size=100`, { headers })).json()) as {
      content: Array<{ uuid: string }>;
    };
    const loadPaths = paths(listed.content.map((charge) => charge.uuid)).filter(
      (candidate) => !ONLY || ONLY.some((word) => candidate.name.toLowerCase().includes(word)),
    );
    const captured = new Map<string, Statement[]>();
    if (databaseUrl) {
      for (const loadPath of loadPaths.filter((candidate) => candidate.read)) {
        captured.set(loadPath.name, await captureStatements(databaseUrl, `${address}${loadPath.url(1)}`, headers));
      }
    }
    const rows: Row[] = [];
    for (const loadPath of loadPaths) {
      const row = await drive(address, token, loadPath, child.pid, databaseUrl !== undefined);
      const statements = captured.get(loadPath.name);
      if (databaseUrl && statements) {
        row.statements = statements.length;
        row.sqlRps = await replayStatements(databaseUrl, statements, { connections: CONNECTIONS, seconds: SECONDS });
      }
      rows.push(row);
      console.log(`  ${target.label}: ${loadPath.name}: ${row.rps.toFixed(0)} req/s`);
    }
    printTable(target.label, rows);
  } finally {
    await closeCapture();
    await stopServer(child);
  }
}

/** Seeds the demo data once (by the project's own seed command) and runs ANALYZE as the seed does. */
async function pgliteTarget(): Promise<Target> {
  const dataDir = path.join(os.tmpdir(), 'cofre-bench-load-pglite');
  if (!REUSE || !existsSync(path.join(dataDir, 'pglite'))) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    console.log('PGlite: seeding the demo data (a few minutes)');
    await run(process.execPath, ['--import', 'tsx', 'src/ops/seed-cli.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' });
  }
  return { label: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
}

async function postgresTarget(serverUrl: string): Promise<{ target: Target; url: string }> {
  const database = process.env.BENCH_LOAD_DATABASE ?? 'cofre_bench_load';
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (!REUSE || !rowCount) {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${database}`);
      console.log('PostgreSQL: seeding the demo data');
      await run(process.execPath, ['--import', 'tsx', 'src/ops/seed-cli.ts'], { DATABASE_URL: url.toString() });
    }
  } finally {
    await admin.end();
  }
  return { target: { label: 'PostgreSQL', env: { DATABASE_URL: url.toString() } }, url: url.toString() };
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const { target, url } = await postgresTarget(serverUrl);
  // One API process, then as many as API_PROCESSES lists (src/cluster.ts): one Node process uses one core.
  for (const processes of PROCESSES) {
    const label = processes === 1 ? target.label : `${target.label}, ${processes} API processes`;
    await measure({ label, env: { ...target.env, API_PROCESSES: String(processes) } }, url);
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://user@host:5432/postgres)');
}
if (process.env.BENCH_LOAD_PGLITE !== '0') await measure(await pgliteTarget());
