import type { DefaultValues } from 'react-hook-form';
import { PERIODICITIES, type Periodicity, type Plan, type PlanInput } from '@cofre/contract';

/**
 * The plan form's values are the contract's request (planInputSchema): prices per month in
 * centavos. A new plan starts without prices, so the contract answers 'Preenchimento obrigatório'
 * for a price left untouched.
 */
export const NEW_PLAN_VALUES: DefaultValues<PlanInput> = {
  title: '',
  description: '',
  bullets: [],
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: true,
};

/** A saved plan's price per month for one cycle. */
export function pricePerMonth(plan: Plan, type: Periodicity): number | undefined {
  return plan.basicValues.find((value) => value.type === type)?.valuePerMonth;
}

/** The form's values: a saved plan's (each cycle's price per month), or a new plan's. */
export function planFormValues(plan: Plan | undefined): DefaultValues<PlanInput> {
  if (!plan) return NEW_PLAN_VALUES;
  const prices: Partial<Record<Periodicity, number>> = {};
  for (const type of PERIODICITIES) prices[type] = pricePerMonth(plan, type);
  return {
    title: plan.title,
    description: plan.description ?? '',
    bullets: plan.bullets.map((bullet) => ({ description: bullet.description })),
    prices,
    enableBankSlip: plan.enableBankSlip,
    enableCreditCard: plan.enableCreditCard,
    enablePixPayment: plan.enablePixPayment,
  };
}
