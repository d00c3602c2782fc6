import { describe, expect, it } from 'vitest';
import { ACCOUNT_PIX_KEY_MESSAGES, accountPixKeyCreateSchema, canonicalPixKey } from '../src/account-pix-keys.js';

describe('the account Pix keys (spec 3 §5, §9)', () => {
  it('keeps a mobile phone as +55 and digits, however it was typed, and refuses a landline', () => {
    expect(canonicalPixKey('PHONE', '(11) 98765-4321')).toBe('+5511987654321');
    expect(canonicalPixKey('PHONE', '11987654321')).toBe('+5511987654321');
    expect(canonicalPixKey('PHONE', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(canonicalPixKey('PHONE', '1130000000')).toBeNull();
    // Eleven digits that are also a valid CPF are still a phone here: the type is always given.
    expect(canonicalPixKey('PHONE', '52998224725')).toBeNull();
  });

  it('keeps an e-mail in lower case and refuses what is not one', () => {
    expect(canonicalPixKey('EMAIL', ' Pix@Demo.Cofre.dev ')).toBe('pix@demo.cofre.dev');
    expect(canonicalPixKey('EMAIL', 'sem-arroba')).toBeNull();
    expect(canonicalPixKey('EMAIL', '11987654321')).toBeNull();
  });

  it('takes no key for CNPJ and EVP, and the spec messages for the others', () => {
    expect(accountPixKeyCreateSchema.safeParse({ type: 'CNPJ' }).success).toBe(true);
    expect(accountPixKeyCreateSchema.safeParse({ type: 'EVP', key: 'x' }).success).toBe(false);
    const email = accountPixKeyCreateSchema.safeParse({ type: 'EMAIL', key: 'a@' });
    expect(email.error?.issues[0]?.message).toBe(ACCOUNT_PIX_KEY_MESSAGES.invalidEmail);
    const phone = accountPixKeyCreateSchema.safeParse({ type: 'PHONE', key: '123' });
    expect(phone.error?.issues[0]?.message).toBe(ACCOUNT_PIX_KEY_MESSAGES.invalidPhone);
    expect(accountPixKeyCreateSchema.safeParse({ type: 'CPF', key: '52998224725' }).success).toBe(false);
  });
});
