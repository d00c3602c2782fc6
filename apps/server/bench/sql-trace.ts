// The SQL of a bench case seen from inside: each statement sent with its time, and the plans.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import type { AppContext } from '../src/context.js';

export interface Statement {
  text: string;
  ms: number;
}

/** The SQL statements sent to PostgreSQL while `run` runs (node-postgres clients), each with its time. */
export async function traceStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const statements: Statement[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config] = args;
    const text = typeof config === 'string' ? config : String((config as { text?: string }).text ?? '');
    const statement = { text, ms: 0 };
    statements.push(statement);
    const start = performance.now();
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      void result.then(
        () => (statement.ms = performance.now() - start),
        () => (statement.ms = performance.now() - start),
      );
    }
    return result;
  };
  try {
    await run();
  } finally {
    prototype.query = original;
  }
  return statements;
}

/** 'select ledger_accounts', 'insert sub_seller_receivables'…: a statement's verb and first table. */
export function statementKind(text: string): string {
  const flat = text.replace(/"/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const verb = flat.split(' ')[0] ?? '';
  const table =
    /^(?:insert into|update|delete from) ([\w.]+)/.exec(flat)?.[1] ?? / from ([\w.]+)/.exec(flat)?.[1] ?? '';
  return `${verb} ${table}`.trim();
}

/** EXPLAIN ANALYZE of statements (after `setup`: an index tried, rows rewritten) in a transaction rolled back. */
export async function explainRolledBack(ctx: AppContext, queries: Array<[string, SQLWrapper]>, setup: SQL[] = []) {
  const rollback = new Error('rolled back');
  try {
    await ctx.db.transaction(async (tx) => {
      for (const statement of setup) await tx.execute(statement);
      for (const [title, query] of queries) {
        const result = (await tx.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
          rows: Array<Record<string, string>>;
        };
        console.log(`  EXPLAIN ${title}:\n${result.rows.map((row) => `    ${Object.values(row)[0]}`).join('\n')}`);
      }
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
}

export async function explain(ctx: AppContext, title: string, query: { sql: string; params: unknown[] }) {
  const result = (await ctx.database.executeSql(`explain (analyze, buffers) ${query.sql}`, query.params)) as {
    rows: Array<Record<string, string>>;
  };
  console.log(`  EXPLAIN ${title}:\n${result.rows.map((row) => `    ${Object.values(row)[0]}`).join('\n')}`);
}
