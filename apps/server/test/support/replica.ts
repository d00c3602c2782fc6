import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.js';

/** Debian's PostgreSQL server programs (initdb, pg_ctl, pg_basebackup), when installed. */
export const POSTGRES_BIN = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  const bin = version ? path.join(root, version, 'bin') : undefined;
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : undefined;
})();

/** Root runs the server programs as the postgres user (PostgreSQL refuses root). */
function run(program: string, args: string[]): void {
  const full = path.join(POSTGRES_BIN!, program);
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
  else execFileSync(full, args, { stdio: 'pipe' });
}

export function replicaAvailable(): boolean {
  if (!POSTGRES_BIN) return false;
  if (process.getuid?.() !== 0) return true;
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A PostgreSQL primary and a streaming replica of it (pg_basebackup), each on a free port, in a
 * temporary directory of their own: the machine's own server is not touched. Answers their URLs
 * for the database `cofre`, a way to pause and resume the replica's replay, and stop.
 */
export async function startPrimaryAndReplica() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cofre-replica-'));
  chmodSync(dir, 0o777);
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const settings = (port: number) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      // A long export or report on the replica is not cancelled by the primary's vacuum (docs/operations.md).
      'hot_standby_feedback = on',
      'fsync = off',
      'shared_buffers = 32MB',
      '',
    ].join('\n');
  // initdb's trust method also lets 127.0.0.1 in for replication.
  run('initdb', ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  appendFileSync(path.join(primary, 'postgresql.conf'), settings(primaryPort));
  run('pg_ctl', ['-D', primary, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}`;
  run('pg_basebackup', ['-d', `${primaryUrl}/postgres`, '-D', replica, '-R', '-X', 'stream']);
  // The copy carries the primary's settings: only the port differs (the last line wins).
  appendFileSync(path.join(replica, 'postgresql.conf'), `port = ${replicaPort}\n`);
  run('pg_ctl', ['-D', replica, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
  return {
    primaryAdminUrl: `${primaryUrl}/postgres`,
    primaryUrl: `${primaryUrl}/cofre`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/cofre`,
    replicaAdminUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stopReplica: () => run('pg_ctl', ['-D', replica, '-m', 'fast', '-w', 'stop']),
    startReplica: () => run('pg_ctl', ['-D', replica, '-l', path.join(dir, 'replica.log'), '-w', 'start']),
    async stop() {
      for (const data of [replica, primary]) {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // Already stopped.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
