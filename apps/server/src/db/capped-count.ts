import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { theRow, rowsOf } from '../lib/rows.js';
import type { DbOrTx } from './client.js';

/**
 * How many rows match, counting no further than `cap`: a list says 'more than cap' instead of
 * scanning a million index entries for a total nobody pages through.
 */
export async function cappedCount(db: DbOrTx, table: PgTable, where: SQL | undefined, cap: number) {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${table} where ${where ?? sql`true`} limit ${cap + 1}) matches`,
  );
  const { n } = theRow(rowsOf<{ n: number }>(result), 'a count');
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}
