import { protocol, types, type PGlite, type Transaction } from '@electric-sql/pglite';

type RowMode = 'array' | 'object';
interface QueryOptions {
  rowMode?: RowMode;
  /** drizzle passes its text parsers with every query; PGlite is opened with them (db/client.ts). */
  parsers?: unknown;
}
interface Field {
  name: string;
  dataTypeID: number;
}
interface Prepared {
  name: string;
  paramTypes: number[];
  fields: Field[];
}
interface BackendMessage {
  name: string;
  fields?: Array<string | null>;
  text?: string;
  dataTypeIDs?: number[];
}
/** The parts of PGlite 0.5 this client drives: its public protocol entry and its two locks. */
interface PgliteInternals {
  execProtocolStream(message: Uint8Array, options: { syncToFs: boolean }): Promise<BackendMessage[]>;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  syncToFs(): Promise<void>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
}

const EXECUTE = protocol.serialize.execute({});
const SYNC = protocol.serialize.sync();
/** Protocol messages in one buffer, sent to PGlite in one call. */
function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A statement text becomes a named prepared statement the second time it runs. */
const PREPARE_AFTER = 2;
/** At most this many names per database (dynamic shapes beyond it run as plain queries). */
const MAX_PREPARED = 2_000;
const MAX_TRACKED = 20_000;

/**
 * The prepared statements of one PGlite database, shared by its top-level client and its transactions
 * (a PostgreSQL session's prepared statements outlive transactions, rolled back ones included).
 */
class StatementCache {
  private readonly seen = new Map<string, number>();
  private readonly prepared = new Map<string, Prepared>();

  constructor(readonly pglite: PGlite) {}

  /** The prepared statement for a text, or undefined while the text is still rare. */
  async lookup(text: string): Promise<Prepared | undefined> {
    const known = this.prepared.get(text);
    if (known) return known;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < PREPARE_AFTER || this.prepared.size >= MAX_PREPARED) {
      if (this.seen.size >= MAX_TRACKED) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    const name = `cofre_${this.prepared.size + 1}`;
    const run = this.pglite as unknown as PgliteInternals;
    const messages = await run.execProtocolStream(
      concat(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), SYNC),
      { syncToFs: false },
    );
    const statement: Prepared = {
      name,
      paramTypes: messages.find((message) => message.name === 'parameterDescription')?.dataTypeIDs ?? [],
      fields:
        (
          messages.find((message) => message.name === 'rowDescription') as { fields?: Field[] } | undefined
        )?.fields?.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) ?? [],
    };
    this.prepared.set(text, statement);
    this.seen.delete(text);
    return statement;
  }
}

/**
 * The PGlite handle drizzle uses. PGlite runs every query as parse, describe, bind, describe,
 * execute and sync, six trips into PostgreSQL's WASM, and re-parses the text each time; the server
 * sends the same few hundred texts again and again. A text seen twice becomes a named prepared
 * statement, and each later run is bind, execute and sync in one trip: 5,000 primary-key reads take 0.3 s
 * instead of 1.3 s. Rare texts, and everything beyond MAX_PREPARED, go through PGlite's own query.
 * Plans stay custom per execution (plan_cache_mode, set where the database is opened), as before,
 * except during the demo seed (ops/seed-plans.ts).
 */
export class DrizzlePgliteClient {
  private readonly cache: StatementCache;

  constructor(
    pglite: PGlite,
    private readonly tx?: Transaction,
    cache?: StatementCache,
  ) {
    this.cache = cache ?? new StatementCache(pglite);
  }

  private get internals(): PgliteInternals {
    return this.cache.pglite as unknown as PgliteInternals;
  }

  async query(text: string, params: unknown[] = [], options?: QueryOptions) {
    const rowMode = options?.rowMode ?? 'object';
    // Inside a transaction PGlite already holds its transaction lock for this caller.
    const locked = <T>(fn: () => Promise<T>) =>
      this.tx
        ? this.internals.runExclusive(fn)
        : this.internals._runExclusiveTransaction(() => this.internals.runExclusive(fn));
    const result = await locked(async () => {
      const statement = await this.cache.lookup(text);
      return statement ? this.execute(statement, params, rowMode) : undefined;
    });
    if (result) return result;
    const target = this.tx ?? this.cache.pglite;
    return target.query(text, params, { rowMode });
  }

  exec(text: string, options?: QueryOptions) {
    return (this.tx ?? this.cache.pglite).exec(text, options?.rowMode ? { rowMode: options.rowMode } : undefined);
  }

  transaction<T>(callback: (tx: DrizzlePgliteClient) => Promise<T>): Promise<T> {
    return this.cache.pglite.transaction((tx) => callback(new DrizzlePgliteClient(this.cache.pglite, tx, this.cache)));
  }

  /** Runs a prepared statement; called under PGlite's query lock. */
  private async execute(statement: Prepared, params: unknown[], rowMode: RowMode) {
    const pglite = this.internals;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = pglite.serializers[statement.paramTypes[index] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    // Bind, execute and sync in one trip into the WASM: PostgreSQL reads every message of the buffer,
    // and after an error skips to the sync as it would over a socket.
    const messages = await pglite.execProtocolStream(
      concat(protocol.serialize.bind({ statement: statement.name, values }), EXECUTE, SYNC),
      { syncToFs: false },
    );
    if (!this.tx) await pglite.syncToFs();
    const { fields } = statement;
    const parse = (value: string | null, index: number) =>
      types.parseType(value, fields[index]!.dataTypeID, pglite.parsers as never) as unknown;
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const cells = message.fields ?? [];
        rows.push(
          rowMode === 'array'
            ? cells.map(parse)
            : Object.fromEntries(cells.map((cell, index) => [fields[index]!.name, parse(cell, index)])),
        );
      } else if (message.name === 'commandComplete') {
        const words = (message.text ?? '').split(' ');
        if (['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(words[0]!)) affectedRows += Number(words.at(-1));
      }
    }
    return { rows, fields, affectedRows };
  }
}
