import { z } from 'zod';
import { digitsOnly, isValidBrazilianDocument } from './clients.js';
import { CHARGE_MESSAGES, MAX_CHARGE_CENTS, MAX_INSTALLMENTS, isoDate, paymentMethodSchema } from './charges.js';

/** What creates and moves a charge from outside the back-office: the create body, manual pay, 3-D Secure. */
const cardNumber = z
  .string()
  .transform((value) => digitsOnly(value))
  .refine((value) => value.length >= 13 && value.length <= 19 && luhn(value), CHARGE_MESSAGES.invalidCard);

export const cardInputSchema = z.object({
  number: cardNumber,
  holderName: z.string().trim().min(2, CHARGE_MESSAGES.cardRequired).max(60),
  /** 'MM/YY' or 'MM/YYYY'. */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, CHARGE_MESSAGES.invalidCardExpiry),
  cvv: z.string().regex(/^\d{3,4}$/, CHARGE_MESSAGES.invalidCvv),
});
export type CardInput = z.infer<typeof cardInputSchema>;

export const chargeCustomerSchema = z.object({
  name: z.string().trim().min(1, 'Preenchimento obrigatório!').max(120),
  document: z
    .string()
    .transform((value) => value.replace(/[^0-9a-z]/gi, '').toUpperCase())
    .refine(
      (value) => isValidBrazilianDocument(value, value.length === 11 ? 'CPF' : 'CNPJ'),
      CHARGE_MESSAGES.invalidDocument,
    ),
  email: z.email('Digite um e-mail válido!').max(160),
  phone: z
    .string()
    .transform(digitsOnly)
    .refine((value) => value.length >= 8 && value.length <= 13, 'Telefone inválido.'),
  countryCode: z
    .string()
    .regex(/^\d{1,3}$/)
    .default('55'),
});

/**
 * POST /charges (idempotent): integrators and the payment-link and subscription features create
 * charges here. A card charge dated today is attempted at once; a later date schedules it.
 */
export const chargeCreateSchema = z
  .object({
    title: z.string().trim().min(1, 'Preenchimento obrigatório!').max(120),
    description: z.string().trim().max(500).optional(),
    value: z.number().int().min(100, 'O valor mínimo é R$ 1,00.').max(MAX_CHARGE_CENTS, CHARGE_MESSAGES.invalidValue),
    paymentMethod: paymentMethodSchema,
    installments: z.number().int().min(1).max(MAX_INSTALLMENTS).default(1),
    expirationDate: isoDate,
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
  });
export type ChargeCreateInput = z.input<typeof chargeCreateSchema>;
export type ChargeCreate = z.output<typeof chargeCreateSchema>;

/** PATCH /charges/{id}/manual-pay body: {uuidCharge} as the spec sends it (must match the path). */
export const manualPaySchema = z.object({ uuidCharge: z.uuid() });

/** Public 3-D Secure challenge (the /3ds page). */
export const threeDSecureChallengeSchema = z.object({
  challengeId: z.string(),
  sellerName: z.string(),
  amount: z.number().int(),
  cardLast4: z.string(),
  cardBrand: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'FAILED']),
});
export const threeDSecureAnswerSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Informe os 6 dígitos.') });
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
