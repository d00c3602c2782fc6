import { and, asc, between, eq, sql } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS, RECEIVABLE_STATUS_LABELS } from '@cofre/contract';
import { dateCell, moneyCell, safeText } from '../../../lib/csv.js';
import { charges } from '../../charges/index.js';
import { receivables } from '../../ledger/index.js';
import { keysetCsv, type ReportBuilder } from '../keyset.js';

export const FINANCIAL_COLUMNS = [
  'Data da venda',
  'Cobrança',
  'Descrição',
  'Comprador',
  'Forma de pagamento',
  'Parcela',
  'Valor bruto (R$)',
  'Taxa (R$)',
  'Valor líquido (R$)',
  'Estornado ou contestado (R$)',
  'Data de liberação',
  'Situação',
] as const;

const columns = {
  chargeId: charges.id,
  paidDate: charges.paidDate,
  title: charges.title,
  customerName: charges.customerName,
  paymentMethod: charges.paymentMethod,
  installment: receivables.installment,
  installments: receivables.installments,
  gross: receivables.gross,
  fee: receivables.fee,
  net: receivables.net,
  reversed: receivables.reversed,
  settlementDate: receivables.settlementDate,
  status: receivables.status,
};

/**
 * Financeiro: the ledger's receivables of the sales paid in the period, one line per instalment:
 * its gross, fee and net, what refunds or a dispute took back before release, when it settles and
 * its state. Walks the paid-date index of charges and each charge's receivables (charge, instalment).
 */
export const financialReport: ReportBuilder = (database, scope, batchSize) =>
  keysetCsv(
    FINANCIAL_COLUMNS,
    (after: { paidDate: string | null; chargeId: string; installment: number } | undefined, limit: number) =>
      database.db
        .select(columns)
        .from(charges)
        .innerJoin(receivables, and(eq(receivables.chargeId, charges.id), eq(receivables.sellerId, scope.sellerId)))
        .where(
          and(
            eq(charges.sellerId, scope.sellerId),
            between(charges.paidDate, scope.startDate, scope.endDate),
            after
              ? sql`(${charges.paidDate}, ${charges.id}, ${receivables.installment}) > (${after.paidDate}, ${after.chargeId}, ${after.installment})`
              : undefined,
          ),
        )
        .orderBy(asc(charges.paidDate), asc(charges.id), asc(receivables.installment))
        .limit(limit),
    (row) => [
      dateCell(row.paidDate),
      row.chargeId,
      safeText(row.title),
      safeText(row.customerName),
      PAYMENT_METHOD_LABELS[row.paymentMethod],
      `${row.installment}/${row.installments}`,
      moneyCell(row.gross),
      moneyCell(row.fee),
      moneyCell(row.net),
      moneyCell(row.reversed),
      dateCell(row.settlementDate),
      RECEIVABLE_STATUS_LABELS[row.status],
    ],
    batchSize,
  );
