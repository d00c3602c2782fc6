import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.js';
import { crashBench } from './support/crash.js';

const { bench, setUp, tearDown } = crashBench('connection_loss');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Found by the topology's chaos run: PgBouncer restarted under load killed two API processes with an
 * unhandled 'error' event. A connection dropped while its client is checked out (inside a
 * transaction that waits on something else) must fail that transaction, not the process, and the
 * next query must find a fresh connection.
 */
describe.runIf(process.env.DATABASE_URL)('a connection lost while checked out (PostgreSQL)', () => {
  beforeAll(setUp);
  afterAll(tearDown);

  for (const preparedStatements of [true, false]) {
    it(`fails its transaction and nothing else (prepared statements ${preparedStatements ? 'on' : 'off'})`, async () => {
      const dropped: Error[] = [];
      const database: Database = await openDatabase({
        dataDir: bench.dataDir,
        databaseUrl: bench.databaseUrl,
        preparedStatements,
        onConnectionError: (error) => dropped.push(error),
      });
      const killer = new pg.Client({ connectionString: bench.databaseUrl });
      await killer.connect();
      try {
        const outcome = await database.db
          .transaction(async (tx) => {
            const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
              rows: Array<{ pid: number }>;
            };
            const [row] = result.rows;
            await killer.query('select pg_terminate_backend($1)', [row!.pid]);
            // The transaction waits on something outside the database while its connection dies.
            await sleep(300);
            await tx.execute(sql`select 1`);
            return 'committed';
          })
          .catch((error: Error) => error);
        expect(outcome).toBeInstanceOf(Error);
        expect(dropped.length).toBeGreaterThan(0);
        const again = await database.executeSql('select 41 + 1 as answer');
        expect(again.rows).toEqual([{ answer: 42 }]);
      } finally {
        await killer.end();
        await database.close();
      }
    });
  }
});
