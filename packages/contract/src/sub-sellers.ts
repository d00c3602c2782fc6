import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { addressAnswerSchema, clientAddressSchema, digitsOnly, emailSchema } from './clients.js';
import { pageOf, pageQuerySchema } from './paging.js';
import { PIX_KEY_TYPES, pixKeyProblem } from './pix-keys.js';
import { SPLIT_PAYMENT_TYPES } from './split.js';
import { calendarDateSchema, text } from './text.js';

/**
 * Sub-sellers: the seller's partners who receive a share of split sales (spec 3 §2 sub-sellers, §3,
 * §4, §5, §7, §8, §9). The server's routes and the web's forms read these schemas.
 */
export const SUB_SELLER_MESSAGES = {
  required: 'Preenchimento obrigatório!',
  invalidCpf: 'CPF inválido',
  invalidCnpj: 'CNPJ inválido',
  invalidDocument: 'Informe um CPF ou CNPJ válido.',
  invalidZip: 'Cep inválido.',
  descriptionTooLong: 'A descrição deve ter no máximo 300 caracteres.',
  percentageTooHigh: 'A porcentagem deve ser de no máximo 100%.',
  minThree: 'Informe ao menos 3 dígitos.',
  oneDigit: 'Informe 1 dígito.',
  invalidBank: 'Banco inválido.',
  invalidPhone: 'Telefone inválido.',
  empty: 'Sem dados de sub-vendedores',
  searchPlaceholder: 'Buscar por nome, CPF ou CNPJ',
  processing:
    'Estamos validando os dados do sub-vendedor. Em cerca de 5 minutos ele estará disponível para receber split.',
  updated: 'Dados alterados com sucesso!',
  bankValidationFailed: 'Erro ao validar a conta bancária do sub-vendedor',
  updateFailed: 'Erro ao atualizar cadastro do sub-vendedor',
  inactiveHint: 'Confira os dados do sub-vendedor e salve para reenviar o cadastro.',
} as const;

export const SUB_SELLER_LIMITS = { description: 300, percentBp: 10_000, name: 150 } as const;
export const SUB_SELLER_ACCOUNT_TYPES = ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT'] as const;
/** PENDING while the acquirer registers the recipient (about 5 minutes), then ACTIVE or INACTIVE with a reason. */
export const SPLIT_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export type SplitStatus = (typeof SPLIT_STATUSES)[number];

/** 11 digits or fewer is a CPF, otherwise a CNPJ (spec 3 §5). */
export function subSellerDocumentType(document: string): 'CPF' | 'CNPJ' {
  return digitsOnly(document).length <= 11 ? 'CPF' : 'CNPJ';
}

/**
 * Cross-field rules run even when other fields failed, so a form shows every error in one answer
 * rather than in two waves; they skip a field that already has its own error (and a body that is
 * not an object at all).
 */
const everyError = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};
const hasIssue = (context: z.RefinementCtx, field: string) => context.issues.some((issue) => issue.path?.[0] === field);

const required = (max: number) =>
  text({ error: SUB_SELLER_MESSAGES.required }).trim().min(1, SUB_SELLER_MESSAGES.required).max(max);
const digits = (min: number, max: number, message: string) =>
  text({ error: SUB_SELLER_MESSAGES.required })
    .transform(digitsOnly)
    .pipe(z.string().min(1, SUB_SELLER_MESSAGES.required).min(min, message).max(max, message));
const optionalDate = calendarDateSchema.nullish().transform((value) => value ?? null);

