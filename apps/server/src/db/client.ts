import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { Client as PgClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DrizzlePgliteClient } from './pglite-client.js';

/**
 * The query builder without drizzle's relational API (`db.query.*`, which nothing uses): a module
 * reads and writes through the tables it imports, so the type names no schema of every module.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw parameterised SQL for pg-boss and operator scripts. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * `COPY (query) TO STDOUT` as a stream, on a real PostgreSQL only (PGlite has no COPY to a client).
   * The text must carry its values inline: COPY takes no parameters.
   */
  copyOut?: (text: string) => Readable;
  /** The connection string pg-boss should use, when it runs on a real PostgreSQL. */
  connectionString?: string;
  /**
   * The database's own address, for what needs a session of its own: LISTEN (db/listen.ts) and the
   * scheduler's advisory lock (jobs/leader-lock.ts). `connectionString` unless a pooler is in front
   * (DATABASE_DIRECT_URL).
   */
  directConnectionString?: string;
  pglite?: PGlite;
  /** Applies the migrations with the driver's own migrator (each wants its own driver's database type). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
  pgliteDump?: Blob;
  /** An open PGlite the caller owns: used as it is, left open by `close`. */
  pgliteLent?: PGlite;
  /** DATABASE_DIRECT_URL: the database itself, when `databaseUrl` is a transaction-mode pooler. */
  databaseDirectUrl?: string;
  /**
   * Named prepared statements (default on). Off behind a transaction-mode pooler (PgBouncer before
   * 1.21 keeps none: the next transaction may run on another server connection, which never saw it).
   */
  preparedStatements?: boolean;
  /** Connections of the pool (Config.databasePoolSize); 10 when not given. */
  databasePoolSize?: number;
  /** Told about connections the server dropped; the pool itself recovers. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  if (options.pgliteLent) {
    const lent = lentView(options.pgliteLent);
    return wrapPglite(lent.view, lent.close);
  }
  if (!options.pgliteDump) mkdirSync(options.dataDir, { recursive: true });
  // Drivers load on demand: start-up pays only for the one in use.
  const { PGlite } = await import('@electric-sql/pglite');
  const opening = await pgliteOpenOptions();
  const pglite = options.pgliteDump
    ? await PGlite.create({ loadDataDir: options.pgliteDump, ...opening })
    : await PGlite.create({ dataDir: path.join(options.dataDir, 'pglite'), ...opening });
  return wrapPglite(pglite, () => pglite.close());
}

/**
 * A lent PGlite as the app sees it: once the app closes it, every call fails as a closed PGlite's
 * would, so nothing the app left running can write to the database its owner hands on.
 */
function lentView(pglite: PGlite): { view: PGlite; close(): Promise<void> } {
  let closed = false;
  const view = new Proxy(pglite, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    view,
    close: async () => {
      closed = true;
    },
  };
}

/**
 * What PGlite is opened with: its extensions and drizzle's parsers (`pgliteParsers`). Exported for
 * a caller that opens one to lend it (`pgliteLent`).
 */
export async function pgliteOpenOptions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  return { extensions: { pg_trgm, btree_gin }, parsers: (await pgliteParsers()).pglite };
}

async function wrapPglite(pglite: PGlite, close: () => Promise<void>): Promise<Database> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { rawParsers } = await pgliteParsers();
  // As on PostgreSQL (PLAN_OPTIONS): each execution of a prepared statement is planned for its values.
  await pglite.exec('SET plan_cache_mode = force_custom_plan');
  const pgliteDb = drizzlePglite({ client: new DrizzlePgliteClient(pglite) as unknown as PGlite });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values, { parsers: rawParsers });
      // pg-boss sends multi-statement scripts without parameters.
      const results = await pglite.exec(text, { parsers: rawParsers });
      return { rows: results.flatMap((result) => result.rows) };
    },
    close,
  };
}

/**
 * drizzle reads dates, intervals and their arrays (and numeric arrays) as text and maps them itself,
 * so it passes text parsers for them with every query; PGlite then copies its 318 parsers into a new
 * object on every query, which was a third of a small query's cost (5,000 look-ups: 2.4 s → 1.0 s).
 * PGlite is opened with drizzle's parsers instead and drizzle's client (DrizzlePgliteClient) drops
 * its per-query ones; raw SQL (pg-boss, operator scripts) passes PGlite's own, so its dates stay Date
 * objects.
 */
async function pgliteParsers() {
  const { types } = await import('@electric-sql/pglite');
  const oids = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
  const asText = (value: string) => value;
  return {
    pglite: Object.fromEntries(oids.map((oid) => [oid, asText])),
    rawParsers: Object.fromEntries(oids.flatMap((oid) => (types.parsers[oid] ? [[oid, types.parsers[oid]]] : []))),
  };
}

