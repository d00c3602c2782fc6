import { useId, useState } from 'react';
import { ActionIcon, Button, Paper, Stack, Text, Title } from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import {
  formatBRL,
  formatDate,
  formatPixKey,
  PIX_COST_CENTER_LABELS,
  PIX_PAYMENT_MESSAGES,
  PIX_PAYMENT_STATUS_COLORS,
  PIX_PAYMENT_STATUS_LABELS,
  type PixPayment,
} from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { PAGE_PARAM, pageParam, useClampedPage, useUrlParams } from '../../../lib/useUrlParams';
import { usePixPayments } from '../api/listPixPayments';
import { PAYMENTS_PARAMS, readListFilters } from '../listParams';
import { PAYMENTS_TEXTS as T, shortId } from '../texts';
import { PaymentDetailsDialog } from './PaymentDetailsDialog';
import { PaymentFilters } from './PaymentFilters';
import { SummaryTiles } from './SummaryTiles';

const PAGE_SIZE = 10;

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
    {
      key: 'amount',
      header: T.columnAmount,
      align: 'right',
      card: 'aside',
      render: (payment) => formatBRL(payment.amount),
    },
    { key: 'date', header: T.columnDate, card: 'field', render: (payment) => formatDate(payment.paymentDate) },
    {
      key: 'costCenter',
      header: T.columnCostCenter,
      card: 'field',
      render: (payment) => PIX_COST_CENTER_LABELS[payment.costCenter],
    },
    {
      key: 'status',
      header: T.columnStatus,
      card: 'aside',
      render: (payment) => (
        <StatusBadge color={PIX_PAYMENT_STATUS_COLORS[payment.status]}>
          {PIX_PAYMENT_STATUS_LABELS[payment.status]}
        </StatusBadge>
      ),
    },
    {
      key: 'submittedBy',
      header: T.columnSubmittedBy,
      card: 'field',
      render: (payment) => payment.submittedBy?.name ?? '—',
    },
    {
      key: 'actions',
      header: T.columnActions,
      align: 'right',
      width: 80,
      card: 'field',
      render: (payment) => (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={T.viewPayment(payment.recipientName, payment.id)}
          onClick={() => open(payment)}
        >
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      ),
    },
  ];
}

/**
 * 'Aprovação de Pagamentos PIX' (spec 4 §2, §5; D19): search, status and cost-centre filters, the four
 * tiles of `summary`, the server-paged table (cards on a phone) and the review dialog of a payment.
 * The filters live in the URL.
 */
export function PixPaymentList() {
  const titleId = useId();
  const [params, update] = useUrlParams();
  const filters = readListFilters(params);
  const payments = usePixPayments({
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
          {T.listTitle}
        </Title>
        <PaymentFilters
          filters={filters}
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
        <PagedTable
          label={T.listTitle}
          columns={columns((payment) => setOpenId(payment.id))}
          query={payments}
          page={filters.page}
          onPageChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
          rowKey={(payment) => payment.id}
          pageSize={PAGE_SIZE}
          minWidth={960}
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
              <EmptyState title={PIX_PAYMENT_MESSAGES.listEmpty} />
            )
          }
        />
      </Stack>
      <PaymentDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </Paper>
  );
}
