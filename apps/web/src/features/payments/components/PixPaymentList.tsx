import { Text } from '@mantine/core';
import { formatPixKey, PIX_COST_CENTER_LABELS, PIX_PAYMENT_MESSAGES, type PixPayment } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { PAYMENTS_TEXTS as T, shortId } from '../texts';
import { amountColumn, dateColumn, paymentActionsColumn, statusColumn } from './paymentColumns';
import { PaymentList } from './PaymentList';
import { PaymentSummary } from './PaymentSummary';

/** The payment's detail: the key, its recipient as the directory named them, and the terms. */
const summaryOf = (payment: PixPayment) => (
  <PaymentSummary
    payment={payment}
    recipient={{ name: payment.recipientName, bank: payment.recipientBank, document: payment.recipientDocument }}
  />
);

function columns(open: (payment: PixPayment) => void): Array<DataColumn<PixPayment>> {
  return [
    { key: 'id', header: T.columnId, width: 100, card: 'field', render: (payment) => shortId(payment.id) },
    {
      key: 'recipient',
      header: T.columnRecipient,
      card: 'title',
      render: (payment) => (
        <>
          <Text component="span" display="block" fz="sm" fw={500} miw={140}>
            {payment.recipientName}
          </Text>
          {payment.favoriteNickname && (
            <Text component="span" display="block" fz="xs" c="dimmed">
              {payment.favoriteNickname}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'key',
      header: T.columnKey,
      card: 'field',
      render: (payment) => (
        // One line, cut with an ellipsis (the whole key in its title and in the details).
        <Text
          component="span"
          fz="sm"
          display="block"
          maw={200}
          truncate="end"
          title={formatPixKey(payment.keyType, payment.key)}
        >
          {formatPixKey(payment.keyType, payment.key)}
        </Text>
      ),
    },
    amountColumn(),
    dateColumn(),
    {
      key: 'costCenter',
      header: T.columnCostCenter,
      card: 'field',
      render: (payment) => PIX_COST_CENTER_LABELS[payment.costCenter],
    },
    statusColumn(),
    {
      key: 'submittedBy',
      header: T.columnSubmittedBy,
      card: 'field',
      render: (payment) => (
        <Text component="span" fz="sm" display="block" maw={180} truncate="end" title={payment.submittedBy?.name}>
          {payment.submittedBy?.name ?? '—'}
        </Text>
      ),
    },
    paymentActionsColumn('pix', open, (payment) => payment.recipientName),
  ];
}

/**
 * 'Aprovação de Pagamentos PIX' (spec 4 §2, §5; D19): search, status and cost-centre filters, the four
 * tiles of `summary`, the server-paged table (cards on a phone) and the review dialog of a payment.
 * The filters live in the URL.
 */
export function PixPaymentList() {
  return (
    <PaymentList
      kind="pix"
      title={T.listTitle}
      searchPlaceholder={T.searchPaymentsPlaceholder}
      emptyText={PIX_PAYMENT_MESSAGES.listEmpty}
      columns={columns}
      minWidth={960}
      dialogTitle={T.reviewTitle}
      summary={summaryOf}
    />
  );
}
