import type { ReactNode } from 'react';
import { Anchor, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useNarrowScreen } from '../lib/useNarrowScreen';
import { DataCards } from './DataCards';
import classes from './DataCards.module.css';
import { TableScroller } from './TableScroller';
import { COMMON_TEXTS } from './texts';
import { useRowOpener } from './useRowOpener';

export interface DataColumn<Row> {
  key: string;
  /** '' for a column of buttons: its header is then a visually hidden 'Ações'. */
  header: string;
  render: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right';
  /**
   * Where the column goes on a phone's card (below 48em the table becomes one card per row):
   * 'title' leads the card (the first title is the row's link), 'aside' sits at its right (value,
   * status), 'field' is a label/value pair below, 'wide' a field across the card's whole width (lines
   * that must not be squeezed into half of it), 'hidden' is left out (a link the card already is).
   * Default: the first column is the title, the others are fields.
   */
  card?: 'title' | 'aside' | 'field' | 'wide' | 'hidden';
  /**
   * Stays at the table's right edge while a wide table scrolls sideways: the row's actions are
   * never scrolled out of reach.
   */
  sticky?: boolean;
}

/** A sticky column's cells: over the scrolled cells, with a soft edge where they pass under it. */
const STICKY_CELL = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.2)',
} as const;

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  /** undefined while the first load runs: skeleton rows stand in. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /**
   * Where a row leads: its first cell becomes a link, and a click anywhere on the row follows it.
   * undefined for a row that leads nowhere (a card still being issued).
   */
  rowHref?: (row: Row) => string | undefined;
  /** How many rows a full page has: the skeleton keeps the table's height. */
  pageSize: number;
  /** Every row (data or skeleton) is at least this tall, so nothing moves when data arrives. */
  rowHeight?: number;
  /** A newer page is loading while the previous one is shown. */
  refreshing?: boolean;
  /** Shown in place of the rows when there are none (an EmptyState). */
  empty: ReactNode;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/**
 * A real <table> for paged server data, with loading, empty and clickable-row behaviour; on a phone
 * (below 48em) the same rows as stacked cards (DataCards), so no list scrolls sideways.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const narrow = useNarrowScreen();
  return narrow ? <DataCards {...props} /> : <WideTable {...props} />;
}

function WideTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
  pageSize,
  rowHeight = 56,
  refreshing = false,
  empty,
  minWidth = 640,
}: DataTableProps<Row>) {
  const openRow = useRowOpener();

  const cell = (row: Row, column: DataColumn<Row>, index: number) => {
    const content = column.render(row);
    const href = index === 0 ? rowHref?.(row) : undefined;
    if (!href) return content;
    return (
      <Anchor component={Link} to={href} c="inherit" underline="hover" display="block">
        {content}
      </Anchor>
    );
  };

  return (
    <TableScroller label={label} minWidth={minWidth}>
      <Table aria-label={label} aria-busy={rows === undefined || refreshing}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                w={column.width}
                ta={column.align}
                style={column.sticky ? STICKY_CELL : undefined}
              >
                {/* A header without words (a row's buttons) still names its column for screen readers. */}
                {column.header || <VisuallyHidden>{COMMON_TEXTS.actions}</VisuallyHidden>}
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
              // Only a row that leads somewhere looks clickable (pointer, hover): one that opens nothing does not.
              <Table.Tr
                key={rowKey(row)}
                h={rowHeight}
                className={href ? classes.linked : undefined}
                onClick={href ? (event) => openRow(event, href) : undefined}
              >
                {columns.map((column, index) => (
                  <Table.Td key={column.key} ta={column.align} style={column.sticky ? STICKY_CELL : undefined}>
                    {cell(row, column, index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
