import { Anchor, Badge, Text, VisuallyHidden } from '@mantine/core';
import IconArrowDownLeft from '@tabler/icons-react/dist/esm/icons/IconArrowDownLeft.mjs';
import IconArrowUpRight from '@tabler/icons-react/dist/esm/icons/IconArrowUpRight.mjs';
import type { StatementRow } from '@cofre/contract';
import { Money } from '../../../components/Unbreakable';
import { chargePath } from '../links';
import { CHARGE_TEXTS, STATEMENT_LINE_LABELS } from '../texts';

/** What the statement's table (wide screens) and its cards (phones) both draw of a line. */

/** Badges of a line (spec 1 §2.9): refund, chargeback, credit reversal, anticipated credit. */
export function StatementBadges({ row }: { row: StatementRow }) {
  const badges = [];
  if (row.isRefund) badges.push({ label: STATEMENT_LINE_LABELS.reimbursement, color: 'violet' });
  if (row.isChargeback) badges.push({ label: STATEMENT_LINE_LABELS.chargeback, color: 'red' });
  if (row.statementType === 'CREDIT_REVERSAL') badges.push({ label: STATEMENT_LINE_LABELS.refund, color: 'orange' });
  if (row.statementType === 'CREDIT_ANTICIPATED')
    badges.push({ label: STATEMENT_LINE_LABELS.anticipated, color: 'blue' });
  return badges.map((badge) => (
    <Badge key={badge.label} size="sm" variant="light" color={badge.color} radius="sm">
      {badge.label}
    </Badge>
  ));
}

export function Direction({ credit }: { credit: boolean }) {
  const Icon = credit ? IconArrowDownLeft : IconArrowUpRight;
  return (
    <>
      <Icon size={16} color={`var(--mantine-color-${credit ? 'green' : 'red'}-7)`} aria-hidden="true" />
      <VisuallyHidden>{credit ? CHARGE_TEXTS.credit : CHARGE_TEXTS.debit}</VisuallyHidden>
    </>
  );
}

export function SignedAmount({ amount, credit }: { amount: number; credit: boolean }) {
  return (
    <Text component="span" fz="sm" fw={500} c={credit ? 'green' : 'red'}>
      <Money cents={amount} sign={credit ? '+' : '-'} />
    </Text>
  );
}

/** Where a line leads: the charge it belongs to (opened in a new tab, the statement stays), or nowhere. */
export const statementHref = (row: StatementRow) => (row.uuidCharge ? chargePath(row.uuidCharge) : null);

/** The operation's words, a link to its charge when it has one. */
export function Operation({ row }: { row: StatementRow }) {
  const href = statementHref(row);
  if (!href)
    return (
      <Text component="span" fz="sm">
        {row.operation}
      </Text>
    );
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm" c="inherit" underline="hover">
      {row.operation}
      <VisuallyHidden> {CHARGE_TEXTS.opensInNewTab}</VisuallyHidden>
    </Anchor>
  );
}
