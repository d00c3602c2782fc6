import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { digitsOnly } from './clients.js';
import { calendarDateSchema, text } from './text.js';

/**
 * The seller's company (PJ) banking account and its activation with KYC (spec 3 §2 'Ativar Conta
 * PJ', §3 'Banking account', §4, §5 'PJ activation', §8, §9). One account per seller:
 * INACTIVE until the wizard is sent, PENDING while the bank analyses it, then ACTIVE or FAILED (the
 * analysis result is kept and shown); a FAILED account may be corrected and sent again.
 */
export const BANKING_ACCOUNT_STATUSES = ['INACTIVE', 'PENDING', 'ACTIVE', 'FAILED'] as const;
export type BankingAccountStatus = (typeof BANKING_ACCOUNT_STATUSES)[number];
export const bankingAccountStatusSchema = z.enum(BANKING_ACCOUNT_STATUSES);

export const BANKING_ACCOUNT_STATUS_LABELS: Record<BankingAccountStatus, string> = {
  INACTIVE: 'Inativa',
  PENDING: 'Em análise',
  ACTIVE: 'Ativa',
  FAILED: 'Recusada',
};

/** Spec 3 §3: the company's legal form. */
export const BUSINESS_TYPES = ['MEI', 'ME', 'EI', 'EIRELI', 'LTDA', 'SS', 'SA', 'NON_PROFIT'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  MEI: 'MEI - Microempreendedor individual',
  ME: 'ME - Microempresa',
  EI: 'EI - Empresário individual',
  EIRELI: 'EIRELI',
  LTDA: 'LTDA - Sociedade limitada',
  SS: 'SS - Sociedade simples',
  SA: 'SA - Sociedade anônima',
  NON_PROFIT: 'Entidade sem fins lucrativos',
};

