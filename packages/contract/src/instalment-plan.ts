import { formatBRL } from './format.js';
import { splitInstalments, type Cents } from './money.js';

/** A run of equal instalments: `count` times `value`. */
export interface InstalmentRun {
  count: number;
  value: Cents;
}

/**
 * The instalments a total is charged in, as runs of equal values: the split the server stores
 * (`splitInstalments`, the remainder on the first), so the seller's preview, the buyer's checkout
 * and the charges always agree and always add up to `total`.
 */
export function instalmentPlan(total: number, count: number): InstalmentRun[] {
  const [first, rest] = splitInstalments(total, count);
  if (rest === undefined) return [{ count: 1, value: first! }];
  return first === rest
    ? [{ count, value: rest }]
    : [
        { count: 1, value: first! },
        { count: count - 1, value: rest },
      ];
}

/** '1x de R$ 42,90 + 6x de R$ 42,85', or '6x de R$ 50,00' when they divide evenly. */
export function formatInstalmentPlan(total: number, count: number): string {
  return instalmentPlan(total, count)
    .map((run) => `${run.count}x de ${formatBRL(run.value)}`)
    .join(' + ');
}
