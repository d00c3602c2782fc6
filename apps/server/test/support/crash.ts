import { nodeEntry } from '../../bench/server-bundle.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.js';
import { freePort } from './ports.js';

export { freePort };

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * What a kill -9 test needs: its own PostgreSQL copy of the seeded template and a data directory,
 * real server processes (`src/main.ts`) started on them, and SIGKILL. `databaseUrl` is undefined
 * without DATABASE_URL (the tests then skip: PGlite is one process's database anyway).
 */
export function crashBench(prefix: string) {
  const bench = {
    dataDir: '',
    databaseUrl: undefined as string | undefined,
    drop: async () => {},
  };
  /** A query of the test's own on the bench's database (a client of its own: the server may be dead). */
  async function rows<T>(query: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: bench.databaseUrl });
    await client.connect();
    try {
      return (await client.query(query, values)).rows as T[];
    } finally {
      await client.end();
    }
  }
  /** Polls until `query` returns a row (the intent committed, the call on its way), for 30 s at most. */
  async function waitFor<T>(what: string, query: string, values: unknown[] = []): Promise<T[]> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = await rows<T>(query, values);
      if (found.length > 0) return found;
      if (Date.now() > deadline) throw new Error(`${what} never happened`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    bench,
    rows,
    waitFor,
    async setUp() {
      bench.dataDir = mkdtempSync(path.join(os.tmpdir(), `cofre-${prefix}-`));
      const base = process.env.DATABASE_URL;
      if (!base) return;
      const name = `cofre_${prefix.replace(/-/g, '_')}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
      await admin.end();
      bench.databaseUrl = withDatabase(base, name);
      bench.drop = async () => {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      };
    },
    async tearDown() {
      rmSync(bench.dataDir, { recursive: true, force: true });
      await bench.drop();
    },
    /** A server process on the bench's database, answering /api/health (sandbox on, no demo seed). */
    async startServer(env: Record<string, string>) {
      // A port the system says is free: two crash files run side by side, and a health check
      // answered by the other file's server would be the wrong server.
      const port = await freePort();
      const child = spawn(process.execPath, nodeEntry('src/main.ts'), {
        cwd: SERVER_DIR,
        stdio: 'ignore',
        env: {
          ...process.env,
          DATA_DIR: bench.dataDir,
          DATABASE_URL: bench.databaseUrl!,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
          SANDBOX: 'true',
          SIGNIN_IP_LIMIT: '10000',
          ...env,
        },
      });
      const address = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        if (Date.now() > deadline) throw new Error('server did not start');
        const healthy = await fetch(`${address}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) return { child, address };
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

export function kill9(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
