import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import type { Periodicity, Plan } from '@cofre/contract';
import { PlanPicker } from '../../plans';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';
import { CYCLE, PLAN, refillPlanPrice, type CycleForm } from './cycleForm';

interface PlanFieldProps<T extends CycleForm, O> {
  form: UseFormReturn<T, unknown, O>;
  /** The plan picked (null when cleared): the form shows its prices and methods. */
  onPick: (plan: Plan | null) => void;
}

/**
 * The plan of a subscription form (the import, the edit), wired to the form's `idPlan`: a picked
 * plan refills the price per month from its price for the chosen cycle (spec 2 §5).
 */
export function PlanField<T extends CycleForm, O>({ form, onPick }: PlanFieldProps<T, O>) {
  return (
    <Controller
      control={form.control}
      name={PLAN as Path<T>}
      render={({ field, fieldState }) => (
        <PlanPicker
          label={T.plan}
          required
          value={(field.value as string) || null}
          error={fieldState.error?.message}
          onChange={(planId, chosen) => {
            field.onChange(planId ?? '');
            onPick(chosen);
            refillPlanPrice(form, chosen, form.getValues(CYCLE as Path<T>) as Periodicity);
          }}
        />
      )}
    />
  );
}
