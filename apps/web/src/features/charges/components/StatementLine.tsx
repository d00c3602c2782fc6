import type { MouseEvent } from 'react';
import { Group, Table, Text } from '@mantine/core';
import { formatDate, type StatementRow } from '@cofre/contract';
import { paymentMethodLabel } from '../labels';
import { CHARGE_TEXTS } from '../texts';
import classes from '../../../components/DataCards.module.css';
import { Direction, Operation, SignedAmount, StatementBadges, statementHref } from './StatementParts';

const INTERACTIVE = 'a, button';

/** One statement row and, beneath it, its sub-seller lines ('{operation} - Split - {name}'). */
export function StatementLine({ row }: { row: StatementRow }) {
  const href = statementHref(row);
  const transfer = row.statementType === 'DEBIT_TRANSFER';
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!href || (event.target as Element).closest(INTERACTIVE)) return;
    window.open(href, '_blank', 'noopener');
  };
  return (
    <>
      <Table.Tr
        onClick={href ? open : undefined}
        className={href ? classes.linked : undefined}
        style={transfer ? { background: 'var(--mantine-color-green-0)' } : undefined}
        data-statement-type={row.statementType}
      >
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            <Direction credit={row.creditOperation} />
            <Text component="span" fz="sm">
              {formatDate(row.executionDate)}
            </Text>
          </Group>
        </Table.Td>
        <Table.Td>
          <Group gap={6}>
            <Operation row={row} />
            <StatementBadges row={row} />
          </Group>
        </Table.Td>
        <Table.Td>
          {!transfer && (
            <>
              <Text component="span" display="block" fz="sm">
                {row.buyer}
              </Text>
              <Text component="span" display="block" fz="xs" c="dimmed">
                {paymentMethodLabel(row.providerType)}
              </Text>
            </>
          )}
        </Table.Td>
        <Table.Td ta="right">
          {row.tax ? <SignedAmount amount={row.tax.amount} credit={row.tax.creditOperation} /> : '—'}
        </Table.Td>
        <Table.Td ta="right">
          <SignedAmount amount={row.amount} credit={row.creditOperation} />
        </Table.Td>
      </Table.Tr>
      {row.subSellers.map((sub, index) => (
        <Table.Tr key={`${row.id}-split-${index}`} data-split-of={row.id}>
          <Table.Td>
            <Group gap={6} wrap="nowrap" pl="md">
              <Direction credit={sub.creditOperation} />
            </Group>
          </Table.Td>
          <Table.Td>
            <Text component="span" fz="sm" c="dimmed">
              {CHARGE_TEXTS.splitOperation(sub.operation || row.operation, sub.name)}
            </Text>
          </Table.Td>
          <Table.Td />
          <Table.Td ta="right">—</Table.Td>
          <Table.Td ta="right">
            <SignedAmount amount={sub.amount} credit={sub.creditOperation} />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}
