// `npm run bench:load`: throughput under concurrent load (issues 13 and 40). Starts the real server
// (its own process, production logging) with the demo data on PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL is set; drives it with autocannon at BENCH_LOAD_CONNECTIONS (20) for
// BENCH_LOAD_SECONDS (10) per path and run.
// On PostgreSQL the API runs as ROLE=api (no worker, as a deployment's API nodes), and each path is
// measured BENCH_LOAD_ROUNDS times (3), the order rotating each round so a machine that speeds up or
// slows down weighs on every column alike, the median kept, against:
// - its own SQL: the very statements the path ran (captured from one request), replayed by
//   `pgbench -M prepared` from as many connections (Node's client when pgbench is missing). Issue
//   40's goal: every read path serves at least 0.3 times its SQL's rate with one API process;
// - HAProxy in front of that one process, and in front of it and a second one (when haproxy is
//   installed): two must be no slower than one.
// BENCH_LOAD_REUSE=1 keeps the seeded databases between runs; BENCH_LOAD_PATHS picks paths by name;
// BENCH_LOAD_DATABASE names the PostgreSQL database (two checkouts compared side by side each keep
// their own); BENCH_LOAD_PROFILE=dir leaves the first API process's CPU profile there. Besides
// requests/s, each row prints the CPU the API processes and the machine's PostgreSQL spent per
// request: on a busy machine those move far less than the throughput does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../test/support/ports.js';
import { HAPROXY, startHaproxy, type Haproxy } from './haproxy.js';
import { drive, median, medianRun, printTable, type LoadPath, type Measured, type Row } from './load-drive.js';
import { BENCH_KEYS, captureStatements, closeCapture, replayStatements, replayWithPgbench } from './load-sql.js';
import { benchToken } from './support.js';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);
const REUSE = process.env.BENCH_LOAD_REUSE === '1';
/** BENCH_LOAD_PATHS=pix,detail: only the paths whose name contains one of these words. */
const ONLY = process.env.BENCH_LOAD_PATHS?.split(',').map((word) => word.trim().toLowerCase());
/** BENCH_LOAD_PROFILE=dir: the server writes a V8 CPU profile there when it stops (--cpu-prof). */
const PROFILE_DIR = process.env.BENCH_LOAD_PROFILE;
/** Runs of each path and target on PostgreSQL, whose median is kept. */
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
/** Issue 40: every read path serves at least this share of its own SQL's prepared rate (pgbench). */
const RATIO_GOAL = 0.3;
const HAS_PGBENCH = spawnSync('pgbench', ['--version']).status === 0;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

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

