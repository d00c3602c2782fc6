import {
  basisPoints,
  cents,
  scale,
  splitInstalments,
  type Cents,
  type CentsIn,
  type PaymentMethod,
} from '@cofre/contract';
import { addDays, nextWeekday } from '../../lib/business-date.js';

/** One line of a seller's price table: what the provider keeps and when the rest is settled. */
export interface PriceLine {
  /** Percentage in basis points (299 = 2,99 %). */
  rateBp: number;
  /** Centavos per paid charge (a plain integer here: price rows are configuration; `feeFor` checks it). */
  fixedCents: number;
  /** Days after payment until the (first) receivable settles; card instalments add 30 days each. */
  settlementDays: number;
}

/**
 * Default prices, typical of Brazilian payment providers in 2026 (docs/decisions.md). Card prices
 * grow with the instalment count because the provider carries the credit longer; settlement is
 * D+30 per instalment for card, D+1 for boleto and D+0 for Pix.
 */
export function defaultPrice(method: PaymentMethod, installments: number): PriceLine {
  switch (method) {
    case 'PIX':
      return { rateBp: 99, fixedCents: 0, settlementDays: 0 };
    case 'BOLETO':
      return { rateBp: 0, fixedCents: 249, settlementDays: 1 };
    case 'CREDIT_CARD':
      if (installments === 1) return { rateBp: 299, fixedCents: 0, settlementDays: 30 };
      if (installments <= 6) return { rateBp: 349, fixedCents: 0, settlementDays: 30 };
      if (installments <= 12) return { rateBp: 399, fixedCents: 0, settlementDays: 30 };
      return { rateBp: 499, fixedCents: 0, settlementDays: 30 };
  }
}

export interface InstallmentSplit {
  installment: number;
  gross: Cents;
  fee: Cents;
  net: Cents;
  settlementDate: string;
}

/** The provider's fee on a paid amount: rate rounded half up to the centavo, plus the fixed part, never above the amount. */
export function feeFor<N extends number>(amount: N & CentsIn<N>, price: PriceLine): Cents {
  const paid = cents(amount);
  return cents(Math.min(paid, basisPoints(paid, price.rateBp) + cents(price.fixedCents)));
}

/**
 * Splits a paid amount into its receivables. Instalments share the amount and the fee equally; the
 * centavos that do not divide go to the first instalment (`splitInstalments`), so the parts always
 * add up exactly. Card instalment i settles (settlementDays × i) days after payment; every date rolls
 * to a weekday.
 */
export function splitReceivables<N extends number>(
  amount: N & CentsIn<N>,
  installments: number,
  price: PriceLine,
  paidDate: string,
  method: PaymentMethod,
): InstallmentSplit[] {
  const paid = cents(amount);
  const grosses = splitInstalments(paid, installments);
  const fees = splitInstalments(feeFor(paid, price), installments);
  return grosses.map((gross, index) => {
    const fee = fees[index] as Cents; // same length as grosses
    const offset = method === 'CREDIT_CARD' ? price.settlementDays * (index + 1) : price.settlementDays;
    return {
      installment: index + 1,
      gross,
      fee,
      net: cents(gross - fee),
      settlementDate: nextWeekday(addDays(paidDate, offset)),
    };
  });
}

/**
 * Anticipation (finance): the provider pays a receivable before its settlement date for a monthly
 * rate, pro rata per calendar day (a month = 30 days). Default 1,99 % a month; a seller's own rate
 * lives in `seller_finance_settings.anticipation_rate_bp`.
 */
export const ANTICIPATION_MONTHLY_RATE_BP = 199;

/**
 * The fee of anticipating receivables: Σ amount × days early × rate / 30, rounded once (half up) on
 * the exact sum. `centDays` is Σ amount × days (centavo-days), so a quote and its confirmation of the
 * same receivables agree to the centavo.
 */
export function anticipationFee(centDays: number, rateBp: number): Cents {
  return scale(centDays, rateBp, 10_000 * 30);
}
