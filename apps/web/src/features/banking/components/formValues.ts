import { z } from 'zod';
import {
  additionalStepSchema,
  BANKING_DEFAULTS,
  BUSINESS_TYPES,
  companyStepSchema,
  PARTNER_TYPES,
  partnersStepSchema,
  type BankingAccountView,
  type BusinessType,
  type PartnerType,
} from '@cofre/contract';

/** What the inputs hold: plain strings (digits for masked ones); the contract trims and validates. */
export interface AddressValues {
  /** Digits; the input shows '00000-000'. */
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  /** A UF ('SP'), '' until chosen. */
  state: string;
}

export interface CompanyValues {
  /** Digits; the input shows the CNPJ mask. */
  companyDocument: string;
  companyName: string;
  /** 'yyyy-MM-dd', null until picked. */
  openingDate: string | null;
  mail: string;
  address: AddressValues;
}

export interface AdditionalValues {
  fantasyName: string;
  url: string;
  businessType: BusinessType;
  /** CNAE digits. */
  mainActivity: string;
}

export interface PartnerValues {
  /** Digits: 11 or fewer is a CPF, more a CNPJ. */
  document: string;
  name: string;
  type: PartnerType;
  /** Birth (CPF) or founding (CNPJ) date, 'yyyy-MM-dd'. */
  date: string | null;
  email: string;
  /** Digits; the input shows the phone mask. */
  phone: string;
  address: AddressValues;
}

export interface PartnersValues {
  partners: PartnerValues[];
}

export const ADDRESS_KEYS = ['zipCode', 'street', 'number', 'complement', 'district', 'city', 'state'] as const;

export const EMPTY_ADDRESS: AddressValues = {
  zipCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
};

export const NEW_PARTNER: PartnerValues = {
  document: '',
  name: '',
  type: BANKING_DEFAULTS.partnerType,
  date: null,
  email: '',
  phone: '',
  address: EMPTY_ADDRESS,
};

/** A missing date reaches the contract as undefined: its 'Preenchimento obrigatório!' is the message. */
const dateOrMissing = (date: string | null) => (date ?? undefined) as string;

/** Step 1's form, checked by the contract's step schema (the date picker's null becomes 'missing'). */
export const companyFormSchema = z
  .custom<CompanyValues>()
  .transform((values): z.input<typeof companyStepSchema> => ({
    ...values,
    openingDate: dateOrMissing(values.openingDate),
  }))
  .pipe(companyStepSchema);

/** Step 2's form has the step's own shape. */
export const additionalFormSchema = additionalStepSchema;

/** Step 3's form: the partners, checked by the contract's step schema. */
export const partnersFormSchema = z
  .custom<PartnersValues>()
  .transform((values): z.input<typeof partnersStepSchema> => ({
    partners: values.partners.map((partner) => ({ ...partner, date: dateOrMissing(partner.date) })),
  }))
  .pipe(partnersStepSchema);

// ---------------------------------------------------------------------------------------------
// A saved draft (the server's records) as the inputs hold it: anything missing becomes empty.
// ---------------------------------------------------------------------------------------------

type Stored = Record<string, unknown> | null | undefined;

const textOf = (stored: Stored, key: string) => {
  const value = stored?.[key];
  return typeof value === 'string' ? value : '';
};

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

function addressValues(stored: unknown): AddressValues {
  const address = (stored ?? null) as Stored;
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, textOf(address, key)])) as unknown as AddressValues;
}

export function companyValues(stored: Stored): CompanyValues {
  return {
    companyDocument: textOf(stored, 'companyDocument'),
    companyName: textOf(stored, 'companyName'),
    openingDate: textOf(stored, 'openingDate') || null,
    mail: textOf(stored, 'mail'),
    address: addressValues(stored?.address),
  };
}

export function additionalValues(stored: Stored): AdditionalValues {
  return {
    fantasyName: textOf(stored, 'fantasyName'),
    url: textOf(stored, 'url'),
    businessType: oneOf(BUSINESS_TYPES, stored?.businessType, BANKING_DEFAULTS.businessType),
    mainActivity: textOf(stored, 'mainActivity'),
  };
}

function partnerValues(stored: Stored): PartnerValues {
  return {
    document: textOf(stored, 'document'),
    name: textOf(stored, 'name'),
    type: oneOf(PARTNER_TYPES, stored?.type, BANKING_DEFAULTS.partnerType),
    date: textOf(stored, 'date') || null,
    email: textOf(stored, 'email'),
    phone: textOf(stored, 'phone'),
    address: addressValues(stored?.address),
  };
}

export function partnersValues(stored: Stored[] | null): PartnersValues {
  return { partners: stored && stored.length > 0 ? stored.map(partnerValues) : [NEW_PARTNER] };
}

/** A document of more than 11 digits is a company's (spec 3 §5). */
export const isCompanyDocument = (document: string) => document.replace(/\D/g, '').length > 11;

// ---------------------------------------------------------------------------------------------
// Steps.
// ---------------------------------------------------------------------------------------------

export const COMPANY_STEP = 0;
export const ADDITIONAL_STEP = 1;
export const PARTNERS_STEP = 2;
export type WizardStep = typeof COMPANY_STEP | typeof ADDITIONAL_STEP | typeof PARTNERS_STEP;

/** The first step not saved yet (the last one when all are): where a seller coming back goes on. */
export function firstIncompleteStep(draft: BankingAccountView['draft']): WizardStep {
  if (!draft.company) return COMPANY_STEP;
  if (!draft.additional) return ADDITIONAL_STEP;
  return PARTNERS_STEP;
}

/** Where the wizard opens: a refused account at the step to correct, a sent one at the start. */
export function initialStep(account: BankingAccountView): WizardStep {
  if (account.status === 'PENDING' || account.status === 'ACTIVE') return COMPANY_STEP;
  if (account.status === 'FAILED') return stepOfKycPart(account.kycAnalysisResult?.part);
  return firstIncompleteStep(account.draft);
}

export function stepOfKycPart(part: string | undefined): WizardStep {
  return part === 'PARTNERS' ? PARTNERS_STEP : COMPANY_STEP;
}
