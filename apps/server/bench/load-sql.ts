// The raw-SQL side of `bench:load`: which statements one API request runs, and how many times a
// second PostgreSQL answers exactly those statements, prepared, from as many connections.
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { configFromEnv } from '../src/config.js';
import { PLAN_OPTIONS } from '../src/db/client.js';

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
