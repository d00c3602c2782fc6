// `npm run bench:charges`: the charge list, detail, statement and payment with 100,000 charges in one
// seller on PGlite and 1,000,000 on PostgreSQL when BENCH_DATABASE_URL is set (issue 4 budget: list
// and statement p95 ≤ 25 ms, detail p95 ≤ 15 ms, paying a charge p95 ≤ 20 ms on PostgreSQL).
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { createCharge, simulateBuyerPayment } from '../src/modules/charges/service.js';
import { findSeller } from '../src/ops/commands.js';
import { demoClient } from '../src/ops/demo-clients.js';
import { bulkInsert, listCases, statementCases } from './charge-book.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { benchToken, onEachDatabase, percentile, ROUNDS, timeCases } from './support.js';

async function measure(label: string, config: Config, total: number) {
  const { app, ctx } = await buildApp(config);
  const verdicts: string[] = [];
  try {
    await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const began = performance.now();
    await bulkInsert(ctx, seller.id, total);
    console.log(`${label}: ${total} charges inserted in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await benchToken(address);
    const headers = { authorization: `Bearer ${token}` };
    const sample = demoClient(42);
    const listP95 = await timeCases(address, headers, `${label} list`, listCases());
    verdicts.push(`list p95 ${listP95.toFixed(1)} ms (≤ 25)`);
    const ids = (
      (await ctx.database.executeSql(
        `select id from charges where seller_id = '${seller.id}' order by md5(id::text) limit 200`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows.map((r) => r.id);
    const detailP95 = await timeCases(address, headers, `${label} detail`, {
      'GET /charges/{id}': (round) => `/api/charges/${ids[round % ids.length]}`,
    });
    verdicts.push(`detail p95 ${detailP95.toFixed(1)} ms (≤ 15)`);
    const statementP95 = await timeCases(address, headers, `${label} statement`, statementCases());
    verdicts.push(`statement p95 ${statementP95.toFixed(1)} ms (≤ 25)`);

    // Paying: the service call with its ledger entry, receivable, counters and notification.
    const open: string[] = [];
    const customer = {
      name: sample.name,
      document: sample.documentNumber,
      email: sample.email,
      phone: sample.phone,
      countryCode: '55',
    };
    for (let i = 0; i < ROUNDS + 5; i++) {
      open.push(
        await createCharge(ctx, seller.id, {
          title: 'Bench',
          value: 10_000 + i,
          paymentMethod: 'PIX',
          installments: 1,
          expirationDate: '2027-12-31',
          customer,
        }),
      );
    }
    const times: number[] = [];
    for (const [index, id] of open.entries()) {
      const start = performance.now();
      await simulateBuyerPayment(ctx, seller.id, id);
      if (index >= 5) times.push(performance.now() - start);
    }
    const payP95 = percentile(times, 95);
    console.log(`${label} pay: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${payP95.toFixed(1)} ms`);
    verdicts.push(`pay p95 ${payP95.toFixed(1)} ms (≤ 20 on PostgreSQL)`);
    console.log(`${label}: ${verdicts.join('; ')}`);
    return { listP95, detailP95, statementP95, payP95 };
  } finally {
    await app.close();
  }
}

await onEachDatabase('charges', measure, { pglite: 100_000, postgres: 1_000_000 });
