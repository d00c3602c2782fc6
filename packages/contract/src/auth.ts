import { z } from 'zod';
import { TWO_FACTOR_AUTH } from './roles.js';
import { text } from './text.js';

export const AUTH_MESSAGES = {
  emailRequired: 'E-mail é um campo obrigatório.',
  passwordRequired: 'Senha é um campo obrigatório.',
  emailInvalid: 'Digite um e-mail válido!',
  resetEmailRequired: 'O campo e-mail é obrigatório!',
  newPasswordRequired: 'O campo senha é obrigatório!',
  confirmRequired: 'O campo confirme sua senha é obrigatório!',
  passwordsDiffer: 'As senhas precisam ser iguais',
  passwordTooShort: 'A senha deve ter no mínimo 8 caracteres.',
  passwordTooLong: 'A senha deve ter no máximo 128 caracteres.',
  codeLength: 'O código deve ter 6 dígitos.',
} as const;

export const TWO_FACTOR_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Seconds before expiry at which the browser refreshes the access token (spec 1 §9). */
export const TOKEN_REFRESH_THRESHOLD_S = { default: 60, core: 120 } as const;

const email = (requiredMessage: string) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, AUTH_MESSAGES.emailInvalid)
    .pipe(z.email(AUTH_MESSAGES.emailInvalid));

export const signInRequestSchema = z.strictObject({
  email: email(AUTH_MESSAGES.emailRequired),
  password: text({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  attemptReference: text().max(100).optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Where the seller's money is kept (spec 3 §3): the provider's own banking, or the seller's bank account. */
export const BANKING_TYPES = ['BARTE_BANKING', 'SELLER_BANKING'] as const;
export const bankingTypeSchema = z.enum(BANKING_TYPES);
export type BankingType = z.infer<typeof bankingTypeSchema>;

/** A full session, as sign-in, two-factor verify and refresh return it (spec 1 §3). */
export const sessionResponseSchema = z.object({
  email: z.string(),
  roles: z.array(z.string()),
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.number().int(),
  idSeller: z.string(),
  idUser: z.string(),
  sellerName: z.string(),
  profile: z.string(),
  mixedInstallment: z.boolean(),
  document: z.string(),
  isActiveForTax: z.boolean(),
  bankingType: bankingTypeSchema,
  /**
   * Whether the server runs its sandbox controls (SANDBOX): without them the /sandbox routes do not
   * exist, so the back-office hides the buttons that call them.
   */
  sandbox: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Sign-in of an account with two-factor: only the marker role and a short-lived token. */
export const twoFactorChallengeSchema = z.object({
  email: z.string(),
  roles: z.tuple([z.literal(TWO_FACTOR_AUTH)]),
  token: z.string(),
  expiresIn: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const signInResponseSchema = z.union([sessionResponseSchema, twoFactorChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export function isTwoFactorChallenge(response: SignInResponse): response is TwoFactorChallenge {
  return response.roles.includes(TWO_FACTOR_AUTH);
}

export const twoFactorCodeSchema = text()
  .trim()
  .regex(/^\d{6}$/, AUTH_MESSAGES.codeLength);

export const refreshTokenRequestSchema = z.strictObject({ refreshToken: text().min(1).max(200) });
export const logoutRequestSchema = refreshTokenRequestSchema;

export const resetPasswordRequestSchema = z.strictObject({
  email: email(AUTH_MESSAGES.resetEmailRequired),
});

export const newPasswordSchema = text({ error: AUTH_MESSAGES.newPasswordRequired })
  .min(1, AUTH_MESSAGES.newPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const newPasswordRequestSchema = z.strictObject({
  token: text().min(1).max(200),
  newPassword: newPasswordSchema,
});

/** The new-password form: the API field plus its confirmation. */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

export const messageResponseSchema = z.object({ message: z.string() });

export const RESET_MESSAGES = {
  requested: 'Link enviado para seu e-mail, por favor, verifique!',
  changed: 'Nova senha cadastrada com sucesso!',
} as const;
