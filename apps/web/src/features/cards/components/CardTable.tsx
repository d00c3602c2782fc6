import { Button, Group, Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CARD_MESSAGES, type CardList } from '@cofre/contract';
import { DataTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { errorMessages } from '../../../lib/api';
import { useUrlParams } from '../../../lib/useUrlParams';
import { CARDS_TEXTS as T } from '../texts';
import { canOpen, CARD_COLUMNS } from './cardColumns';
import { cardDetailPath } from '../links';
import { CARD_SORT_LABELS, CARD_SORTS, isCardSort, sortCards } from './cardSort';

/** The order lives in the URL ('?ordem=name-asc'), as every list's state. */
export const SORT_PARAM = 'ordem';
const SORT_OPTIONS = CARD_SORTS.map((value) => ({ value, label: CARD_SORT_LABELS[value] }));
/** Skeleton rows while the first answer comes. */
const LOADING_ROWS = 4;

/** The cards as a table (stacked cards on a phone), sorted on the client by name or status. */
export function CardTable({ list }: { list: UseQueryResult<CardList> }) {
  const [params, update] = useUrlParams();
  const requested = params.get(SORT_PARAM);
  const sort = isCardSort(requested) ? requested : 'default';
  const rows = useMemo(() => (list.data ? sortCards(list.data.content, sort) : undefined), [list.data, sort]);
  const failed = list.isError && !list.data;

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Select
          label={T.sortLabel}
          data={SORT_OPTIONS}
          value={sort}
          allowDeselect={false}
          onChange={(next) => update({ [SORT_PARAM]: next === 'default' ? null : next }, { replace: true })}
          comboboxProps={{ keepMounted: false }}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <DataTable
        label={T.tableLabel}
        columns={CARD_COLUMNS}
        rows={failed ? [] : rows}
        rowKey={(card) => card.id}
        // A PENDING card cannot be opened (spec 4 §2): its row leads nowhere.
        rowHref={(card) => (canOpen(card) ? cardDetailPath(card.id) : undefined)}
        pageSize={LOADING_ROWS}
        minWidth={720}
        empty={
          failed ? (
            <EmptyState
              title={errorMessages(list.error)[0]}
              description={T.listLoadError}
              action={
                <Button variant="default" onClick={() => void list.refetch()}>
                  {T.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState title={CARD_MESSAGES.empty} />
          )
        }
      />
    </Stack>
  );
}
