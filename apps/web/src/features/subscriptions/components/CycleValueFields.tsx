import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { Controller, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { Periodicity, Plan } from '@cofre/contract';
import { planPriceFor } from '../planPrice';
import { PeriodicityField } from './PeriodicityField';
import { ValuePerMonthField } from './ValuePerMonthField';

/** A form that sells a cycle: the import and the edit (the contract's `basicValue`). */
type CycleForm = FieldValues & { basicValue: { type: Periodicity; valuePerMonth?: number } };

const TYPE = 'basicValue.type';
const VALUE = 'basicValue.valuePerMonth';

/** Spec 2 §5: picking a plan or a cycle refills the price per month from the plan's price for that cycle. */
export function refillPlanPrice<T extends CycleForm, O>(
  form: UseFormReturn<T, unknown, O>,
  plan: Plan | null | undefined,
  cycle: Periodicity,
) {
  const price = planPriceFor(plan, cycle);
  if (price === undefined) return;
  // Checked again when it shows an error (after a submit): the refilled price clears it.
  const shown = form.getFieldState(VALUE as Path<T>).invalid;
  form.setValue(VALUE as Path<T>, price as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: shown });
}

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
  const periodicity = useWatch({ control: form.control, name: TYPE as Path<T> }) as Periodicity;
  return (
    <>
      <Controller
        control={form.control}
        name={TYPE as Path<T>}
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