async function openPostgres(connectionString: string, options: OpenOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { to: copyTo } = await import('pg-copy-streams');
  const onConnectionError = options.onConnectionError ?? (() => {});
  const prepared = options.preparedStatements !== false;
  const pool = new pg.Pool({
    connectionString,
    max: options.databasePoolSize ?? 10,
    Client: prepared ? preparingClient(pg.Client) : unnamedClient(pg.Client),
    // Prepared statements save the parse; each execution is still planned for its own values, so a
    // seller with a million charges and one with ten never share a generic plan. Unnamed statements
    // are planned per execution anyway, and a pooler refuses the startup option.
    ...(prepared ? { options: PLAN_OPTIONS } : {}),
  });
  // A connection the server (or a pooler's restart) terminates must not crash the process. The pool
  // hears it for idle clients and discards them; a client checked out between two queries (a
  // transaction waiting on the acquirer, say) emits 'error' on itself, with no pool listening: its
  // own listener keeps that from being an uncaught exception, and its next query fails, which ends
  // the transaction and sends the client away broken. Told once per client, by the client's listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const pgDb = drizzlePg(pool);
  const db = pgDb as unknown as Db;
  retryConflictingTransactions(db);
  return {
    db,
    kind: 'postgres',
    connectionString,
    directConnectionString: options.databaseDirectUrl ?? connectionString,
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      if (!options.databaseDirectUrl) return migrate(pgDb, { migrationsFolder: MIGRATIONS_FOLDER });
      // Schema changes go to the database itself, not through the pooler.
      const direct = new pg.Pool({ connectionString: options.databaseDirectUrl, max: 1 });
      try {
        await migrate(drizzlePg(direct), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await direct.end();
      }
    },
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    copyOut(text) {
      const out = new PassThrough();
      pool.connect().then(
        (client) => {
          // A reader that goes away mid-file fails the pipeline: that connection, still in COPY, is discarded.
          pipeline(client.query(copyTo(text)), out, (error) => client.release(error ?? undefined));
        },
        (error: Error) => out.destroy(error),
      );
      return out;
    },
    close: () => pool.end(),
  };
}

export const PLAN_OPTIONS = '-c plan_cache_mode=force_custom_plan';

/** A statement text is prepared once it has run this often; texts seen fewer times stay unnamed. */
const PREPARE_AFTER = 3;
/** At most this many texts get a name (each connection keeps a plan per name it ran). */
const MAX_PREPARED = 400;
const MAX_TRACKED = 10_000;

/**
 * A pg client that prepares the statements the server runs again and again: a text with parameters
 * that has run PREPARE_AFTER times gets a name, so every connection parses it once and then only binds
 * and executes it. Drizzle builds the same text for the same query shape, so the hot queries (the
 * list, the detail, the jobs' polls) are prepared without naming them one by one. Texts are bounded:
 * dynamic shapes beyond MAX_PREPARED run unnamed as before.
 */
export function preparingClient(Base: typeof PgClient): typeof PgClient {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const named = names.get(text);
    if (named) return named;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < PREPARE_AFTER || names.size >= MAX_PREPARED) {
      if (seen.size >= MAX_TRACKED) seen.clear();
      seen.set(text, count);
      return undefined;
    }
    seen.delete(text);
    const name = `cofre_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  return class PreparingClient extends Base {
    // pg's overloads are many; every form ends here with (config | text, values?, callback?).
    query(...args: unknown[]): never {
      const [config, values] = args as [{ text?: unknown; name?: unknown; values?: unknown[] } | string, unknown];
      const hasValues =
        (Array.isArray(values) && values.length > 0) || (typeof config === 'object' && !!config?.values?.length);
      if (typeof config === 'object' && config && typeof config.text === 'string' && !config.name && hasValues) {
        const name = nameOf(config.text);
        if (name) args[0] = { ...config, name };
      } else if (typeof config === 'string' && hasValues) {
        const name = nameOf(config);
        if (name) args[0] = { text: config, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  } as unknown as typeof PgClient;
}

/**
 * A pg client that never names a statement, for a transaction-mode pooler: the names drizzle's
 * `.prepare(name)` gives (the hot reads) are dropped, so every query is parsed where it runs.
 */
export function unnamedClient(Base: typeof PgClient): typeof PgClient {
  return class UnnamedClient extends Base {
    query(...args: unknown[]): never {
      const [config] = args as [{ name?: unknown } | string];
      if (typeof config === 'object' && config && config.name) {
        const { name: _name, ...unnamed } = config;
        args[0] = unnamed;
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  } as unknown as typeof PgClient;
}

export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
}

/** PostgreSQL's answers for a transaction that lost to another and may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const TX_ATTEMPTS = 3;

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Every top-level transaction is run again (up to 3 times, after a short random pause) when
 * PostgreSQL aborts it as a deadlock victim or a serialization failure: the other transaction went
 * through, so this one will. Transactions hold no network calls (a rule of the services), so running
 * one again repeats nothing outside the database.
 */
export function retryConflictingTransactions(db: Db): void {
  const original = db.transaction.bind(db);
  db.transaction = (async (run: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await original(run, config);
      } catch (error) {
        const code = sqlState(error);
        if (attempt >= TX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }) as Db['transaction'];
}
