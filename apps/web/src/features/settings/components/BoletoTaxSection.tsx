import { useEffect, useState } from 'react';
import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  PAYMENT_SETTINGS_MESSAGES,
  sellerDefaultTaxSchema,
  TAX_PERCENTAGE_MAX_LENGTH,
  type SellerDefaultTax,
} from '@cofre/contract';
import { DetailSection } from '../../../components/DetailSection';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSetDefaultTax } from '../api/defaultTax';
import { SETTINGS_TEXTS as T } from '../texts';

/** Spec 3 §5: saved about a second after the last edit, and only when something changed. */
export const TAX_SAVE_DELAY_MS = 1_000;

type Item = 'fine' | 'interest';
type Draft = Record<Item, { enable: boolean; text: string }>;

const ITEMS: ReadonlyArray<{ item: Item; label: string; cap: string }> = [
  { item: 'fine', label: T.fine, cap: T.fineCap },
  { item: 'interest', label: T.interest, cap: T.interestCap },
];

const textOf = (percentage: number) => String(percentage).replace('.', ',');
const draftOf = ({ bankSlipTax }: SellerDefaultTax): Draft => ({
  fine: { enable: bankSlipTax.fine.enable, text: textOf(bankSlipTax.fine.percentage) },
  interest: { enable: bankSlipTax.interest.enable, text: textOf(bankSlipTax.interest.percentage) },
});
/** '2,5' → 2.5; an empty field is no number (the contract's message says what is wanted). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
const bodyOf = (draft: Draft): SellerDefaultTax => ({
  bankSlipTax: {
    fine: { enable: draft.fine.enable, percentage: numberOf(draft.fine.text) },
    interest: { enable: draft.interest.enable, percentage: numberOf(draft.interest.text) },
  },
});

/**
 * The late fine and monthly interest of new boletos (spec 3 §2, §5): a switch and a percentage each,
 * with the recommended caps as hints (not enforced). Every edit is saved a second after the last
 * one, when it differs from what is saved and the contract accepts it; otherwise the field says why.
 */
export function BoletoTaxSection({ saved }: { saved: SellerDefaultTax }) {
  const save = useSetDefaultTax();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Partial<Record<Item, string>>>({});

  useEffect(() => {
    const body = bodyOf(draft);
    if (JSON.stringify(body) === JSON.stringify(saved)) return undefined;
    const timer = setTimeout(() => {
      const checked = sellerDefaultTaxSchema.safeParse(body);
      if (!checked.success) {
        const found: Partial<Record<Item, string>> = {};
        for (const issue of checked.error.issues) found[issue.path[1] as Item] ??= issue.message;
        setErrors(found);
        return;
      }
      setErrors({});
      save.mutate(checked.data, {
        onSuccess: () => showSuccess(PAYMENT_SETTINGS_MESSAGES.taxSaved),
        onError: (error) => showApiError(error),
      });
    }, TAX_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `save` is a new object each render; the draft and what is saved decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, saved]);

  const edit = (item: Item, change: Partial<Draft[Item]>) =>
    setDraft((current) => ({ ...current, [item]: { ...current[item], ...change } }));

  return (
    <DetailSection title={T.taxTitle}>
      <Text fz="sm" c="dimmed">
        {T.taxHint}
      </Text>
      <Stack gap="lg">
        {ITEMS.map(({ item, label, cap }) => (
          <Group key={item} align="flex-start" gap="md" wrap="wrap">
            <Switch
              label={label}
              checked={draft[item].enable}
              onChange={(event) => edit(item, { enable: event.currentTarget.checked })}
              mt={30}
              w={150}
            />
            <TextInput
              label={T.percentageLabel(label)}
              description={cap}
              inputMode="decimal"
              maxLength={TAX_PERCENTAGE_MAX_LENGTH}
              rightSection={
                <Text fz="sm" c="dimmed" aria-hidden="true">
                  %
                </Text>
              }
              w={{ base: '100%', xs: 280 }}
              disabled={!draft[item].enable}
              value={draft[item].text}
              error={errors[item]}
              onChange={(event) => edit(item, { text: event.currentTarget.value })}
            />
          </Group>
        ))}
      </Stack>
      <Text fz="xs" c="dimmed" aria-live="polite">
        {save.isPending ? T.saving : `${T.capNote} ${T.autosave}`}
      </Text>
    </DetailSection>
  );
}
