import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Database, MIGRATIONS_FOLDER } from './client.js';

/**
 * The newest migration this build knows (its journal's `when`, the stamp drizzle's migrator
 * records as `created_at` in `drizzle.__drizzle_migrations` for each one it applies).
 */
export function newestMigrationStamp(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration of this build: drizzle applies in order and never
 * skips one, so the newest stamp applied says it. False when the database cannot be reached or has
 * never been migrated.
 */
export async function migrationsCurrent(database: Database, newest = newestMigrationStamp()): Promise<boolean> {
  try {
    const { rows } = await database.executeSql(
      'select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations',
    );
    return Number((rows[0] as { applied: string } | undefined)?.applied ?? 0) >= newest;
  } catch {
    return false;
  }
}
