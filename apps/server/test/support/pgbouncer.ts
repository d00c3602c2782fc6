import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports.js';

/** Debian's PgBouncer, when the machine has it (`.ci/run` installs it). */
export const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((candidate) => existsSync(candidate));

/**
 * A PgBouncer in transaction mode in front of the PostgreSQL of `databaseUrl`, on a free port, with a
 * small server pool so that consecutive transactions of one client land on different server
 * connections. Answers the pooled address of the same database and how to stop it.
 */
export async function startPgBouncer(databaseUrl: string) {
  if (!PGBOUNCER) throw new Error('pgbouncer is not installed');
  const direct = new URL(databaseUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cofre-pgbouncer-'));
  // PgBouncer will not run as root: started by root, it drops to the postgres user, who writes here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), `"${decodeURIComponent(direct.username || 'postgres')}" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${direct.hostname} port=${direct.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 4',
      'max_client_conn = 500',
      `admin_users = ${decodeURIComponent(direct.username || 'postgres')}`,
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const launch = () =>
    spawn(PGBOUNCER!, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  let child: ChildProcess = launch();
  const pooled = new URL(databaseUrl);
  pooled.port = String(port);
  const admin = new URL(pooled);
  admin.pathname = '/pgbouncer';
  const answering = async () => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}`);
      const client = new pg.Client({ connectionString: pooled.toString() });
      const up = await client.connect().then(
        () => client.query('select 1').then(() => true),
        () => false,
      );
      await client.end().catch(() => {});
      if (up) break;
      if (Date.now() > deadline) throw new Error('pgbouncer did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await answering();
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  };
  return {
    url: pooled.toString(),
    /** Transactions PgBouncer has passed to the database of `databaseUrl` (its SHOW STATS). */
    async transactions(): Promise<number> {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        // The admin console speaks the simple protocol only.
        const result = await client.query({ text: 'SHOW STATS', queryMode: 'simple' } as pg.QueryConfig);
        const row = (result.rows as Array<{ database: string; total_xact_count: string }>).find(
          (entry) => entry.database === direct.pathname.slice(1),
        );
        return Number(row?.total_xact_count ?? 0);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
    /** Stops it (every client and server connection dropped) and starts it again on the same port. */
    async restart() {
      await halt();
      child = launch();
      await answering();
    },
  };
}

/** Whether pgbouncer can run here at all (installed, and a quick start works). */
export function pgBouncerAvailable(): boolean {
  return Boolean(PGBOUNCER) && spawnSync(PGBOUNCER!, ['--version']).status === 0;
}
