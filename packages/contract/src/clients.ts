import { z } from 'zod';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { pageOf, pageQuerySchema } from './paging.js';
import { text } from './text.js';

/**
 * Seller-clients (spec 1 §2.7, §3, §5, §7). Both the server routes and the web forms read these
 * schemas; a form may pick or extend them, never redeclare a rule.
 */

export const CLIENT_MESSAGES = {
  required: 'Preenchimento obrigatório!',
  invalidDocument: 'Inclua um CNPJ ou CPF válido',
  emailRequired: 'O campo e-mail é obrigatório!',
  emailInvalid: 'Digite um e-mail válido!',
  invalidZip: 'Cep inválido.',
  invalidPhone: 'Telefone inválido.',
  invalidState: 'Estado inválido.',
  invalidCountry: 'País inválido.',
  cityLettersOnly: 'A cidade deve conter apenas letras.',
  tooLong: 'Texto longo demais.',
} as const;

export const BRAZIL = 'BR';
export const BRAZIL_DIAL_CODE = '55';

/** Brazilian documents are CPF or CNPJ; a foreign one is a personal or a company document. */
export const CLIENT_DOCUMENT_TYPES = ['CPF', 'CNPJ', 'FOREIGN_PERSON', 'FOREIGN_COMPANY'] as const;
export type ClientDocumentType = (typeof CLIENT_DOCUMENT_TYPES)[number];
/** The name is labelled 'Razão Social' for these. */
export const COMPANY_DOCUMENT_TYPES: readonly ClientDocumentType[] = ['CNPJ', 'FOREIGN_COMPANY'];

export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

/** Letters (any accent), spaces, apostrophes, dots and hyphens: 'São João d'Aliança', 'Embu-Guaçu'. */
const CITY_PATTERN = /^[\p{L}\s'.-]+$/u;

/** CPF digits, or a CNPJ's 14 characters (the new alphanumeric CNPJ included) in upper case. */
export function normalizeDocumentNumber(value: string, type: ClientDocumentType): string {
  if (type === 'CPF') return value.replace(/\D/g, '');
  if (type === 'CNPJ') return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
  return value.trim();
}

/** True for a valid CPF or CNPJ (numeric or alphanumeric) of the given type. */
export function isValidBrazilianDocument(value: string, type: ClientDocumentType): boolean {
  if (type === 'CPF') return /^[\d.\-\s]+$/.test(value) && isValidCpf(value);
  if (type === 'CNPJ') return isValidCnpj(value, { version: 2 });
  return false;
}

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

const requiredText = (max: number) =>
  text({ error: CLIENT_MESSAGES.required }).trim().min(1, CLIENT_MESSAGES.required).max(max, CLIENT_MESSAGES.tooLong);

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, CLIENT_MESSAGES.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** A block sent as something else than an object is 'required'; an unknown field keeps its own message. */
const missingObject = (issue: { code: string }) =>
  issue.code === 'invalid_type' ? CLIENT_MESSAGES.required : undefined;

export const clientDocumentSchema = z
  .strictObject(
    {
      documentNumber: requiredText(40),
      documentType: z.enum(CLIENT_DOCUMENT_TYPES, { error: CLIENT_MESSAGES.required }),
      documentNation: text({ error: CLIENT_MESSAGES.required })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, CLIENT_MESSAGES.invalidCountry),
    },
    { error: missingObject },
  )
  .superRefine((document, context) => {
    const brazilian = document.documentNation === BRAZIL;
    const brazilianType = document.documentType === 'CPF' || document.documentType === 'CNPJ';
    if (brazilian !== brazilianType) {
      context.addIssue({ code: 'custom', path: ['documentType'], message: CLIENT_MESSAGES.invalidDocument });
    } else if (brazilian && !isValidBrazilianDocument(document.documentNumber, document.documentType)) {
      context.addIssue({ code: 'custom', path: ['documentNumber'], message: CLIENT_MESSAGES.invalidDocument });
    }
  })
  .transform((document) => ({
    ...document,
    documentNumber: normalizeDocumentNumber(document.documentNumber, document.documentType),
  }));
export type ClientDocument = z.output<typeof clientDocumentSchema>;

