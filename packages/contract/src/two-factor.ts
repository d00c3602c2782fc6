import { z } from 'zod';
import { AUTH_MESSAGES, TWO_FACTOR_CODE_LENGTH, twoFactorCodeSchema } from './auth.js';
import { text } from './text.js';

/**
 * Two-factor beyond the sign-in itself: the recovery codes, the sign-in's code (app or recovery),
 * and 'Segurança' (spec 4 §2 Security section, §4 two-factor dialog, §5 two-factor code, §7, §8).
 * Kept apart from auth.ts so that /login's bundle carries none of it (its budget, design §8): the
 * second sign-in step loads on demand.
 */
export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'Código inválido',
  enableFailed: 'Falha ao ativar duplo fator de autenticação.',
  enabled: 'Duplo fator de autenticação ativado.',
  disabled: 'Duplo fator de autenticação desativado.',
  recoveryCodeFormat: 'O código de recuperação tem 8 letras e números, no formato xxxx-xxxx.',
} as const;

/**
 * One-time recovery codes given when two-factor is turned on: 8 characters of an alphabet without
 * look-alikes (no 0/o, 1/l/i), shown as `xxxx-xxxx`. Typed back in any case, with or without the dash.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_PATTERN = /^[A-Za-z0-9]{4}[-\s]?[A-Za-z0-9]{4}$/;
const TOTP_CODE_PATTERN = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

/** The stored (hashed) form of a recovery code as typed: lower case, no dash or space. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[-\s]/g, '').toLowerCase();
}

export function isRecoveryCode(pin: string): boolean {
  return !TOTP_CODE_PATTERN.test(pin.trim());
}

export const recoveryCodeSchema = text().trim().regex(RECOVERY_CODE_PATTERN, TWO_FACTOR_MESSAGES.recoveryCodeFormat);

/** What proves the second factor: the app's 6-digit code, or one of the recovery codes. */
export const twoFactorPinSchema = text()
  .trim()
  .superRefine((value, context) => {
    if (TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value)) return;
    // Digits only (or nothing) reads as an app code; anything else as a recovery code.
    const message = /^\d*$/.test(value) ? AUTH_MESSAGES.codeLength : TWO_FACTOR_MESSAGES.recoveryCodeFormat;
    context.addIssue({ code: 'custom', message });
  });

/** POST /api/twofactor/verify (the second sign-in step), with the challenge token as bearer. */
export const twoFactorVerifyRequestSchema = z.strictObject({
  pin: twoFactorPinSchema,
  type: z.literal('WEB').default('WEB'),
});

/** How many one-time recovery codes turning two-factor on gives. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/twofactor/status: the signed-in user's own two-factor state. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet (0 when two-factor is off). */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * POST /api/twofactor/generate: a new secret, pending until confirmed by a code. `qrCodeUrl` is the
 * QR code of `otpauthUri` as a PNG data URL; `secret` (base32) is for typing into the app by hand.
 */
export const twoFactorGenerateResponseSchema = z.object({
  qrCodeUrl: z.string(),
  otpauthUri: z.string(),
  secret: z.string(),
});
export type TwoFactorGenerateResponse = z.infer<typeof twoFactorGenerateResponseSchema>;

/**
 * POST /api/twofactor/enabled (the spec's call, with a JSON body instead of a query): turning on
 * takes the app's 6-digit code of the pending secret; turning off takes a current code of the app
 * or one of the recovery codes.
 */
export const twoFactorEnabledRequestSchema = z
  .strictObject({
    enabled: z.boolean(),
    code: twoFactorPinSchema,
  })
  .superRefine((body, context) => {
    if (body.enabled && !TOTP_CODE_PATTERN.test(body.code)) {
      context.addIssue({ code: 'custom', message: AUTH_MESSAGES.codeLength, path: ['code'] });
    }
  });
export type TwoFactorEnabledRequest = z.infer<typeof twoFactorEnabledRequestSchema>;

/** The new state; on turning on, `recoveryCodes` holds the codes, shown this once (stored hashed). */
export const twoFactorEnabledResponseSchema = twoFactorStatusSchema.extend({
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnabledResponse = z.infer<typeof twoFactorEnabledResponseSchema>;

/** The dialog's forms: turning on takes the app's code; turning off, an app or a recovery code. */
export const twoFactorEnableFormSchema = z.strictObject({ code: twoFactorCodeSchema });
export const twoFactorDisableFormSchema = z.strictObject({ code: twoFactorPinSchema });
