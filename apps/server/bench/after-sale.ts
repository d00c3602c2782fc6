// `npm run bench:after-sale`: refunds over HTTP and the CSV export of 100,000 charges, on PGlite and on
// PostgreSQL when BENCH_DATABASE_URL is set (issue 5 budget: a refund p95 ≤ 30 ms on PostgreSQL; a CSV
// of 100,000 charges in ≤ 10 s holding ≤ 100 MB).
import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { runChargeExport, requestChargeExport } from '../src/modules/charge-exports/service.js';
import { createCharge } from '../src/modules/charges/service.js';
import { users } from '../src/modules/users/tables.js';
import { findSeller } from '../src/ops/commands.js';
import { demoClient } from '../src/ops/demo-clients.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { bulkInsert } from './charge-book.js';
import { businessDate } from '../src/lib/business-date.js';
import { benchToken, onEachDatabase, percentile, ROUNDS } from './support.js';
import { eq } from 'drizzle-orm';
import { theRow } from '../src/lib/rows.js';

const MB = 1024 * 1024;

async function measure(label: string, config: Config, total: number) {
  const { app, ctx } = await buildApp(config);
  try {
    await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    await bulkInsert(ctx, seller.id, total, 365);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await benchToken(address);

    // Refunds: card charges paid at once through the service, then one partial refund each over HTTP.
    const sample = demoClient(7);
    const paid: string[] = [];
    for (let i = 0; i < ROUNDS + 5; i++) {
      paid.push(
        await createCharge(ctx, seller.id, {
          title: 'Bench refund',
          value: 20_000 + i,
          paymentMethod: 'CREDIT_CARD',
          installments: 1 + (i % 6),
          expirationDate: businessDate(ctx.clock.now()),
          customer: {
            name: sample.name,
            document: sample.documentNumber,
            email: sample.email,
            phone: sample.phone,
            countryCode: '55',
          },
          card: { number: '4111111111111111', holderName: 'BENCH', expiry: '12/2031', cvv: '123' },
        }),
      );
    }
    const times: number[] = [];
    for (const [index, id] of paid.entries()) {
      const start = performance.now();
      const response = await fetch(`${address}/api/charges/${id}/refunds`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ amount: 5_000, asFraud: false }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`refund: HTTP ${response.status}`);
      if (index >= 5) times.push(performance.now() - start);
    }
    const refundP95 = percentile(times, 95);
    console.log(`${label} refund: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${refundP95.toFixed(1)} ms`);

    // CSV: the whole year of the book, built by the job's own function, sampling memory meanwhile.
    const user = theRow(
      await ctx.db.select().from(users).where(eq(users.email, 'admin@demo.cofre.dev')),
      'the demo admin',
    );
    const job = await requestChargeExport(
      { ...ctx, jobs: { send: async () => {} } as never },
      { sellerId: seller.id, userId: user.id },
      { status: 'ALL', expirationDateInitial: '2025-11-23', expirationDateFinal: '2026-11-22' } as never,
    );
    if (!global.gc) throw new Error('run with --expose-gc (npm run bench:after-sale does)');
    global.gc();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed + baseline.external + baseline.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed + now.external + now.arrayBuffers);
    }, 20);
    const began = performance.now();
    await runChargeExport({ ...ctx, mail: { queue: async () => '' } as never }, job.uuid);
    const seconds = (performance.now() - began) / 1000;
    clearInterval(sampler);
    const row = theRow(
      (
        (await ctx.database.executeSql(
          `select rows, length(file_gzip) as size from charge_exports where id = '${job.uuid}'`,
        )) as unknown as { rows: Array<{ rows: number; size: number }> }
      ).rows,
      'the export',
    );
    const heapGrowth = (peakHeap - (baseline.heapUsed + baseline.external + baseline.arrayBuffers)) / MB;
    console.log(
      `${label} CSV: ${row.rows} rows in ${seconds.toFixed(2)} s, gzip ${(Number(row.size) / MB).toFixed(1)} MB; ` +
        `heap+buffers ${(peakHeap / MB).toFixed(0)} MB at peak (${heapGrowth.toFixed(1)} MB above the start), ` +
        `RSS ${(baseline.rss / MB).toFixed(0)} → ${(peakRss / MB).toFixed(0)} MB`,
    );
    console.log(
      `${label}: refund p95 ${refundP95.toFixed(1)} ms (≤ 30); CSV ${seconds.toFixed(2)} s (≤ 10), ${heapGrowth.toFixed(1)} MB (≤ 100)`,
    );
  } finally {
    await app.close();
  }
}

await onEachDatabase('after-sale', measure, { pglite: 100_000, postgres: 100_000 });
