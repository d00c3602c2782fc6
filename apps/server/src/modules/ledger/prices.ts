import type { PaymentMethod } from '@cofre/contract';
import { addDays, nextWeekday } from '../../lib/business-date.js';

/** One line of a seller's price table: what the provider keeps and when the rest is settled. */
export interface PriceLine {
  /** Percentage in basis points (299 = 2,99 %). */
  rateBp: number;
  /** Centavos per paid charge. */
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
      return { rateBp: 399, fixedCents: 0, settlementDays: 30 };
  }
}

export interface InstallmentSplit {
  installment: number;
  gross: number;
  fee: number;
  net: number;
  settlementDate: string;
}

/** Round half up of a non-negative integer ratio, so fees never depend on float arithmetic. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** The provider's fee on a paid amount: rate rounded half up to the centavo, plus the fixed part, never above the amount. */
export function feeFor(amount: number, price: PriceLine): number {
  return Math.min(amount, divideRounded(amount * price.rateBp, 10_000) + price.fixedCents);
}

/**
 * Splits a paid amount into its receivables. Instalments share the amount and the fee equally; the
 * centavos that do not divide go to the first instalment, so the parts always add up exactly.
 * Card instalment i settles (settlementDays × i) days after payment; every date rolls to a weekday.
 */
export function splitReceivables(
  amount: number,
  installments: number,
  price: PriceLine,
  paidDate: string,
  method: PaymentMethod,
): InstallmentSplit[] {
  const fee = feeFor(amount, price);
  const grossBase = Math.floor(amount / installments);
  const feeBase = Math.floor(fee / installments);
  return Array.from({ length: installments }, (_, index) => {
    const first = index === 0;
    const gross = grossBase + (first ? amount - grossBase * installments : 0);
    const installmentFee = feeBase + (first ? fee - feeBase * installments : 0);
    const offset = method === 'CREDIT_CARD' ? price.settlementDays * (index + 1) : price.settlementDays;
    return {
      installment: index + 1,
      gross,
      fee: installmentFee,
      net: gross - installmentFee,
      settlementDate: nextWeekday(addDays(paidDate, offset)),
    };
  });
}
