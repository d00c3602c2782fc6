import { nodeEntry } from '../bench/server-bundle.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

// API_PROCESSES (src/cluster.ts): the real entry started as the operator starts it.
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const KEYS = {
  JWT_SECRET: Buffer.alloc(32, 3).toString('base64'),
  ENCRYPTION_KEY: Buffer.alloc(32, 4).toString('base64'),
};

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, nodeEntry('src/main.ts'), {
    cwd: SERVER_DIR,
    env: { ...process.env, ...KEYS, HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

/** The pids of `parent`'s children (Linux /proc). */
async function childrenOf(parent: number): Promise<number[]> {
  const { readdirSync, readFileSync } = await import('node:fs');
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(parent);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('API_PROCESSES', () => {
  it('is refused on the embedded database, with a pt-BR line', async () => {
    const { child, output } = start({ API_PROCESSES: '2', DATABASE_URL: '', PORT: '3971' });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('API_PROCESSES acima de 1 exige DATABASE_URL');
  });

  it('stops, with an error code, when its processes cannot start, instead of starting them again', async () => {
    // Nothing listens on port 1: every child fails at start-up, as a refused configuration would.
    const { child, output } = start({
      API_PROCESSES: '2',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/cofre',
      PORT: '3973',
    });
    expect(await exited(child)).not.toBe(0);
    expect(output()).not.toContain('starting another');
  }, 60_000);

  it.runIf(process.env.DATABASE_URL)(
    'serves one port from two processes on PostgreSQL, and SIGTERM stops them all',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const name = `cofre_t_${randomUUID().replaceAll('-', '')}`;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const port = 3972;
      const { child } = start({
        API_PROCESSES: '2',
        DATABASE_URL: url.toString(),
        PORT: String(port),
        SEED_DEMO: 'false',
      });
      try {
        let healthy = false;
        for (let waited = 0; waited < 60_000 && !healthy; waited += 250) {
          healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (response) => response.ok,
            () => false,
          );
          if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(healthy).toBe(true);
        const processes = await childrenOf(child.pid!);
        expect(processes).toHaveLength(2);
        child.kill('SIGTERM');
        expect(await exited(child)).toBe(0);
        expect(await childrenOf(child.pid!)).toEqual([]);
      } finally {
        child.kill('SIGKILL');
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    90_000,
  );
});
