// The seller's book for bench/finance.ts, loaded by bulk SQL (see loadBook).
import { PAYMENT_METHOD_LABELS } from '@cofre/contract';
import type { AppContext } from '../src/context.js';
import { accountId } from '../src/modules/ledger/accounts.js';
import { demoClient } from '../src/ops/demo-clients.js';

/** Charges per inserted batch (each batch also writes its receivables, entries and postings). */
const BATCH = 25_000;
/** Due dates: from PAST_DAYS ago to FUTURE_DAYS ahead, in order of creation. */
const PAST_DAYS = 549;
const FUTURE_DAYS = 180;
const WITHDRAWAL_WEEKS = 78;

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const literal = (values: string[]) => `ARRAY[${values.map(sqlText).join(',')}]`;

export async function run(ctx: AppContext, text: string) {
  return (await ctx.database.executeSql(text)) as unknown as { rows: Array<Record<string, unknown>> };
}

/**
 * The seller's book in bulk SQL, as the services would have left it: charges in order of creation over
 * ~2 years of due dates (past ones mostly PAID, some LATE, REFUND, CANCELED…; future ones SCHEDULED),
 * and for each paid charge its receivables (one per card instalment, settlement D+0 Pix, D+1 boleto,
 * D+30×i card, rolled to a weekday), the CHARGE_PAYMENT entry (clearing −paid, fee revenue +fee,
 * SELLER_RECEIVABLE +net per instalment as CREDIT_PAYMENT), a RECEIVABLE_RELEASE entry per receivable
 * settled by today (receivable −net, available +net) and, for refunded charges, a REFUND entry
 * (DEBIT_REFUND −net per instalment, receivables REVERSED). Every entry sums to zero. Then a weekly
 * withdrawal (DEBIT_TRANSFER) and the cached balances recomputed from the postings.
 */
