import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE_LABELS, WITHDRAWAL_STATUS_LABELS, addDays } from '@cofre/contract';
import { dateCell, dateTimeCell, moneyCell, safeText } from '../../../lib/csv.js';
import { withdrawals } from '../../finance/index.js';
import { dayStart, keysetCsv, type ReportBuilder } from '../keyset.js';

export const TRANSFERS_COLUMNS = [
  'Solicitado em',
  'Identificador',
  'Valor (R$)',
  'Antecipado para o repasse (R$)',
  'Banco',
  'Agência',
  'Conta',
  'Tipo de conta',
  'Titular',
  'Data prevista',
  'Situação',
  'Concluído em',
  'Motivo da devolução',
] as const;

const columns = {
  id: withdrawals.id,
  createdAt: withdrawals.createdAt,
  amount: withdrawals.amount,
  anticipated: withdrawals.anticipated,
  account: withdrawals.account,
  scheduledDate: withdrawals.scheduledDate,
  status: withdrawals.status,
  settledAt: withdrawals.settledAt,
  failureCode: withdrawals.failureCode,
  // The sort key as the database's text: microseconds kept (a Date keeps milliseconds only).
  key: sql<string>`${withdrawals.createdAt}::text`,
};

/**
 * Repasses: the withdrawals ('Novo repasse') asked for in the period, with the bank account they
 * went to (as it was when asked) and the bank's answer. Walks (seller, created at).
 */
export const transfersReport: ReportBuilder = (database, scope, batchSize) =>
  keysetCsv(
    TRANSFERS_COLUMNS,
    (after: { key: string; id: string } | undefined, limit: number) =>
      database.db
        .select(columns)
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.sellerId, scope.sellerId),
            gte(withdrawals.createdAt, dayStart(scope.startDate)),
            lt(withdrawals.createdAt, dayStart(addDays(scope.endDate, 1))),
            after
              ? sql`(${withdrawals.createdAt}, ${withdrawals.id}) > (${after.key}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
        .limit(limit),
    (row) => {
      const account = row.account;
      const digit = (value: string | null | undefined) => (value ? `-${value}` : '');
      return [
        dateTimeCell(row.createdAt),
        row.id,
        moneyCell(row.amount),
        moneyCell(row.anticipated),
        account.bankCode,
        `${account.agency}${digit(account.agencyDigit)}`,
        `${account.account}${digit(account.accountDigit)}`,
        ACCOUNT_TYPE_LABELS[account.accountType],
        safeText(account.holderName),
        dateCell(row.scheduledDate),
        WITHDRAWAL_STATUS_LABELS[row.status],
        row.status === 'SETTLED' ? dateTimeCell(row.settledAt) : '',
        row.failureCode ?? '',
      ];
    },
    batchSize,
  );
