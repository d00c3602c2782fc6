/**
 * The seeded template's state as a test database holds it before any test touches it: its schema's
 * fingerprint, the rows of its tables and its sequences. A worker keeps its databases open and puts
 * them back to this state between apps (pglite-pool.ts, postgres-pool.ts) instead of making a new
 * one for each: PGlite loaded from the dump took 1.27 s per app inside the suite, PostgreSQL's
 * CREATE DATABASE … TEMPLATE 0.6–1.2 s; a reset takes under 0.1 s.
 *
 * A database goes back to its pool only when its schema is still the template's (tables, columns,
 * constraints, triggers and functions of every schema, by one fingerprint): a file that changed the
 * schema gets its database dropped, and the next app a fresh one.
 */

const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

export const FINGERPRINT_SQL = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
    SELECT 'n:' || n.nspname AS item FROM pg_namespace n WHERE ${USER_SCHEMAS}
    UNION ALL
    SELECT format('r:%s.%s:%s', n.nspname, c.relname, c.relkind)
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
    UNION ALL
    SELECT format('a:%s.%s.%s:%s:%s:%s', n.nspname, c.relname, a.attname, a.atttypid, a.attnotnull, a.atthasdef)
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMAS} AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT format('c:%s.%s:%s', n.nspname, c.conname, md5(pg_get_constraintdef(c.oid)))
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE ${USER_SCHEMAS}
    UNION ALL
    SELECT format('t:%s.%s:%s:%s', n.nspname, c.relname, t.tgname, t.tgenabled) FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
    UNION ALL
    SELECT format('f:%s.%s:%s', n.nspname, p.proname, md5(p.prosrc))
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMAS}
  ) items`;

/** Every table that holds rows (leaf partitions, not their parents), quoted and qualified. */
const TABLES_SQL = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE ${USER_SCHEMAS} AND c.relkind = 'r' ORDER BY 1`;

const SEQUENCES_SQL = `
  SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value, start_value::text AS start
    FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;

export interface TemplateState<Copy> {
  fingerprint: string;
  /** Empties every table, triggers off (append-only ledgers, foreign keys); inside a transaction. */
  emptySql: string;
  /** The template's rows of the tables that have any, as COPY's binary format gave them. */
  rows: Array<{ table: string; copy: Copy }>;
  /** Puts every sequence back where the template left it. */
  sequencesSql: string;
}

/** What capturing the state needs of a driver: a query, and a table's rows in COPY's binary format. */
export interface TemplateReader<Copy> {
  rows<T>(text: string): Promise<T[]>;
  copyOut(table: string): Promise<Copy>;
}

export async function captureTemplate<Copy>(reader: TemplateReader<Copy>): Promise<TemplateState<Copy>> {
  const tables = (await reader.rows<{ name: string }>(TABLES_SQL)).map((row) => row.name);
  const rows: TemplateState<Copy>['rows'] = [];
  for (const table of tables) {
    if ((await reader.rows(`SELECT 1 FROM ${table} LIMIT 1`)).length === 0) continue;
    rows.push({ table, copy: await reader.copyOut(table) });
  }
  const sequences = await reader.rows<{ name: string; value: string | null; start: string }>(SEQUENCES_SQL);
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return {
    fingerprint: await fingerprintOf(reader),
    // DELETE, not TRUNCATE: on PGlite a new file for each of the 126 tables took twice as long.
    emptySql: ['SET LOCAL session_replication_role = replica', ...tables.map((table) => `DELETE FROM ${table}`)].join(
      ';\n',
    ),
    rows,
    // A sequence never used starts again at its start; one used goes on after the template's value.
    sequencesSql:
      sequences.length === 0
        ? 'SELECT 1'
        : `SELECT ${sequences
            .map(({ name, value, start }) => `setval(${literal(name)}, ${value ?? start}, ${value !== null})`)
            .join(', ')}`,
  };
}

export async function fingerprintOf(reader: Pick<TemplateReader<unknown>, 'rows'>): Promise<string> {
  const [row] = await reader.rows<{ fingerprint: string }>(FINGERPRINT_SQL);
  return row!.fingerprint;
}
