import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SUB_SELLER_MESSAGES, type SubSellerRow } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { SearchInput } from '../../../components/SearchInput';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { PAGE_PARAM, pageParam, readPage, useClampedPage, useUrlParams } from '../../../lib/useUrlParams';
import { useSubSellers } from '../api/listSubSellers';
import { subSellerPath } from '../links';
import { SUB_SELLER_TEXTS as T } from '../texts';
import { formatSplitValue } from './splitValue';
import { SplitStatusBadge } from './SplitStatusBadge';
import { DocumentNumber } from '../../../components/Unbreakable';

export const SEARCH_PARAM = 'busca';
const PAGE_SIZE = 20;
/** The API's limit for a search term (subSellerListQuerySchema). */
const SEARCH_MAX_LENGTH = 100;

const COLUMNS: ReadonlyArray<DataColumn<SubSellerRow>> = [
  {
    key: 'name',
    header: T.columnName,
    render: (row) => (
      <Text component="span" fz="sm" fw={500}>
        {row.name}
      </Text>
    ),
  },
  { key: 'document', header: T.columnDocument, render: (row) => <DocumentNumber value={row.document} /> },
  { key: 'split', header: T.columnSplit, render: (row) => formatSplitValue(row.paymentType, row.paymentValue) },
  {
    key: 'status',
    header: T.columnStatus,
    card: 'aside',
    render: (row) => (
      <SplitStatusBadge status={row.splitStatus} reason={row.splitStatusReason} isActive={row.isActive} />
    ),
  },
  {
    key: 'details',
    header: T.columnActions,
    align: 'right',
    // On a phone the whole card is the link already.
    card: 'hidden',
    render: (row) => (
      <Anchor component={Link} to={subSellerPath(row.id)} fz="sm" aria-label={T.detailsOf(row.name)}>
        {T.details}
      </Anchor>
    ),
  },
];

/** Search, table and pager of /sub-vendedores; search and page live in the URL (?busca=&pagina=). */
export function SubSellerList() {
  const [params, update] = useUrlParams();
  const filter = params.get(SEARCH_PARAM) ?? '';
  const page = readPage(params);
  const subSellers = useSubSellers({ filter, page: page - 1, size: PAGE_SIZE });
  useLoadErrorToast(subSellers.errorUpdatedAt, T.listLoadError);
  useClampedPage(page, subSellers, update);

  return (
    <Stack gap="md">
      <SearchInput
        label={T.searchLabel}
        placeholder={SUB_SELLER_MESSAGES.searchPlaceholder}
        maxLength={SEARCH_MAX_LENGTH}
        value={filter}
        // A new search starts on page 1; typing replaces the history entry instead of adding one per pause.
        onSearch={(next) => update({ [SEARCH_PARAM]: next, [PAGE_PARAM]: null }, { replace: true })}
      />
      <PagedTable
        label={T.listTitle}
        columns={COLUMNS}
        query={subSellers}
        page={page}
        onPageChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
        rowKey={(row) => row.id}
        rowHref={(row) => subSellerPath(row.id)}
        pageSize={PAGE_SIZE}
        empty={(failed) =>
          failed ? (
            <EmptyState
              title={T.listLoadError}
              action={
                <Button variant="default" onClick={() => void subSellers.refetch()}>
                  {T.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState title={SUB_SELLER_MESSAGES.empty} />
          )
        }
      />
    </Stack>
  );
}
