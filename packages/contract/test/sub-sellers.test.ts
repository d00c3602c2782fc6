import { describe, expect, it } from 'vitest';
import { formatPixKey, normalizePixKey, pixKeyProblem } from '../src/pix-keys.js';
import {
  subSellerCreateSchema,
  subSellerDocumentType,
  subSellerGeneralSchemaFor,
  type SubSellerCreateInput,
} from '../src/sub-sellers.js';

const base: SubSellerCreateInput = {
  document: '529.982.247-25',
  name: 'Parceira Ana',
  birthdate: '1990-04-12',
  paymentType: 'PERCENTAGE',
  paymentValue: 1_500,
  contact: { name: 'Ana Parceira', email: 'ana@parceira.com.br', phone: '(11) 98765-4321' },
  address: {
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  account: {
    bank: '341',
    issuer: '0123',
    issuerDigit: '',
    number: '45678',
    bankDigit: '9',
    accountType: 'CHECKING_ACCOUNT',
    pixKeyType: 'EMAIL',
    pixKey: 'ana@parceira.com.br',
  },
};

const messages = (input: unknown) => {
  const result = subSellerCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('sub-seller schemas (spec 3 §5)', () => {
  it('accepts a CPF sub-seller, keeping digits only', () => {
    const parsed = subSellerCreateSchema.parse(base);
    expect(parsed.document).toBe('52998224725');
    expect(parsed.contact.phone).toBe('11987654321');
    expect(parsed.account.issuerDigit).toBeNull();
  });

  it('tells CPF from CNPJ by length, and says which one is wrong', () => {
    expect(subSellerDocumentType('529.982.247-25')).toBe('CPF');
    expect(subSellerDocumentType('11.222.333/0001-81')).toBe('CNPJ');
    expect(messages({ ...base, document: '529.982.247-26' })).toEqual(['document: CPF inválido']);
    expect(messages({ ...base, document: '11.222.333/0001-82' })).toEqual(['document: CNPJ inválido']);
  });

  it('asks a CPF for the birth date, a CNPJ for the owner, opening date and description', () => {
    expect(messages({ ...base, birthdate: null })).toEqual(['birthdate: Preenchimento obrigatório!']);
    expect(messages({ ...base, document: '11.222.333/0001-81' })).toEqual([
      'description: Preenchimento obrigatório!',
      'openingDate: Preenchimento obrigatório!',
      'ownerName: Preenchimento obrigatório!',
      'ownerDocument: Preenchimento obrigatório!',
    ]);
    expect(
      messages({
        ...base,
        document: '11.222.333/0001-81',
        description: 'x'.repeat(301),
        openingDate: '2015-03-01',
        ownerName: 'Dona',
        ownerDocument: '123.456.789-00',
      }),
    ).toEqual(['description: A descrição deve ter no máximo 300 caracteres.', 'ownerDocument: CPF inválido']);
  });

  it('caps a percentage at 100 % and checks the bank fields', () => {
    expect(messages({ ...base, paymentValue: 10_001 })).toEqual([
      'paymentValue: A porcentagem deve ser de no máximo 100%.',
    ]);
    expect(messages({ ...base, paymentType: 'FIXED', paymentValue: 10_001 })).toEqual([]);
    expect(messages({ ...base, account: { ...base.account, bankDigit: '' } })[0]).toBe(
      'account.bankDigit: Preenchimento obrigatório!',
    );
    expect(messages({ ...base, account: { ...base.account, issuer: '12', number: '1', bankDigit: '12' } })).toEqual([
      'account.issuer: Informe ao menos 3 dígitos.',
      'account.number: Informe ao menos 3 dígitos.',
      'account.bankDigit: Informe 1 dígito.',
    ]);
  });

  it('checks the Pix key by its type (one vocabulary, D6), with the spec’s messages', () => {
    expect(pixKeyProblem('CPF', '529.982.247-25')).toBeNull();
    expect(pixKeyProblem('CPF', '123')).toBe('Formato de documento incorreto');
    expect(pixKeyProblem('CPF', '11.222.333/0001-81')).toBe('Formato de documento incorreto');
    expect(pixKeyProblem('CNPJ', '11.222.333/0001-81')).toBeNull();
    expect(pixKeyProblem('CNPJ', '529.982.247-25')).toBe('Formato de documento incorreto');
    expect(pixKeyProblem('EVP', '123e4567-e89b-42d3-a456-426614174000')).toBeNull();
    expect(pixKeyProblem('EVP', 'abc')).toBe('Chave aleatória incorreta');
    expect(pixKeyProblem('EMAIL', 'ana@')).toBe('Formato de email inválido');
    expect(pixKeyProblem('PHONE', '(11) 98765-4321')).toBeNull();
    expect(pixKeyProblem('PHONE', '+55 11 98765-4321')).toBeNull();
    expect(pixKeyProblem('PHONE', '123')).toBe('Formato de telefone inválido');
    expect(messages({ ...base, account: { ...base.account, pixKeyType: 'PHONE', pixKey: 'x' } })).toEqual([
      'account.pixKey: Formato de telefone inválido',
    ]);
    // The spec's own words are not the API's: DOCUMENT and ALLEATORY_KEY are refused.
    const spec = { ...base, account: { ...base.account, pixKeyType: 'ALLEATORY_KEY' } };
    expect(subSellerCreateSchema.safeParse(spec).success).toBe(false);
  });

  it('stores a key as the DICT does: digits, +55 and lower case', () => {
    expect(normalizePixKey('CPF', ' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizePixKey('CNPJ', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('PHONE', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('PHONE', '+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('EMAIL', ' Ana@Parceira.com.br')).toBe('ana@parceira.com.br');
    expect(normalizePixKey('EVP', '123E4567-E89B-42D3-A456-426614174000')).toBe('123e4567-e89b-42d3-a456-426614174000');
    expect(formatPixKey('CPF', '52998224725')).toBe('529.982.247-25');
    expect(formatPixKey('PHONE', '+5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPixKey('EMAIL', 'ana@parceira.com.br')).toBe('ana@parceira.com.br');
  });

  it('answers every error at once: a missing name does not hide the missing birth date or a bad Pix key', () => {
    const { birthdate: _birthdate, ...withoutBirthdate } = base;
    expect(
      messages({ ...withoutBirthdate, name: '', account: { ...base.account, pixKeyType: 'EMAIL', pixKey: 'ana@' } }),
    ).toEqual([
      'name: Preenchimento obrigatório!',
      'account.pixKey: Formato de email inválido',
      'birthdate: Preenchimento obrigatório!',
    ]);
    // A field with its own error is not also called missing.
    expect(messages({ ...base, birthdate: '31/02/1990' })).toHaveLength(1);
  });

  it('applies the kind’s rules to a general update', () => {
    const update = { name: 'Loja Parceira', paymentType: 'FIXED', paymentValue: 500 } as const;
    expect(subSellerGeneralSchemaFor('CPF').safeParse(update).success).toBe(false);
    expect(subSellerGeneralSchemaFor('CPF').safeParse({ ...update, birthdate: '1990-01-01' }).success).toBe(true);
  });
});

describe('sub-seller bodies that are not objects', () => {
  it('answers errors, never throws, whatever the shape', () => {
    for (const body of [
      null,
      {},
      [],
      'x',
      { account: 'x', document: 7 },
      { document: '529.982.247-25', account: [] },
    ]) {
      expect(subSellerCreateSchema.safeParse(body).success).toBe(false);
    }
  });
});
