import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import {
  cycleValue,
  FEE_BEARER_LABELS,
  formatBRL,
  formatDate,
  LINK_MESSAGES,
  PERIODICITY_LABELS,
  reviewSplit,
} from '@cofre/contract';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import type { CardFormValues, LinkFormValues, MethodFormValues } from './linkForm';
import { shareSetting, toSplitShares } from './splitForm';

function methodLine(method: MethodFormValues, card?: CardFormValues): string {
  if (!method.enabled) return T.disabled;
  const discount =
    method.discountPercent === '' || method.discountPercent === 0 ? T.noDiscount : T.discountOf(method.discountPercent);
  const parts: string[] = [T.enabled, discount, T.upTo(method.installments)];
  if (card) {
    parts.push(T.feesBy(FEE_BEARER_LABELS[card.feeBearer]));
    if (card.scheduleDate) parts.push(T.scheduledFor(formatDate(card.scheduleDate)));
  }
  return parts.join(' · ');
}

/** Each chosen sub-seller's share as set, and its part of the value (the fee is shown on review). */
function splitLines(values: LinkFormValues): string[] {
  if (values.type !== 'ORDER' || !values.splitEnabled) return [];
  const rows = values.split.filter((row) => row.subSellerId !== null);
  const shares = toSplitShares(rows);
  const amounts = reviewSplit(values.value, shares, 0).shares;
  return shares.map((share, index) =>
    [
      rows[index]?.name,
      shareSetting(share.paymentType, share.paymentValue),
      formatBRL(amounts[index]?.amount ?? 0),
    ].join(' · '),
  );
}

const orNot = (value: string | null | undefined) => (value && value.trim() !== '' ? value : T.notInformed);

/** 'Resumo': what the buyer will be offered, as the form stands now (spec 2 §2 'Preview panel'). */
export function PreviewSummary({ values }: { values: LinkFormValues }) {
  const subscription = values.type === 'SUBSCRIPTION';
  const expiry =
    values.expires && values.expiryDate ? `${formatDate(values.expiryDate)} ${values.expiryTime}` : T.noExpiry;
  const items: Array<{ label: string; value: ReactNode }> = [
    { label: subscription ? T.plan : T.title, value: orNot(subscription ? values.planTitle : values.title) },
    {
      label: subscription ? T.valuePerMonth : T.value,
      value: subscription
        ? `${formatBRL(values.value)} · ${PERIODICITY_LABELS[values.subscription.periodicity]} ${formatBRL(
            cycleValue(values.value, values.subscription.periodicity),
          )}`
        : formatBRL(values.value),
    },
  ];
  if (values.type !== 'FAST_ORDER')
    items.push({ label: T.columnClient, value: values.clientName ?? LINK_MESSAGES.noClient });
  items.push(
    { label: T.description, value: orNot(values.description) },
    { label: T.bankSlip, value: methodLine(values.bankSlip) },
    { label: T.creditCard, value: methodLine(values.creditCard, values.creditCard) },
    { label: T.pix, value: methodLine(values.pix) },
    { label: T.expiry, value: expiry },
    { label: T.bankSlipDescriptionOn, value: orNot(values.bankSlipDescription) },
  );
  if (subscription && values.subscription.additionalValue > 0) {
    items.push({
      label: T.additional,
      value: `${orNot(values.subscription.additionalTitle)} · ${formatBRL(values.subscription.additionalValue)}`,
    });
  }
  if (values.metadata.length > 0) {
    items.push({
      label: T.metadata,
      value: (
        <Stack gap={0}>
          {values.metadata.map((entry, index) => (
            <Text key={index} fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {`${entry.key}:${entry.value}`}
            </Text>
          ))}
        </Stack>
      ),
    });
  }
  const split = splitLines(values);
  if (split.length > 0) {
    items.push({
      label: T.split,
      value: (
        <Stack gap={0}>
          {split.map((line, index) => (
            <Text key={index} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Stack>
      ),
    });
  }
  return (
    <Stack component="dl" gap="xs" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" fz="xs" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
