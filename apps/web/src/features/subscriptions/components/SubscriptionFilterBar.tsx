import { Group } from '@mantine/core';
import { DateRangeInput } from '../../../components/DateRangeInput';
import { SearchInput } from '../../../components/SearchInput';
import { MAX_NAME_LENGTH, type SubscriptionFilters } from '../listParams';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';

interface SubscriptionFilterBarProps {
  /** The filters of the URL. */
  filters: SubscriptionFilters;
  /** Changes to apply (a new filter starts on page 1); `replace` while typing, not one history entry per pause. */
  onChange: (changes: Partial<SubscriptionFilters>, replace?: boolean) => void;
}

/** 'Buscar por nome ou documento' and the 'Contratação' range: each applies as it changes. */
export function SubscriptionFilterBar({ filters, onChange }: SubscriptionFilterBarProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={T.filterLabel}>
      <SearchInput
        value={filters.search}
        label={T.searchLabel}
        placeholder={T.searchPlaceholder}
        maxLength={MAX_NAME_LENGTH}
        onSearch={(search) => onChange({ search }, true)}
      />
      <DateRangeInput
        label={T.startRange}
        value={[filters.startFrom, filters.startTo]}
        onChange={([startFrom, startTo]) => onChange({ startFrom, startTo })}
        w={{ base: '100%', xs: 280 }}
      />
    </Group>
  );
}