async function startServer(
  env: Record<string, string>,
  { profile = false }: { profile?: boolean } = {},
): Promise<{ child: ChildProcess; address: string; port: number }> {
  const port = await freePort();
  const cpuProfile = profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...cpuProfile, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // What a real deployment runs: JSON logs at info.
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
    if (ok) return { child, address, port };
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

async function readPaths(address: string, token: string): Promise<LoadPath[]> {
  const listed = (await (
    await fetch(`${address}/api/charges?size=100`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { content: Array<{ uuid: string }> };
  return paths(listed.content.map((charge) => charge.uuid)).filter(
    (candidate) => !ONLY || ONLY.some((word) => candidate.name.toLowerCase().includes(word)),
  );
}

const runOptions = { connections: CONNECTIONS, seconds: SECONDS };

/** PGlite: one process (its data directory belongs to it), with its worker, each path once. */
async function measurePglite(target: Target) {
  const { child, address } = await startServer(target.env, { profile: true });
  try {
    const token = await benchToken(address);
    const rows: Row[] = [];
    for (const loadPath of await readPaths(address, token)) {
      const measured = await drive(address, token, loadPath, { ...runOptions, pids: [child.pid!], onPostgres: false });
      rows.push({ name: loadPath.name, ...measured });
      console.log(`  ${target.label}: ${loadPath.name}: ${measured.rps.toFixed(0)} req/s`);
    }
    printTable(`${target.label} (${CONNECTIONS} connections, ${SECONDS} s per path)`, rows, RATIO_GOAL);
  } finally {
    await stopServer(child);
  }
}

/**
 * PostgreSQL: API process A measured directly, through HAProxy to A alone, and through HAProxy to A
 * and B; the path's SQL replayed by pgbench. Each round runs the four in a rotated order.
 */
async function measurePostgres(target: Target, databaseUrl: string) {
  const apiEnv = { ...target.env, ROLE: 'api', MIGRATE_ON_START: 'false' };
  const servers = [await startServer(apiEnv, { profile: true })];
  const [first] = servers;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cofre-bench-load-'));
  let proxy: Haproxy | undefined;
  try {
    if (HAPROXY) {
      servers.push(await startServer(apiEnv));
      proxy = await startHaproxy(
        [
          { port: await freePort(), backends: [first!.port] },
          { port: await freePort(), backends: servers.map(({ port }) => port) },
        ],
        dir,
      );
    } else {
      console.log('HAProxy: not installed, so one against two API processes is skipped (apt-get install haproxy)');
    }
    const token = await benchToken(first!.address);
    const headers = { authorization: `Bearer ${token}` };
    const loadPaths = await readPaths(first!.address, token);
    const targets = [
      { key: 'direct', address: first!.address, pids: [first!.child.pid!] },
      ...(proxy
        ? [
            { key: 'proxyOne', address: proxy.urls[0]!, pids: [first!.child.pid!] },
            { key: 'proxyTwo', address: proxy.urls[1]!, pids: servers.map(({ child }) => child.pid!) },
          ]
        : []),
    ];
    const rows: Row[] = [];
    for (const loadPath of loadPaths) {
      const statements = loadPath.read
        ? await captureStatements(databaseUrl, `${first!.address}${loadPath.url(1)}`, headers)
        : undefined;
      const runs = new Map<string, Measured[]>(targets.map(({ key }) => [key, []]));
      const sqlRates: number[] = [];
      const steps = [...targets.map((entry) => entry.key), ...(statements ? ['sql'] : [])];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (let index = 0; index < steps.length; index += 1) {
          const key = steps[(index + round) % steps.length]!;
          if (key === 'sql') {
            sqlRates.push(
              (await replayWithPgbench(databaseUrl, statements!, runOptions)) ??
                (await replayStatements(databaseUrl, statements!, runOptions)),
            );
            continue;
          }
          const entry = targets.find((candidate) => candidate.key === key)!;
          runs
            .get(key)!
            .push(await drive(entry.address, token, loadPath, { ...runOptions, pids: entry.pids, onPostgres: true }));
        }
      }
      const row: Row = {
        name: loadPath.name,
        ...medianRun(runs.get('direct')!),
        statements: statements?.length,
        sqlRps: sqlRates.length ? median(sqlRates) : undefined,
        proxyOne: proxy ? medianRun(runs.get('proxyOne')!) : undefined,
        proxyTwo: proxy ? medianRun(runs.get('proxyTwo')!) : undefined,
      };
      rows.push(row);
      console.log(
        `  ${loadPath.name}: ${row.rps.toFixed(0)} req/s` +
          (row.sqlRps ? `, SQL ${row.sqlRps.toFixed(0)}/s` : '') +
          (proxy ? `, HAProxy→1 ${row.proxyOne!.rps.toFixed(0)}, HAProxy→2 ${row.proxyTwo!.rps.toFixed(0)}` : ''),
      );
    }
    printTable(
      `${target.label}, one API process (ROLE=api); SQL by ${HAS_PGBENCH ? 'pgbench -M prepared' : "Node's client, prepared"}; ` +
        `HAProxy to one and two API processes (${CONNECTIONS} connections, ${SECONDS} s a run, median of ${ROUNDS})`,
      rows,
      RATIO_GOAL,
    );
  } finally {
    proxy?.stop();
    await closeCapture();
    await Promise.all(servers.map(({ child }) => stopServer(child)));
    rmSync(dir, { recursive: true, force: true });
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
  await measurePostgres(target, url);
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://user@host:5432/postgres)');
}
if (process.env.BENCH_LOAD_PGLITE !== '0') await measurePglite(await pgliteTarget());
