import { Text } from '@mantine/core';
import { BOLETO_PAYMENT_MESSAGES, maskBoletoInput, type BoletoPayment } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { PAYMENTS_TEXTS as T, shortLine } from '../texts';
import { BoletoSummary } from './BoletoSummary';
import { amountColumn, dateColumn, paymentActionsColumn, statusColumn } from './paymentColumns';
import { PaymentList } from './PaymentList';

/** The payment's detail: the boleto, its payee and bank, and the terms. */
const summaryOf = (payment: BoletoPayment) => <BoletoSummary boleto={payment} payment={payment} />;

function columns(open: (payment: BoletoPayment) => void): Array<DataColumn<BoletoPayment>> {
  return [
    {
      key: 'payee',
      header: T.columnPayee,
      card: 'title',
      render: (payment) => (
        <Text component="span" display="block" fz="sm" fw={500} miw={140}>
          {payment.payee}
        </Text>
      ),
    },
    { key: 'bank', header: T.columnBank, card: 'field', render: (payment) => payment.bank },
    {
      key: 'line',
      header: T.columnLine,
      card: 'field',
      render: (payment) => (
        <Text component="span" fz="sm" style={{ whiteSpace: 'nowrap' }} title={maskBoletoInput(payment.line)}>
          {shortLine(payment.line)}
        </Text>
      ),
    },
    amountColumn(),
    dateColumn(),
    statusColumn(),
    paymentActionsColumn('boleto', open, (payment) => payment.payee),
  ];
}

/**
 * 'Pagamentos de Boleto' (D5): the Pix list's filters, tiles, paging and states over the boleto
 * payments — payee, bank, line, amount, day and status — and the dialog where a payment is approved,
 * rejected, cancelled or its receipt downloaded, as the server's `actions` allow.
 */
export function BoletoPaymentList() {
  return (
    <PaymentList
      kind="boleto"
      title={T.boletoListTitle}
      searchPlaceholder={T.searchBoletoPlaceholder}
      emptyText={BOLETO_PAYMENT_MESSAGES.listEmpty}
      columns={columns}
      minWidth={840}
      dialogTitle={T.boletoReviewTitle}
      summary={summaryOf}
    />
  );
}
