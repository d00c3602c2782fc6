import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../lib/rows.js';

async function rows(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  const result = await db.execute(query);
  return rowsOf<Record<string, unknown>>(result);
}

/**
 * Every rule the ledger must keep, checked against the whole database. Returns the violations
 * (empty when the books are right); tests call it after every scenario and operators can run it
 * (`npm run ops -w @cofre/server -- ledger:check`).
 */
export async function ledgerViolations(db: DbOrTx): Promise<string[]> {
  const violations: string[] = [];
  for (const row of await rows(
    db,
    sql`select entry_id, sum(amount_cents)::text as total, count(*)::int as n from postings group by entry_id
        having sum(amount_cents) <> 0 or count(*) < 2`,
  )) {
    violations.push(`entry ${String(row.entry_id)} sums to ${String(row.total)} over ${String(row.n)} postings`);
  }
  for (const row of await rows(
    db,
    sql`select e.id from journal_entries e where not exists (select 1 from postings p where p.entry_id = e.id)`,
  )) {
    violations.push(`entry ${String(row.id)} has no postings`);
  }
  for (const row of await rows(
    db,
    sql`select a.id, a.kind, a.balance_cents::text as cached, coalesce(sum(p.amount_cents), 0)::text as actual
        from ledger_accounts a left join postings p on p.account_id = a.id
        where a.seller_id is not null
        group by a.id having a.balance_cents <> coalesce(sum(p.amount_cents), 0)`,
  )) {
    violations.push(
      `account ${String(row.kind)} ${String(row.id)} caches ${String(row.cached)} but its postings sum to ${String(row.actual)}`,
    );
  }
  for (const row of await rows(
    db,
    sql`select a.seller_id, a.balance_cents::text as balance, coalesce(r.pending, 0)::text as pending
        from ledger_accounts a
        left join (select seller_id, sum(net_cents - reversed_cents) as pending from receivables where status = 'PENDING' group by seller_id) r
          on r.seller_id = a.seller_id
        where a.kind = 'SELLER_RECEIVABLE' and a.balance_cents <> coalesce(r.pending, 0)`,
  )) {
    violations.push(
      `seller ${String(row.seller_id)}: to-be-released ${String(row.balance)} but pending receivables ${String(row.pending)}`,
    );
  }
  for (const row of await rows(
    db,
    sql`select c.id, (c.value_cents + c.interest_cents)::text as paid, coalesce(sum(r.gross_cents), 0)::text as gross,
               c.fee_cents::text as fee, coalesce(sum(r.fee_cents), 0)::text as fees
        from charges c left join receivables r on r.charge_id = c.id
        where c.paid_at is not null and c.status <> 'PAID_MANUALLY'
        group by c.id
        having c.value_cents + c.interest_cents <> coalesce(sum(r.gross_cents), 0) or c.fee_cents <> coalesce(sum(r.fee_cents), 0)`,
  )) {
    violations.push(
      `charge ${String(row.id)} paid ${String(row.paid)} (fee ${String(row.fee)}) but receivables gross ${String(row.gross)} (fees ${String(row.fees)})`,
    );
  }
  for (const row of await rows(
    db,
    sql`select c.id from charges c where c.status = 'PAID_MANUALLY' and exists (select 1 from journal_entries e where e.charge_id = c.id)`,
  )) {
    violations.push(`charge ${String(row.id)} was paid outside the platform but has ledger entries`);
  }
  for (const row of await rows(
    db,
    sql`select c.id, c.value_cents::text as value, c.refunded_cents::text as refunded, coalesce(sum(r.amount_cents), 0)::text as refunds
        from charges c left join charge_refunds r on r.charge_id = c.id and r.status <> 'FAILED'
        group by c.id
        having c.refunded_cents <> coalesce(sum(r.amount_cents), 0) or c.refunded_cents > c.value_cents`,
  )) {
    violations.push(
      `charge ${String(row.id)} of ${String(row.value)} records ${String(row.refunded)} refunded but its refunds sum to ${String(row.refunds)}`,
    );
  }
  for (const row of await rows(
    db,
    sql`select id, reversed_cents::text as reversed, net_cents::text as net, status from receivables
        where reversed_cents < 0 or reversed_cents > net_cents or (status = 'REVERSED') <> (reversed_cents = net_cents and status <> 'RELEASED')`,
  )) {
    violations.push(
      `receivable ${String(row.id)} (${String(row.status)}) has ${String(row.reversed)} reversed of ${String(row.net)}`,
    );
  }
  for (const row of await rows(
    db,
    sql`select a.seller_id, a.balance_cents::text as held, coalesce(d.open, 0)::text as open
        from ledger_accounts a
        left join (select seller_id, sum(amount_cents) as open from charge_disputes where status = 'OPEN' group by seller_id) d
          on d.seller_id = a.seller_id
        where a.kind = 'SELLER_DISPUTE_HELD' and a.balance_cents <> coalesce(d.open, 0)`,
  )) {
    violations.push(
      `seller ${String(row.seller_id)} holds ${String(row.held)} for disputes but open disputes sum to ${String(row.open)}`,
    );
  }
  for (const row of await rows(
    db,
    sql`select coalesce((select sum(p.amount_cents) from postings p join ledger_accounts a on a.id = p.account_id
                         where a.kind = 'PLATFORM_PAYOUT_CLEARING'), 0)::text as booked,
               coalesce((select sum(amount_cents) from withdrawals where status <> 'FAILED'), 0)::text as sent`,
  )) {
    if (row.booked !== row.sent) {
      violations.push(
        `withdrawals not failed sum to ${String(row.sent)} but the payout clearing holds ${String(row.booked)}`,
      );
    }
  }
  for (const row of await rows(
    db,
    sql`select coalesce((select sum(p.amount_cents) from postings p join ledger_accounts a on a.id = p.account_id
                         where a.kind = 'PLATFORM_PIX_OUT_CLEARING'), 0)::text as booked,
               coalesce((select sum(amount_cents) from pix_payments where status in ('processing', 'completed')), 0)::text as sent`,
  )) {
    if (row.booked !== row.sent) {
      violations.push(
        `Pix payments processing or completed sum to ${String(row.sent)} but the Pix-out clearing holds ${String(row.booked)}`,
      );
    }
  }
  for (const row of await rows(
    db,
    sql`select coalesce((select sum(p.amount_cents) from postings p join ledger_accounts a on a.id = p.account_id
                         where a.kind = 'PLATFORM_BOLETO_OUT_CLEARING'), 0)::text as booked,
               coalesce((select sum(amount_cents) from boleto_payments where status in ('processing', 'completed')), 0)::text as sent`,
  )) {
    if (row.booked !== row.sent) {
      violations.push(
        `boleto payments processing or completed sum to ${String(row.sent)} but the boleto-out clearing holds ${String(row.booked)}`,
      );
    }
  }
  for (const row of await rows(
    db,
    sql`select coalesce((select sum(p.amount_cents) from postings p join ledger_accounts a on a.id = p.account_id
                         where a.kind = 'PLATFORM_CARD_CLEARING'), 0)::text as booked,
               coalesce((select sum(amount_cents) from card_transactions where approved and not reversed), 0)::text as sent`,
  )) {
    if (row.booked !== row.sent) {
      violations.push(
        `card purchases approved and not reversed sum to ${String(row.sent)} but the card clearing holds ${String(row.booked)}`,
      );
    }
  }
  for (const row of await rows(
    db,
    sql`select r.id, r.status from receivables r left join anticipation_items i on i.receivable_id = r.id
        where (r.status = 'ANTICIPATED') <> (i.receivable_id is not null)`,
  )) {
    violations.push(`receivable ${String(row.id)} (${String(row.status)}) and its anticipation disagree`);
  }
  violations.push(...(await splitViolations(db)));
  return violations;
}

