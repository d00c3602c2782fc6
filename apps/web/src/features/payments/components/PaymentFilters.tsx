import { Group, Select } from '@mantine/core';
import {
  PIX_COST_CENTER_LABELS,
  PIX_COST_CENTERS,
  PIX_PAYMENT_STATUS_LABELS,
  PIX_PAYMENT_STATUSES,
  pixPaymentListQuerySchema,
} from '@cofre/contract';
import { SearchInput } from '../../../components/SearchInput';
import type { PaymentListFilters } from '../listParams';
import { PAYMENTS_TEXTS as T } from '../texts';

const STATUS_OPTIONS = [
  { value: 'all', label: T.allStatuses },
  ...PIX_PAYMENT_STATUSES.map((value) => ({ value, label: PIX_PAYMENT_STATUS_LABELS[value] })),
];
const COST_CENTER_OPTIONS = [
  { value: 'all', label: T.allCostCenters },
  ...PIX_COST_CENTERS.map((value) => ({ value, label: PIX_COST_CENTER_LABELS[value] })),
];
const SEARCH_MAX = pixPaymentListQuerySchema.shape.search.unwrap().maxLength ?? 120;

interface PaymentFiltersProps {
  filters: PaymentListFilters;
  /** What the list searches in (a Pix key, a boleto's line…). */
  searchPlaceholder: string;
  onSearch: (search: string) => void;
  onStatus: (status: string) => void;
  onCostCenter: (costCenter: string) => void;
}

/** Spec 4 §2/§5: search, status and cost centre, combined by the server (D19); the Pix and boleto lists alike. */
export function PaymentFilters({ filters, searchPlaceholder, onSearch, onStatus, onCostCenter }: PaymentFiltersProps) {
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={T.searchPayments}>
      <div style={{ flex: '1 1 260px' }}>
        <SearchInput
          value={filters.search}
          label={T.searchPayments}
          placeholder={searchPlaceholder}
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
        label={T.costCenterFilter}
        data={COST_CENTER_OPTIONS}
        value={filters.costCenter}
        onChange={(next) => next && onCostCenter(next)}
        allowDeselect={false}
        comboboxProps={{ keepMounted: false }}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}
