import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, types } from '@electric-sql/pglite';
import { DrizzlePgliteClient } from '../src/db/pglite-client.js';

// drizzle's text parsers, as db/client.ts opens PGlite with them.
const asText = (value: string) => value;
const parsers = Object.fromEntries([types.TIMESTAMPTZ, types.DATE].map((oid) => [oid, asText]));

describe('DrizzlePgliteClient', () => {
  let pglite: PGlite;
  let client: DrizzlePgliteClient;
  const prepared = async () =>
    (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((row) => row.name);

  beforeAll(async () => {
    pglite = await PGlite.create({ parsers });
    await pglite.exec(`create table items (id int primary key, label text, seen timestamptz, due date, tags jsonb)`);
    client = new DrizzlePgliteClient(pglite);
  });
  afterAll(() => pglite.close());

  it('prepares a text on its second run and answers as PGlite does, in both row modes', async () => {
    const insert = 'insert into items (id, label, seen, due, tags) values ($1, $2, $3, $4, $5)';
    const seen = new Date('2026-11-28T10:00:00Z');
    const first = await client.query(insert, [1, 'a', seen, '2026-12-01', { a: 1 }]);
    expect(await prepared()).toEqual([]);
    const second = await client.query(insert, [2, null, seen, '2026-12-02', [1, 2]]);
    expect(await prepared()).toHaveLength(1);
    expect([first.affectedRows, second.affectedRows]).toEqual([1, 1]);

    const select = 'select id, label, seen, due, tags from items where id = any($1) order by id';
    const plain = await pglite.query(select, [[1, 2]], { rowMode: 'array' });
    await client.query(select, [[1, 2]], { rowMode: 'array' });
    const viaPrepared = await client.query(select, [[1, 2]], { rowMode: 'array' });
    expect(await prepared()).toHaveLength(2);
    expect(viaPrepared.rows).toEqual(plain.rows);
    expect(viaPrepared.rows[1]).toEqual([2, null, '2026-11-28 10:00:00+00', '2026-12-02', [1, 2]]);
    const objects = await client.query(select, [[1]], { rowMode: 'object' });
    expect(objects.rows).toEqual([
      { id: 1, label: 'a', seen: '2026-11-28 10:00:00+00', due: '2026-12-01', tags: { a: 1 } },
    ]);
  });

  it('raises PostgreSQL errors with their code and stays usable, inside a transaction and outside', async () => {
    const insert = 'insert into items (id, label) values ($1, $2)';
    await client.query(insert, [10, 'x']);
    await client.query(insert, [11, 'x']);
    await expect(client.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [12, 'in a transaction']);
        await tx.query(insert, [11, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const rows = await client.query('select id from items where id >= $1 order by id', [10], { rowMode: 'array' });
    expect(rows.rows).toEqual([[10], [11]]);
    expect(await pglite.query('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('keeps a transaction to its caller: a query from outside waits for the commit', async () => {
    const order: string[] = [];
    const select = 'select count(*)::int as n from items where label = $1';
    await client.query(select, ['tx']);
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into items (id, label) values ($1, $2)', [20, 'tx']);
      outside = client.query(select, ['tx']).then((result) => {
        order.push('outside');
        return result.rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('commit');
    });
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['commit', 'outside']);
  });
});
