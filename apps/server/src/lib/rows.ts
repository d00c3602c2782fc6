/**
 * The one row a statement must give: an INSERT … RETURNING, a count, or a lookup of something the
 * caller knows exists (the session's seller). None is a bug, so it throws (a 500) instead of letting
 * `undefined` travel on; a lookup that may find nothing keeps `const [row] = …` and handles it.
 */
export function theRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, found none`);
  return row;
}

/** The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`, which drizzle's type does not say. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
