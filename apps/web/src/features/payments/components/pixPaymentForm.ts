import { z } from 'zod';
import type { FieldErrors } from 'react-hook-form';
import {
  detectPixKey,
  PIX_COST_CENTERS,
  PIX_PAYMENT_MESSAGES,
  pixPaymentCreateSchema,
  type PixCostCenter,
  type PixPaymentCreate,
} from '@cofre/contract';
import { PAYMENTS_TEXTS as T } from '../texts';

/** What the form holds: the key as typed, centavos (0 while empty), the day or null, the centre or null. */
export interface PixPaymentFormValues {
  key: string;
  amount: number;
  paymentDate: string | null;
  costCenter: PixCostCenter | null;
  description: string;
  /** The favorite chosen in the key input, while its key is the one in the field. */
  favoriteId: string | null;
}

export const emptyPixPayment = (today: string): PixPaymentFormValues => ({
  key: '',
  amount: 0,
  paymentDate: today,
  costCenter: null,
  description: '',
  favoriteId: null,
});

/** The request's fields the server may name in a 400's `title` (put under their inputs). */
export const PAYMENT_FIELDS: ReadonlySet<string> = new Set([
  'key',
  'amount',
  'paymentDate',
  'costCenter',
  'description',
]);

const formFields = z.object({
  key: z.string(),
  amount: z.number(),
  paymentDate: z.string().nullable(),
  costCenter: z.enum(PIX_COST_CENTERS).nullable(),
  description: z.string(),
  favoriteId: z.string().nullable(),
});

/** An unset select or date is no value at all: the contract then says which one is missing. */
type TypedPayment = Omit<PixPaymentCreate, 'costCenter'> & { costCenter?: PixCostCenter };

/** The form read as the request (POST /payments/pix): the key as the directory stores it, empties left out. */
export function paymentRequestOf(values: PixPaymentFormValues): TypedPayment {
  const detected = detectPixKey(values.key);
  return {
    key: detected?.key ?? values.key.trim(),
    amount: values.amount,
    paymentDate: values.paymentDate ?? '',
    costCenter: values.costCenter ?? undefined,
    description: values.description.trim() || undefined,
    favoriteId: values.favoriteId ?? undefined,
  };
}

/** The form's schema: what is typed, read as the request and checked by the contract (no rule of its own). */
export const pixPaymentFormSchema = formFields.transform(paymentRequestOf).pipe(pixPaymentCreateSchema);

/** What the form knows of the balance when the seller submits. */
export interface BalanceState {
  failed: boolean;
  /** Centavos, once loaded. */
  available: number | undefined;
}

/**
 * Spec 4 §5 'PIX payment form submit': the first of the ordered checks that fails, as its toast
 * text, or null. The field rules are the contract's (the schema's errors, by field); the date is
 * also checked against today (São Paulo), and the amount against the balance. Check 9 (no seller id)
 * does not apply: the session holds the seller (D2).
 */
export function firstProblem(
  values: PixPaymentFormValues,
  errors: FieldErrors<PixPaymentFormValues>,
  balance: BalanceState,
  today: string,
): string | null {
  const keyMessage = errors.key?.message;
  if (keyMessage === PIX_PAYMENT_MESSAGES.keyRequired) return keyMessage;
  if (errors.amount) return errors.amount.message ?? PIX_PAYMENT_MESSAGES.amountRequired;
  if (errors.paymentDate) return errors.paymentDate.message ?? PIX_PAYMENT_MESSAGES.dateRequired;
  if (values.paymentDate !== null && values.paymentDate < today) return PIX_PAYMENT_MESSAGES.datePast;
  if (errors.costCenter) return errors.costCenter.message ?? PIX_PAYMENT_MESSAGES.costCenterRequired;
  if (balance.failed) return PIX_PAYMENT_MESSAGES.balanceError;
  if (balance.available !== undefined && values.amount > balance.available) return T.insufficient(balance.available);
  if (keyMessage !== undefined) return keyMessage;
  return errors.description?.message ?? errors.favoriteId?.message ?? null;
}
