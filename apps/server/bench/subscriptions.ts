// `npm run bench:subscriptions`: the billing engine and the recurrence list with N subscriptions in one
// seller (issue 16 budgets: the cycle job issues the charges of 100,000 due subscriptions in ≤ 60 s on
// PostgreSQL and a rerun adds none; the list p95 ≤ 25 ms with 100,000 subscriptions). PGlite always
// (BENCH_SUBSCRIPTIONS_PGLITE, default 5,000), PostgreSQL when BENCH_DATABASE_URL is set
// (BENCH_SUBSCRIPTIONS_PG, default 100,000).
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { ManualClock } from '../src/lib/clock.js';
import { issueDueCycles } from '../src/modules/subscriptions/engine.js';
import { findSeller } from '../src/ops/commands.js';
import { seedDemoLinks } from '../src/ops/demo-links.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { benchToken, onEachDatabase, timeCases } from './support.js';

const NOON = new Date('2026-11-25T15:00:00Z');

/** `total` ACTIVE subscriptions of the demo clients and plans, boleto and Pix, all due within the lead. */
async function insertSubscriptions(ctx: AppContext, sellerId: string, total: number) {
  const batch = 20_000;
  for (let start = 0; start < total; start += batch) {
    await ctx.database.executeSql(
      `insert into subscriptions (seller_id, client_id, plan_id, customer_name, customer_document, name_search,
         periodicity, value_per_month_cents, payment_method, status, start_date, anchor_date, next_cycle, next_due_date,
         created_at, updated_at)
       select $1, c.id, p.ids[1 + n % array_length(p.ids, 1)], c.name, c.document_number, c.search_text,
         (array['MONTHLY','SEMESTER','YEARLY'])[1 + n % 3], 1990 + n % 5000,
         case when n % 2 = 0 then 'BOLETO' else 'PIX' end, 'ACTIVE',
         date '2026-11-26' + (n % 10), date '2026-11-26' + (n % 10), 1, date '2026-11-26' + (n % 10), now() - (n || ' minutes')::interval, now()
       from generate_series($2::int, $3::int) as n,
         (select array_agg(id order by id) as ids from plans where seller_id = $1 and active) as p,
         lateral (select * from seller_clients where seller_id = $1 order by id offset (n % 250) limit 1) as c`,
      [sellerId, start, Math.min(total, start + batch) - 1],
    );
  }
  await ctx.database.executeSql('VACUUM ANALYZE subscriptions');
}

async function measure(label: string, config: Config, total: number) {
  const clock = new ManualClock(NOON);
  const { app, ctx } = await buildApp(config, { clock });
  try {
    const { users } = await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const owner = users[0];
    if (!owner) throw new Error('no demo user');
    await seedDemoLinks(ctx, { sellerId: seller.id, userId: owner.id });
    const began = performance.now();
    await insertSubscriptions(ctx, seller.id, total);
    console.log(`${label}: ${total} subscriptions inserted in ${((performance.now() - began) / 1000).toFixed(1)} s`);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await benchToken(address);
    const headers = { authorization: `Bearer ${token}` };
    const list = (query: string) => () => `/api/subscriptions?${query}`;
    await timeCases(address, headers, `${label} list (budget p95 25 ms)`, {
      'first page': list(''),
      'tab Ativas': list('status=ACTIVE'),
      'tab Inadimplentes (empty)': list('status=DEFAULTER'),
      'start date range': list('startDateInitial=2026-11-28&startDateFinal=2026-11-30'),
      'name prefix': list('customerName=ana'),
      'document prefix': list('customerDocument=529'),
      'page 100': list('page=100'),
    });

    const run = async (name: string) => {
      const start = performance.now();
      const issued = await issueDueCycles(ctx);
      const seconds = (performance.now() - start) / 1000;
      console.log(
        `${label} ${name}: ${issued} cycles issued in ${seconds.toFixed(1)} s (${(issued / seconds).toFixed(0)}/s)`,
      );
      return { issued, seconds };
    };
    const first = await run('cycle job (budget 100,000 in ≤ 60 s on PostgreSQL)');
    const again = await run('rerun (budget: none)');
    const charges = (await ctx.database.executeSql(
      'select count(*)::int as n, count(distinct (subscription_id, subscription_cycle))::int as cycles from charges where subscription_id is not null',
    )) as { rows: Array<{ n: number; cycles: number }> };
    const counted = charges.rows[0]!;
    console.log(
      `${label}: ${counted.n} subscription charges for ${counted.cycles} distinct cycles; first run ${first.issued}, rerun ${again.issued}` +
        ` ${first.issued === total && again.issued === 0 && counted.n === counted.cycles ? 'PASS' : 'CHECK'}`,
    );
  } finally {
    await app.close();
  }
}

await onEachDatabase('subscriptions', measure, { pglite: 5_000, postgres: 100_000 });
