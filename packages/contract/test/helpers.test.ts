import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatDate,
  formatErrorItem,
  newPasswordFormSchema,
  signInRequestSchema,
  twoFactorCodeSchema,
  unreadBadge,
  whatsAppLink,
  variable,
} from '../src/index.js';

describe('format', () => {
  it('formats centavos as BRL', () => {
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56');
    expect(formatBRL(5)).toBe('R$\u00a00,05');
    expect(() => formatBRL(1.5)).toThrow(RangeError);
  });

  it('formats BRL exactly as Intl.NumberFormat does, signs and thousands included', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const edges = [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789, -1, -100, -123_456, 10 ** 15];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    const samples = Array.from(
      { length: 2_000 },
      (_, index) => (random() % 10 ** ((index % 13) + 1)) * (index % 3 ? 1 : -1),
    );
    for (const cents of [...edges, ...samples]) {
      if (Object.is(cents, -0)) continue;
      expect(formatBRL(cents), String(cents)).toBe(intl.format(cents / 100));
    }
    // Beyond 2^53 / 100 Intl's division by 100 rounds; integer centavos do not.
    expect(formatBRL(2 ** 53 - 1)).toBe('R$\u00a090.071.992.547.409,91');
  });

  it('formats dates as dd/MM/yyyy, instants in São Paulo time', () => {
    expect(formatDate('2026-11-05')).toBe('05/11/2026');
    expect(formatDate('2026-11-06T02:00:00Z')).toBe('05/11/2026');
  });

  it("formats an API error as '{code} - {description}'", () => {
    expect(formatErrorItem({ code: 'AUTH-001', description: 'E-mail ou senha inválidos.' })).toBe(
      'AUTH-001 - E-mail ou senha inválidos.',
    );
  });
});

describe('notifications', () => {
  it('shows the unread count, 9+ above nine, nothing at zero', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
  });

  it('adds 55 to a Brazilian phone in WhatsApp links', () => {
    expect(whatsAppLink('(11) 99999-8888')).toBe('https://wa.me/5511999998888');
    expect(whatsAppLink('5511999998888')).toBe('https://wa.me/5511999998888');
  });

  it('reads a variable by name', () => {
    expect(variable({ variablesResponse: [{ name: 'buyer', value: 'Ana' }] }, 'buyer')).toBe('Ana');
    expect(variable({ variablesResponse: [] }, 'buyer')).toBe('');
  });
});

describe('auth schemas', () => {
  it('validates sign-in with the spec messages', () => {
    const result = signInRequestSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'E-mail é um campo obrigatório.',
      'Senha é um campo obrigatório.',
    ]);
  });

  it('needs a six-digit code', () => {
    expect(twoFactorCodeSchema.safeParse('123456').success).toBe(true);
    expect(twoFactorCodeSchema.safeParse('12345').success).toBe(false);
    expect(twoFactorCodeSchema.safeParse('12345a').success).toBe(false);
  });

  it('needs equal passwords in the new-password form', () => {
    const result = newPasswordFormSchema.safeParse({ password: 'senha-forte-1', confirmPassword: 'senha-forte-2' });
    expect(result.error!.issues[0]).toMatchObject({
      message: 'As senhas precisam ser iguais',
      path: ['confirmPassword'],
    });
    const empty = newPasswordFormSchema.safeParse({ password: '', confirmPassword: '' });
    expect(empty.error!.issues.map((issue) => issue.message)).toContain('O campo confirme sua senha é obrigatório!');
  });
});
