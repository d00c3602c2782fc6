import { z } from 'zod';
import { digitsOnly, isValidBrazilianDocument } from './clients.js';
import {
  CHARGE_MESSAGES,
  MAX_CHARGE_CENTS,
  MAX_INSTALLMENTS,
  paymentMethodSchema,
  type PaymentMethod,
} from './charges.js';
import { ERRORS, type ErrorCode } from './error-catalogue.js';
import { calendarDateSchema, text } from './text.js';

/** What creates and moves a charge from outside the back-office: the create body, manual pay, 3-D Secure. */
const cardNumber = text()
  .max(40, CHARGE_MESSAGES.invalidCard)
  .transform((value) => digitsOnly(value))
  .refine((value) => value.length >= 13 && value.length <= 19 && luhn(value), CHARGE_MESSAGES.invalidCard);

export const cardInputSchema = z.strictObject({
  number: cardNumber,
  holderName: text().trim().min(2, CHARGE_MESSAGES.cardRequired).max(60),
  /** 'MM/YY' or 'MM/YYYY'. */
  expiry: text().regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, CHARGE_MESSAGES.invalidCardExpiry),
  cvv: text().regex(/^\d{3,4}$/, CHARGE_MESSAGES.invalidCvv),
});
export type CardInput = z.infer<typeof cardInputSchema>;

export const chargeCustomerSchema = z.strictObject({
  name: text().trim().min(1, 'Preenchimento obrigatório!').max(120),
  document: text()
    .max(40, CHARGE_MESSAGES.invalidDocument)
    .transform((value) => value.replace(/[^0-9a-z]/gi, '').toUpperCase())
    .refine(
      (value) => isValidBrazilianDocument(value, value.length === 11 ? 'CPF' : 'CNPJ'),
      CHARGE_MESSAGES.invalidDocument,
    ),
  email: z.email('Digite um e-mail válido!').max(160),
  phone: text()
    .max(40, 'Telefone inválido.')
    .transform(digitsOnly)
    .refine((value) => value.length >= 8 && value.length <= 13, 'Telefone inválido.'),
  countryCode: text()
    .regex(/^\d{1,3}$/)
    .default('55'),
});

/** No charge below R$ 1,00, whatever the method (a Pix may be that small). */
export const MIN_CHARGE_CENTS = 100;
/**
 * The smallest amounts per method (docs/decisions.md, 'Minimum amounts'): a boleto costs the
 * issuer a fixed fee, so one under R$ 5,00 costs more than it collects; a Pix has no such cost
 * and may be R$ 1,00; a card charge is at least R$ 5,00 per instalment, as acquirers require.
 */
export const CHARGE_MINIMUMS = {
  BOLETO: { cents: 500, error: 'CHG-020' },
  PIX: { cents: MIN_CHARGE_CENTS, error: 'CHG-021' },
  /** Per instalment: the whole value of a charge in one payment, or each of its instalments. */
  CREDIT_CARD: { cents: 500, error: 'CHG-022', instalmentError: 'CHG-007' },
} as const satisfies Record<PaymentMethod, { cents: number; error: ErrorCode; instalmentError?: ErrorCode }>;

/** The error code when a charge is under its method's minimum, or null when it is not. */
export function chargeMinimumError(charge: {
  value: number;
  paymentMethod: PaymentMethod;
  installments?: number;
}): ErrorCode | null {
  const installments = charge.paymentMethod === 'CREDIT_CARD' ? Math.max(1, charge.installments ?? 1) : 1;
  if (charge.paymentMethod === 'CREDIT_CARD') {
    const rule = CHARGE_MINIMUMS.CREDIT_CARD;
    if (charge.value / installments >= rule.cents) return null;
    return installments > 1 ? rule.instalmentError : rule.error;
  }
  return charge.value < CHARGE_MINIMUMS[charge.paymentMethod].cents
    ? CHARGE_MINIMUMS[charge.paymentMethod].error
    : null;
}

/**
 * POST /charges (idempotent): integrators and the payment-link and subscription features create
 * charges here. A card charge dated today is attempted at once; a later date schedules it.
 */
export const chargeCreateSchema = z
  .strictObject({
    title: text().trim().min(1, 'Preenchimento obrigatório!').max(120),
    description: text().trim().max(500).optional(),
    value: z
      .number()
      .int(CHARGE_MESSAGES.invalidValue)
      .min(MIN_CHARGE_CENTS, 'O valor mínimo é R$ 1,00.')
      .max(MAX_CHARGE_CENTS, CHARGE_MESSAGES.invalidValue),
    paymentMethod: paymentMethodSchema,
    installments: z.number().int().min(1).max(MAX_INSTALLMENTS).default(1),
    expirationDate: calendarDateSchema,
    customer: chargeCustomerSchema,
    card: cardInputSchema.optional(),
    paymentLinkId: z.uuid().optional(),
  })
  .superRefine((body, issue) => {
    if (body.paymentMethod !== 'CREDIT_CARD' && body.installments > 1) {
      issue.addIssue({ code: 'custom', path: ['installments'], message: CHARGE_MESSAGES.installmentsOnlyCard });
    }
    if (body.paymentMethod === 'CREDIT_CARD' && !body.card) {
      issue.addIssue({ code: 'custom', path: ['card'], message: CHARGE_MESSAGES.cardRequired });
    }
    const minimum = chargeMinimumError(body);
    if (minimum) {
      issue.addIssue({ code: 'custom', path: ['value'], message: ERRORS[minimum], params: { code: minimum } });
    }
  });
export type ChargeCreateInput = z.input<typeof chargeCreateSchema>;
export type ChargeCreate = z.output<typeof chargeCreateSchema>;

/** PATCH /charges/{id}/manual-pay body: {uuidCharge} as the spec sends it (must match the path). */
export const manualPaySchema = z.strictObject({ uuidCharge: z.uuid() });

/** Public 3-D Secure challenge (the /3ds page). */
export const threeDSecureChallengeSchema = z.object({
  challengeId: z.string(),
  sellerName: z.string(),
  amount: z.number().int(),
  cardLast4: z.string(),
  cardBrand: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'FAILED']),
});
export const threeDSecureAnswerSchema = z.strictObject({ code: text().regex(/^\d{6}$/, 'Informe os 6 dígitos.') });
/** The sandbox's 3-D Secure code (docs/sandbox.md). */
export const SANDBOX_3DS_CODE = '123456';

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
