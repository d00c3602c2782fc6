import type { FieldPath } from 'react-hook-form';
import type { SubSellerFormValues } from './formValues';

const ADDRESS = ['zipCode', 'street', 'number', 'complement', 'district', 'city', 'state', 'country'];
const ACCOUNT = ['bank', 'issuer', 'issuerDigit', 'number', 'bankDigit', 'accountType', 'pixKeyType', 'pixKey'];

/** The request's paths that are inputs of the form: a 400 names them in its items' `title`. */
export const SUB_SELLER_FIELDS: ReadonlySet<string> = new Set([
  'document',
  'name',
  'birthdate',
  'openingDate',
  'ownerName',
  'ownerDocument',
  'description',
  'paymentType',
  'paymentValue',
  'contact.email',
  'contact.phone',
  ...ADDRESS.map((key) => `address.${key}`),
  ...ACCOUNT.map((key) => `account.${key}`),
]);

/** A document already registered for this seller (409 SVD-001) belongs to the document. */
export const FIELD_OF_CODE: Readonly<Record<string, FieldPath<SubSellerFormValues>>> = { 'SVD-001': 'document' };
