import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { DISPUTE_REASONS, DISPUTE_STATUS_LABELS, PAYMENT_METHOD_LABELS, addDays } from '@cofre/contract';
import { dateCell, dateTimeCell, moneyCell, safeText } from '../../../lib/csv.js';
import { charges } from '../../charges/index.js';
import { chargeDisputes } from '../../disputes/index.js';
import { dayStart, keysetCsv, type ReportBuilder } from '../keyset.js';

export const CHARGEBACK_COLUMNS = [
  'Aberta em',
  'Cobrança',
  'Descrição',
  'Comprador',
  'Forma de pagamento',
  'Valor da cobrança (R$)',
  'Valor retido (R$)',
  'Motivo',
  'Prazo para contestar',
  'Documentos enviados em',
  'Situação',
  'Decidida em',
] as const;

const columns = {
  chargeId: chargeDisputes.chargeId,
  openedAt: chargeDisputes.openedAt,
  title: charges.title,
  customerName: charges.customerName,
  paymentMethod: charges.paymentMethod,
  value: charges.value,
  amount: chargeDisputes.amount,
  reasonCode: chargeDisputes.reasonCode,
  deadline: chargeDisputes.deadline,
  evidenceSubmittedAt: chargeDisputes.evidenceSubmittedAt,
  status: chargeDisputes.status,
  resolvedAt: chargeDisputes.resolvedAt,
  key: sql<string>`${chargeDisputes.openedAt}::text`,
};

const reasonText = (code: string) => {
  const known = (DISPUTE_REASONS as Record<string, string>)[code];
  return known ? `${code} - ${known}` : code;
};

/**
 * Chargeback: the card disputes opened in the period, what they hold from the seller, the
 * network's reason, the deadline to contest, when the evidence went and the outcome ('Perdida' is
 * the chargeback proper: the money went back to the buyer).
 */
export const chargebackReport: ReportBuilder = (database, scope, batchSize) =>
  keysetCsv(
    CHARGEBACK_COLUMNS,
    (after: { key: string; chargeId: string } | undefined, limit: number) =>
      database.db
        .select(columns)
        .from(chargeDisputes)
        .innerJoin(charges, and(eq(charges.id, chargeDisputes.chargeId), eq(charges.sellerId, scope.sellerId)))
        .where(
          and(
            eq(chargeDisputes.sellerId, scope.sellerId),
            gte(chargeDisputes.openedAt, dayStart(scope.startDate)),
            lt(chargeDisputes.openedAt, dayStart(addDays(scope.endDate, 1))),
            after
              ? sql`(${chargeDisputes.openedAt}, ${chargeDisputes.chargeId}) > (${after.key}::timestamptz, ${after.chargeId})`
              : undefined,
          ),
        )
        .orderBy(asc(chargeDisputes.openedAt), asc(chargeDisputes.chargeId))
        .limit(limit),
    (row) => [
      dateTimeCell(row.openedAt),
      row.chargeId,
      safeText(row.title),
      safeText(row.customerName),
      PAYMENT_METHOD_LABELS[row.paymentMethod],
      moneyCell(row.value),
      moneyCell(row.amount),
      reasonText(row.reasonCode),
      dateCell(row.deadline),
      dateTimeCell(row.evidenceSubmittedAt),
      DISPUTE_STATUS_LABELS[row.status],
      dateTimeCell(row.resolvedAt),
    ],
    batchSize,
  );