/** A split sale's books: the sub-sellers' receivables against their accounts and the seller's instalments. */
async function splitViolations(db: DbOrTx): Promise<string[]> {
  const violations: string[] = [];
  for (const row of await rows(
    db,
    sql`select a.sub_seller_id, a.balance_cents::text as balance, coalesce(r.pending, 0)::text as pending
        from ledger_accounts a
        left join (select sub_seller_id, sum(amount_cents - reversed_cents) as pending from sub_seller_receivables
                   where status = 'PENDING' group by sub_seller_id) r on r.sub_seller_id = a.sub_seller_id
        where a.kind = 'SUB_SELLER_RECEIVABLE' and a.balance_cents <> coalesce(r.pending, 0)`,
  )) {
    violations.push(
      `sub-seller ${String(row.sub_seller_id)}: to-be-released ${String(row.balance)} but pending receivables ${String(row.pending)}`,
    );
  }
  for (const row of await rows(
    db,
    sql`select r.id, r.split_cents::text as split, coalesce(sum(s.amount_cents), 0)::text as shares
        from receivables r left join sub_seller_receivables s on s.receivable_id = r.id
        group by r.id having r.split_cents <> coalesce(sum(s.amount_cents), 0)`,
  )) {
    violations.push(
      `receivable ${String(row.id)} gives ${String(row.split)} to sub-sellers but their shares sum to ${String(row.shares)}`,
    );
  }
  for (const row of await rows(
    db,
    sql`select id, status, reversed_cents::text as reversed, amount_cents::text as amount from sub_seller_receivables
        where (status = 'REVERSED') <> (reversed_cents = amount_cents and status <> 'RELEASED')`,
  )) {
    violations.push(
      `sub-seller receivable ${String(row.id)} (${String(row.status)}) has ${String(row.reversed)} reversed of ${String(row.amount)}`,
    );
  }
  return violations;
}
