import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PAYMENT_SETTINGS_MESSAGES, type SellerDefaultTax } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSetDefaultTax } from '../api/defaultTax';
import { taxRequestOf, type TaxFormValues } from '../components/taxForm';

/** Spec 3 §5: saved about a second after the last edit, and only when something changed. */
export const TAX_SAVE_DELAY_MS = 1_000;

/**
 * Saves the boleto tax form a second after the last edit, when what is typed differs from what is
 * saved. It saves through the form's submit, so the contract checks the values and a refusal is
 * said under its field instead of sent. Returns whether a save is under way.
 */
export function useTaxAutosave(
  { control, handleSubmit }: UseFormReturn<TaxFormValues, unknown, SellerDefaultTax>,
  saved: SellerDefaultTax,
): boolean {
  const { mutate, isPending } = useSetDefaultTax();
  const bankSlipTax = useWatch({ control, name: 'bankSlipTax' });

  useEffect(() => {
    if (JSON.stringify(taxRequestOf({ bankSlipTax })) === JSON.stringify(saved)) return undefined;
    const timer = setTimeout(() => {
      const save = handleSubmit((body) =>
        mutate(body, {
          onSuccess: () => showSuccess(PAYMENT_SETTINGS_MESSAGES.taxSaved),
          onError: (error) => showApiError(error),
        }),
      );
      void save();
    }, TAX_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bankSlipTax, saved, handleSubmit, mutate]);

  return isPending;
}
