import { describe, expect, it } from 'vitest';
import {
  isRecoveryCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  recoveryCodeSchema,
  twoFactorEnabledRequestSchema,
  twoFactorVerifyRequestSchema,
} from '../src/index.js';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const CODE_LENGTH = 'O código deve ter 6 dígitos.';
const RECOVERY_FORMAT = 'O código de recuperação tem 8 letras e números, no formato xxxx-xxxx.';

describe('the two-factor code of sign-in (verify)', () => {
  it('takes the app’s 6 digits or a recovery code, trimmed', () => {
    for (const pin of ['123456', ' 123456 ', 'k7m2-p9qx', 'K7M2-P9QX', 'k7m2p9qx', 'k7m2 p9qx']) {
      const parsed = twoFactorVerifyRequestSchema.safeParse({ pin, type: 'WEB' });
      expect(parsed.success, pin).toBe(true);
      expect(parsed.data?.pin).toBe(pin.trim());
    }
  });

  it('says 6 digits for digits of another length, the recovery format for the rest', () => {
    expect(messages(twoFactorVerifyRequestSchema.safeParse({ pin: '12345' }))).toEqual([CODE_LENGTH]);
    expect(messages(twoFactorVerifyRequestSchema.safeParse({ pin: '1234567' }))).toEqual([CODE_LENGTH]);
    expect(messages(twoFactorVerifyRequestSchema.safeParse({ pin: '' }))).toEqual([CODE_LENGTH]);
    expect(messages(twoFactorVerifyRequestSchema.safeParse({ pin: 'abcdef' }))).toEqual([RECOVERY_FORMAT]);
    expect(messages(twoFactorVerifyRequestSchema.safeParse({ pin: 'abcd-efg' }))).toEqual([RECOVERY_FORMAT]);
    expect(messages(twoFactorVerifyRequestSchema.safeParse({ pin: 'abcd--efgh' }))).toEqual([RECOVERY_FORMAT]);
    expect(twoFactorVerifyRequestSchema.safeParse({ pin: '123456', extra: 1 }).success).toBe(false);
  });

  it('tells a recovery code from an app code, and normalises it', () => {
    expect(isRecoveryCode('123456')).toBe(false);
    expect(isRecoveryCode(' 123456 ')).toBe(false);
    expect(isRecoveryCode('2345-6789')).toBe(true);
    expect(normaliseRecoveryCode('K7M2-P9QX')).toBe('k7m2p9qx');
    expect(normaliseRecoveryCode('k7m2 p9qx')).toBe('k7m2p9qx');
    expect(recoveryCodeSchema.safeParse('k7m2-p9qx').success).toBe(true);
    expect(messages(recoveryCodeSchema.safeParse('123456'))).toEqual([RECOVERY_FORMAT]);
  });

  it('keeps look-alikes out of the alphabet', () => {
    for (const char of '01ilo') expect(RECOVERY_CODE_ALPHABET).not.toContain(char);
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(RECOVERY_CODE_ALPHABET.length);
  });
});

describe('turning two-factor on and off (POST /twofactor/enabled)', () => {
  it('needs the app’s 6 digits to turn on', () => {
    expect(twoFactorEnabledRequestSchema.safeParse({ enabled: true, code: '123456' }).success).toBe(true);
    const recovery = twoFactorEnabledRequestSchema.safeParse({ enabled: true, code: 'k7m2-p9qx' });
    expect(messages(recovery)).toEqual([CODE_LENGTH]);
    expect(recovery.error?.issues[0]?.path).toEqual(['code']);
  });

  it('takes an app code or a recovery code to turn off', () => {
    expect(twoFactorEnabledRequestSchema.safeParse({ enabled: false, code: '123456' }).success).toBe(true);
    expect(twoFactorEnabledRequestSchema.safeParse({ enabled: false, code: 'k7m2-p9qx' }).success).toBe(true);
    expect(messages(twoFactorEnabledRequestSchema.safeParse({ enabled: false, code: 'xyz' }))).toEqual([
      RECOVERY_FORMAT,
    ]);
  });

  it('is strict, and enabled is a boolean', () => {
    expect(twoFactorEnabledRequestSchema.safeParse({ enabled: true, code: '123456', userId: 'x' }).success).toBe(false);
    expect(twoFactorEnabledRequestSchema.safeParse({ enabled: 'true', code: '123456' }).success).toBe(false);
    expect(twoFactorEnabledRequestSchema.safeParse({ code: '123456' }).success).toBe(false);
  });
});
