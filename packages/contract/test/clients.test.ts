import { describe, expect, it } from 'vitest';
import {
  clientAddressSchema,
  clientContactSchema,
  clientDocumentSchema,
  formatDocument,
  formatPhone,
  formatZipCode,
  isValidBrazilianDocument,
  searchableText,
} from '../src/index.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('client document', () => {
  it('accepts valid CPF and CNPJ (numeric and alphanumeric) and keeps only their characters', () => {
    expect(
      clientDocumentSchema.parse({ documentNumber: '529.982.247-25', documentType: 'CPF', documentNation: 'BR' }),
    ).toEqual({ documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' });
    expect(
      clientDocumentSchema.parse({ documentNumber: '11.222.333/0001-81', documentType: 'CNPJ', documentNation: 'br' })
        .documentNumber,
    ).toBe('11222333000181');
    expect(
      clientDocumentSchema.parse({ documentNumber: '12.abc.345/01de-35', documentType: 'CNPJ', documentNation: 'BR' })
        .documentNumber,
    ).toBe('12ABC34501DE35');
  });

  it("refuses a wrong check digit, a CPF with letters, and a type from the other country with 'Inclua um CNPJ ou CPF válido'", () => {
    const invalid = [
      { documentNumber: '529.982.247-24', documentType: 'CPF', documentNation: 'BR' },
      { documentNumber: '11.222.333/0001-80', documentType: 'CNPJ', documentNation: 'BR' },
      { documentNumber: '5299822472A', documentType: 'CPF', documentNation: 'BR' },
      { documentNumber: '11111111111', documentType: 'CPF', documentNation: 'BR' },
      { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'AR' },
      { documentNumber: 'X123', documentType: 'FOREIGN_PERSON', documentNation: 'BR' },
    ];
    for (const document of invalid) {
      const messages = messagesOf(clientDocumentSchema.safeParse(document));
      expect(messages).toHaveLength(1);
      expect(messages[0]?.[1]).toBe('Inclua um CNPJ ou CPF válido');
    }
  });

  it('does not validate foreign documents beyond presence', () => {
    expect(
      clientDocumentSchema.parse({
        documentNumber: ' 30-71234567-1 ',
        documentType: 'FOREIGN_COMPANY',
        documentNation: 'ar',
      }),
    ).toEqual({ documentNumber: '30-71234567-1', documentType: 'FOREIGN_COMPANY', documentNation: 'AR' });
    expect(isValidBrazilianDocument('30712345671', 'FOREIGN_COMPANY')).toBe(false);
  });
});

describe('client contact', () => {
  const contact = { name: 'Ana', email: 'ana@exemplo.com', countryCode: '55', phone: '11987654321' };
  it('requires 10 or 11 digits for a Brazilian phone, 4 to 15 elsewhere', () => {
    expect(clientContactSchema.safeParse({ ...contact, phone: '(11) 3333-4444' }).success).toBe(true);
    expect(messagesOf(clientContactSchema.safeParse({ ...contact, phone: '119876543' }))).toEqual([
      ['phone', 'Telefone inválido.'],
    ]);
    expect(clientContactSchema.safeParse({ ...contact, countryCode: '1', phone: '4155550123' }).success).toBe(true);
    expect(messagesOf(clientContactSchema.safeParse({ ...contact, countryCode: '1', phone: '415' }))).toEqual([
      ['phone', 'Telefone inválido.'],
    ]);
  });

  it('treats an empty finance e-mail as none and checks a filled one', () => {
    expect(clientContactSchema.parse({ ...contact, alternativeEmail: '  ' }).alternativeEmail).toBeNull();
    expect(messagesOf(clientContactSchema.safeParse({ ...contact, alternativeEmail: 'x@' }))).toEqual([
      ['alternativeEmail', 'Digite um e-mail válido!'],
    ]);
  });
});

describe('client address', () => {
  const address = {
    zipCode: '01310-100',
    street: 'Av',
    number: '1',
    district: 'B',
    city: 'São Paulo',
    state: 'sp',
    country: 'br',
  };
  it('checks the CEP length and the UF only for Brazil', () => {
    expect(clientAddressSchema.parse(address)).toMatchObject({ zipCode: '01310100', state: 'SP', country: 'BR' });
    expect(messagesOf(clientAddressSchema.safeParse({ ...address, zipCode: '0131010' }))).toEqual([
      ['zipCode', 'Cep inválido.'],
    ]);
    expect(clientAddressSchema.safeParse({ ...address, zipCode: '1425', state: 'CABA', country: 'AR' }).success).toBe(
      false,
    );
    expect(clientAddressSchema.safeParse({ ...address, zipCode: '1425', state: 'BA', country: 'AR' }).success).toBe(
      true,
    );
  });

  it('accepts city names with accents, apostrophes and hyphens, and nothing with digits', () => {
    for (const city of ["São João d'Aliança", 'Embu-Guaçu', 'Mogi Mirim']) {
      expect(clientAddressSchema.safeParse({ ...address, city }).success).toBe(true);
    }
    expect(messagesOf(clientAddressSchema.safeParse({ ...address, city: 'Cidade 2' }))).toEqual([
      ['city', 'A cidade deve conter apenas letras.'],
    ]);
  });
});

describe('formatting and search text', () => {
  it('masks documents, phones and CEPs', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('X1234567')).toBe('X1234567');
    expect(formatPhone('55', '11987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('55', '1133334444')).toBe('+55 (11) 3333-4444');
    expect(formatPhone('1', '4155550123')).toBe('+1 4155550123');
    expect(formatZipCode('01310100')).toBe('01310-100');
  });

  it('drops accents, case and repeated spaces', () => {
    expect(searchableText('  Conceição   ARAÚJO ')).toBe('conceicao araujo');
  });
});
