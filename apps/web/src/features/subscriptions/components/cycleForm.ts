import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { Periodicity, Plan } from '@cofre/contract';
import { planPriceFor } from '../planPrice';

/** A form that sells a plan's cycle: the import and the edit (the contract's `idPlan` and `basicValue`). */
export type CycleForm = FieldValues & { idPlan: string; basicValue: { type: Periodicity; valuePerMonth?: number } };

export const PLAN = 'idPlan';
export const CYCLE = 'basicValue.type';
export const VALUE = 'basicValue.valuePerMonth';

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