/** Spec 3 §3: a partner's role in the company. */
export const PARTNER_TYPES = ['PARTNER', 'PROXY_HOLDER', 'LEGAL_REPRESENTATIVE', 'OTHER'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const PARTNER_TYPE_LABELS: Record<PartnerType, string> = {
  PARTNER: 'Sócio',
  PROXY_HOLDER: 'Procurador',
  LEGAL_REPRESENTATIVE: 'Representante legal',
  OTHER: 'Outro',
};

/** Spec 3 §9: what a new wizard starts with. */
export const BANKING_DEFAULTS = { businessType: 'LTDA', partnerType: 'PARTNER', country: 'BR' } as const;

/** The texts the spec quotes (3 §5, §8), with D12's corrected spelling of the required message. */
export const BANKING_ACCOUNT_MESSAGES = {
  required: 'Preenchimento obrigatório!',
  invalidEmail: 'E-mail inválido!',
  invalidUrl: 'Digite uma url válida!',
  invalidCpf: 'Cpf inválido.',
  invalidCnpj: 'Cnpj inválido.',
  invalidCompanyDocument: 'CNPJ inválido',
  invalidActivity: 'Informe o CNAE com até 9 dígitos.',
  firstPartnerCpf: 'O primeiro sócio deve ser uma pessoa física (CPF).',
  fullNameHint: 'Informe o nome completo, sem abreviações.',
  lookupFailed: 'Erro ao consultar CNPJ. Por favor, preencha os dados manualmente.',
  sent: 'Conta enviada com sucesso. Aguarde o processamento da mesma.',
  steps: ['Dados da empresa', 'Dados adicionais', 'Dados dos sócios'],
} as const;

const M = BANKING_ACCOUNT_MESSAGES;
const required = () => text({ error: M.required }).trim().min(1, M.required);

/** The company's or a partner's address (country BR is fixed, spec 3 §9). */
export const bankingAddressSchema = z.strictObject({
  zipCode: required().refine((value) => digitsOnly(value).length === 8, M.required),
  street: required().max(120),
  number: required().max(20),
  complement: text().trim().max(60).optional(),
  district: required().max(80),
  city: required().max(80),
  state: required().length(2, M.required),
});
export type BankingAddress = z.infer<typeof bankingAddressSchema>;

/** Step 1, 'Dados da empresa': all required, a valid e-mail (spec 3 §5). */
export const companyStepSchema = z.strictObject({
  companyDocument: required().refine((value) => isValidCnpj(value), M.invalidCompanyDocument),
  companyName: required().max(150),
  openingDate: calendarDateSchema,
  mail: required().pipe(z.email(M.invalidEmail)),
  address: bankingAddressSchema,
});

/** Step 2, 'Dados adicionais': trade name, site, legal form and main activity (CNAE, digits, up to 9). */
export const additionalStepSchema = z.strictObject({
  fantasyName: required().max(150),
  url: required().pipe(z.url({ error: M.invalidUrl, protocol: /^https?$/ })),
  businessType: z.enum(BUSINESS_TYPES, { error: M.required }),
  mainActivity: required().regex(/^\d{1,9}$/, M.invalidActivity),
});

/** A partner: CPF (11 digits or fewer) for a person, CNPJ otherwise (spec 3 §5 step 3). */
export const partnerSchema = z
  .strictObject({
    document: required(),
    name: required().max(150),
    type: z.enum(PARTNER_TYPES, { error: M.required }),
    /** A person's birth date or a company's founding date. */
    date: calendarDateSchema,
    email: required().pipe(z.email(M.invalidEmail)),
    phone: required().refine((value) => [10, 11].includes(digitsOnly(value).length), M.required),
    address: bankingAddressSchema,
  })
  .superRefine((partner, context) => {
    const digits = digitsOnly(partner.document);
    const problem = digits.length <= 11 ? isValidCpf(digits) || M.invalidCpf : isValidCnpj(digits) || M.invalidCnpj;
    if (problem !== true) context.addIssue({ code: 'custom', path: ['document'], message: problem });
  });
export type Partner = z.infer<typeof partnerSchema>;

/** Step 3, 'Dados dos sócios': at least one partner, the first a person (CPF only). */
export const partnersStepSchema = z.strictObject({
  partners: z
    .array(partnerSchema)
    .min(1, M.required)
    .max(20)
    .superRefine((partners, context) => {
      const first = partners[0];
      if (first && digitsOnly(first.document).length > 11) {
        context.addIssue({ code: 'custom', path: [0, 'document'], message: M.firstPartnerCpf });
      }
    }),
});

/** The whole submission (POST /banking/account), the three steps together. */
export const bankingAccountSubmissionSchema = z.strictObject({
  company: companyStepSchema,
  additional: additionalStepSchema,
  partners: partnersStepSchema.shape.partners,
});
export type BankingAccountSubmission = z.infer<typeof bankingAccountSubmissionSchema>;

/** Which parts of the wizard a status leaves editable (spec 3 §4). */
export interface WizardLocks {
  /** Step 1, the company's data: locked while PENDING or ACTIVE. */
  company: boolean;
  /** Step 2's additional data and step 3's partners: locked only when ACTIVE. */
  additionalAndPartners: boolean;
}

export function wizardLocks(status: BankingAccountStatus): WizardLocks {
  return {
    company: status === 'PENDING' || status === 'ACTIVE',
    additionalAndPartners: status === 'ACTIVE',
  };
}

/** Whether the wizard may be sent in this status: never sent, or refused and corrected. */
export const canSubmitBankingAccount = (status: BankingAccountStatus) => status === 'INACTIVE' || status === 'FAILED';

/**
 * Which part of the analysis refused the account (after Asaas's separate tracks under one status):
 * the seller is told which step to correct, and why, in pt-BR.
 */
export const KYC_PARTS = ['COMPANY', 'PARTNERS', 'DOCUMENTS'] as const;
export type KycPart = (typeof KYC_PARTS)[number];
export const KYC_PART_LABELS: Record<KycPart, string> = {
  COMPANY: 'Dados da empresa',
  PARTNERS: 'Dados dos sócios',
  DOCUMENTS: 'Documentos',
};
export const kycAnalysisResultSchema = z.object({ part: z.enum(KYC_PARTS), reason: z.string() });
export type KycAnalysisResult = z.infer<typeof kycAnalysisResultSchema>;

/** PUT /banking/account/draft: one step of the wizard, kept so a seller who stops can go on later. */
export const bankingDraftStepSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal(1), company: companyStepSchema }),
  z.strictObject({ step: z.literal(2), additional: additionalStepSchema }),
  z.strictObject({ step: z.literal(3), partners: partnersStepSchema.shape.partners }),
]);
export type BankingDraftStep = z.infer<typeof bankingDraftStepSchema>;

/** What the wizard holds so far: each step once saved (or as last sent). */
export interface BankingDraft {
  company: z.infer<typeof companyStepSchema> | null;
  additional: z.infer<typeof additionalStepSchema> | null;
  partners: Partner[] | null;
}

/** GET /banking/account: the account as the seller sees it (a seller without one is INACTIVE). */
export const bankingAccountSchema = z.object({
  status: bankingAccountStatusSchema,
  /** FAILED only: which part was refused and why (the spec's tooltip). */
  kycAnalysisResult: kycAnalysisResultSchema.nullable(),
  draft: z.object({
    company: z.record(z.string(), z.unknown()).nullable(),
    additional: z.record(z.string(), z.unknown()).nullable(),
    partners: z.array(z.record(z.string(), z.unknown())).nullable(),
  }),
  locks: z.object({ company: z.boolean(), additionalAndPartners: z.boolean() }),
  /** ACTIVE only: where the account is. */
  account: z.object({ bankCode: z.string(), agency: z.string(), number: z.string(), digit: z.string() }).nullable(),
  submittedAt: z.string().nullable(),
});
export type BankingAccountView = z.infer<typeof bankingAccountSchema>;
