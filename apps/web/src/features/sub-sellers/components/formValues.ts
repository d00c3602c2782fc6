import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import {
  formatPixKey,
  subSellerCreateSchema,
  subSellerDocumentType,
  type SplitPaymentType,
  type SubSeller,
  type SubSellerCreate,
  type SubSellerCreateInput,
} from '@cofre/contract';
import { addressFormValues, EMPTY_ADDRESS, type AddressFormValues } from '../../clients';

type Account = SubSellerCreateInput['account'];

/** What the inputs hold: plain strings (digits for masked ones); the contract trims, strips and validates. */
export interface SubSellerFormValues {
  /** Digits: 11 or fewer is a CPF, more a CNPJ (spec 3 §5). */
  document: string;
  /** The sub-seller's name, also its contact's name (the form asks for one name). */
  name: string;
  contact: { email: string; phone: string };
  /** 'yyyy-MM-dd' (CPF only). */
  birthdate: string | null;
  /** 'yyyy-MM-dd' (CNPJ only, as the three below). */
  openingDate: string | null;
  ownerName: string;
  ownerDocument: string;
  description: string;
  paymentType: SplitPaymentType;
  /** Centavos (FIXED) or basis points (PERCENTAGE); NaN while nothing is typed. */
  paymentValue: number;
  address: AddressFormValues;
  account: Omit<Account, 'issuerDigit' | 'accountType' | 'pixKeyType'> & {
    issuerDigit: string;
    /** null until chosen: the contract answers its 'Preenchimento obrigatório!'. */
    accountType: Account['accountType'] | null;
    pixKeyType: Account['pixKeyType'] | null;
  };
}

export type SectionKey = 'general' | 'address' | 'split' | 'bank';

export const NEW_SUB_SELLER_DEFAULTS: SubSellerFormValues = {
  document: '',
  name: '',
  contact: { email: '', phone: '' },
  birthdate: null,
  openingDate: null,
  ownerName: '',
  ownerDocument: '',
  description: '',
  paymentType: 'FIXED',
  paymentValue: 0,
  address: EMPTY_ADDRESS,
  account: {
    bank: '',
    issuer: '',
    issuerDigit: '',
    number: '',
    bankDigit: '',
    accountType: null,
    pixKeyType: null,
    pixKey: '',
  },
};

export const isCompany = (document: string) => subSellerDocumentType(document) === 'CNPJ';

/** The body before validation: one name for both, and only the fields of the document's kind. */
function toCreateInput(values: SubSellerFormValues): SubSellerCreateInput {
  const company = isCompany(values.document);
  return {
    document: values.document,
    name: values.name,
    birthdate: company ? null : values.birthdate,
    openingDate: company ? values.openingDate : null,
    ownerName: company ? values.ownerName : null,
    ownerDocument: company ? values.ownerDocument : null,
    description: company ? values.description : null,
    paymentType: values.paymentType,
    paymentValue: values.paymentValue,
    contact: { name: values.name, ...values.contact },
    address: values.address,
    account: {
      ...values.account,
      issuerDigit: values.account.issuerDigit || null,
      // A null type is refused by the contract with its own message; the cast only carries it there.
      accountType: values.account.accountType as Account['accountType'],
      pixKeyType: values.account.pixKeyType as Account['pixKeyType'],
    },
  };
}

/**
 * The whole form, validated by the contract's create schema (the edit too: 'the same required
 * rules', spec 3 §5). The values map to the body first, which has the form's paths, so every error
 * lands on its input.
 */
export const subSellerFormSchema = z
  .custom<SubSellerFormValues>()
  .transform((values) => toCreateInput(values))
  .pipe(subSellerCreateSchema);

/** A stored sub-seller as the form's inputs hold it (the detail's edit mode). */
export function formValuesOf(subSeller: SubSeller): SubSellerFormValues {
  const { account } = subSeller;
  return {
    document: subSeller.document,
    name: subSeller.name,
    contact: { email: subSeller.contact.email, phone: subSeller.contact.phone },
    birthdate: subSeller.birthdate,
    openingDate: subSeller.openingDate,
    ownerName: subSeller.ownerName ?? '',
    ownerDocument: subSeller.ownerDocument ?? '',
    description: subSeller.description ?? '',
    paymentType: subSeller.paymentType,
    paymentValue: subSeller.paymentValue,
    address: addressFormValues(subSeller.address),
    account: {
      bank: account.bank,
      issuer: account.issuer,
      issuerDigit: account.issuerDigit ?? '',
      number: account.number,
      bankDigit: account.bankDigit,
      accountType: account.accountType,
      pixKeyType: account.pixKeyType,
      pixKey: formatPixKey(account.pixKeyType, account.pixKey),
    },
  };
}

/** The validated body cut into the edit's partial requests (spec 3 §4: general, address, accounts, contacts). */
export function editSectionsOf(body: SubSellerCreate) {
  const { name, description, openingDate, birthdate, ownerName, ownerDocument, paymentType, paymentValue } = body;
  return {
    general: { name, description, openingDate, birthdate, ownerName, ownerDocument, paymentType, paymentValue },
    address: body.address,
    account: body.account,
    contact: body.contact,
  };
}

export type EditSections = ReturnType<typeof editSectionsOf>;

/** The sections whose validated values differ from what is stored: only those are sent. */
export function changedSections(body: SubSellerCreate, stored: SubSeller): Set<keyof EditSections> {
  const next = editSectionsOf(body);
  const parsed = subSellerCreateSchema.safeParse(toCreateInput(formValuesOf(stored)));
  const keys = Object.keys(next) as Array<keyof EditSections>;
  if (!parsed.success) return new Set(keys);
  const current = editSectionsOf(parsed.data);
  return new Set(keys.filter((key) => JSON.stringify(next[key]) !== JSON.stringify(current[key])));
}

/** Which collapsible sections hold an error: those open on a refused submit. */
export function sectionsWithErrors(errors: FieldErrors<SubSellerFormValues>): SectionKey[] {
  const sections: SectionKey[] = [];
  const { address, account, paymentType, paymentValue, ...general } = errors;
  if (Object.keys(general).length > 0) sections.push('general');
  if (address) sections.push('address');
  if (paymentType || paymentValue) sections.push('split');
  if (account) sections.push('bank');
  return sections;
}
