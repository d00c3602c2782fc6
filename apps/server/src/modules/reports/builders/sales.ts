import { and, asc, between, eq, sql } from 'drizzle-orm';
import { CHARGE_STATUS_LABELS, PAYMENT_METHOD_LABELS, formatDocument } from '@cofre/contract';
import { dateCell, dateTimeSql, moneyCell, safeText } from '../../../lib/csv.js';
import { charges } from '../../charges/index.js';
import { keysetCsv, type ReportBuilder } from '../keyset.js';

export const SALES_COLUMNS = [
  'Data do pagamento',
  'Pago em',
  'Identificador',
  'Descrição',
  'Comprador',
  'Documento',
  'Forma de pagamento',
  'Parcelas',
  'Valor da cobrança (R$)',
  'Juros e multa (R$)',
  'Valor pago (R$)',
  'Taxa (R$)',
  'Valor líquido (R$)',
  'Estornado (R$)',
  'Status',
] as const;

const columns = {
  id: charges.id,
  paidDate: charges.paidDate,
  // Formatted by the database: a Date parsed per row cost PGlite seconds per 100,000 rows.
  paidAt: dateTimeSql(charges.paidAt),
  title: charges.title,
  customerName: charges.customerName,
  customerDocument: charges.customerDocument,
  paymentMethod: charges.paymentMethod,
  installments: charges.installments,
  value: charges.value,
  interest: charges.interest,
  fee: charges.fee,
  refunded: charges.refunded,
  status: charges.status,
};

/**
 * Vendas: every charge paid in the period (its São Paulo payment date), whatever happened to it
 * since (a refund shows in 'Estornado' and the status). Paid = value + fine and interest; net =
 * paid − the provider's fee. Read by the paid-date index (seller, paid date, id).
 */
export const salesReport: ReportBuilder = (database, scope, batchSize) =>
  keysetCsv(
    SALES_COLUMNS,
    (after: { paidDate: string | null; id: string } | undefined, limit: number) =>
      database.db
        .select(columns)
        .from(charges)
        .where(
          and(
            eq(charges.sellerId, scope.sellerId),
            between(charges.paidDate, scope.startDate, scope.endDate),
            after ? sql`(${charges.paidDate}, ${charges.id}) > (${after.paidDate}, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(charges.paidDate), asc(charges.id))
        .limit(limit),
    (row) => {
      const paid = row.value + row.interest;
      return [
        dateCell(row.paidDate),
        row.paidAt,
        row.id,
        safeText(row.title),
        safeText(row.customerName),
        formatDocument(row.customerDocument),
        PAYMENT_METHOD_LABELS[row.paymentMethod],
        String(row.installments),
        moneyCell(row.value),
        moneyCell(row.interest),
        moneyCell(paid),
        moneyCell(row.fee),
        moneyCell(paid - row.fee),
        moneyCell(row.refunded),
        CHARGE_STATUS_LABELS[row.status],
      ];
    },
    batchSize,
  );
