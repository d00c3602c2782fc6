// `npm run bench:payments -w @cofre/server`: the Pix approval list with N payments in one seller
// (issue 37 budget: first page and filtered pages p95 ≤ 25 ms on PostgreSQL with 100,000), then
// 1,000 Pix payments submitted by 20 concurrent clients (0 × 5xx, none paid twice, ledger clean).
// N = 20,000 on PGlite and 100,000 on PostgreSQL (BENCH_DATABASE_URL), or BENCH_PAYMENTS_PGLITE /
// BENCH_PAYMENTS_PG; BENCH_PAYMENTS_SUBMISSIONS and BENCH_PAYMENTS_CLIENTS change the second part.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { releaseReceivables } from '../src/modules/charges/index.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { pixPayments } from '../src/modules/payments/index.js';
import { findUserByEmail } from '../src/modules/users/index.js';
import { findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { benchToken, onEachDatabase, percentile, timeCases } from './support.js';

const SUBMISSIONS = Number(process.env.BENCH_PAYMENTS_SUBMISSIONS ?? 1_000);
const CLIENTS = Number(process.env.BENCH_PAYMENTS_CLIENTS ?? 20);
// Monday noon in São Paulo: the day period, whose R$ 10.000,00 limit the submissions stay under, on a
// business day (a Pix charge paid on a weekend is released on Monday, and the balance is needed now).
const NOON = new Date('2026-11-23T15:00:00Z');
const summary: string[] = [];

/** N payments in every status, spread over a year, loaded in one statement (the list's data, not its money). */
async function loadPayments(config: Config, total: number) {
  const { app, ctx } = await buildApp(config, { clock: new ManualClock(NOON) });
  try {
    await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const admin = await findUserByEmail(ctx.db, 'admin@demo.cofre.dev');
    if (!admin) throw new Error('the demo admin is missing');
    const adminId = admin.id;
    await ctx.db.execute(sql`
      insert into pix_payments (seller_id, status, key, key_type, recipient_name, recipient_document, recipient_ispb,
        recipient_bank, amount_cents, payment_date, cost_center, description, search_text, submitted_by, submitted_at,
        approval_required)
      select ${seller.id}::uuid,
        (array['pending_approval', 'rejected', 'cancelled', 'scheduled'])[1 + i % 4],
        'fornecedor' || i || '@exemplo.com.br', 'EMAIL', 'Fornecedor ' || i, '***.456.789-**', '00000000',
        'Banco do Brasil S.A.', 1000 + i % 50000, (now() - (i % 365) * interval '1 day')::date,
        (array['marketing', 'vendas', 'operacional', 'administrativo'])[1 + i % 4], 'Compra ' || i,
        'fornecedor ' || i || ' fornecedor' || i || '@exemplo.com.br compra ' || i,
        ${adminId}::uuid, now() - (i % 365) * interval '1 day' - i * interval '1 second', true
      from generate_series(1, ${total}) as i`);
    await ctx.db.execute(sql`analyze pix_payments`);
  } finally {
    await app.close();
  }
}

async function measure(label: string, config: Config, total: number) {
  console.log(`${label}: ${total.toLocaleString('en')} Pix payments`);
  await loadPayments(config, total);
  const clock = new ManualClock(NOON);
  const { app, ctx } = await buildApp(config, { clock });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${await benchToken(address)}` };
    const listP95 = await timeCases(address, headers, `${label} approval list`, {
      'first page': () => '/api/payments/pix',
      'status pending': () => '/api/payments/pix?status=pending_approval',
      'cost centre marketing': () => '/api/payments/pix?costCenter=marketing',
      'status and cost centre, page 3': () => '/api/payments/pix?status=rejected&costCenter=vendas&page=3',
      'search a recipient': (round) => `/api/payments/pix?search=fornecedor%20${1000 + round}`,
    });
    summary.push(`${label} (${total.toLocaleString('en')}): approval list p95 ${listP95.toFixed(1)} ms (budget 25)`);

    // Money for the submissions: one paid Pix charge, released to the available balance.
    const charge = (await (
      await fetch(`${address}/api/charges`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Saldo do benchmark',
          value: 500_000,
          paymentMethod: 'PIX',
          expirationDate: businessDate(NOON),
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
    {
      const paid = await fetch(`${address}/api/sandbox/charges/${charge.uuid}/payments`, { method: 'POST', headers });
      if (!paid.ok) throw new Error(`the funding charge was not paid: HTTP ${paid.status} ${await paid.text()}`);
      await releaseReceivables(ctx);
    }
    const countPayments = async () =>
      (await ctx.db.select({ total: sql<number>`count(*)::int` }).from(pixPayments))[0]?.total ?? 0;
    const before = await countPayments();
    const times: number[] = [];
    let serverErrors = 0;
    const refused: Record<string, number> = {};
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < SUBMISSIONS) {
          const n = next++;
          const start = performance.now();
          const response = await fetch(`${address}/api/payments/pix`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              key: `recebedor${n % 50}@exemplo.com.br`,
              amount: 50,
              paymentDate: businessDate(NOON),
              costCenter: 'operacional',
            }),
          });
          const body = (await response.json()) as { errors?: Array<{ code: string }> };
          times.push(performance.now() - start);
          if (response.status >= 500) serverErrors++;
          else if (response.status !== 201) {
            const code = body.errors?.[0]?.code ?? String(response.status);
            refused[code] = (refused[code] ?? 0) + 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const made = await ctx.db
      .select({ status: pixPayments.status, count: sql<number>`count(*)::int` })
      .from(pixPayments)
      .where(eq(pixPayments.keyType, 'EMAIL'))
      .groupBy(pixPayments.status);
    const debits = (await ctx.db.execute(
      sql`select count(*)::int as entries, count(distinct p.id)::int as payments from pix_payments p
          join journal_entries e on e.id = p.entry_id where p.status in ('processing', 'completed')`,
    )) as unknown as { rows: Array<{ entries: number; payments: number }> };
    const violations = await checkLedger(ctx);
    const line =
      `${label}: ${SUBMISSIONS} Pix payments by ${CLIENTS} clients in ${seconds.toFixed(1)} s ` +
      `(${(SUBMISSIONS / seconds).toFixed(0)}/s), p50 ${percentile(times, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(0)} ms; 5xx ${serverErrors}; refused ${JSON.stringify(refused)}; ` +
      `rows ${(await countPayments()) - before}; ` +
      `debit entries ${debits.rows[0]?.entries} for ${debits.rows[0]?.payments} payments; ` +
      `ledger violations ${violations.length}; statuses ${JSON.stringify(made)}`;
    console.log(line);
    summary.push(line);
    if (serverErrors > 0 || violations.length > 0 || debits.rows[0]?.entries !== debits.rows[0]?.payments) {
      process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
}

await onEachDatabase('payments', measure, { pglite: 20_000, postgres: 100_000 });
console.log(`\n${summary.join('\n')}`);
