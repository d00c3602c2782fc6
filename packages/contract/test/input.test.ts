import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDateSchema,
  chargeCreateSchema,
  chargeListQuerySchema,
  chargeMinimumError,
  clientListQuerySchema,
  isCalendarDate,
  isCleanText,
  text,
} from '../src/index.js';

describe('calendar dates', () => {
  it('accepts days that exist and refuses the rest', () => {
    for (const date of ['2026-01-31', '2024-02-29', '2000-02-29', '1900-01-01', '2199-12-31']) {
      expect(isCalendarDate(date), date).toBe(true);
    }
    for (const date of [
      '2026-02-30',
      '9999-99-99',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-1-1',
      '0000-01-01',
      '',
    ]) {
      expect(isCalendarDate(date), date).toBe(false);
    }
    expect(calendarDateSchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Informe uma data válida.');
  });

  it('is the one schema of every date filter', () => {
    expect(chargeListQuerySchema.safeParse({ paidDateFinal: '2026-02-30' }).success).toBe(false);
  });
});

describe('clean text', () => {
  it('refuses control characters and lone surrogates, keeps tabs, line breaks and emoji', () => {
    for (const value of ['a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', 'x\udc00', '\udc00\ud800']) {
      expect(isCleanText(value), JSON.stringify(value)).toBe(false);
    }
    for (const value of ['', 'São João', 'a\tb\r\nc', '🎂', 'Ação – “aspas”']) {
      expect(isCleanText(value), JSON.stringify(value)).toBe(true);
    }
    expect(text().max(3).safeParse('a\u0000').error?.issues[0]?.message).toBe('O texto contém caracteres inválidos.');
  });
});

describe('strict requests', () => {
  it('refuses unknown properties of bodies and queries, naming them', () => {
    expect(clientListQuerySchema.safeParse({ name: 'x' }).error?.issues[0]?.message).toBe('Campo não permitido: name.');
    expect(chargeListQuerySchema.safeParse({ status: 'ALL', foo: '1' }).success).toBe(false);
  });
});

describe('pt-BR fallback messages', () => {
  it('words zod rules without their own message in Brazilian Portuguese, never echoing the value', () => {
    const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues.map((i) => i.message);
    expect(messages(z.string().max(3), 'abcd')).toEqual(['Use no máximo 3 caracteres.']);
    expect(messages(z.string().min(3), 'ab')).toEqual(['Use no mínimo 3 caracteres.']);
    expect(messages(z.number().max(100), 101)).toEqual(['O valor máximo é 100.']);
    expect(messages(z.number(), 'x')).toEqual(['Informe um número.']);
    expect(messages(z.object({ a: z.string() }), {})).toEqual(['Preenchimento obrigatório!']);
    expect(messages(z.enum(['A', 'B']), 'C')).toEqual(['Opção inválida.']);
    expect(messages(z.uuid(), 'x')).toEqual(['Identificador inválido.']);
    expect(messages(z.strictObject({}), { 'a\u0000': 1 })).toEqual(['A requisição tem campos não permitidos.']);
  });
});

describe('minimum amounts', () => {
  it('has one minimum per method', () => {
    expect(chargeMinimumError({ value: 499, paymentMethod: 'BOLETO' })).toBe('CHG-020');
    expect(chargeMinimumError({ value: 500, paymentMethod: 'BOLETO' })).toBeNull();
    expect(chargeMinimumError({ value: 99, paymentMethod: 'PIX' })).toBe('CHG-021');
    expect(chargeMinimumError({ value: 100, paymentMethod: 'PIX' })).toBeNull();
    expect(chargeMinimumError({ value: 499, paymentMethod: 'CREDIT_CARD', installments: 1 })).toBe('CHG-022');
    expect(chargeMinimumError({ value: 1499, paymentMethod: 'CREDIT_CARD', installments: 3 })).toBe('CHG-007');
    expect(chargeMinimumError({ value: 1500, paymentMethod: 'CREDIT_CARD', installments: 3 })).toBeNull();
  });

  it('is enforced by the create schema with the code on the issue', () => {
    const result = chargeCreateSchema.safeParse({
      title: 'Café',
      value: 300,
      paymentMethod: 'BOLETO',
      expirationDate: '2030-01-01',
      customer: { name: 'Ana', document: '529.982.247-25', email: 'ana@exemplo.com.br', phone: '11987654321' },
    });
    const issue = result.error!.issues[0];
    expect(issue).toMatchObject({ path: ['value'], message: 'O valor mínimo de um boleto é R$ 5,00.' });
    expect((issue as { params?: { code?: string } }).params?.code).toBe('CHG-020');
  });
});
