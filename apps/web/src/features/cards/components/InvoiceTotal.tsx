import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { type CardLimitSummary } from '@cofre/contract';
import { CARDS_TEXTS as T } from '../texts';
import { UsageBar } from './UsageBar';
import { Money } from '../../../components/Unbreakable';

/** Whole percent of the limit the open invoices take (spec 4 §9: invoice over total limit), 0..100. */
export function invoiceShare(summary: Pick<CardLimitSummary, 'invoiceValue' | 'totalValueBag'>): number {
  if (summary.totalValueBag <= 0) return summary.invoiceValue > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((summary.invoiceValue * 100) / summary.totalValueBag)));
}

/** 'Fatura total' (spec 4 §2): the open invoices of every card over the total limit, as a bar and both values. */
export function InvoiceTotal({ summary }: { summary: CardLimitSummary }) {
  const titleId = useId();
  const share = invoiceShare(summary);
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="h4" id={titleId}>
            {T.invoiceTotal}
          </Title>
          <Text fz="sm" c="dimmed">
            {`${share}%`}
          </Text>
        </Group>
        <UsageBar
          value={share}
          label={T.invoiceTotalBar}
          color={share >= 90 ? 'var(--mantine-color-red-filled)' : undefined}
        />
        <Group justify="space-between" gap="md" wrap="wrap">
          <div>
            <Text fz="xs" c="dimmed">
              {T.openInvoices}
            </Text>
            <Text fw={700}>
              <Money cents={summary.invoiceValue} />
            </Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text fz="xs" c="dimmed">
              {T.totalLimit}
            </Text>
            <Text fw={700}>
              <Money cents={summary.totalValueBag} />
            </Text>
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