/** 'Dados bancários' (spec 3 §3 account). The bank code must be one of the bank list (checked on the server). */
export const subSellerAccountSchema = z
  .strictObject({
    bank: text({ error: SUB_SELLER_MESSAGES.required })
      .min(1, SUB_SELLER_MESSAGES.required)
      .regex(/^\d{3}$/, SUB_SELLER_MESSAGES.invalidBank),
    issuer: digits(3, 5, SUB_SELLER_MESSAGES.minThree),
    issuerDigit: text()
      .trim()
      .max(1, SUB_SELLER_MESSAGES.oneDigit)
      .nullish()
      .transform((value) => value || null),
    number: digits(3, 13, SUB_SELLER_MESSAGES.minThree),
    bankDigit: text({ error: SUB_SELLER_MESSAGES.required })
      .trim()
      .min(1, SUB_SELLER_MESSAGES.required)
      .regex(/^[0-9xX]$/, SUB_SELLER_MESSAGES.oneDigit),
    accountType: z.enum(SUB_SELLER_ACCOUNT_TYPES, { error: SUB_SELLER_MESSAGES.required }),
    pixKeyType: z.enum(PIX_KEY_TYPES, { error: SUB_SELLER_MESSAGES.required }),
    pixKey: required(140),
  })
  .superRefine((account, context) => {
    if (hasIssue(context, 'pixKeyType') || hasIssue(context, 'pixKey')) return;
    const problem = pixKeyProblem(account.pixKeyType, account.pixKey);
    if (problem) context.addIssue({ code: 'custom', path: ['pixKey'], message: problem });
  }, everyError);

/** 'Contato' (spec 3 §3 contact). */
export const subSellerContactSchema = z.strictObject({
  name: required(SUB_SELLER_LIMITS.name),
  email: emailSchema,
  phone: text({ error: SUB_SELLER_MESSAGES.required })
    .min(1, SUB_SELLER_MESSAGES.required)
    .transform(digitsOnly)
    .pipe(z.string().min(10, SUB_SELLER_MESSAGES.invalidPhone).max(11, SUB_SELLER_MESSAGES.invalidPhone)),
});

/** 'Divisão de valores padrão': centavos (FIXED) or basis points of the sale (PERCENTAGE, at most 100 %). */
const splitDefault = {
  paymentType: z.enum(SPLIT_PAYMENT_TYPES, { error: SUB_SELLER_MESSAGES.required }),
  paymentValue: z.number({ error: SUB_SELLER_MESSAGES.required }).int().min(0).max(100_000_000),
};

