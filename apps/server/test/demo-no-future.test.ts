import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { rowsOf } from '../src/lib/rows.js';
import { seedDemoCharges } from '../src/ops/demo-charges.js';
import { seedDemoLinks } from '../src/ops/demo-links.js';
import { seedDemoSplit } from '../src/ops/demo-split.js';
import { seedDemoSubscriptions } from '../src/ops/demo-subscriptions.js';
import { startTestApp, type TestApp } from './support/app.js';

// A newcomer's first start early in the morning: 06:51 in São Paulo (the demo's sales happen 10:00–18:00).
// A day after this run's real time, so the test template's own rows (written now) are in its past.
const morning = new Date(Date.now() + 24 * 60 * 60 * 1000);
morning.setUTCHours(9, 51, 0, 0);
const clock = new ManualClock(morning);
let t: TestApp;
let admin: SessionResponse;

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.signIn('admin@demo.cofre.dev');
  const actor = { sellerId: admin.idSeller, userId: admin.idUser };
  await seedDemoCharges(t.ctx, actor, 300);
  await seedDemoLinks(t.ctx, actor);
  await seedDemoSplit(t.ctx, actor);
  await seedDemoSubscriptions(t.ctx, actor, 24);
}, 240_000);
afterAll(() => t.close());

describe('the demo seed', () => {
  it('writes nothing that happens after the moment it runs (no payment, entry or notice later today)', async () => {
    // Every column that says when something happened: not an expiry, deadline or next attempt, and
    // not the sandbox providers' own logs (an outside system's clock is the real one).
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.ctx.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'timestamp with time zone'
          and table_name not like 'sandbox\_%'
          and column_name !~ '(expires|expiration|deadline|next_|lease|until|due)'`),
    );
    expect(columns.length).toBeGreaterThan(20);
    const future: string[] = [];
    // The seed must have acted today (before the clock), or this test would prove nothing.
    const startOfToday = new Date(clock.now().getTime() - (9 * 60 + 51) * 60_000).toISOString();
    let today = 0;
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = rowsOf<{ latest: string | null }>(
        await t.ctx.db.execute(
          sql`select max(${sql.identifier(column)})::text as latest from ${sql.identifier(table)}
            where ${sql.identifier(column)} > ${clock.now().toISOString()}::timestamptz`,
        ),
      );
      if (row?.latest) future.push(`${table}.${column}: ${row.latest}`);
      const [earlier] = rowsOf<{ n: number }>(
        await t.ctx.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(column)} between ${startOfToday}::timestamptz and ${clock.now().toISOString()}::timestamptz`,
        ),
      );
      today += earlier?.n ?? 0;
    }
    expect(today).toBeGreaterThan(0);
    expect(future).toEqual([]);
  });
});
