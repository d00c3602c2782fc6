import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { LINK_STATUS_LABELS, addDays, type PaymentLinkStatus } from '@cofre/contract';
import { dateTimeCell, moneyCell, safeText } from '../../../lib/csv.js';
import { paymentLinks } from '../../payment-links/index.js';
import { plans } from '../../plans/index.js';
import { dayStart, keysetCsv, type ReportBuilder } from '../keyset.js';

export const PAYMENT_LINKS_COLUMNS = [
  'Criado em',
  'Identificador',
  'Tipo',
  'Título',
  'Valor (R$)',
  'Cartão',
  'Boleto',
  'Pix',
  'Vendas pagas',
  'Expira em',
  'Situação',
] as const;

/** The link types as the report names them. */
export const LINK_TYPE_NAMES = { ORDER: 'Pedido', SUBSCRIPTION: 'Assinatura', FAST_ORDER: 'Link rápido' } as const;

const columns = {
  id: paymentLinks.id,
  createdAt: paymentLinks.createdAt,
  type: paymentLinks.type,
  title: paymentLinks.title,
  planTitle: plans.title,
  value: paymentLinks.value,
  cardEnabled: paymentLinks.cardEnabled,
  bankSlipEnabled: paymentLinks.bankSlipEnabled,
  pixEnabled: paymentLinks.pixEnabled,
  paidCharges: paymentLinks.paidCharges,
  expiresAt: paymentLinks.expiresAt,
  deletedAt: paymentLinks.deletedAt,
  key: sql<string>`${paymentLinks.createdAt}::text`,
};

/**
 * Links de pagamento: the links created in the period (deleted ones included, as 'Excluído'), with
 * how many paid sales each has had so far (`paid_charges`, kept by the link's `charge.paid`
 * reaction). A subscription link is titled by its plan. `now` decides 'Expirado'.
 */
export function paymentLinksReport(now: Date): ReportBuilder {
  const status = (row: { deletedAt: Date | null; expiresAt: Date | null }): PaymentLinkStatus =>
    row.deletedAt ? 'DELETED' : row.expiresAt && row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE';
  const yesNo = (on: boolean) => (on ? 'Sim' : 'Não');
  return (database, scope, batchSize) =>
    keysetCsv(
      PAYMENT_LINKS_COLUMNS,
      (after: { key: string; id: string } | undefined, limit: number) =>
        database.db
          .select(columns)
          .from(paymentLinks)
          .leftJoin(plans, and(eq(plans.id, paymentLinks.planId), eq(plans.sellerId, scope.sellerId)))
          .where(
            and(
              eq(paymentLinks.sellerId, scope.sellerId),
              gte(paymentLinks.createdAt, dayStart(scope.startDate)),
              lt(paymentLinks.createdAt, dayStart(addDays(scope.endDate, 1))),
              after
                ? sql`(${paymentLinks.createdAt}, ${paymentLinks.id}) > (${after.key}::timestamptz, ${after.id})`
                : undefined,
            ),
          )
          .orderBy(asc(paymentLinks.createdAt), asc(paymentLinks.id))
          .limit(limit),
      (row) => [
        dateTimeCell(row.createdAt),
        row.id,
        LINK_TYPE_NAMES[row.type],
        safeText(row.title ?? row.planTitle ?? ''),
        moneyCell(row.value),
        yesNo(row.cardEnabled),
        yesNo(row.bankSlipEnabled),
        yesNo(row.pixEnabled),
        String(row.paidCharges),
        dateTimeCell(row.expiresAt),
        LINK_STATUS_LABELS[status(row)],
      ],
      batchSize,
    );
}
