// Shared by the bench scripts: a seller's book of charges inserted in bulk.
import type { AppContext } from '../src/context.js';
import { accountId } from '../src/modules/ledger/accounts.js';
import { demoClient } from '../src/ops/demo-clients.js';

/** Bulk rows straight in SQL (the service path is measured separately): statuses, methods, dates and values spread like a real book. */
export async function bulkInsert(
  ctx: AppContext,
  sellerId: string,
  total: number,
  spanDays = 730,
  options: { vacuum?: boolean } = {},
) {
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
          date '2026-11-22' - (i % ${spanDays}) as due
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
  if (options.vacuum !== false) await vacuumBook(ctx);
}

/** After a bulk load: the planner's statistics and the visibility map (index-only scans) up to date. */
export async function vacuumBook(ctx: AppContext) {
  await ctx.database.executeSql(
    'VACUUM ANALYZE charges, charge_customers, charge_titles, postings, receivables, charge_counts',
  );
}

/** The charges list's 16 filter cases the benches time (issue 4's, on the book above). */
export function listCases(): Record<string, (round: number) => string> {
  const sample = demoClient(42);
  const list = (query: string) => () => `/api/charges?${query}`;
  return {
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
  };
}

/** The statement's cases (its first page, a past and a future window, a deep page). */
export function statementCases(): Record<string, (round: number) => string> {
  return {
    'first page': () => '/api/redeems/statement',
    'last 30 days': () => '/api/redeems/statement?executionDateInitial=2026-10-23&executionDateFinal=2026-11-22',
    'future 60 days': () => '/api/redeems/statement?executionDateInitial=2026-11-23&executionDateFinal=2027-01-21',
    'page 100': () => '/api/redeems/statement?page=100',
  };
}