export const emailSchema = text({ error: CLIENT_MESSAGES.emailRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.emailRequired)
  .max(254, CLIENT_MESSAGES.emailInvalid)
  .pipe(z.email({ error: CLIENT_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

const optionalEmailSchema = text()
  .trim()
  .max(254, CLIENT_MESSAGES.emailInvalid)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || z.email().safeParse(value).success, CLIENT_MESSAGES.emailInvalid);

/** The contact fields: name, e-mails and phone (sent as digits, dial code apart, default +55). */
export const clientContactSchema = z
  .strictObject(
    {
      name: requiredText(150),
      tradeName: optionalText(150),
      email: emailSchema,
      alternativeEmail: optionalEmailSchema,
      countryCode: text({ error: CLIENT_MESSAGES.required })
        .max(10, CLIENT_MESSAGES.invalidPhone)
        .transform(digitsOnly)
        .pipe(z.string().min(1, CLIENT_MESSAGES.required).max(3, CLIENT_MESSAGES.invalidPhone)),
      phone: text({ error: CLIENT_MESSAGES.required })
        .max(40, CLIENT_MESSAGES.invalidPhone)
        .transform(digitsOnly)
        .pipe(z.string().min(1, CLIENT_MESSAGES.required).max(15, CLIENT_MESSAGES.invalidPhone)),
    },
    { error: missingObject },
  )
  .superRefine((contact, context) => {
    const brazilian = contact.countryCode === BRAZIL_DIAL_CODE;
    const length = contact.phone.length;
    const valid = brazilian ? length === 10 || length === 11 : length >= 4;
    if (length > 0 && !valid)
      context.addIssue({ code: 'custom', path: ['phone'], message: CLIENT_MESSAGES.invalidPhone });
  });

/** An address of the client; zip code as digits, state and country in upper case. */
export const clientAddressSchema = z
  .strictObject(
    {
      zipCode: text({ error: CLIENT_MESSAGES.required })
        .max(20, CLIENT_MESSAGES.invalidZip)
        .transform(digitsOnly)
        .pipe(z.string().min(1, CLIENT_MESSAGES.required).max(10, CLIENT_MESSAGES.invalidZip)),
      street: requiredText(200),
      number: requiredText(10),
      complement: optionalText(100),
      district: requiredText(100),
      city: requiredText(100).regex(CITY_PATTERN, CLIENT_MESSAGES.cityLettersOnly),
      state: requiredText(3).toUpperCase(),
      country: requiredText(60)
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, CLIENT_MESSAGES.invalidCountry),
    },
    { error: missingObject },
  )
  .superRefine((address, context) => {
    if (address.country !== BRAZIL) return;
    if (address.zipCode.length > 0 && address.zipCode.length !== 8) {
      context.addIssue({ code: 'custom', path: ['zipCode'], message: CLIENT_MESSAGES.invalidZip });
    }
    if (!(BRAZILIAN_STATES as readonly string[]).includes(address.state)) {
      context.addIssue({ code: 'custom', path: ['state'], message: CLIENT_MESSAGES.invalidState });
    }
  });
export type ClientAddress = z.output<typeof clientAddressSchema>;

/** POST /seller-clients. `address: null` means the seller's own address is used. */
export const clientCreateSchema = z.strictObject({
  document: clientDocumentSchema,
  contact: clientContactSchema,
  address: clientAddressSchema.nullable(),
});
export type ClientCreateInput = z.input<typeof clientCreateSchema>;
export type ClientCreate = z.output<typeof clientCreateSchema>;

/** PUT /seller-clients/{id}: the contact block. The document is read-only and not part of it. */
export const clientContactUpdateSchema = clientContactSchema;
export type ClientContactInput = z.input<typeof clientContactSchema>;
export type ClientContact = z.output<typeof clientContactSchema>;

/** PATCH /seller-clients/{id}/address. */
export const clientAddressUpdateSchema = clientAddressSchema;
export type ClientAddressInput = z.input<typeof clientAddressSchema>;

/** An address as the API answers it (already validated and normalised when stored). */
export const addressAnswerSchema = z.object({
  zipCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});

export const clientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  tradeName: z.string().nullable(),
  document: z.object({
    documentNumber: z.string(),
    documentType: z.enum(CLIENT_DOCUMENT_TYPES),
    documentNation: z.string(),
  }),
  email: z.string(),
  alternativeEmail: z.string().nullable(),
  countryCode: z.string(),
  phone: z.string(),
  address: addressAnswerSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_PAGING = { list: 20, picker: 100, max: 100 } as const;

/**
 * GET /seller-clients: `search` matches name, trade name, document or e-mail, ignoring accents,
 * case and document punctuation; always sorted by name ascending (§9).
 */
export const clientListQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(100, CLIENT_MESSAGES.tooLong).optional(),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientSummarySchema = clientSchema.pick({
  id: true,
  name: true,
  document: true,
  email: true,
  countryCode: true,
  phone: true,
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;
/** `capped`: the search matched more than CLIENT_SEARCH_CAP clients; refine it to see the rest. */
export const clientPageSchema = pageOf(clientSummarySchema).extend({ capped: z.boolean() });
export const CLIENT_SEARCH_CAP = 1000;

/** GET /public/companies/{cnpj}: what the company registry says about a CNPJ. */
export const companySchema = z.object({
  cnpj: z.string(),
  name: z.string(),
  tradeName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressAnswerSchema.extend({ country: z.literal(BRAZIL) }).nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** GET /zip-codes/{zipCode}: a CEP's address; a success sets the country to BR (§2.7). */
export const zipAddressSchema = z.object({
  zipCode: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  complement: z.string().nullable(),
});
export type ZipAddress = z.infer<typeof zipAddressSchema>;

/** Accent-, case- and punctuation-insensitive form used to index and to search clients. */
export function searchableText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** GET /seller-clients/{id}/charges: the client's charges, history or scheduled (Recebíveis tab). */
export const clientChargesQuerySchema = pageQuerySchema.extend({
  scheduled: z.stringbool().default(false),
});
export const clientChargeRowSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  /** Centavos. */
  value: z.number().int(),
  status: z.string(),
  paymentMethod: z.string(),
  expirationDate: z.string(),
  paidDate: z.string().nullable(),
});
export type ClientChargeRow = z.infer<typeof clientChargeRowSchema>;
export const clientChargePageSchema = pageOf(clientChargeRowSchema);

/** GET /seller-clients/{id}/subscriptions: the client's subscriptions (Assinaturas tab). */
export const clientSubscriptionRowSchema = z.object({
  uuid: z.uuid(),
  planName: z.string(),
  /** Centavos. */
  value: z.number().int(),
  status: z.string(),
  nextChargeDate: z.string().nullable(),
});
export type ClientSubscriptionRow = z.infer<typeof clientSubscriptionRowSchema>;
export const clientSubscriptionPageSchema = pageOf(clientSubscriptionRowSchema);
export const CLIENT_TAB_PAGE_SIZE = 10;
