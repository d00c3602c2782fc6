import type { MouseEvent } from 'react';
import { Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import IconArrowDownLeft from '@tabler/icons-react/dist/esm/icons/IconArrowDownLeft.mjs';
import IconArrowUpRight from '@tabler/icons-react/dist/esm/icons/IconArrowUpRight.mjs';
import { formatBRL, formatDate, type StatementRow } from '@cofre/contract';
import { paymentMethodLabel } from '../labels';
import { chargePath } from '../links';
import { CHARGE_TEXTS, STATEMENT_LINE_LABELS } from '../texts';

/** Badges of a line (spec 1 §2.9): refund, chargeback, credit reversal, anticipated credit. */
function badgesOf(row: StatementRow): Array<{ label: string; color: string }> {
  const badges = [];
  if (row.isRefund) badges.push({ label: STATEMENT_LINE_LABELS.reimbursement, color: 'violet' });
  if (row.isChargeback) badges.push({ label: STATEMENT_LINE_LABELS.chargeback, color: 'red' });
  if (row.statementType === 'CREDIT_REVERSAL') badges.push({ label: STATEMENT_LINE_LABELS.refund, color: 'orange' });
  if (row.statementType === 'CREDIT_ANTICIPATED')
    badges.push({ label: STATEMENT_LINE_LABELS.anticipated, color: 'blue' });
  return badges;
}

function Direction({ credit }: { credit: boolean }) {
  const Icon = credit ? IconArrowDownLeft : IconArrowUpRight;
  return (
    <>
      <Icon size={16} color={`var(--mantine-color-${credit ? 'green' : 'red'}-7)`} aria-hidden="true" />
      <VisuallyHidden>{credit ? CHARGE_TEXTS.credit : CHARGE_TEXTS.debit}</VisuallyHidden>
    </>
  );
}

function SignedAmount({ amount, credit }: { amount: number; credit: boolean }) {
  return (
    <Text component="span" fz="sm" fw={500} c={credit ? 'green' : 'red'} style={{ whiteSpace: 'nowrap' }}>
      {`${credit ? '+' : '-'} ${formatBRL(amount)}`}
    </Text>
  );
}

const INTERACTIVE = 'a, button';

/** One statement row and, beneath it, its sub-seller lines ('{operation} - Split - {name}'). */
export function StatementLine({ row }: { row: StatementRow }) {
  const href = row.uuidCharge ? chargePath(row.uuidCharge) : null;
  const transfer = row.statementType === 'DEBIT_TRANSFER';
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!href || (event.target as Element).closest(INTERACTIVE)) return;
    window.open(href, '_blank', 'noopener');
  };
  return (
    <>
      <Table.Tr
        onClick={href ? open : undefined}
        style={{
          cursor: href ? 'pointer' : undefined,
          background: transfer ? 'var(--mantine-color-green-0)' : undefined,
        }}
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
            {href ? (
              <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm" c="inherit" underline="hover">
                {row.operation}
                <VisuallyHidden> {CHARGE_TEXTS.opensInNewTab}</VisuallyHidden>
              </Anchor>
            ) : (
              <Text component="span" fz="sm">
                {row.operation}
              </Text>
            )}
            {badgesOf(row).map((badge) => (
              <Badge key={badge.label} size="sm" variant="light" color={badge.color} radius="sm">
                {badge.label}
              </Badge>
            ))}
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
