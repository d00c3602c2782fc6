import { isRecoveryCode, type SignInRequest, type SignInResponse, type SessionResponse } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { decrypt } from '../../lib/crypto.js';
import { acceptTotpStep, findUserWithSeller, normaliseEmail } from '../users/index.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';
import { consumeRecoveryCode } from './recovery-codes.js';
import { openSession } from './sessions.js';
import * as throttle from './throttle.js';
import { matchTotp } from './totp.js';

function tooMany(retryAfterS: number): AppError {
  return new AppError('AUTH-002', undefined, { 'retry-after': String(retryAfterS) });
}

/**
 * Sign-in (spec 1 §2.2): throttled per IP and per account. The account counter is incremented
 * first, in one statement, and the decision read from what it returns, so parallel attempts can
 * never check more passwords than the limit; a successful sign-in clears it.
 * Accounts with two-factor get a short-lived challenge token instead of a session.
 */
export async function signIn(ctx: AppContext, request: SignInRequest, ip: string): Promise<SignInResponse> {
  const now = ctx.clock.now();
  const email = normaliseEmail(request.email);
  const limits = ctx.config.signInLimits;
  const ipWindow = await throttle.hit(ctx.db, `ip:${ip}`, 60, now);
  if (ipWindow.count > limits.perIpPerMinute) throw tooMany(ipWindow.retryAfterS);
  const accountKey = `account:${email}`;
  const attempts = await throttle.hit(ctx.db, accountKey, limits.accountWindowS, now);
  if (attempts.count > limits.failuresPerAccount) throw tooMany(attempts.retryAfterS);

  const owner = await findUserWithSeller(ctx.db, { email });
  const user = owner?.user;
  const passwordOk = owner?.user.passwordHash
    ? await verifyPassword(owner.user.passwordHash, request.password)
    : (await burnPasswordCheck(request.password, ctx.config.argon2), false);
  if (!owner || !user || !passwordOk) {
    await ctx.audit.record({
      action: 'auth.sign_in_failed',
      userId: user?.id,
      sellerId: user?.sellerId,
      ip,
      details: { attemptReference: request.attemptReference },
    });
    throw unauthorized('AUTH-001');
  }
  if (user.status !== 'ACTIVE') throw new AppError('AUTH-006');
  await throttle.clear(ctx.db, accountKey);

  if (user.totpSecretEnc) {
    return {
      email: user.email,
      roles: ['TWO_FACTOR_AUTH'],
      token: await ctx.tokens.signTwoFactor(user.id, user.totpLastStep),
      expiresIn: ctx.tokens.twoFactorTtlSeconds,
    };
  }
  await ctx.audit.record({ action: 'auth.sign_in', userId: user.id, sellerId: user.sellerId, ip });
  return openSession(ctx, owner.user, owner.seller);
}

/**
 * Second step: the challenge token plus a TOTP code nobody has used before, or one of the user's
 * recovery codes (spent at once, by a compare-and-set: it works once, even under two requests).
 */
export async function verifyTwoFactor(
  ctx: AppContext,
  challengeToken: string,
  pin: string,
  ip: string,
): Promise<SessionResponse> {
  const challenge = await ctx.tokens.verifyTwoFactor(challengeToken);
  const { userId } = challenge;
  const now = ctx.clock.now();
  const attempts = await throttle.hit(ctx.db, `2fa:${userId}`, ctx.tokens.twoFactorTtlSeconds, now);
  if (attempts.count > ctx.config.signInLimits.failuresPerAccount) throw tooMany(attempts.retryAfterS);

  const owner = await findUserWithSeller(ctx.db, { id: userId });
  if (!owner?.user.totpSecretEnc || owner.user.status !== 'ACTIVE') throw unauthorized('AUTH-003');
  if (isRecoveryCode(pin)) {
    if (!(await consumeRecoveryCode(ctx.db, ctx.secrets.encryptionKey, owner.user, pin, now))) {
      await ctx.audit.record({ action: 'auth.two_factor_failed', userId, sellerId: owner.user.sellerId, ip });
      throw unauthorized('AUTH-003');
    }
    await ctx.audit.record({ action: 'auth.recovery_code_used', userId, sellerId: owner.user.sellerId, ip });
    return twoFactorSession(ctx, owner, ip, { recoveryCode: true });
  }
  const secret = decrypt(ctx.secrets.encryptionKey, owner.user.totpSecretEnc);
  const step = await matchTotp(secret, pin, now);
  if (step === null || (owner.user.totpLastStep !== null && step <= owner.user.totpLastStep)) {
    await ctx.audit.record({ action: 'auth.two_factor_failed', userId, sellerId: owner.user.sellerId, ip });
    throw unauthorized('AUTH-003');
  }
  // Compare-and-set: only if no verify succeeded since this challenge was issued (single use).
  if (!(await acceptTotpStep(ctx.db, userId, challenge.lastStep, step))) {
    await ctx.audit.record({ action: 'auth.two_factor_failed', userId, sellerId: owner.user.sellerId, ip });
    throw unauthorized('AUTH-003');
  }
  return twoFactorSession(ctx, owner, ip, {});
}

async function twoFactorSession(
  ctx: AppContext,
  owner: NonNullable<Awaited<ReturnType<typeof findUserWithSeller>>>,
  ip: string,
  details: { recoveryCode?: true },
): Promise<SessionResponse> {
  await throttle.clear(ctx.db, `2fa:${owner.user.id}`);
  await ctx.audit.record({
    action: 'auth.sign_in',
    userId: owner.user.id,
    sellerId: owner.user.sellerId,
    ip,
    details: { twoFactor: true, ...details },
  });
  return openSession(ctx, owner.user, owner.seller);
}
