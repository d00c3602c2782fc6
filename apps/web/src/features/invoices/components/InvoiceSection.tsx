import { Group, Stack, Text } from '@mantine/core';
import {
  canAdvanceInvoice,
  canEmitAgain,
  INVOICE_MESSAGES,
  INVOICE_STATUS_LABELS,
  type ChargeDetail,
  type Invoice,
} from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/StatusBadge';
import { useChargeInvoices } from '../api/getChargeInvoices';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { formatDateTime } from '../../../lib/format';
import { INVOICE_TEXTS } from '../texts';
import { DetailSection } from '../../../components/DetailSection';
import { EmitInvoiceButton } from './EmitInvoiceButton';
import { InvoiceRowActions } from './InvoiceRowActions';

const STATUS_COLORS: Record<Invoice['status'], string> = {
  SEND_INVOICE_SYSTEM: 'blue',
  AUTHORIZED: 'green',
  REJECTED: 'red',
  CANCELED: 'gray',
  FAILED: 'orange',
};

function StatusCell({ invoice }: { invoice: Invoice }) {
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge color={STATUS_COLORS[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</StatusBadge>
      {(invoice.status === 'REJECTED' || invoice.status === 'FAILED') && invoice.rejectionReason && (
        <Text fz="xs" c="dimmed">
          {invoice.status === 'REJECTED' ? INVOICE_TEXTS.rejectionReason : INVOICE_TEXTS.failureReason}:{' '}
          {invoice.rejectionReason}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 'Nota Fiscal' (spec 1 §2.8, §4), shown only with `charges.invoices`: the charge's invoices with
 * their actions, or 'Não emitida'. The list polls while an invoice waits for the municipal system.
 */
export function InvoiceSection({ charge }: { charge: ChargeDetail }) {
  const invoices = useChargeInvoices(charge.uuid, true);
  useLoadErrorToast(invoices.errorUpdatedAt, INVOICE_MESSAGES.loadFailed);
  const rows = invoices.isError ? [] : invoices.data?.content;

  const columns: ReadonlyArray<DataColumn<Invoice>> = [
    { key: 'number', header: INVOICE_MESSAGES.number, render: (invoice) => invoice.invoiceNumber ?? '—' },
    { key: 'issuedAt', header: INVOICE_MESSAGES.issuedAt, render: (invoice) => formatDateTime(invoice.createdAt) },
    { key: 'status', header: INVOICE_MESSAGES.status, render: (invoice) => <StatusCell invoice={invoice} /> },
    {
      key: 'actions',
      header: INVOICE_TEXTS.invoiceActions,
      align: 'right',
      render: (invoice) => <InvoiceRowActions chargeId={charge.uuid} buyerEmail={charge.email} invoice={invoice} />,
    },
  ];

  let emit;
  if (rows && canAdvanceInvoice(rows, charge.activeInvoiceConfig)) emit = 'advance' as const;
  else if (rows && canEmitAgain(rows)) emit = 'again' as const;

  return (
    <DetailSection
      title={INVOICE_MESSAGES.section}
      actions={emit && !invoices.isError ? <EmitInvoiceButton chargeId={charge.uuid} kind={emit} /> : undefined}
    >
      <DataTable
        label={INVOICE_MESSAGES.section}
        columns={columns}
        rows={rows}
        rowKey={(invoice) => invoice.uuidInvoice}
        pageSize={1}
        rowHeight={52}
        empty={
          <Group justify="center" py="sm">
            {invoices.isError ? (
              <EmptyState title={INVOICE_MESSAGES.loadFailed} />
            ) : (
              <StatusBadge color="gray">{INVOICE_STATUS_LABELS.NOT_EMITTED}</StatusBadge>
            )}
          </Group>
        }
      />
    </DetailSection>
  );
}
