import {
  cents,
  MAX_INSTALLMENTS,
  scaleUp,
  splitInstalments,
  type Cents,
  type FeeBearer,
  type InstallmentOption,
} from '@cofre/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { defaultPrice, feeFor, type PriceLine } from './prices.js';
import { sellerPrices } from './tables.js';
import { CHARGE_MINIMUMS } from '@cofre/contract';

/**
 * The smallest total whose net (total minus the provider's fee at `price`) reaches `target`: what a
 * buyer pays so that the seller still receives `target`.
 */
export function grossUp(target: Cents, price: PriceLine): Cents {
  const netOf = (total: number) => total - feeFor(cents(total), price);
  let total: number = scaleUp(target + price.fixedCents, 10_000, 10_000 - price.rateBp);
  while (netOf(total) < target) total += 1;
  while (total > target && netOf(total - 1) >= target) total -= 1;
  return cents(total);
}

/**
 * What the buyer pays and the seller receives for each card option from 1 to `maxInstallments`
 * (spec 2 §3 'Instalment simulation'), the one rule shared by the simulation endpoint, the link
 * preview and the hosted checkout:
 * - the seller bears the fees (EARLY_SELLER): the buyer pays `amount` in any option, without
 *   interest, and the seller receives it less the fee of that option;
 * - the buyer bears them (EARLY_BUYER): the seller receives what a single payment would give
 *   (`amount` less the 1x fee) whatever the option, and the buyer's total is grossed up to cover
 *   the fee of the option chosen.
 * Options whose instalment would fall under the card minimum (R$ 5,00) are left out.
 */
export function simulateInstallments(
  amount: Cents,
  maxInstallments: number,
  feeBearer: FeeBearer,
  priceOf: (installments: number) => PriceLine,
): InstallmentOption[] {
  const sellerTarget = cents(amount - feeFor(amount, priceOf(1)));
  const options: InstallmentOption[] = [];
  for (let installments = 1; installments <= Math.min(maxInstallments, MAX_INSTALLMENTS); installments += 1) {
    const price = priceOf(installments);
    const totalAmount = feeBearer === 'EARLY_BUYER' && installments > 1 ? grossUp(sellerTarget, price) : amount;
    if (installments > 1 && totalAmount / installments < CHARGE_MINIMUMS.CREDIT_CARD.cents) break;
    const fee = feeFor(totalAmount, price);
    const [installmentAmount = totalAmount] = splitInstalments(totalAmount, installments);
    options.push({ installments, installmentAmount, totalAmount, receivedAmount: totalAmount - fee, fee });
  }
  return options;
}

/** The seller's card price table, 1x to 21x: its own lines where it has them, the defaults elsewhere. */
export async function cardPriceTable(db: DbOrTx, sellerId: string): Promise<(installments: number) => PriceLine> {
  const own = await db
    .select()
    .from(sellerPrices)
    .where(and(eq(sellerPrices.sellerId, sellerId), eq(sellerPrices.paymentMethod, 'CREDIT_CARD')));
  const byInstallments = new Map(own.map((line) => [line.installments, line]));
  return (installments) => byInstallments.get(installments) ?? defaultPrice('CREDIT_CARD', installments);
}