/** 'Informações gerais' (spec 3 §5): CPF needs the birth date; CNPJ the owner, opening date and description. */
const generalFields = {
  name: required(SUB_SELLER_LIMITS.name),
  description: text()
    .trim()
    .max(SUB_SELLER_LIMITS.description, SUB_SELLER_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
  openingDate: optionalDate,
  birthdate: optionalDate,
  ownerName: text()
    .trim()
    .max(SUB_SELLER_LIMITS.name)
    .nullish()
    .transform((value) => value || null),
  ownerDocument: text()
    .nullish()
    .transform((value) => (value ? digitsOnly(value) : null)),
  ...splitDefault,
};

type General = { [K in keyof typeof generalFields]: z.output<(typeof generalFields)[K]> };

/** The rules of 'Informações gerais' that depend on the document's kind. */
function checkGeneral(kind: 'CPF' | 'CNPJ', general: General, context: z.RefinementCtx) {
  const missing = (path: string) => {
    if (!hasIssue(context, path))
      context.addIssue({ code: 'custom', path: [path], message: SUB_SELLER_MESSAGES.required });
  };
  if (
    general.paymentType === 'PERCENTAGE' &&
    general.paymentValue > SUB_SELLER_LIMITS.percentBp &&
    !hasIssue(context, 'paymentValue')
  ) {
    context.addIssue({ code: 'custom', path: ['paymentValue'], message: SUB_SELLER_MESSAGES.percentageTooHigh });
  }
  if (kind === 'CPF') {
    if (!general.birthdate) missing('birthdate');
    return;
  }
  if (!general.description) missing('description');
  if (!general.openingDate) missing('openingDate');
  if (!general.ownerName) missing('ownerName');
  if (!general.ownerDocument) missing('ownerDocument');
  else if (!hasIssue(context, 'ownerDocument') && !isValidCpf(general.ownerDocument)) {
    context.addIssue({ code: 'custom', path: ['ownerDocument'], message: SUB_SELLER_MESSAGES.invalidCpf });
  }
}

/** POST /sellers/subseller: the four sections of 'Novo sub-vendedor'. */
export const subSellerCreateSchema = z
  .strictObject({
    document: text({ error: SUB_SELLER_MESSAGES.required }).min(1, SUB_SELLER_MESSAGES.required).transform(digitsOnly),
    ...generalFields,
    contact: subSellerContactSchema,
    address: clientAddressSchema,
    account: subSellerAccountSchema,
  })
  .superRefine((body, context) => {
    // The document decides which general fields are required: without one, they wait for it.
    if (typeof body.document !== 'string' || hasIssue(context, 'document')) return;
    const kind = subSellerDocumentType(body.document);
    const valid =
      kind === 'CPF' ? body.document.length === 11 && isValidCpf(body.document) : isValidCnpj(body.document);
    if (!valid) {
      context.addIssue({
        code: 'custom',
        path: ['document'],
        message: kind === 'CPF' ? SUB_SELLER_MESSAGES.invalidCpf : SUB_SELLER_MESSAGES.invalidCnpj,
      });
      return;
    }
    checkGeneral(kind, body, context);
  }, everyError);
export type SubSellerCreateInput = z.input<typeof subSellerCreateSchema>;
export type SubSellerCreate = z.output<typeof subSellerCreateSchema>;

/** PATCH /sellers/subseller/{id}: the general data and the default split (the document never changes). */
export const subSellerGeneralUpdateSchema = z.strictObject(generalFields);
export type SubSellerGeneralUpdateInput = z.input<typeof subSellerGeneralUpdateSchema>;
/** The same with the rules of the sub-seller's kind, which the server knows once it has read the row. */
export const subSellerGeneralSchemaFor = (kind: 'CPF' | 'CNPJ') =>
  subSellerGeneralUpdateSchema.superRefine((general, context) => checkGeneral(kind, general, context), everyError);

export const subSellerAddressUpdateSchema = clientAddressSchema;
export const subSellerAccountUpdateSchema = subSellerAccountSchema;
export const subSellerContactUpdateSchema = subSellerContactSchema;
export const subSellerActiveQuerySchema = z.strictObject({
  active: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** A sub-seller as the detail shows it. */
export const subSellerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  documentType: z.enum(['CPF', 'CNPJ']),
  document: z.string(),
  isActive: z.boolean(),
  splitStatus: z.enum(SPLIT_STATUSES),
  /** Why the registration was refused (INACTIVE), in pt-BR. */
  splitStatusReason: z.string().nullable(),
  description: z.string().nullable(),
  openingDate: z.string().nullable(),
  birthdate: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerDocument: z.string().nullable(),
  paymentType: z.enum(SPLIT_PAYMENT_TYPES),
  paymentValue: z.number().int(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  address: addressAnswerSchema,
  account: z.object({
    bank: z.string(),
    bankName: z.string(),
    issuer: z.string(),
    issuerDigit: z.string().nullable(),
    number: z.string(),
    bankDigit: z.string(),
    accountType: z.enum(SUB_SELLER_ACCOUNT_TYPES),
    pixKeyType: z.enum(PIX_KEY_TYPES),
    pixKey: z.string(),
  }),
  createdAt: z.string(),
});
export type SubSeller = z.infer<typeof subSellerSchema>;

/** A row of the list. */
export const subSellerRowSchema = subSellerSchema.pick({
  id: true,
  name: true,
  documentType: true,
  document: true,
  isActive: true,
  splitStatus: true,
  splitStatusReason: true,
  paymentType: true,
  paymentValue: true,
});
export type SubSellerRow = z.infer<typeof subSellerRowSchema>;
export const subSellerPageSchema = pageOf(subSellerRowSchema);

/** GET /sellers/subseller: `filter` is a name, or a CPF/CNPJ (digits, with or without the mask). */
export const subSellerListQuerySchema = pageQuerySchema.extend({
  filter: text().trim().max(100).optional(),
});

/** The bank list of the form: 3-digit code and name (GET /banks). */
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export const bankListSchema = z.object({ content: z.array(bankSchema) });
