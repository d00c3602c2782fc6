/**
 * Test files that never open the application's database: pure rules, parsers, static analysis of
 * the source, the sandbox providers, and PGlite's own client (which is PGlite whatever DATABASE_URL
 * says). They run in the PGlite run of the suite; the PostgreSQL run leaves them out, since it would
 * repeat the same work on the same code (about 40 s of file time in a CI run, 2026-11-30).
 * `database-free.test.ts` checks that each one still opens no database.
 */
export const DATABASE_FREE_FILES = [
  'batch-read-file.test.ts',
  'charges-rules.test.ts',
  'cnab-layout.test.ts',
  'cnab-parse.test.ts',
  'cnab-write.test.ts',
  'config.test.ts',
  'cron-window.test.ts',
  'domain-events.test.ts',
  'instalment-simulation.test.ts',
  'lifecycle-table.test.ts',
  'module-layers.test.ts',
  'module-writes.test.ts',
  'money-rounding.test.ts',
  'pgbench-script.test.ts',
  'pglite-client.test.ts',
  'prepared-statements.test.ts',
  'providers-acquirer.test.ts',
  'providers-lookup.test.ts',
  'providers-whatsapp.test.ts',
  'request-log-level.test.ts',
  'signed-in-frame.test.ts',
  'slow-first-sequencer.test.ts',
  'status-writes.test.ts',
  'tenant-scope.test.ts',
  'url-safety.test.ts',
];

/** What a test file that opens the application's database imports or reads (code, not comments). */
export const OPENS_THE_DATABASE =
  /from '\.\/support\/(app|pglite-pool|postgres-pool|replica|pgbouncer|crash|template-state|payments|charges|banking|sub-sellers)\.js'|from '\.\.\/src\/context-factory\.js'|createContext\(|process\.env\.DATABASE_URL/;
