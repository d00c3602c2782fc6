import type { Db } from './client.js';

/**
 * A query built once per database handle and then only executed with its values
 * (`sql.placeholder`). Drizzle otherwise rebuilds the SQL text of a query on every call, walking
 * its whole tree: on the hot read paths that walk cost more CPU than PostgreSQL's answer
 * (docs/decisions.md, "Read paths against their SQL"). Each handle (a server, a test's app) gets
 * its own, since a prepared query is bound to the handle that built it.
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
