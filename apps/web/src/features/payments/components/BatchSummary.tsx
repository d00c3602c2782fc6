import { PAYMENT_BATCH_STATUS_COLORS, PAYMENT_BATCH_STATUS_LABELS, type PaymentBatch } from '@cofre/contract';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { PAYMENTS_TEXTS as T } from '../texts';
import { Money } from '../../../components/Unbreakable';

/** 'Ana Souza · 10/05/2026 14:30', or whichever of the two is known. */
const byAt = (person: PaymentBatch['uploadedBy'], at: string | null) =>
  [person?.name, at ? formatDateTime(at) : null].filter(Boolean).join(' · ');

/**
 * A batch's summary (D4): the file, its status, its lines (all, valid, invalid), what it pays, what
 * was paid or failed once it started, and who sent, submitted, approved or rejected it (with the
 * reason). Only what happened is listed.
 */
export function BatchSummary({ batch }: { batch: PaymentBatch }) {
  const items: DetailItem[] = [
    { label: T.batchFile, value: batch.fileName },
    {
      label: T.status,
      value: (
        <StatusBadge color={PAYMENT_BATCH_STATUS_COLORS[batch.status]}>
          {PAYMENT_BATCH_STATUS_LABELS[batch.status]}
        </StatusBadge>
      ),
    },
    { label: T.batchUploadedBy, value: byAt(batch.uploadedBy, batch.uploadedAt) },
    { label: T.batchLines, value: batch.lines },
    { label: T.batchValidLines, value: batch.validLines },
    { label: T.batchInvalidLines, value: batch.invalidLines },
    { label: T.batchTotal, value: <Money cents={batch.totalAmount} /> },
  ];
  if (batch.submittedBy || batch.submittedAt)
    items.push(
      { label: T.batchSubmittedBy, value: byAt(batch.submittedBy, batch.submittedAt) },
      { label: T.batchPaidLines, value: batch.paidLines },
      { label: T.batchFailedLines, value: batch.failedLines },
      { label: T.batchPaidAmount, value: <Money cents={batch.paidAmount} /> },
    );
  if (batch.approvedBy || batch.approvedAt)
    items.push({ label: T.approvedBy, value: byAt(batch.approvedBy, batch.approvedAt) });
  if (batch.rejectedBy) items.push({ label: T.rejectedBy, value: batch.rejectedBy.name });
  if (batch.rejectionReason) items.push({ label: T.rejectionReason, value: batch.rejectionReason });
  if (batch.completedAt) items.push({ label: T.completedAt, value: formatDateTime(batch.completedAt) });
  return <DetailList items={items} />;
}
