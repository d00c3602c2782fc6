import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { BRAZIL, BRAZIL_DIAL_CODE, clientCreateSchema, type Client, type ClientDocumentType } from '@cofre/contract';
import { isCompanyDocument } from '../documentLabels';

/** What the inputs hold: plain strings; the contract's schemas trim, strip masks and validate. */
export interface ContactFormValues {
  name: string;
  tradeName: string;
  email: string;
  alternativeEmail: string;
  /** Digits ('55'); the input shows '+55'. */
  countryCode: string;
  /** Digits; the input shows the mask. */
  phone: string;
}

export interface AddressFormValues {
  /** Digits; the input shows '00000-000'. */
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  country: string;
}

export interface DocumentFormValues {
  /** Digits (letters too for a new CNPJ); free text for a foreign document. */
  documentNumber: string;
  documentType: ClientDocumentType;
  documentNation: string;
}

export interface ClientFormValues {
  document: DocumentFormValues;
  contact: ContactFormValues;
  address: AddressFormValues;
  /** 'Usar o meu endereço...': the address is kept while hidden, and sent as null. */
  useSellerAddress: boolean;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  zipCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  country: BRAZIL,
};

export const NEW_CLIENT_DEFAULTS: ClientFormValues = {
  document: { documentNumber: '', documentType: 'CPF', documentNation: BRAZIL },
  contact: {
    name: '',
    tradeName: '',
    email: '',
    alternativeEmail: '',
    countryCode: BRAZIL_DIAL_CODE,
    phone: '',
  },
  address: EMPTY_ADDRESS,
  useSellerAddress: false,
};

/** The contact block of a stored client, as the editor's inputs hold it. */
export function contactFormValues(client: Client): ContactFormValues {
  return {
    name: client.name,
    tradeName: client.tradeName ?? '',
    email: client.email,
    alternativeEmail: client.alternativeEmail ?? '',
    countryCode: client.countryCode,
    phone: client.phone,
  };
}

export function addressFormValues(address: Client['address']): AddressFormValues {
  return address ? { ...address, complement: address.complement ?? '' } : EMPTY_ADDRESS;
}

/** The POST body before validation: the switch becomes `address: null`; a person has no trade name. */
function toCreateInput(values: ClientFormValues) {
  const company = isCompanyDocument(values.document.documentType);
  return {
    document: values.document,
    contact: company ? values.contact : { ...values.contact, tradeName: '' },
    address: values.useSellerAddress ? null : values.address,
  };
}

/**
 * The whole form, validated by the contract's create schema: the values are mapped to the body
 * first, which has the form's paths (document.*, contact.*, address.*), so the errors land on the
 * right inputs.
 */
export const clientFormSchema = z
  .custom<ClientFormValues>()
  .transform((values): z.input<typeof clientCreateSchema> => toCreateInput(values))
  .pipe(clientCreateSchema);

/** Step 1 holds the document and the contact: an error there sends the seller back to it. */
export function hasIdentificationErrors(errors: FieldErrors<ClientFormValues>): boolean {
  return errors.document !== undefined || errors.contact !== undefined;
}
