// `npm run bench:batches -w @cofre/server`: a CNAB 240 payment file of about 5 MB (20,000 boleto
// lines) uploaded over HTTP and validated, then submitted and paid end to end by the batch runner
// (issue 38 budget: validated in ≤ 2 s, paid in ≤ 60 s on PostgreSQL, memory under 200 MB), every
// line paid once and the books balanced. N = 2,000 on PGlite and 20,000 on PostgreSQL
// (BENCH_DATABASE_URL), or BENCH_BATCHES_PGLITE / BENCH_BATCHES_PG; BENCH_BATCHES_RUNNERS runners at once.
import { eq, sql } from 'drizzle-orm';
import { composeBankBoleto } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { composePaymentFile } from '../src/lib/cnab/index.js';
import { releaseReceivables } from '../src/modules/charges/index.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { paymentBatchLines, runBatch } from '../src/modules/payment-batches/index.js';
import { seedDemo } from '../src/ops/seed.js';
import { traceStatements } from './sql-trace.js';
import { benchToken, onEachDatabase } from './support.js';

const RUNNERS = Number(process.env.BENCH_BATCHES_RUNNERS ?? 2);
// Monday noon in São Paulo: a business day, so the charge that funds the batch is released at once.
const NOON = new Date('2026-11-23T15:00:00Z');
const TODAY = businessDate(NOON);
const summary: string[] = [];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measure(label: string, config: Config, total: number) {
  const clock = new ManualClock(NOON);
  const { app, ctx } = await buildApp(config, { clock });
  try {
    await seedDemo(ctx, { charges: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${await benchToken(address)}` };
    const charge = (await (
      await fetch(`${address}/api/charges`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Saldo do benchmark',
          value: total * 100 + 100_000,
          paymentMethod: 'PIX',
          expirationDate: TODAY,
          customer: {
            name: 'Conceição Araújo',
            document: '529.982.247-25',
            email: 'conceicao@exemplo.com.br',
            phone: '(11) 98765-4321',
          },
        }),
      })
    ).json()) as { uuid?: string };
    if (!charge.uuid) throw new Error(`the funding charge was refused: ${JSON.stringify(charge)}`);
    const funded = await fetch(`${address}/api/sandbox/charges/${charge.uuid}/payments`, { method: 'POST', headers });
    if (!funded.ok) throw new Error(`the funding charge was not paid: HTTP ${funded.status}`);
    await releaseReceivables(ctx);

    const file = Buffer.from(
      composePaymentFile(
        { name: 'Loja Demo Ltda', document: '11444777000161', bankCode: '237', agency: 1, account: 12345 },
        Array.from({ length: total }, (_, index) => ({
          kind: 'boleto' as const,
          barcode: composeBankBoleto({
            bankCode: '341',
            dueDate: '2026-12-30',
            amount: 100,
            freeField: String(index + 1).padStart(25, '0'),
          }).barcode,
          name: `Fornecedor ${index + 1}`,
          amount: 100,
          date: TODAY,
        })),
        TODAY,
      ),
      'latin1',
    );
    console.log(
      `${label}: a file of ${total.toLocaleString('en')} lines, ${(file.length / 1024 / 1024).toFixed(2)} MB`,
    );
    // The batch's own memory: how far the process grows above where it stood before the file (the
    // app, the seed and an earlier PGlite run are already in the baseline).
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const uploadStarted = performance.now();
    const uploaded = (await (
      await fetch(`${address}/api/payments/batches?fileName=bench.txt`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        body: file,
      })
    ).json()) as { id: string; validLines: number; status: string };
    const validated = performance.now() - uploadStarted;
    if (uploaded.validLines !== total)
      throw new Error(`expected ${total} valid lines, got ${JSON.stringify(uploaded)}`);
    const submitted = (await (
      await fetch(`${address}/api/payments/batches/${uploaded.id}/submission`, { method: 'POST', headers })
    ).json()) as { status: string };
    if (submitted.status !== 'processing') throw new Error(`the batch did not start: ${JSON.stringify(submitted)}`);
    const payStarted = performance.now();
    const run = () => Promise.all(Array.from({ length: RUNNERS }, () => runBatch(ctx, uploaded.id)));
    if (process.env.BENCH_BATCHES_TRACE) {
      // The statements a line costs, and where their time goes (by statement shape).
      const statements = await traceStatements(run);
      const byShape = new Map<string, { count: number; ms: number }>();
      for (const statement of statements) {
        const shape = statement.text.replace(/\s+/g, ' ').slice(0, 90);
        const seen = byShape.get(shape) ?? { count: 0, ms: 0 };
        byShape.set(shape, { count: seen.count + 1, ms: seen.ms + statement.ms });
      }
      console.log(`${(statements.length / total).toFixed(1)} statements a line`);
      for (const [shape, seen] of [...byShape].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) {
        console.log(`${seen.ms.toFixed(0).padStart(7)} ms ${String(seen.count).padStart(6)}× ${shape}`);
      }
    } else await run();
    const paidIn = performance.now() - payStarted;
    clearInterval(sampler);
    const [paid] = await ctx.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(paymentBatchLines)
      .where(eq(paymentBatchLines.batchId, uploaded.id))
      .groupBy(paymentBatchLines.status);
    const ledger = await checkLedger(ctx);
    const line =
      `${label} (${total.toLocaleString('en')} lines, ${mb(file.length)}): validated in ${(validated / 1000).toFixed(2)} s ` +
      `(budget 2), paid in ${(paidIn / 1000).toFixed(1)} s by ${RUNNERS} runners (${((paidIn / total) * 1000).toFixed(0)} µs a line; ` +
      `budget 60 s for 20,000), ${paid?.count ?? 0} lines paid, memory ${mb(peak - before)} above the ${mb(before)} before the file (budget 200), ledger ${ledger.length === 0 ? 'clean' : ledger.join('; ')}`;
    console.log(line);
    summary.push(line);
  } finally {
    await app.close();
  }
}

await onEachDatabase('batches', measure, { pglite: 2_000, postgres: 20_000 });
console.log(`\n${summary.join('\n')}`);
