// `npm run bench:charges`: the charge list, detail, statement and payment with 100,000 charges in one
// seller on PGlite and 1,000,000 on PostgreSQL when BENCH_DATABASE_URL is set (issue 4 budget: list
// and statement p95 ≤ 25 ms, detail p95 ≤ 15 ms, paying a charge p95 ≤ 20 ms on PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { configFromEnv, type Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { createCharge, simulateBuyerPayment } from '../src/modules/charges/service.js';
import { accountId } from '../src/modules/ledger/accounts.js';
import { findSeller } from '../src/ops/commands.js';
import { demoClient } from '../src/ops/demo-clients.js';
import { DEMO_PASSWORD, DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { percentile, ROUNDS, timeCases } from './support.js';

/** Bulk rows straight in SQL (the service path is measured separately): statuses, methods, dates and values spread like a real book. */
async function bulkInsert(ctx: AppContext, sellerId: string, total: number) {
  const names = Array.from({ length: 250 }, (_, i) => demoClient(i)).filter((c) => c.documentNation === 'BR');
  const literal = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
  const n = names.length;
  const batch = 100_000;
  for (let start = 0; start < total; start += batch) {
    const end = Math.min(total, start + batch);
    await ctx.database.executeSql(`
      with src as (
        select i,
          (${literal(names.map((c) => c.name))})[1 + i % ${n}] as name,
          (${literal(names.map((c) => c.documentNumber))})[1 + i % ${n}] as doc,
          (${literal(names.map((c) => c.email))})[1 + i % ${n}] as email,
          (array['PAID','PAID','PAID','PAID','PAID','PAID','PAID','PAID','PAID','PAID','SCHEDULED','SCHEDULED','LATE','LATE','CANCELED','FAILED','ABANDONED','PAID_MANUALLY','REFUND','PAID'])[1 + i % 20] as status,
          (array['CREDIT_CARD','PIX','BOLETO','CREDIT_CARD','PIX'])[1 + (i / 7) % 5] as method,
          date '2026-11-22' - (i % 730) as due
        from generate_series(${start}, ${end - 1}) i)
      insert into charges (id, seller_id, title, value_cents, installments, payment_method, status, expiration_date,
        paid_at, paid_date, customer_name, customer_document, customer_email, customer_phone, customer_country_code,
        name_search, title_search, created_at, updated_at)
      select gen_random_uuid(), '${sellerId}', 'Produto ' || (i % 997), 1000 + (i::bigint * 7919) % 500000,
        case when method = 'CREDIT_CARD' then 1 + i % 12 else 1 end, method, status, due,
        case when status in ('PAID','PAID_MANUALLY','REFUND') then due::timestamptz + interval '15 hours' end,
        case when status in ('PAID','PAID_MANUALLY','REFUND') then due end,
        name, doc, email, '11987654321', '55', translate(lower(name), 'áàâãéêíóôõúç', 'aaaaeeiooouc'), 'produto ' || (i % 997),
        due::timestamptz, due::timestamptz
      from src`);
  }
  await ctx.database.executeSql(`
    insert into charge_customers (seller_id, document, name_search, charges)
    select seller_id, customer_document, name_search, count(*) from charges where seller_id = '${sellerId}'
    group by 1, 2, 3 on conflict do nothing`);
  await ctx.database.executeSql(`
    insert into charge_titles (seller_id, title_search, charges)
    select seller_id, title_search, count(*) from charges where seller_id = '${sellerId}'
    group by 1, 2 on conflict do nothing`);
  await ctx.database.executeSql(`
    insert into charge_counts (seller_id, status, total)
    select seller_id, status, count(*) from charges where seller_id = '${sellerId}' group by seller_id, status
    on conflict (seller_id, status) do update set total = excluded.total`);
  // One statement line per paid charge, as the ledger books it (entry, receivable and seller posting).
  const account = await accountId(ctx.db, sellerId, 'SELLER_RECEIVABLE');
  await ctx.database.executeSql(`insert into journal_entries (id, seller_id, kind, charge_id, occurred_at)
    select id, seller_id, 'BENCH', id, paid_at from charges where seller_id = '${sellerId}' and status = 'PAID'`);
  await ctx.database
    .executeSql(`insert into receivables (id, seller_id, charge_id, installment, installments, gross_cents, fee_cents, net_cents, settlement_date, status)
    select id, seller_id, id, 1, 1, value_cents, value_cents / 33, value_cents - value_cents / 33, paid_date + 30, 'PENDING' from charges where seller_id = '${sellerId}' and status = 'PAID'`);
  await ctx.database
    .executeSql(`insert into postings (entry_id, account_id, amount_cents, effective_date, seller_id, statement_type, operation, charge_id, receivable_id)
    select id, '${account}', value_cents - value_cents / 33, paid_date + 30, seller_id, 'CREDIT_PAYMENT', 'Recebimento', id, id from charges where seller_id = '${sellerId}' and status = 'PAID'`);
  await ctx.database.executeSql(
    'VACUUM ANALYZE charges, charge_customers, charge_titles, postings, receivables, charge_counts',
  );
}

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
    const signIn = await fetch(`${address}/api/public/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const sample = demoClient(42);
    const list = (query: string) => () => `/api/charges?${query}`;
    const listP95 = await timeCases(address, headers, `${label} list`, {
      'first page': list(''),
      'page 1,000': list('page=1000'),
      'tab Atrasadas': list('status=LATE'),
      'tab Pagas, page 500': list('status=PAID&page=500'),
      'name (common, 3 letters)': list('customerName=mar'),
      'name (full)': list(`customerName=${encodeURIComponent(sample.name)}`),
      'document (prefix)': list(`customerDocument=${sample.documentNumber.slice(0, 6)}`),
      'e-mail (prefix)': list(`customerEmail=${encodeURIComponent(sample.email.slice(0, 8))}`),
      title: list('chargeTitle=produto%2099'),
      'due date range (one month)': list('expirationDateInitial=2026-03-01&expirationDateFinal=2026-03-31'),
      'paid date from, open end': list('paidDateInitial=2026-10-01'),
      'value range with comma': list('valueMin=1.000,00&valueMax=1.050,00'),
      'method + tab': list('paymentMethod=PIX&status=PAID'),
      'name + due range + method': list(
        'customerName=silva&expirationDateInitial=2026-01-01&expirationDateFinal=2026-06-30&paymentMethod=BOLETO',
      ),
      'everything at once': list(
        'status=PAID&customerName=silva&expirationDateInitial=2025-01-01&paidDateFinal=2026-11-30&valueMin=10,00&valueMax=3000,00&paymentMethod=CREDIT_CARD&sort=value,DESC',
      ),
      'sort by value, page 100': list('sort=value,ASC&page=100'),
    });
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
    const statementP95 = await timeCases(address, headers, `${label} statement`, {
      'first page': () => '/api/redeems/statement',
      'last 30 days': () => '/api/redeems/statement?executionDateInitial=2026-10-23&executionDateFinal=2026-11-22',
      'future 60 days': () => '/api/redeems/statement?executionDateInitial=2026-11-23&executionDateFinal=2027-01-21',
      'page 100': () => '/api/redeems/statement?page=100',
    });
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

const base = { ...configFromEnv({}), logLevel: 'warn', worker: false, seedDemo: false, webDist: undefined };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cofre-bench-charges-'));
try {
  await measure(
    'PGlite',
    { ...base, dataDir, databaseUrl: undefined },
    Number(process.env.BENCH_CHARGES_PGLITE ?? 100_000),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `cofre_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await measure(
      'PostgreSQL',
      { ...base, dataDir: os.tmpdir(), databaseUrl: url.toString() },
      Number(process.env.BENCH_CHARGES_PG ?? 1_000_000),
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://user@host:5432/postgres)');
}
