import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import {
  cycleValue,
  formatBRL,
  PERIODICITIES,
  PERIODICITY_LABELS,
  PERIODICITY_MONTHS,
  type PlanInput,
} from '@cofre/contract';
import { MoneyInput } from '../../../components/MoneyInput';
import { PLANS_TEXTS } from '../texts';

/** The three prices per month (Mensal, Semestral, Anual), each with its cycle's total (×1, ×6, ×12). */
export function PlanPricesField() {
  const { control } = useFormContext<PlanInput>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {PERIODICITIES.map((type) => (
        <Controller
          key={type}
          control={control}
          name={`prices.${type}`}
          render={({ field, fieldState }) => {
            const perMonth = typeof field.value === 'number' ? field.value : 0;
            return (
              <MoneyInput
                label={PLANS_TEXTS.priceLabel(PERIODICITY_LABELS[type])}
                name={field.name}
                ref={field.ref}
                value={perMonth}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                description={PLANS_TEXTS.cycleHint(PERIODICITY_MONTHS[type], formatBRL(cycleValue(perMonth, type)))}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            );
          }}
        />
      ))}
    </SimpleGrid>
  );
}
