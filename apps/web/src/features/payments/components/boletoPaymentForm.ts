import { z } from 'zod';
import type { FieldErrors } from 'react-hook-form';
import {
  BOLETO_PAYMENT_MESSAGES,
  boletoPaymentCreateSchema,
  formatBRL,
  PIX_COST_CENTERS,
  type BoletoCheck,
  type BoletoPaymentCreate,
  type PixCostCenter,
} from '@cofre/contract';
import { isApiError } from '../../../lib/api';
import { fill, PAYMENTS_TEXTS as T } from '../texts';
import type { BalanceState } from './pixPaymentForm';

/** What the form holds: the line as typed (masked), centavos (0 until checked), the day or null, the centre or null. */
export interface BoletoPaymentFormValues {
  barcode: string;
  amount: number;
  paymentDate: string | null;
  costCenter: PixCostCenter | null;
  description: string;
}

export const emptyBoletoPayment = (today: string): BoletoPaymentFormValues => ({
  barcode: '',
  amount: 0,
  paymentDate: today,
  costCenter: null,
  description: '',
});

/** The request's fields the server may name in a 400's `title` (put under their inputs). */
export const BOLETO_PAYMENT_FIELDS: ReadonlySet<string> = new Set([
  'barcode',
  'amount',
  'paymentDate',
  'costCenter',
  'description',
]);

/** The server's rule codes that belong to a field: the day (its clock, the boleto's last day), the amount, the boleto. */
export const BOLETO_FIELD_OF_CODE: Readonly<Record<string, string>> = {
  'PAY-002': 'paymentDate',
  'PAY-026': 'paymentDate',
  'PAY-024': 'amount',
  'PAY-020': 'barcode',
  'PAY-021': 'barcode',
  'PAY-022': 'barcode',
  'PAY-023': 'barcode',
  'PAY-027': 'barcode',
};

/** The digits of a typed or scanned line: what the check and the payment send (spec 4 §7). */
export const boletoDigits = (value: string) => value.replace(/\D/g, '');

const formFields = z.object({
  barcode: z.string(),
  amount: z.number(),
  paymentDate: z.string().nullable(),
  costCenter: z.enum(PIX_COST_CENTERS).nullable(),
  description: z.string(),
});

/** An unset select or date is no value at all: the contract then says which one is missing. */
type TypedBoletoPayment = Omit<BoletoPaymentCreate, 'costCenter'> & { costCenter?: PixCostCenter };

/** The form read as the request (POST /payments/boleto): the line's digits, empties left out. */
export function boletoRequestOf(values: BoletoPaymentFormValues): TypedBoletoPayment {
  return {
    barcode: boletoDigits(values.barcode),
    amount: values.amount,
    paymentDate: values.paymentDate ?? '',
    costCenter: values.costCenter ?? undefined,
    description: values.description.trim() || undefined,
  };
}

/** The form's schema: what is typed, read as the request and checked by the contract (no rule of its own). */
export const boletoPaymentFormSchema = formFields.transform(boletoRequestOf).pipe(boletoPaymentCreateSchema);

/** Spec 4 §8 'Boleto check': the words of its refusals; the boleto's own states in the server's words. */
const CHECK_MESSAGE_OF: Readonly<Record<string, string>> = {
  'PAY-020': BOLETO_PAYMENT_MESSAGES.cannotConvert,
  'PAY-021': BOLETO_PAYMENT_MESSAGES.notFound,
  'PAY-025': BOLETO_PAYMENT_MESSAGES.checkError,
};
const SAID_BY_SERVER: ReadonlySet<string> = new Set(['PAY-022', 'PAY-023', 'PAY-024', 'PAY-026', 'PAY-027']);

/** What a failed check says under the barcode: 'Erro ao validar boleto…' for anything unforeseen. */
export function checkErrorText(error: unknown): string {
  if (!isApiError(error)) return BOLETO_PAYMENT_MESSAGES.checkError;
  const [item] = error.items;
  return (
    CHECK_MESSAGE_OF[item.code] ??
    (SAID_BY_SERVER.has(item.code) ? item.description : BOLETO_PAYMENT_MESSAGES.checkError)
  );
}

/** Where the check of the line in the field stands when the seller submits. */
export interface BoletoCheckState {
  pending: boolean;
  /** What a failed check said, or null. */
  failed: string | null;
  result: BoletoCheck | null;
}

/**
 * Spec 4 §5 'Boleto': the first of the ordered checks that fails, as its toast text, or null —
 * barcode required, barcode valid, amount, date (set, not past), cost centre, balance read, balance
 * enough. A valid line must also have been checked (the review shows its payee): that comes right
 * after the line's own checks. The field rules are the contract's (the schema's errors, by field).
 */
export function firstBoletoProblem(
  values: BoletoPaymentFormValues,
  errors: FieldErrors<BoletoPaymentFormValues>,
  check: BoletoCheckState,
  balance: BalanceState,
  today: string,
): string | null {
  if (errors.barcode) return errors.barcode.message ?? BOLETO_PAYMENT_MESSAGES.barcodeInvalid;
  if (check.pending) return T.checkPending;
  if (check.failed !== null) return check.failed;
  if (check.result === null) return T.checkMissing;
  if (errors.amount) return errors.amount.message ?? BOLETO_PAYMENT_MESSAGES.amountRequired;
  if (errors.paymentDate) return errors.paymentDate.message ?? BOLETO_PAYMENT_MESSAGES.dateRequired;
  if (values.paymentDate !== null && values.paymentDate < today) return BOLETO_PAYMENT_MESSAGES.datePast;
  if (errors.costCenter) return errors.costCenter.message ?? BOLETO_PAYMENT_MESSAGES.costCenterRequired;
  if (balance.failed) return BOLETO_PAYMENT_MESSAGES.balanceError;
  if (balance.available !== undefined && values.amount > balance.available)
    return fill(BOLETO_PAYMENT_MESSAGES.insufficient, { amount: formatBRL(balance.available) });
  return errors.description?.message ?? null;
}
