import { ActionIcon, Group } from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import {
  formatDate,
  PIX_PAYMENT_STATUS_COLORS,
  PIX_PAYMENT_STATUS_LABELS,
  type PixPaymentStatus,
} from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import type { PaymentKind } from '../api/paymentKind';
import { PAYMENTS_TEXTS as T } from '../texts';
import { ReceiptIconButton } from './ReceiptIconButton';
import { Money } from '../../../components/Unbreakable';

// The columns every payment list has (Pix and boleto; the batches take the amount, status and view button too).

export function amountColumn<P extends { amount: number }>(): DataColumn<P> {
  return {
    key: 'amount',
    header: T.columnAmount,
    align: 'right',
    card: 'aside',
    render: (payment) => <Money cents={payment.amount} />,
  };
}

export function dateColumn<P extends { paymentDate: string }>(): DataColumn<P> {
  return { key: 'date', header: T.columnDate, card: 'field', render: (payment) => formatDate(payment.paymentDate) };
}

/** A status as a badge with its label (never colour alone): a payment's, a batch's or a batch line's. */
export function badgeColumn<S extends string, P extends { status: S }>(
  labels: Record<S, string>,
  colors: Record<S, string>,
): DataColumn<P> {
  return {
    key: 'status',
    header: T.columnStatus,
    card: 'aside',
    render: (row) => <StatusBadge color={colors[row.status]}>{labels[row.status]}</StatusBadge>,
  };
}

/** A Pix or boleto payment's status. */
export function statusColumn<P extends { status: PixPaymentStatus }>(): DataColumn<P> {
  return badgeColumn<PixPaymentStatus, P>(PIX_PAYMENT_STATUS_LABELS, PIX_PAYMENT_STATUS_COLORS);
}

/** 'Ações': the eye that opens the payment's dialog, named for the payment it opens. */
export function viewColumn<P>(open: (payment: P) => void, label: (payment: P) => string): DataColumn<P> {
  return {
    key: 'actions',
    header: T.columnActions,
    align: 'right',
    width: 80,
    card: 'field',
    sticky: true,
    render: (payment) => (
      <ActionIcon variant="subtle" color="gray" aria-label={label(payment)} onClick={() => open(payment)}>
        <IconEye size={18} aria-hidden="true" />
      </ActionIcon>
    ),
  };
}

/**
 * 'Ações' of a Pix or boleto payment: the eye, and the receipt's PDF straight from the row once the
 * payment completed (issue 37: "a link from the list"), both named for the payment.
 */
export function paymentActionsColumn<P extends { id: string; actions: { receipt: boolean } }>(
  kind: PaymentKind,
  open: (payment: P) => void,
  recipient: (payment: P) => string,
): DataColumn<P> {
  const view = viewColumn(open, (payment: P) =>
    kind === 'pix'
      ? T.viewPayment(recipient(payment), payment.id)
      : T.viewBoletoPayment(recipient(payment), payment.id),
  );
  return {
    ...view,
    width: 100,
    render: (payment) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {payment.actions.receipt && (
          <ReceiptIconButton kind={kind} id={payment.id} label={T.receiptOf(recipient(payment), payment.id)} />
        )}
        {view.render(payment)}
      </Group>
    ),
  };
}
