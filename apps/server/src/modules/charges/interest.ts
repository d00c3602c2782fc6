import { basisPoints, cents, scale, type Cents, type CentsIn } from '@cofre/contract';
import type { ChargeRecord } from './queries.js';
import { daysBetween } from '../../lib/business-date.js';

/** Legal defaults for late boletos when a seller has set none: 2 % fine, 1 % a month of interest. */
export const DEFAULT_BOLETO_FINE_BP = 200;
export const DEFAULT_BOLETO_INTEREST_MONTHLY_BP = 100;

export interface LateTerms {
  fineBp: number;
  /** Simple interest per 30 days, charged pro rata per calendar day. */
  interestMonthlyBp: number;
}

/**
 * Fine plus interest on a boleto paid (or still open) `today` after its due date: the fine once, the
 * interest per calendar day late (simple interest, month = 30 days), both rounded half up to the centavo.
 */
export function lateCharges<N extends number>(
  value: N & CentsIn<N>,
  dueDate: string,
  today: string,
  terms: LateTerms,
): Cents {
  const daysLate = daysBetween(dueDate, today);
  if (daysLate <= 0) return cents(0);
  const fine = basisPoints(value, terms.fineBp);
  const interest = scale(value, terms.interestMonthlyBp * daysLate, 10_000 * 30);
  return cents(fine + interest);
}

/** What interestAmount reads of a charge (the detail passes its row, the CSV export its columns). */
export type InterestFields = Pick<
  ChargeRecord,
  'paidAt' | 'interest' | 'paymentMethod' | 'status' | 'value' | 'expirationDate' | 'fineBp' | 'interestMonthlyBp'
>;

/**
 * Fine and interest of a charge as the seller sees it, on the detail and in the CSV export alike:
 * what was charged when paid, or what has accrued by `today` on an open late boleto.
 */
export function interestAmount(charge: InterestFields, today: string): Cents {
  if (charge.paidAt) return cents(charge.interest);
  if (charge.paymentMethod !== 'BOLETO' || charge.status !== 'LATE') return cents(0);
  return lateCharges(cents(charge.value), charge.expirationDate, today, {
    fineBp: charge.fineBp,
    interestMonthlyBp: charge.interestMonthlyBp,
  });
}
