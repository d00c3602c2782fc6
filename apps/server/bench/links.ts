// `npm run bench:links`: the payment-link list with 100,000 links in one seller (issue 15 budget: p95
// ≤ 25 ms, deep pages within 2× the first) and a buyer's payment on the hosted checkout, server side
// without 3-D Secure (p95 ≤ 40 ms on PostgreSQL). PGlite always; PostgreSQL when BENCH_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { findSeller } from '../src/ops/commands.js';
import { demoClient } from '../src/ops/demo-clients.js';
import { DEMO_LINK_ID, seedDemoLinks } from '../src/ops/demo-links.js';
import { LINK_COUNT_CAP } from '../src/modules/payment-links/queries.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { benchToken, onEachDatabase, percentile, ROUNDS, timeCases } from './support.js';

const WORDS = ['oficina', 'curso', 'mentoria', 'ingresso', 'consultoria', 'kit', 'assinatura', 'aula', 'plano', 'box'];

/** `total` links of the three types, one in ten dedicated to a client, spread over two years. */
async function insertLinks(ctx: AppContext, sellerId: string, total: number) {
  const words = `(array[${WORDS.map((word) => `'${word}'`).join(',')}])`;
  const batch = 20_000;
  for (let start = 0; start < total; start += batch) {
    await ctx.database.executeSql(
      `insert into payment_links (seller_id, type, title, title_search, description, value, seller_client_id,
         card_enabled, card_discount_percent, card_installments, card_fee_bearer, bank_slip_enabled,
         bank_slip_discount_percent, bank_slip_installments, pix_enabled, pix_discount_percent, pix_installments,
         timer, metadata, additional_value, additional_installments, created_at, updated_at)
       select $1, case when n % 10 < 8 then 'ORDER' else 'FAST_ORDER' end,
         initcap(${words}[1 + n % 10]) || ' ' || n, ${words}[1 + n % 10] || ' ' || n, null, 1000 + n % 50000,
         case when n % 10 = 3 then clients.ids[1 + n % 200] end,
         true, 0, 12, 'EARLY_SELLER', true, 0, 1, true, 5, 1, false, '[]'::jsonb, 0, 1,
         now() - (n || ' minutes')::interval, now()
       from generate_series($2::int, $3::int) as n,
         (select array_agg(id order by id) as ids from seller_clients where seller_id = $1) as clients`,
      [sellerId, start, Math.min(total, start + batch) - 1],
    );
  }
  await ctx.database.executeSql('VACUUM ANALYZE payment_links');
}

async function measure(label: string, config: Config, total: number) {
  const { app, ctx } = await buildApp(config);
  try {
    const { users } = await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const owner = users[0];
    if (!owner) throw new Error('no demo user');
    await seedDemoLinks(ctx, { sellerId: seller.id, userId: owner.id });
    const began = performance.now();
    await insertLinks(ctx, seller.id, total);
    console.log(`${label}: ${total} links inserted in ${((performance.now() - began) / 1000).toFixed(1)} s`);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await benchToken(address);
    const headers = { authorization: `Bearer ${token}` };
    const orders = Math.floor(total * 0.8);
    // The list counts up to LINK_COUNT_CAP, so its pager offers pages up to there.
    const lastPage = Math.min(Math.ceil(orders / 20), LINK_COUNT_CAP / 20) - 1;
    const list = (query: string) => () => `/api/payment-links?${query}`;
    const firstP95 = await timeCases(address, headers, `${label} first page`, { 'first page': list('type=ORDER') });
    const deepP95 = await timeCases(address, headers, `${label} deep pages`, {
      'deep page (random)': (round) =>
        `/api/payment-links?type=ORDER&page=${Math.floor((((round * 7919) % 1000) / 1000) * lastPage)}`,
      'deepest page the pager offers': list(`type=ORDER&page=${lastPage}`),
    });
    const listP95 = await timeCases(address, headers, `${label} list (budget p95 25 ms)`, {
      'first page': list('type=ORDER'),
      'quick links': list('type=FAST_ORDER'),
      subscriptions: list('type=SUBSCRIPTION'),
      'dedicated to clients': list('type=ORDER&dedicated=true'),
      'search, common word': list('type=ORDER&search=oficina'),
      'search, one link': list(`type=ORDER&search=${encodeURIComponent('mentoria 12342')}`),
      'search, no match': list('type=ORDER&search=zzzqqq'),
      'search, 2 letters': list('type=ORDER&search=cu'),
      'page 100': list('type=ORDER&page=100'),
    });
    console.log(
      `${label}: deep pages p95 ${deepP95.toFixed(1)} ms = ${(deepP95 / firstP95).toFixed(2)}× the first page (budget 2×)`,
    );

    // A buyer pays: each round a new attempt from its own address (the per-IP limit is not measured).
    const buyer = demoClient(7);
    const pay = async (round: number, body: Record<string, unknown>) => {
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/public/checkout/links/${DEMO_LINK_ID}/payments`,
        remoteAddress: `10.9.${Math.floor(round / 250)}.${round % 250}`,
        payload: {
          attemptId: randomUUID(),
          customer: { name: buyer.name, document: buyer.documentNumber, email: buyer.email, phone: '11987654321' },
          ...body,
        },
      });
      if (response.statusCode !== 201 && response.statusCode !== 200) {
        throw new Error(`checkout payment: HTTP ${response.statusCode} ${response.body}`);
      }
      return performance.now() - start;
    };
    const methods: Record<string, Record<string, unknown>> = {
      Pix: { method: 'PIX' },
      'card, approved, 3x': {
        method: 'CREDIT_CARD',
        installments: 3,
        card: { number: '4111111111111111', holderName: 'ANA SOUZA', expiry: '12/30', cvv: '123' },
      },
    };
    const payTimes: number[] = [];
    let round = 0;
    for (const [name, body] of Object.entries(methods)) {
      const times: number[] = [];
      for (let i = -5; i < ROUNDS; i++) {
        const took = await pay(round++, body);
        if (i >= 0) times.push(took);
      }
      payTimes.push(...times);
      console.log(
        `  ${`checkout payment, ${name}`.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
      );
    }
    const payP95 = percentile(payTimes, 95);
    console.log(`${label} checkout payment (budget p95 40 ms on PostgreSQL): p95 ${payP95.toFixed(1)} ms`);
    return { listP95, deepRatio: deepP95 / firstP95, payP95 };
  } finally {
    await app.close();
  }
}

await onEachDatabase('links', measure, { pglite: 100_000, postgres: 100_000 });
