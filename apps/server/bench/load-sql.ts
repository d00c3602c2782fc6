// The raw-SQL side of `bench:load`: which statements one API request runs, and how many times a
// second PostgreSQL answers exactly those statements, prepared, from as many connections.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

import { buildApp } from '../src/app.js';
import { configFromEnv } from '../src/config.js';
import { PLAN_OPTIONS } from '../src/db/client.js';

// pg's own serialisation of a parameter (arrays, dates, JSON, bytea), so pgbench sends the same text.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

/** The bench's own keys, shared by the seed, the measured server and the capturing one. */
export const BENCH_KEYS = {
  JWT_SECRET: Buffer.alloc(32, 7).toString('base64'),
  ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
};

export interface Statement {
  text: string;
  values: unknown[];
}

let recording: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query;
// Every statement of this process goes through Client#query (Pool#query borrows a client).
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? second : (first.values ?? second)) as unknown[] | undefined;
    recording.push({ text, values: Array.isArray(values) ? values : [] });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof originalQuery;

let app: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;

/**
 * Runs the request twice on an in-process server over the same database and keeps the statements
 * of the second run: the steady state, with whatever the first call left in process caches.
 */
export async function captureStatements(
  databaseUrl: string,
  url: string,
  headers: Record<string, string>,
): Promise<Statement[]> {
  if (!app) {
    const config = {
      ...configFromEnv({}),
      databaseUrl,
      jwtSecret: BENCH_KEYS.JWT_SECRET,
      encryptionKey: BENCH_KEYS.ENCRYPTION_KEY,
      dataDir: os.tmpdir(),
      logLevel: 'warn',
      worker: false,
      scheduler: false,
      seedDemo: false,
      webDist: undefined,
    };
    ({ app } = await buildApp(config));
  }
  const { pathname, search } = new URL(url);
  const request = { method: 'GET' as const, url: `${pathname}${search}`, headers };
  await app.inject(request);
  recording = [];
  const response = await app.inject(request);
  const statements = recording;
  recording = null;
  if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode}`);
  return statements;
}

export async function closeCapture(): Promise<void> {
  await app?.close();
  app = undefined;
}

/** Sequences of the statements per second, each connection running them one after another, prepared. */
export async function replayStatements(
  databaseUrl: string,
  statements: Statement[],
  options: { connections: number; seconds: number },
): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: options.connections }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl, options: PLAN_OPTIONS });
      await client.connect();
      return client;
    }),
  );
  const named = statements.map((statement, index) => ({ ...statement, name: `bench_${index}` }));
  let done = 0;
  const until = performance.now() + options.seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          for (const statement of named) await client.query(statement);
          done += 1;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return done / options.seconds;
}

/**
 * pgbench's script for the statements: each `$n` becomes a variable `:s<i>_<n>` given by `-D`, which
 * `-M prepared` sends as a parameter of a named statement, as the API's prepared statements are; a
 * NULL value (which `-D` cannot say) is written into the text.
 */
export function pgbenchScript(statements: Statement[]): { script: string; variables: string[] } {
  const variables: string[] = [];
  const script = statements
    .map((statement, index) =>
      statement.text.replace(/\$(\d+)\b/g, (_, n: string) => {
        const value = prepareValue(statement.values[Number(n) - 1]);
        if (value === null) return 'NULL';
        const name = `s${index}_${n}`;
        variables.push(`${name}=${Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value}`);
        return `:${name}`;
      }),
    )
    .map((text) => `${text.trim().replace(/;$/, '')};`)
    .join('\n');
  return { script, variables };
}

/**
 * The same sequences per second as `pgbench -M prepared` runs them (C, two threads, as many
 * connections): the SQL's rate without a Node client's cost on the replaying side. Undefined when
 * pgbench is not installed.
 */
export async function replayWithPgbench(
  databaseUrl: string,
  statements: Statement[],
  options: { connections: number; seconds: number },
): Promise<number | undefined> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'cofre-pgbench-'));
  try {
    const { script, variables } = pgbenchScript(statements);
    const file = path.join(directory, 'read-path.sql');
    writeFileSync(file, `${script}\n`);
    const args = ['-n', '-M', 'prepared', '-c', String(options.connections), '-j', '2', '-T', String(options.seconds)];
    for (const variable of variables) args.push('-D', variable);
    const { stdout } = await promisify(execFile)('pgbench', [...args, '-f', file, databaseUrl], {
      env: { ...process.env, PGOPTIONS: PLAN_OPTIONS },
      maxBuffer: 16 * 1024 * 1024,
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no rate: ${stdout.slice(-500)}`);
    return Number(tps[1]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
