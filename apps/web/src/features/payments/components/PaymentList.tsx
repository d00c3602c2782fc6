import { useId, useState, type ReactNode } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { PIX_PAYMENT_MESSAGES } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { PAGE_PARAM, pageParam, useClampedPage, useUrlParams } from '../../../lib/useUrlParams';
import { usePayments } from '../api/listPayments';
import type { PaymentKind, PaymentOf } from '../api/paymentKind';
import { PAYMENTS_PARAMS, readListFilters } from '../listParams';
import { PAYMENTS_TEXTS as T } from '../texts';
import { PaymentDetailsDialog } from './PaymentDetailsDialog';
import { PaymentFilters } from './PaymentFilters';
import { SummaryTiles } from './SummaryTiles';

const PAGE_SIZE = 10;

interface PaymentListProps<K extends PaymentKind> {
  kind: K;
  title: string;
  searchPlaceholder: string;
  /** What an empty list says (spec 4 §2: 'Nenhum pagamento encontrado' for Pix). */
  emptyText: string;
  /** The table's columns; `open` shows a payment's dialog. */
  columns: (open: (payment: PaymentOf<K>) => void) => Array<DataColumn<PaymentOf<K>>>;
  /** Below this width the table scrolls sideways (a phone gets cards instead). */
  minWidth: number;
  /** The dialog a row opens: its title and what it says is paid to whom. */
  dialogTitle: string;
  summary: (payment: PaymentOf<K>) => ReactNode;
}

/**
 * A list of payments, Pix or boleto (spec 4 §2 'Approval list', §5; D19): search, status and
 * cost-centre filters in the URL, the four tiles of `summary`, the server-paged table (cards on a
 * phone), loading, empty and error states, and the dialog of a payment.
 */
export function PaymentList<K extends PaymentKind>({
  kind,
  title,
  searchPlaceholder,
  emptyText,
  columns,
  minWidth,
  dialogTitle,
  summary,
}: PaymentListProps<K>) {
  const titleId = useId();
  const [params, update] = useUrlParams();
  const filters = readListFilters(params);
  const payments = usePayments(kind, {
    search: filters.search || undefined,
    status: filters.status,
    costCenter: filters.costCenter,
    page: filters.page - 1,
    size: PAGE_SIZE,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  useLoadErrorToast(payments.errorUpdatedAt, PIX_PAYMENT_MESSAGES.listError);
  useClampedPage(filters.page, payments, update);
  const filter = (key: string, value: string) =>
    update({ [key]: value === 'all' ? null : value, [PAGE_PARAM]: null }, { replace: true });

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        <PaymentFilters
          filters={filters}
          searchPlaceholder={searchPlaceholder}
          onSearch={(search) => filter(PAYMENTS_PARAMS.search, search)}
          onStatus={(status) => filter(PAYMENTS_PARAMS.status, status)}
          onCostCenter={(costCenter) => filter(PAYMENTS_PARAMS.costCenter, costCenter)}
        />
        <SummaryTiles summary={payments.data?.summary} />
        {payments.isPending && (
          <Text fz="sm" c="dimmed" role="status">
            {PIX_PAYMENT_MESSAGES.listLoading}
          </Text>
        )}
        <PagedTable<PaymentOf<K>>
          label={title}
          columns={columns((payment) => setOpenId(payment.id))}
          query={payments}
          page={filters.page}
          onPageChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
          rowKey={(payment) => payment.id}
          pageSize={PAGE_SIZE}
          minWidth={minWidth}
          empty={(failed) =>
            failed ? (
              <EmptyState
                title={PIX_PAYMENT_MESSAGES.listError}
                action={
                  <Button variant="default" onClick={() => void payments.refetch()}>
                    {T.retry}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={emptyText} />
            )
          }
        />
      </Stack>
      <PaymentDetailsDialog
        kind={kind}
        id={openId}
        onClose={() => setOpenId(null)}
        title={dialogTitle}
        summary={summary}
      />
    </Paper>
  );
}
