import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { INVOICE_STATUS_LABELS, addDays, basisPoints, formatDocument } from '@cofre/contract';
import { dateTimeCell, moneyCell, percentCell, safeText } from '../../../lib/csv.js';
import { charges } from '../../charges/index.js';
import { invoices } from '../../invoices/index.js';
import { dayStart, keysetCsv, type ReportBuilder } from '../keyset.js';

export const INVOICES_COLUMNS = [
  'Solicitada em',
  'Número',
  'Código de verificação',
  'Cobrança',
  'Tomador',
  'Documento do tomador',
  'Valor do serviço (R$)',
  'Alíquota de ISS',
  'ISS (R$)',
  'Código do serviço',
  'Situação',
  'Autorizada em',
  'Cancelada em',
  'Motivo da rejeição',
] as const;

const columns = {
  id: invoices.id,
  createdAt: invoices.createdAt,
  number: invoices.number,
  verificationCode: invoices.verificationCode,
  chargeId: invoices.chargeId,
  customerName: charges.customerName,
  customerDocument: charges.customerDocument,
  amount: invoices.amount,
  issRateBp: invoices.issRateBp,
  serviceCode: invoices.serviceCode,
  status: invoices.status,
  authorizedAt: invoices.authorizedAt,
  canceledAt: invoices.canceledAt,
  rejectionReason: invoices.rejectionReason,
  key: sql<string>`${invoices.createdAt}::text`,
};

/**
 * Nota Fiscal: the invoices (NFS-e) requested in the period, with the charge's buyer as the
 * service taker, the amount and ISS they were requested with, and the city's answer. ISS is the
 * amount × rate, rounded to the centavo.
 */
export const invoicesReport: ReportBuilder = (database, scope, batchSize) =>
  keysetCsv(
    INVOICES_COLUMNS,
    (after: { key: string; id: string } | undefined, limit: number) =>
      database.db
        .select(columns)
        .from(invoices)
        .innerJoin(charges, and(eq(charges.id, invoices.chargeId), eq(charges.sellerId, scope.sellerId)))
        .where(
          and(
            eq(invoices.sellerId, scope.sellerId),
            gte(invoices.createdAt, dayStart(scope.startDate)),
            lt(invoices.createdAt, dayStart(addDays(scope.endDate, 1))),
            after ? sql`(${invoices.createdAt}, ${invoices.id}) > (${after.key}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(invoices.createdAt), asc(invoices.id))
        .limit(limit),
    (row) => [
      dateTimeCell(row.createdAt),
      row.number ?? '',
      row.verificationCode ?? '',
      row.chargeId,
      safeText(row.customerName),
      formatDocument(row.customerDocument),
      moneyCell(row.amount),
      percentCell(row.issRateBp),
      moneyCell(basisPoints(row.amount, row.issRateBp)),
      row.serviceCode,
      INVOICE_STATUS_LABELS[row.status],
      dateTimeCell(row.authorizedAt),
      dateTimeCell(row.canceledAt),
      safeText(row.rejectionReason ?? ''),
    ],
    batchSize,
  );
