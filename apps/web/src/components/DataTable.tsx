import type { MouseEvent, ReactNode } from 'react';
import { Anchor, Skeleton, Table } from '@mantine/core';
import { Link, useNavigate } from 'react-router';

export interface DataColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right';
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  /** undefined while the first load runs: skeleton rows stand in. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Where a row leads: its first cell becomes a link, and a click anywhere on the row follows it. */
  rowHref?: (row: Row) => string;
  /** How many rows a full page has: the skeleton keeps the table's height. */
  pageSize: number;
  /** Every row (data or skeleton) is at least this tall, so nothing moves when data arrives. */
  rowHeight?: number;
  /** A newer page is loading while the previous one is shown. */
  refreshing?: boolean;
  /** Shown in place of the rows when there are none (an EmptyState). */
  empty: ReactNode;
}

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"]';

/** A real <table> for paged server data, with loading, empty and clickable-row behaviour. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
  pageSize,
  rowHeight = 56,
  refreshing = false,
  empty,
}: DataTableProps<Row>) {
  const navigate = useNavigate();

  const openRow = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    // The first cell's link handles its own clicks (and middle/ctrl-click opens a new tab).
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return; // the user is selecting text, not opening
    if (event.ctrlKey || event.metaKey) window.open(href, '_blank', 'noopener');
    else void navigate(href);
  };

  const cell = (row: Row, column: DataColumn<Row>, index: number) => {
    const content = column.render(row);
    if (index > 0 || !rowHref) return content;
    return (
      <Anchor component={Link} to={rowHref(row)} c="inherit" underline="hover" display="block">
        {content}
      </Anchor>
    );
  };

  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table aria-label={label} aria-busy={rows === undefined || refreshing} highlightOnHover={!!rowHref}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {rows === undefined &&
            Array.from({ length: pageSize }, (_, index) => (
              <Table.Tr key={`skeleton-${index}`} h={rowHeight} aria-hidden="true">
                {columns.map((column) => (
                  <Table.Td key={column.key}>
                    <Skeleton height={12} radius="sm" width={column.align === 'right' ? '60%' : '80%'} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {rows?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{empty}</Table.Td>
            </Table.Tr>
          )}
          {rows?.map((row) => {
            const href = rowHref?.(row);
            return (
              <Table.Tr
                key={rowKey(row)}
                h={rowHeight}
                style={href ? { cursor: 'pointer' } : undefined}
                onClick={href ? (event) => openRow(event, href) : undefined}
              >
                {columns.map((column, index) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {cell(row, column, index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
