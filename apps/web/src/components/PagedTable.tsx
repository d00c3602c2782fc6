import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { Page } from '@cofre/contract';
import { DataTable, type DataTableProps } from './DataTable';
import { Pager } from './Pager';

/** The part of a React Query result a paged table reads. */
export interface PageQuery<Row> {
  data: Page<Row> | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
}

interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'refreshing' | 'empty'> {
  query: PageQuery<Row>;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** What stands in for the rows: `failed` when the first load failed (nothing to show). */
  empty: (failed: boolean) => ReactNode;
  /** Between the table and the pager (e.g. a hint about the results). */
  footer?: ReactNode;
}

/** A server-paged list: the table, then the pager '{n} de {total} páginas' once there are pages. */
export function PagedTable<Row>({ query, page, onPageChange, empty, footer, ...table }: PagedTableProps<Row>) {
  const failed = query.isError && !query.data;
  return (
    <Stack gap="md">
      <DataTable
        {...table}
        rows={failed ? [] : query.data?.content}
        refreshing={query.isPlaceholderData}
        empty={empty(failed)}
      />
      {footer}
      {query.data && query.data.totalPages > 0 && (
        <Pager
          page={page}
          totalPages={query.data.totalPages}
          onChange={onPageChange}
          disabled={query.isPlaceholderData}
        />
      )}
    </Stack>
  );
}
