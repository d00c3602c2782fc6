import {
  PIX_PAYMENT_STATUS_COLORS,
  PIX_PAYMENT_STATUS_LABELS,
  PIX_REJECTION_REASON_LABELS,
  type PixPayment,
} from '@cofre/contract';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { PAYMENTS_TEXTS as T } from '../texts';

/** What the history reads of a payment, Pix or boleto: its life, and the bank's mark of each kind. */
export type PaymentRecord = Pick<
  PixPayment,
  | 'id'
  | 'status'
  | 'submittedBy'
  | 'submittedAt'
  | 'approvedBy'
  | 'approvedAt'
  | 'rejectedBy'
  | 'rejectedAt'
  | 'rejectionReason'
  | 'cancelledBy'
  | 'cancelledAt'
  | 'notes'
  | 'completedAt'
  | 'failureReason'
> & {
  /** A Pix's end-to-end id. */
  endToEndId?: string | null;
  /** A boleto's bank authentication. */
  authenticationCode?: string | null;
};

/** 'Ana Souza em 10/05/2026 14:30', or the moment alone when nobody is named. */
const byAt = (person: PixPayment['submittedBy'], at: string | null) =>
  [person?.name, at ? formatDateTime(at) : null].filter(Boolean).join(' · ');

/**
 * A payment's life as the dialog opened from the list shows it: status, who submitted it and when,
 * who approved, rejected or cancelled it (with the reason and notes), the Pix end-to-end id or the
 * boleto's bank authentication, and why the bank refused it. Only what happened is listed.
 */
export function PaymentHistory({ payment }: { payment: PaymentRecord }) {
  const items: DetailItem[] = [
    {
      label: T.status,
      value: (
        <StatusBadge color={PIX_PAYMENT_STATUS_COLORS[payment.status]}>
          {PIX_PAYMENT_STATUS_LABELS[payment.status]}
        </StatusBadge>
      ),
    },
    { label: T.paymentId, value: payment.id },
    { label: T.submittedBy, value: payment.submittedBy?.name },
    { label: T.submittedAt, value: formatDateTime(payment.submittedAt) },
  ];
  if (payment.approvedBy || payment.approvedAt)
    items.push({ label: T.approvedBy, value: byAt(payment.approvedBy, payment.approvedAt) });
  if (payment.rejectedBy || payment.rejectedAt)
    items.push({ label: T.rejectedBy, value: byAt(payment.rejectedBy, payment.rejectedAt) });
  if (payment.rejectionReason)
    items.push({ label: T.rejectionReason, value: PIX_REJECTION_REASON_LABELS[payment.rejectionReason] });
  if (payment.cancelledBy || payment.cancelledAt)
    items.push({ label: T.cancelledBy, value: byAt(payment.cancelledBy, payment.cancelledAt) });
  if (payment.notes) items.push({ label: T.paymentNotes, value: payment.notes });
  if (payment.completedAt) items.push({ label: T.completedAt, value: formatDateTime(payment.completedAt) });
  if (payment.endToEndId) items.push({ label: T.endToEndId, value: payment.endToEndId });
  if (payment.authenticationCode) items.push({ label: T.authenticationCode, value: payment.authenticationCode });
  if (payment.failureReason) items.push({ label: T.failureReason, value: payment.failureReason });
  return <DetailList items={items} />;
}
