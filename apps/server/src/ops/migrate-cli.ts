// `npm run migrate`: applies the pending migrations once and exits, for deployments that start the
// API, workers and scheduler with MIGRATE_ON_START=false (docs/operations.md). drizzle's migrator
// holds a lock while it works, so a second run at the same moment waits and then finds nothing to do.
import { configFromEnv } from '../config.js';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { migrationsCurrent } from '../db/migration-status.js';

const config = configFromEnv();
const database = await openDatabase(config);
try {
  const before = await migrationsCurrent(database);
  await migrateDatabase(database);
  console.log(before ? 'migrations: already current' : 'migrations: applied');
} catch (error) {
  // The error's name and code only: a connection error can carry the address and the user.
  const { name, code } = error as { name?: string; code?: string };
  console.error(`migrations failed: ${name ?? 'Error'}${code ? ` (${code})` : ''}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
