import {
  cycleValue,
  type LinkSplit,
  type PaymentLink,
  type PaymentLinkRow,
  type PaymentLinkStatus,
} from '@cofre/contract';
import type { LinkRecord } from './queries.js';

/**
 * The public address of a link (docs/payment-links.md): `/pagar/{subdomain}/{id}` once the seller
 * has a checkout identity, `/pagar/{id}` before; the random id is what makes it unguessable.
 */
export function linkUrl(publicUrl: string, subdomain: string | null, id: string): string {
  return subdomain ? `${publicUrl}/pagar/${subdomain}/${id}` : `${publicUrl}/pagar/${id}`;
}

export function linkStatus(row: Pick<LinkRecord, 'deletedAt' | 'expiresAt'>, now: Date): PaymentLinkStatus {
  if (row.deletedAt) return 'DELETED';
  if (row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
  return 'ACTIVE';
}

export interface LinkViewContext {
  publicUrl: string;
  subdomain: string | null;
  now: Date;
}

export function toPaymentLinkRow(record: LinkRecord, view: LinkViewContext): PaymentLinkRow {
  return {
    id: record.id,
    url: linkUrl(view.publicUrl, view.subdomain, record.id),
    type: record.type,
    status: linkStatus(record, view.now),
    title: record.title ?? record.planTitle ?? '',
    value: record.value,
    client: record.sellerClientId && record.clientName ? { id: record.sellerClientId, name: record.clientName } : null,
    expiresAt: record.expiresAt?.toISOString() ?? null,
    paidCharges: record.paidCharges,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toPaymentLink(record: LinkRecord, view: LinkViewContext, split: LinkSplit | null): PaymentLink {
  return {
    ...toPaymentLinkRow(record, view),
    description: record.description,
    creditCard: {
      enabled: record.cardEnabled,
      discountPercent: record.cardDiscountPercent,
      installments: record.cardInstallments,
      feeBearer: record.cardFeeBearer,
      scheduleDate: record.cardScheduleDate,
    },
    bankSlip: {
      enabled: record.bankSlipEnabled,
      discountPercent: record.bankSlipDiscountPercent,
      installments: record.bankSlipInstallments,
    },
    pix: {
      enabled: record.pixEnabled,
      discountPercent: record.pixDiscountPercent,
      installments: record.pixInstallments,
    },
    timer: record.timer,
    bankSlipDescription: record.bankSlipDescription,
    metadata: record.metadata,
    subscription:
      record.planId && record.periodicity
        ? {
            planId: record.planId,
            planTitle: record.planTitle ?? '',
            periodicity: record.periodicity,
            valuePerMonth: record.value,
            value: cycleValue(record.value, record.periodicity),
            additionalValue: record.additionalValue,
            additionalTitle: record.additionalTitle,
            additionalInstallments: record.additionalInstallments,
          }
        : null,
    split,
    updatedAt: record.updatedAt.toISOString(),
  };
}
