import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, type Card } from '@cofre/contract';
import { DetailSection } from '../../../components/DetailSection';
import { CARDS_TEXTS as T } from '../texts';
import { invoiceShare } from './InvoiceTotal';
import { UsageBar } from './UsageBar';
import { Money } from '../../../components/Unbreakable';

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="lg">
        {value}
      </Text>
      {note && (
        <Text component="dd" m={0} fz="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

/**
 * 'Fatura aberta' (spec 4 §2): the month's approved purchases; for Limite Fixo also what is left of
 * the limit and the day it renews (the card's window, São Paulo time).
 */
export function OpenInvoice({ card }: { card: Card }) {
  const fixed = card.type === 'LIMIT_BALANCE' && card.limitValue !== null;
  return (
    <DetailSection title={T.openInvoice}>
      <Stack gap="sm">
        <SimpleGrid component="dl" cols={{ base: 1, xs: fixed ? 2 : 1 }} spacing="md" m={0}>
          <Figure label={T.invoiceValue} value={<Money cents={card.invoiceValue} />} />
          {fixed && (
            <Figure
              label={T.remaining}
              value={<Money cents={card.availableValue} />}
              note={T.renewsOn(formatDate(card.window.renewsOn))}
            />
          )}
        </SimpleGrid>
        {fixed ? (
          <UsageBar
            value={invoiceShare({ invoiceValue: card.invoiceValue, totalValueBag: card.limitValue ?? 0 })}
            label={T.invoiceOfLimitBar}
          />
        ) : (
          <Text fz="sm" c="dimmed">
            {T.freeBalanceHint}
          </Text>
        )}
      </Stack>
    </DetailSection>
  );
}
