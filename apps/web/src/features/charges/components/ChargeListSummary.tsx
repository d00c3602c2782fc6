import { Skeleton, Text } from '@mantine/core';
import { CHARGE_SUMMARY_CAP, formatBRL, type ChargeTabSummary } from '@cofre/contract';
import { CHARGE_TEXTS } from '../texts';

/**
 * '128 cobranças · R$ 12.345,67' for the current tab and filters; past the cap only 'Mais de
 * 10.000 cobranças' (a sum of part would mislead). Nothing while it cannot be read: the list works
 * without it. One line tall in every state, so the tabs below never move.
 */
export function ChargeListSummary({ summary, loading }: { summary: ChargeTabSummary | undefined; loading: boolean }) {
  let line: string | null = null;
  if (summary?.capped) line = CHARGE_TEXTS.totalsCapped(CHARGE_SUMMARY_CAP);
  else if (summary) line = CHARGE_TEXTS.totals(summary.count, formatBRL(summary.amount ?? 0));
  return (
    <Text fz="sm" c="dimmed" mih={22} aria-live="polite">
      {line ?? (loading ? <Skeleton component="span" display="inline-block" height={12} width={180} /> : null)}
    </Text>
  );
}

/** A tab's label with its count: 'Pagas (12)', 'Todas (10.000+)' past the cap. */
export function tabLabel(label: string, summary: ChargeTabSummary | undefined): string {
  if (!summary) return label;
  return CHARGE_TEXTS.tabCount(label, summary.count.toLocaleString('pt-BR'), summary.capped);
}