export async function loadBook(ctx: AppContext, sellerId: string, total: number, today: string) {
  const S = `${sqlText(sellerId)}::uuid`;
  const account = {
    receivable: sqlText(await accountId(ctx.db, sellerId, 'SELLER_RECEIVABLE')),
    available: sqlText(await accountId(ctx.db, sellerId, 'SELLER_AVAILABLE')),
    clearing: sqlText(await accountId(ctx.db, null, 'PLATFORM_ACQUIRER_CLEARING')),
    revenue: sqlText(await accountId(ctx.db, null, 'PLATFORM_FEE_REVENUE')),
    payout: sqlText(await accountId(ctx.db, null, 'PLATFORM_PAYOUT_CLEARING')),
  };
  const T = `date ${sqlText(today)}`;
  const names = Array.from({ length: 250 }, (_, i) => demoClient(i)).filter((c) => c.documentNation === 'BR');
  const n = names.length;
  const label = (method: keyof typeof PAYMENT_METHOD_LABELS) => sqlText(PAYMENT_METHOD_LABELS[method]);
  const weekday = (day: string) => `(${day} + case extract(isodow from ${day}) when 6 then 2 when 7 then 1 else 0 end)`;

  await run(
    ctx,
    `drop table if exists bench_fin_charges, bench_fin_receivables;
     create unlogged table bench_fin_charges (i int, id uuid, pay_entry uuid, refund_entry uuid, method text,
       installments int, status text, value bigint, fee bigint, due date, paid_date date, paid_at timestamptz);
     create unlogged table bench_fin_receivables (id uuid, release_entry uuid, charge_id uuid, installment int,
       installments int, method text, gross bigint, fee bigint, net bigint, settlement date, status text);`,
  );
  const began = performance.now();
  for (let start = 0; start < total; start += BATCH) {
    const end = Math.min(total, start + BATCH) - 1;
    await run(
      ctx,
      `truncate bench_fin_charges, bench_fin_receivables;
      insert into bench_fin_charges
      with g as (
        select i, (i::bigint * 2654435761) % 4294967296 as h from generate_series(${start}, ${end}) i
      ), b as (
        select i, h, ${T} - ${PAST_DAYS} + (i::bigint * ${PAST_DAYS + FUTURE_DAYS + 1} / ${total})::int as due,
          (array['CREDIT_CARD','PIX','BOLETO','CREDIT_CARD','PIX'])[1 + (h / 7) % 5] as method,
          1000 + (h / 35) % 300000 as value, h % 20 as pick, (h / 20) % 100 as spread
        from g
      ), c as (
        select *,
          case when method = 'CREDIT_CARD' and spread >= 55 then 2 + spread % 11 else 1 end as installments,
          case when due > ${T} then case when pick < 2 then 'CANCELED' else 'SCHEDULED' end
            else (array['PAID','PAID','PAID','PAID','PAID','PAID','PAID','PAID','PAID','PAID','PAID','PAID','PAID',
              'LATE','LATE','REFUND','CANCELED','FAILED','ABANDONED','PAID_MANUALLY'])[1 + pick] end as status
        from b
      ), d as (
        select *,
          case when status in ('PAID','REFUND','PAID_MANUALLY') then due - ((h / 700) % 3)::int end as paid_date,
          case when method = 'PIX' then 99 when method = 'BOLETO' then 0 when installments = 1 then 299
            when installments <= 6 then 349 else 399 end as rate_bp
        from c
      )
      select i, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), method, installments, status, value,
        case when status in ('PAID','REFUND')
          then least(value, (value * rate_bp + 5000) / 10000 + case when method = 'BOLETO' then 249 else 0 end)
          else 0 end,
        due, paid_date,
        ((paid_date + time '12:00') at time zone 'America/Sao_Paulo') + ((h % 480) || ' minutes')::interval
      from d;

      insert into charges (id, seller_id, title, value_cents, installments, payment_method, status, expiration_date,
        paid_at, paid_date, fee_cents, refunded_cents, customer_name, customer_document, customer_email,
        customer_phone, customer_country_code, name_search, title_search, created_at, updated_at)
      select id, ${S}, 'Produto ' || (i % 997), value, installments, method, status, due, paid_at, paid_date, fee,
        case when status = 'REFUND' then value else 0 end,
        (${literal(names.map((c) => c.name))})[1 + i % ${n}], (${literal(names.map((c) => c.documentNumber))})[1 + i % ${n}],
        (${literal(names.map((c) => c.email))})[1 + i % ${n}], '11987654321', '55',
        translate(lower((${literal(names.map((c) => c.name))})[1 + i % ${n}]), 'áàâãéêíóôõúç', 'aaaaeeiooouc'),
        'produto ' || (i % 997),
        ((due - 10 + time '09:00') at time zone 'America/Sao_Paulo') + ((i % 600) || ' seconds')::interval,
        coalesce(paid_at, ((due - 10 + time '09:00') at time zone 'America/Sao_Paulo'))
      from bench_fin_charges order by i;

      insert into bench_fin_receivables
      select gen_random_uuid(), gen_random_uuid(), id, k, installments, method, gross, fee_k, gross - fee_k, settlement,
        case when status = 'REFUND' then 'REVERSED' when settlement <= ${T} then 'RELEASED' else 'PENDING' end
      from (
        select c.id, c.status, c.method, c.installments, k,
          c.value / c.installments + case when k = 1 then c.value % c.installments else 0 end as gross,
          c.fee / c.installments + case when k = 1 then c.fee % c.installments else 0 end as fee_k,
          ${weekday(`(c.paid_date + case c.method when 'CREDIT_CARD' then 30 * k when 'BOLETO' then 1 else 0 end)`)} as settlement
        from bench_fin_charges c, generate_series(1, c.installments) k
        where c.status in ('PAID','REFUND')
      ) parts;

      insert into journal_entries (id, seller_id, kind, charge_id, occurred_at)
      select pay_entry, ${S}, 'CHARGE_PAYMENT', id, paid_at from bench_fin_charges where status in ('PAID','REFUND')
      union all
      select refund_entry, ${S}, 'REFUND', id, paid_at + interval '2 days' from bench_fin_charges where status = 'REFUND'
      union all
      select release_entry, ${S}, 'RECEIVABLE_RELEASE', charge_id,
        (settlement + time '06:00') at time zone 'America/Sao_Paulo'
      from bench_fin_receivables where status = 'RELEASED';

      insert into receivables (id, seller_id, charge_id, installment, installments, gross_cents, fee_cents, net_cents,
        reversed_cents, settlement_date, status, released_at)
      select id, ${S}, charge_id, installment, installments, gross, fee, net,
        case when status = 'REVERSED' then net else 0 end, settlement, status,
        case when status = 'RELEASED' then (settlement + time '06:00') at time zone 'America/Sao_Paulo' end
      from bench_fin_receivables;

      insert into postings (entry_id, account_id, amount_cents, effective_date, seller_id, statement_type, operation,
        charge_id, receivable_id)
      select pay_entry, ${account.clearing}::uuid, -value, paid_date, null::uuid, null, null, id, null::uuid
      from bench_fin_charges where status in ('PAID','REFUND')
      union all
      select pay_entry, ${account.revenue}::uuid, fee, paid_date, null, null, null, id, null
      from bench_fin_charges where status in ('PAID','REFUND')
      union all
      select c.pay_entry, ${account.receivable}::uuid, r.net, r.settlement, ${S}, 'CREDIT_PAYMENT',
        'Recebimento ' || case r.method when 'PIX' then ${label('PIX')} when 'BOLETO' then ${label('BOLETO')}
          else ${label('CREDIT_CARD')} end
        || case when r.installments > 1 then ' - Parcela ' || r.installment || '/' || r.installments else '' end,
        r.charge_id, r.id
      from bench_fin_receivables r join bench_fin_charges c on c.id = r.charge_id
      union all
      select r.release_entry, a.account, a.sign * r.net, r.settlement, ${S}, null, null, r.charge_id, r.id
      from bench_fin_receivables r,
        (values (${account.receivable}::uuid, -1), (${account.available}::uuid, 1)) as a(account, sign)
      where r.status = 'RELEASED'
      union all
      select c.refund_entry, ${account.receivable}::uuid, -r.net, c.paid_date + 2, ${S}, 'DEBIT_REFUND',
        case c.method when 'PIX' then 'Estorno Pix' else 'Estorno Cartão de Crédito' end, r.charge_id, r.id
      from bench_fin_receivables r join bench_fin_charges c on c.id = r.charge_id where c.status = 'REFUND'
      union all
      select refund_entry, ${account.clearing}::uuid, value - fee, paid_date + 2, null, null, null, id, null
      from bench_fin_charges where status = 'REFUND';`,
    );
    if (((start / BATCH) % 8 === 7 || end === total - 1) && total >= 200_000) {
      console.log(`  … ${end + 1} charges, ${((performance.now() - began) / 1000).toFixed(0)} s`);
    }
  }
  await run(ctx, 'drop table bench_fin_charges, bench_fin_receivables');

  // A weekly withdrawal to the payout account, settled; about a third of what is released each week.
  const weekly = Math.max(100, Math.round((total * 300) / 100) * 100);
  const withdrawal = `select w, md5('bench-withdrawal-' || w)::uuid as entry, ${T} - 7 * w as day,
      ((${T} - 7 * w + time '10:00') at time zone 'America/Sao_Paulo') as at
    from generate_series(1, ${WITHDRAWAL_WEEKS}) w`;
  await run(
    ctx,
    `insert into journal_entries (id, seller_id, kind, occurred_at)
      select entry, ${S}, 'WITHDRAWAL', at from (${withdrawal}) w;
    insert into postings (entry_id, account_id, amount_cents, effective_date, seller_id, statement_type, operation)
      select entry, ${account.available}::uuid, -${weekly}, day, ${S}, 'DEBIT_TRANSFER', 'Repasse para conta bancária'
      from (${withdrawal}) w
      union all select entry, ${account.payout}::uuid, ${weekly}, day, null, null, null from (${withdrawal}) w;
    insert into withdrawals (seller_id, amount_cents, status, account, entry_id, transfer_id, created_at,
        scheduled_date, checked_at, settled_at)
      select ${S}, ${weekly}, 'SETTLED',
        (select jsonb_build_object('bankCode', bank_code, 'agency', agency, 'agencyDigit', agency_digit,
          'account', account, 'accountDigit', account_digit, 'accountType', account_type,
          'holderName', holder_name, 'holderDocument', holder_document) from payout_accounts where seller_id = ${S}),
        entry, 'TRFBENCH' || w, at, day, at + interval '1 hour', at + interval '1 hour'
      from (${withdrawal}) w;
    update ledger_accounts a set balance_cents = coalesce((select sum(amount_cents) from postings p
      where p.account_id = a.id), 0) where a.seller_id = ${S};
    insert into charge_customers (seller_id, document, name_search, charges)
      select seller_id, customer_document, name_search, count(*) from charges where seller_id = ${S}
      group by 1, 2, 3 on conflict do nothing;
    insert into charge_titles (seller_id, title_search, charges)
      select seller_id, title_search, count(*) from charges where seller_id = ${S}
      group by 1, 2 on conflict do nothing;`,
  );
  await run(
    ctx,
    'VACUUM ANALYZE charges, receivables, journal_entries, postings, withdrawals, ledger_accounts, seller_daily_totals, charge_counts, charge_customers, charge_titles',
  );
}
