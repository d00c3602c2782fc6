import { z } from 'zod';
import { digitsOnly } from './clients.js';
import { ACCOUNT_TYPES, payoutAccountSchema } from './finance.js';
import { text } from './text.js';

/**
 * 'Conta de repasse' on Dados da Conta (issue 36; docs/banking.md): the bank account withdrawals go
 * to, changed by an administrator with the authenticator code when two-factor is on. Every
 * administrator is e-mailed, and withdrawals to a newly changed account wait 24 h: the classic
 * defence against an account taken over and emptied to the thief's bank.
 */
export const PAYOUT_ACCOUNT_HOLD_MS = 24 * 60 * 60 * 1000;

export const PAYOUT_ACCOUNT_MESSAGES = {
  required: 'Preenchimento obrigatório!',
  invalidBank: 'Selecione um banco da lista.',
  minThree: 'Informe ao menos 3 dígitos.',
  oneDigit: 'Informe um dígito.',
  code: 'Informe o código de 6 dígitos do aplicativo autenticador.',
  saved: 'Conta bancária alterada com sucesso.',
  hold: 'Por segurança, saques para uma conta bancária alterada ficam bloqueados por 24 horas.',
} as const;

const M = PAYOUT_ACCOUNT_MESSAGES;
const digits = (min: number, max: number) =>
  text({ error: M.required })
    .transform(digitsOnly)
    .pipe(z.string().min(1, M.required).min(min, M.minThree).max(max, M.minThree));

/** PUT /finance/payout-account. The holder is always the seller's company (its name and document). */
export const payoutAccountUpdateSchema = z.strictObject({
  bankCode: text({ error: M.required }).regex(/^\d{3}$/, M.invalidBank),
  agency: digits(3, 5),
  agencyDigit: text()
    .trim()
    .regex(/^[0-9xX]?$/, M.oneDigit)
    .nullish()
    .transform((value) => value || null),
  account: digits(3, 13),
  accountDigit: text({ error: M.required })
    .trim()
    .regex(/^[0-9xX]$/, M.oneDigit),
  accountType: z.enum(ACCOUNT_TYPES, { error: M.required }),
  /** The authenticator code: required when the user has two-factor on (step-up). */
  code: z
    .string()
    .regex(/^\d{6}$/, M.code)
    .optional(),
});
export type PayoutAccountUpdate = z.infer<typeof payoutAccountUpdateSchema>;

/** GET/PUT /finance/payout-account: the account and, after a change, when withdrawals to it are allowed. */
export const payoutAccountViewSchema = z.object({
  account: payoutAccountSchema.nullable(),
  withdrawalsFrom: z.string().nullable(),
  /** The user must type the authenticator code to change it (two-factor on). */
  stepUpRequired: z.boolean(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;
