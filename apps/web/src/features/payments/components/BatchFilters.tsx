import { Button, Group, Select } from '@mantine/core';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import {
  PAYMENT_BATCH_STATUS_LABELS,
  PAYMENT_BATCH_STATUSES,
  paymentBatchListQuerySchema,
  type PaymentBatchStatus,
} from '@cofre/contract';
import { SearchInput } from '../../../components/SearchInput';
import type { BatchListFilters, PaymentBatchSort } from '../listParams';
import { PAYMENTS_TEXTS as T } from '../texts';

const STATUS_OPTIONS = [
  { value: 'all', label: T.allStatuses },
  ...PAYMENT_BATCH_STATUSES.map((value: PaymentBatchStatus) => ({ value, label: PAYMENT_BATCH_STATUS_LABELS[value] })),
];
const SORT_LABELS: Record<PaymentBatchSort, string> = {
  'uploadedAt,desc': T.sortNewest,
  'uploadedAt,asc': T.sortOldest,
  'totalAmount,desc': T.sortAmount,
  'fileName,asc': T.sortFileName,
};
const SORT_OPTIONS = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }));
const SEARCH_MAX = paymentBatchListQuerySchema.shape.search.unwrap().maxLength ?? 120;

interface BatchFiltersProps {
  filters: BatchListFilters;
  onSearch: (search: string) => void;
  onStatus: (status: string) => void;
  onSort: (sort: string) => void;
  /** 'Atualizar': the list read again now. */
  onRefresh: () => void;
  refreshing: boolean;
}

/** Spec 4 §2 'Batch tab': search by file name, status, sort and refresh, applied by the server. */
export function BatchFilters({ filters, onSearch, onStatus, onSort, onRefresh, refreshing }: BatchFiltersProps) {
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={T.searchBatches}>
      <div style={{ flex: '1 1 240px' }}>
        <SearchInput
          value={filters.search}
          label={T.searchBatches}
          placeholder={T.searchBatchesPlaceholder}
          maxLength={SEARCH_MAX}
          onSearch={onSearch}
        />
      </div>
      <Select
        label={T.statusFilter}
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(next) => next && onStatus(next)}
        allowDeselect={false}
        comboboxProps={{ keepMounted: false }}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={T.batchSort}
        data={SORT_OPTIONS}
        value={filters.sort}
        onChange={(next) => next && onSort(next)}
        allowDeselect={false}
        comboboxProps={{ keepMounted: false }}
        w={{ base: '100%', xs: 180 }}
      />
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden="true" />}
        loading={refreshing}
        onClick={onRefresh}
      >
        {T.refreshBatches}
      </Button>
    </Group>
  );
}
