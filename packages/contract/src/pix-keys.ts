import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { digitsOnly } from './clients.js';
import { formatDocument, formatPhone } from './format.js';

/**
 * Pix keys: one vocabulary in the API for every form that takes a key (deviation D6: the spec's
 * sub-seller form says DOCUMENT/ALLEATORY_KEY, its Pix key screen CPF/CNPJ/EMAIL/PHONE/RANDOM_KEY;
 * we speak the Central Bank's DICT types everywhere and show pt-BR labels).
 */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  PHONE: 'Telefone',
  EVP: 'Chave aleatória',
};

/** The spec's messages (3 §5 'Pix key validation in the sub-seller form'). */
export const PIX_KEY_MESSAGES = {
  document: 'Formato de documento incorreto',
  random: 'Chave aleatória incorreta',
  email: 'Formato de email inválido',
  phone: 'Formato de telefone inválido',
} as const;

const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A phone key's digits: a DDD and 8 or 9 digits, with or without the country code 55. */
function phoneDigits(key: string): string | null {
  const digits = digitsOnly(key);
  if (digits.length === 10 || digits.length === 11) return digits;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits.slice(2);
  return null;
}

/** What is wrong with a key of the declared type, in pt-BR; null when it is valid. */
export function pixKeyProblem(type: PixKeyType, key: string): string | null {
  const value = key.trim();
  switch (type) {
    case 'CPF':
      return digitsOnly(value).length === 11 && isValidCpf(value) ? null : PIX_KEY_MESSAGES.document;
    case 'CNPJ':
      return isValidCnpj(value) ? null : PIX_KEY_MESSAGES.document;
    case 'EVP':
      return RANDOM_KEY.test(value) ? null : PIX_KEY_MESSAGES.random;
    case 'EMAIL':
      return z.email().safeParse(value).success ? null : PIX_KEY_MESSAGES.email;
    case 'PHONE':
      return phoneDigits(value) ? null : PIX_KEY_MESSAGES.phone;
  }
}

/**
 * A valid key as the DICT stores it: documents in digits, the phone as +55 and digits (spec 3 §5
 * 'Phone keys are sent with the 55 prefix and digits only'), the e-mail and the random key in lower case.
 */
export function normalizePixKey(type: PixKeyType, key: string): string {
  const value = key.trim();
  switch (type) {
    case 'CPF':
    case 'CNPJ':
      return digitsOnly(value);
    case 'PHONE':
      return `+55${phoneDigits(value) ?? digitsOnly(value)}`;
    case 'EMAIL':
    case 'EVP':
      return value.toLowerCase();
  }
}

/** A stored key as people read it: documents and phones with their masks. */
export function formatPixKey(type: PixKeyType, key: string): string {
  if (type === 'CPF' || type === 'CNPJ') return formatDocument(key);
  if (type === 'PHONE' && key.startsWith('+55')) return formatPhone('55', key.slice(3));
  return key;
}
