import { sql } from 'drizzle-orm';
import { addDays } from '@cofre/contract';
import { dateCell, gzipCsv, moneyCell } from '../../../lib/csv.js';
import { journalEntries, ledgerAccounts, postings } from '../../ledger/index.js';
import { dayStart, type ReportBuilder } from '../keyset.js';

export const BALANCE_COLUMNS = [
  'Data',
  'Disponível (R$)',
  'A liberar (R$)',
  'Retido em contestações (R$)',
  'Saldo total (R$)',
] as const;

const KINDS = ['SELLER_AVAILABLE', 'SELLER_RECEIVABLE', 'SELLER_DISPUTE_HELD'] as const;
type Kind = (typeof KINDS)[number];

/**
 * Saldo: the seller's balances at the end of each day of the period, from the ledger (there is no
 * stored daily balance): the postings of the seller's accounts summed by the São Paulo day their
 * entry happened, everything before the period folded into its opening. One line a day (at most 91),
 * so the database returns at most 92 × 3 sums whatever the seller's history.
 */
export const balanceReport: ReportBuilder = async (database, scope) => {
  const opening = addDays(scope.startDate, -1);
  const end = dayStart(addDays(scope.endDate, 1)).toISOString();
  const result = (await database.db.execute(sql`
    select greatest((${journalEntries.occurredAt} at time zone 'America/Sao_Paulo')::date, ${opening}::date)::text as "day",
      ${ledgerAccounts.kind} as "kind",
      sum(${postings.amount})::text as "amount"
    from ${postings}
    join ${ledgerAccounts} on ${ledgerAccounts.id} = ${postings.accountId}
    join ${journalEntries} on ${journalEntries.id} = ${postings.entryId}
    where ${ledgerAccounts.sellerId} = ${scope.sellerId}
      and ${ledgerAccounts.kind} in (${sql.join(
        KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )})
      and ${journalEntries.occurredAt} < ${end}::timestamptz
    group by 1, 2`)) as { rows: Array<{ day: string; kind: Kind; amount: string }> };
  const moves = new Map<string, number>();
  for (const row of result.rows) moves.set(`${row.day} ${row.kind}`, Number(row.amount));
  const balance: Record<Kind, number> = { SELLER_AVAILABLE: 0, SELLER_RECEIVABLE: 0, SELLER_DISPUTE_HELD: 0 };
  const csv = gzipCsv(BALANCE_COLUMNS);
  for (let day = opening; day <= scope.endDate; day = addDays(day, 1)) {
    for (const kind of KINDS) balance[kind] += moves.get(`${day} ${kind}`) ?? 0;
    if (day === opening) continue;
    const { SELLER_AVAILABLE: available, SELLER_RECEIVABLE: receivable, SELLER_DISPUTE_HELD: held } = balance;
    await csv.write([
      dateCell(day),
      moneyCell(available),
      moneyCell(receivable),
      moneyCell(held),
      moneyCell(available + receivable + held),
    ]);
  }
  return csv.finish();
};
