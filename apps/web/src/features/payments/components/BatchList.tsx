import { useId, useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_BATCH_MESSAGES, PAYMENT_BATCH_SORTS, type PaymentBatch } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { PAGE_PARAM, pageParam, useClampedPage, useUrlParams } from '../../../lib/useUrlParams';
import { usePaymentBatches } from '../api/listPaymentBatches';
import { PAYMENTS_PARAMS, readBatchFilters } from '../listParams';
import { PAYMENTS_TEXTS as T } from '../texts';
import { batchColumns } from './batchColumns';
import { BatchFilters } from './BatchFilters';

const PAGE_SIZE = 10;
/** The list's default order, left out of the URL. */
const DEFAULT_SORT = PAYMENT_BATCH_SORTS[0];

/**
 * The files sent (spec 4 §2 'Batch tab'; D4): search, status and sort in the URL, 'Atualizar', the
 * server-paged table (cards on a phone) with its loading, empty and error states. A row's button
 * opens the batch (`onOpen`).
 */
export function BatchList({ onOpen }: { onOpen: (batch: PaymentBatch) => void }) {
  const titleId = useId();
  const [params, update] = useUrlParams();
  const filters = readBatchFilters(params);
  const batches = usePaymentBatches({
    search: filters.search || undefined,
    status: filters.status,
    sort: filters.sort,
    page: filters.page - 1,
    size: PAGE_SIZE,
  });
  const [refreshing, setRefreshing] = useState(false);
  useLoadErrorToast(batches.errorUpdatedAt, PAYMENT_BATCH_MESSAGES.listError);
  useClampedPage(filters.page, batches, update);
  const filter = (key: string, value: string, fallback = 'all') =>
    update({ [key]: value === fallback ? null : value, [PAGE_PARAM]: null }, { replace: true });
  const refresh = () => {
    setRefreshing(true);
    void batches.refetch().finally(() => setRefreshing(false));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {T.batchListTitle}
      </Title>
      <BatchFilters
        filters={filters}
        onSearch={(search) => filter(PAYMENTS_PARAMS.search, search)}
        onStatus={(status) => filter(PAYMENTS_PARAMS.status, status)}
        onSort={(sort) => filter(PAYMENTS_PARAMS.sort, sort, DEFAULT_SORT)}
        onRefresh={refresh}
        refreshing={refreshing}
      />
      {batches.isPending && (
        <Text fz="sm" c="dimmed" role="status">
          {T.batchesLoading}
        </Text>
      )}
      <PagedTable<PaymentBatch>
        label={T.batchListTitle}
        columns={batchColumns(onOpen)}
        query={batches}
        page={filters.page}
        onPageChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
        rowKey={(batch) => batch.id}
        pageSize={PAGE_SIZE}
        minWidth={860}
        empty={(failed) =>
          failed ? (
            <EmptyState
              title={PAYMENT_BATCH_MESSAGES.listError}
              action={
                <Button variant="default" onClick={() => void batches.refetch()}>
                  {T.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState title={PAYMENT_BATCH_MESSAGES.listEmpty} />
          )
        }
      />
    </Stack>
  );
}
