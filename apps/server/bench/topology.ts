// `npm run topology -w @cofre/server`: the whole production shape on one machine, from Debian's
// packages (docs/operations.md, "The topology on one machine"): a PostgreSQL primary and a streaming
// replica (initdb, pg_basebackup) in a temporary directory, PgBouncer in transaction mode in front of
// the primary, HAProxy in front of two API processes (checking readiness), two workers and one
// scheduler, all real processes of this build with the variables a deployment sets. It prints the
// address and waits for Ctrl-C; `startTopology` is what test/topology.test.ts and bench:topology use.
import { nodeEntry } from './server-bundle.js';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HAPROXY, startHaproxy } from './haproxy.js';
import { startPgBouncer } from '../test/support/pgbouncer.js';
import { freePort } from '../test/support/ports.js';
import { startPrimaryAndReplica } from '../test/support/replica.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export interface TopologyOptions {
  apis?: number;
  workers?: number;
  schedulers?: number;
  /** Demo charges seeded once before the processes start (default 100). */
  demoCharges?: number;
  /** Demo subscriptions seeded with them (default the demo's 120). */
  demoSubscriptions?: number;
  log?: (line: string) => void;
  /** More variables for every role process (shorter leases, say). */
  env?: Record<string, string>;
}

export interface RoleProcess {
  role: 'api' | 'worker' | 'scheduler';
  port: number;
  child: ChildProcess;
}

async function waitReady(port: number, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${what} not ready within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startTopology(options: TopologyOptions = {}) {
  if (!HAPROXY) throw new Error('haproxy is not installed (apt-get install haproxy)');
  const log = options.log ?? (() => {});
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cofre-topology-'));
  const cluster = await startPrimaryAndReplica();
  const processes: RoleProcess[] = [];
  let haproxy: ChildProcess | undefined;
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>> | undefined;
  let respawn: (entry: RoleProcess) => Promise<void> = async () => {};
  const stop = async () => {
    haproxy?.kill('SIGKILL');
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await bouncer?.stop();
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const admin = new pg.Client({ connectionString: cluster.primaryAdminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE cofre');
    await admin.end();
    bouncer = await startPgBouncer(cluster.primaryUrl);
    log(`PostgreSQL primary and replica up; PgBouncer at ${bouncer.url}`);
    // What every process of a deployment shares: the addresses, the keys, the data directory.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: bouncer.url,
      DATABASE_DIRECT_URL: cluster.primaryUrl,
      DATABASE_READ_URL: cluster.replicaUrl,
      DATABASE_PREPARED_STATEMENTS: 'false',
      MIGRATE_ON_START: 'false',
      SEED_DEMO: 'false',
      JWT_SECRET: randomBytes(32).toString('base64'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      CARD_DATA_KEY: randomBytes(32).toString('base64'),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SANDBOX: 'true',
      TRUST_PROXY: '1',
      SIGNIN_IP_LIMIT: '100000',
      // The benches sign many clients in as the one demo administrator.
      SIGNIN_ACCOUNT_LIMIT: '100000',
    };
    for (const [what, script, args] of [
      ['migrate', 'src/ops/migrate-cli.ts', []],
      [
        'seed',
        'src/ops/cli.ts',
        [
          'seed',
          '--charges',
          String(options.demoCharges ?? 100),
          ...(options.demoSubscriptions === undefined ? [] : ['--subscriptions', String(options.demoSubscriptions)]),
        ],
      ],
    ] as const) {
      const result = spawnSync(process.execPath, [...nodeEntry(script), ...args], {
        cwd: SERVER_DIR,
        env: { ...env, DATABASE_URL: cluster.primaryUrl },
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`${what} failed: ${result.stderr.slice(0, 500)}`);
      log(`${what}: ${result.stdout.trim()}`);
    }
    const roles = [
      ...Array.from({ length: options.apis ?? 2 }, () => 'api' as const),
      ...Array.from({ length: options.workers ?? 2 }, () => 'worker' as const),
      ...Array.from({ length: options.schedulers ?? 1 }, () => 'scheduler' as const),
    ];
    const logFile = (role: string, port: number) => openSync(path.join(dataDir, `${role}-${port}.log`), 'a');
    const launch = (role: RoleProcess['role'], port: number) =>
      spawn(process.execPath, nodeEntry('src/main.ts'), {
        cwd: SERVER_DIR,
        // Each process's log (JSON lines, warnings and up) in the data directory: what killed it, say.
        stdio: ['ignore', logFile(role, port), logFile(role, port)],
        env: { ...env, ROLE: role, PORT: String(port), ...options.env },
      });
    for (const role of roles) {
      const port = await freePort();
      processes.push({ role, port, child: launch(role, port) });
    }
    /** Starts a process that died again, in its role and on its port (what a supervisor does). */
    respawn = async (entry: RoleProcess) => {
      entry.child = launch(entry.role, entry.port);
      await waitReady(entry.port, entry.child, `${entry.role} on ${entry.port}`);
    };
    // Started side by side (each takes seconds to load), waited for together.
    await Promise.all(processes.map(({ role, port, child }) => waitReady(port, child, `${role} on ${port}`)));
    log(`ready: ${processes.map(({ role, port }) => `${role} :${port}`).join(', ')}`);

    const proxy = await startHaproxy(
      [{ port: await freePort(), backends: processes.filter(({ role }) => role === 'api').map(({ port }) => port) }],
      dataDir,
    );
    haproxy = proxy.child;
    const url = proxy.urls[0]!;
    log(`HAProxy at ${url}`);
    return { url, processes, dataDir, cluster, bouncer, env, respawn, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const topology = await startTopology({ log: (line) => console.log(line) });
  console.log(`Cofre em ${topology.url} (Ctrl-C para parar)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void topology.stop().then(() => process.exit(0)));
  }
}
