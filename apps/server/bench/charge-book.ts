// Shared by the bench scripts: a seller's book of charges inserted in bulk.
import type { AppContext } from '../src/context.js';
import { accountId } from '../src/modules/ledger/accounts.js';
import { demoClient } from '../src/ops/demo-clients.js';

/** Bulk rows straight in SQL (the service path is measured separately): statuses, methods, dates and values spread like a real book. */
export async function bulkInsert(ctx: AppContext, sellerId: string, total: number, spanDays = 730) {
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
  await ctx.database.executeSql(
    'VACUUM ANALYZE charges, charge_customers, charge_titles, postings, receivables, charge_counts',
  );
}
