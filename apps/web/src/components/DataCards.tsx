import type { ReactNode } from 'react';
import { Anchor, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataColumn, DataTableProps } from './DataTable';
import { useRowOpener } from './useRowOpener';
import classes from './DataCards.module.css';

type CardsProps<Row> = Pick<
  DataTableProps<Row>,
  'label' | 'columns' | 'rows' | 'rowKey' | 'rowHref' | 'pageSize' | 'refreshing' | 'empty'
>;

/** Where a column goes on a card: its `card` option, or the first column as the title and the rest as fields. */
export function cardPlaceOf<Row>(column: DataColumn<Row>, index: number) {
  return column.card ?? (index === 0 ? 'title' : 'field');
}

function placed<Row>(columns: ReadonlyArray<DataColumn<Row>>, ...places: string[]) {
  return columns.filter((column, index) => places.includes(cardPlaceOf(column, index)));
}

/**
 * The phone's form of a DataTable: one card per row, a list named like the table. The title
 * column(s) lead (the first one is the row's link), the `aside` ones (value, status) sit at the
 * right of the title, the fields follow as label/value pairs; nothing scrolls sideways.
 */
export function DataCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
  pageSize,
  refreshing = false,
  empty,
}: CardsProps<Row>) {
  const openRow = useRowOpener();
  const titles = placed(columns, 'title');
  const asides = placed(columns, 'aside');
  const fields = placed(columns, 'field', 'wide');

  if (rows?.length === 0)
    return (
      <Paper withBorder radius="md">
        {empty}
      </Paper>
    );

  const card = (row: Row): ReactNode => {
    const href = rowHref?.(row);
    return (
      <Paper
        component="li"
        key={rowKey(row)}
        withBorder
        radius="md"
        p="sm"
        className={href ? classes.linked : undefined}
        onClick={href ? (event) => openRow(event, href) : undefined}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} className={classes.title}>
            {titles.map((column, index) =>
              index === 0 && href ? (
                <Anchor key={column.key} component={Link} to={href} c="inherit" underline="hover" display="block">
                  {column.render(row)}
                </Anchor>
              ) : (
                <div key={column.key}>{column.render(row)}</div>
              ),
            )}
          </Stack>
          {asides.length > 0 && (
            <Stack gap={4} align="flex-end" className={classes.aside}>
              {asides.map((column) => (
                <Text key={column.key} component="div" fz="sm" fw={600} ta="right">
                  {column.render(row)}
                </Text>
              ))}
            </Stack>
          )}
        </Group>
        {fields.length > 0 && (
          <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing={6} mt="xs" mb={0}>
            {fields.map((column) => (
              <div
                key={column.key}
                className={classes.field}
                style={column.card === 'wide' ? { gridColumn: '1 / -1' } : undefined}
              >
                <Text component="dt" fz="xs" c="dimmed">
                  {column.header}
                </Text>
                <Text component="dd" fz="sm" m={0} className={classes.value}>
                  {column.render(row)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Paper>
    );
  };

  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={rows === undefined || refreshing}
      className={classes.list}
      style={{ opacity: refreshing ? 0.6 : 1 }}
    >
      {rows === undefined
        ? Array.from({ length: pageSize }, (_, index) => (
            <Paper component="li" key={`skeleton-${index}`} withBorder radius="md" p="sm" aria-hidden="true">
              <Stack gap="xs">
                <Skeleton height={14} width="60%" radius="sm" />
                <Skeleton height={12} width="40%" radius="sm" />
                <Skeleton height={12} width="80%" radius="sm" />
              </Stack>
            </Paper>
          ))
        : rows.map(card)}
    </Box>
  );
}
