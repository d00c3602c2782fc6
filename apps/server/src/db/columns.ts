import { cents, type Cents } from '@cofre/contract';
import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column types every module's tables share, declared once. */

/**
 * Integer centavos (bigint, read as a JS number: safe up to 90 trillion reais), typed `Cents` so the
 * brand reaches every row read and every value written: a computed bare number must pass `cents()`.
 */
export const money = (name: string) => bigint(name, { mode: 'number' }).$type<Cents>();

/** The default of a money column that starts at nothing. */
export const NO_CENTS = cents(0);

/** Raw bytes (a stored file), read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A list of SQL literals (`'a', 'b'`) of known values (the contract's constants), for a CHECK's `in (…)`. */
export const inValues = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The CHECK constraint that holds a status column to its lifecycle's statuses (the contract's
 * LIFECYCLES): the database refuses a value the state table does not know, whoever writes it.
 */
export const statusCheck = (name: string, column: AnyPgColumn, statuses: readonly string[]) =>
  check(name, sql`${column} in (${inValues(statuses)})`);

/**
 * A per-row value for a set-wise UPDATE (`set: { entryId: perRow(table.id, values) }`): each row's own
 * entry of `values`, keyed by the row's `key` column, as text (cast it where the column is not).
 */
export const perRow = (key: AnyPgColumn, values: ReadonlyMap<string, string>): SQL =>
  sql`(${JSON.stringify(Object.fromEntries(values))}::jsonb ->> ${key}::text)`;
