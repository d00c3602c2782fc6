import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, type StatementRow } from '@cofre/contract';
import { paymentMethodLabel } from '../labels';
import { CHARGE_TEXTS } from '../texts';
import { Direction, Operation, SignedAmount, StatementBadges } from './StatementParts';
import classes from '../../../components/DataCards.module.css';

/**
 * The statement on a phone: one card per line with its value and fees at the right of the
 * operation, so the money a seller opens the statement for is never scrolled off-screen.
 * `status` stands in for the lines while they load, failed or are none.
 */
export function StatementCards({
  label,
  rows,
  status,
}: {
  label: string;
  rows: readonly StatementRow[] | undefined;
  status: ReactNode;
}) {
  if (status || !rows?.length)
    return (
      <Paper withBorder radius="md">
        {status}
      </Paper>
    );
  return (
    <Box component="ul" aria-label={label} className={classes.list}>
      {rows.map((row) => (
        <StatementCard key={row.id} row={row} />
      ))}
    </Box>
  );
}

function StatementCard({ row }: { row: StatementRow }) {
  const transfer = row.statementType === 'DEBIT_TRANSFER';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={transfer ? 'var(--mantine-color-green-0)' : undefined}
      data-statement-type={row.statementType}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} className={classes.title}>
          <Group gap={6} wrap="nowrap">
            <Direction credit={row.creditOperation} />
            <Text component="span" fz="xs" c="dimmed">
              {formatDate(row.executionDate)}
            </Text>
          </Group>
          <Group gap={6}>
            <Operation row={row} />
            <StatementBadges row={row} />
          </Group>
          {!transfer && (
            <Text component="span" fz="xs" c="dimmed">
              {[row.buyer, paymentMethodLabel(row.providerType)].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end" className={classes.aside}>
          <SignedAmount amount={row.amount} credit={row.creditOperation} />
          {row.tax && (
            <Text component="span" fz="xs" c="dimmed" ta="right">
              {CHARGE_TEXTS.fees} <SignedAmount amount={row.tax.amount} credit={row.tax.creditOperation} />
            </Text>
          )}
        </Stack>
      </Group>
      {row.subSellers.map((sub, index) => (
        <Group
          key={`${row.id}-split-${index}`}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          mt={6}
          pl="md"
          data-split-of={row.id}
        >
          <Group gap={6} wrap="nowrap" className={classes.title}>
            <Direction credit={sub.creditOperation} />
            <Text component="span" fz="xs" c="dimmed">
              {CHARGE_TEXTS.splitOperation(sub.operation || row.operation, sub.name)}
            </Text>
          </Group>
          <SignedAmount amount={sub.amount} credit={sub.creditOperation} />
        </Group>
      ))}
    </Paper>
  );
}
