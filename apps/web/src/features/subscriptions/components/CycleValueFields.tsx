import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { Controller, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import type { Periodicity, Plan } from '@cofre/contract';
import { CYCLE, refillPlanPrice, VALUE, type CycleForm } from './cycleForm';
import { PeriodicityField } from './PeriodicityField';
import { ValuePerMonthField } from './ValuePerMonthField';

/**
 * The cycle (Mensal, Semestral, Anual) and its price per month, wired to the form: a new cycle
 * refills the price from `plan`. `aside` shares the price's row (the import's next due date).
 */
export function CycleValueFields<T extends CycleForm, O>({
  form,
  plan,
  periodicityLabel,
  valueLabel,
  aside,
}: {
  form: UseFormReturn<T, unknown, O>;
  plan: Plan | null | undefined;
  periodicityLabel: string;
  valueLabel: string;
  aside?: ReactNode;
}) {
  const periodicity = useWatch({ control: form.control, name: CYCLE as Path<T> }) as Periodicity;
  return (
    <>
      <Controller
        control={form.control}
        name={CYCLE as Path<T>}
        render={({ field }) => (
          <PeriodicityField
            label={periodicityLabel}
            value={field.value as Periodicity}
            onChange={(cycle) => {
              field.onChange(cycle);
              refillPlanPrice(form, plan, cycle);
            }}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name={VALUE as Path<T>}
          render={({ field, fieldState }) => (
            <ValuePerMonthField
              label={valueLabel}
              name={field.name}
              inputRef={field.ref}
              value={field.value as number | undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              periodicity={periodicity}
              error={fieldState.error?.message}
            />
          )}
        />
        {aside}
      </SimpleGrid>
    </>
  );
}
