import type { Periodicity, Plan } from '@cofre/contract';

/** A plan's price per month for a cycle (spec 2 §5: changing the cycle refills the value from the plan). */
export function planPriceFor(plan: Plan | null | undefined, periodicity: Periodicity): number | undefined {
  return plan?.basicValues.find((price) => price.type === periodicity)?.valuePerMonth;
}
