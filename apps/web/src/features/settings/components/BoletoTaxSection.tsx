import { Stack, Text } from '@mantine/core';
import type { SellerDefaultTax } from '@cofre/contract';
import { DetailSection } from '../../../components/DetailSection';
import { useContractForm } from '../../../lib/form';
import { useTaxAutosave } from '../hooks/useTaxAutosave';
import { SETTINGS_TEXTS as T } from '../texts';
import { BoletoTaxItemFields } from './BoletoTaxItemFields';
import { taxFormSchema, taxFormValues, type TaxItem } from './taxForm';

const ITEMS: ReadonlyArray<{ item: TaxItem; label: string; cap: string }> = [
  { item: 'fine', label: T.fine, cap: T.fineCap },
  { item: 'interest', label: T.interest, cap: T.interestCap },
];

/**
 * The late fine and monthly interest of new boletos (spec 3 §2, §5): a switch and a percentage each,
 * with the recommended caps as hints (not enforced). Every edit is saved a second after the last
 * one, when it differs from what is saved and the contract accepts it; otherwise the field says why.
 */
export function BoletoTaxSection({ saved }: { saved: SellerDefaultTax }) {
  const form = useContractForm(taxFormSchema, {
    defaultValues: taxFormValues(saved),
    // Checked when the autosave submits, not on every keystroke: a field says why only once the seller pauses.
    reValidateMode: 'onSubmit',
    // The autosave submits while the seller may be elsewhere on the page: it must not move the focus.
    shouldFocusError: false,
  });
  const saving = useTaxAutosave(form, saved);

  return (
    <DetailSection title={T.taxTitle}>
      <Text fz="sm" c="dimmed">
        {T.taxHint}
      </Text>
      <Stack gap="lg">
        {ITEMS.map(({ item, label, cap }) => (
          <BoletoTaxItemFields key={item} control={form.control} item={item} label={label} cap={cap} />
        ))}
      </Stack>
      <Text fz="xs" c="dimmed" aria-live="polite">
        {saving ? T.saving : `${T.capNote} ${T.autosave}`}
      </Text>
    </DetailSection>
  );
}
