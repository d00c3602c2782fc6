import { and, eq } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import {
  isRecoveryCode,
  TWO_FACTOR_MESSAGES,
  type TwoFactorEnabledResponse,
  type TwoFactorGenerateResponse,
  type TwoFactorStatus,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { decrypt, encrypt } from '../../lib/crypto.js';
import type { Session } from '../../plugins/types.js';
import { qrPngDataUrl } from '../../providers/acquirer/qr-png.js';
import { clearTotp, confirmPendingTotp, keepPendingTotp, users } from '../users/index.js';
import { consumeRecoveryCode, deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.js';
import { revokeAllOfUser } from './sessions.js';
import * as throttle from './throttle.js';
import { matchTotp } from './totp.js';

/**
 * 'Segurança' (spec 4 §2, §4, §7): the signed-in user turns their OWN two-factor on and off. The
 * user is always the session's; every query names the session's seller too.
 */

const DEFAULT_BRAND = 'Cofre';

async function ownUser(ctx: AppContext, session: Session) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, session.userId), eq(users.sellerId, session.sellerId)));
  if (!user) throw notFound();
  return user;
}

/**
 * Wrong codes share the sign-in verify's counter (`2fa:<user>`): guessing through this screen with
 * a stolen session buys no more tries than guessing at sign-in.
 */
async function countAttempt(ctx: AppContext, userId: string) {
  const attempts = await throttle.hit(ctx.db, `2fa:${userId}`, ctx.tokens.twoFactorTtlSeconds, ctx.clock.now());
  if (attempts.count > ctx.config.signInLimits.failuresPerAccount) {
    throw new AppError('AUTH-002', undefined, { 'retry-after': String(attempts.retryAfterS) });
  }
}

const invalidCode = () => fieldError('code', TWO_FACTOR_MESSAGES.invalidCode);

export async function twoFactorStatus(ctx: AppContext, session: Session): Promise<TwoFactorStatus> {
  const user = await ownUser(ctx, session);
  const enabled = user.totpSecretEnc !== null;
  return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(ctx.db, user) : 0 };
}

/**
 * A new 160-bit secret, kept sealed as the user's PENDING secret (generating again replaces it)
 * until a code of it is confirmed. Refused while two-factor is on: turn it off first.
 */
export async function generateTwoFactor(ctx: AppContext, session: Session): Promise<TwoFactorGenerateResponse> {
  const user = await ownUser(ctx, session);
  if (user.totpSecretEnc) throw new AppError('MFA-001');
  const secret = generateSecret({ length: 20 });
  const kept = await keepPendingTotp(ctx.db, user, encrypt(ctx.secrets.encryptionKey, secret), ctx.clock.now());
  if (!kept) throw new AppError('MFA-001');
  const brand = ctx.config.brandName ?? DEFAULT_BRAND;
  const otpauthUri = generateURI({ issuer: brand, label: user.email, secret });
  return { otpauthUri, secret, qrCodeUrl: qrPngDataUrl(otpauthUri, { width: 240, margin: 2 }) };
}

/**
 * Turns two-factor on with a code of the pending secret: the secret becomes the sign-in one (that
 * code's step counts as used), ten recovery codes replace any old ones, and every OTHER session of
 * the user ends (they were opened without the second factor). The codes are answered this once.
 */
export async function enableTwoFactor(
  ctx: AppContext,
  session: Session,
  code: string,
  ip: string,
): Promise<TwoFactorEnabledResponse> {
  const user = await ownUser(ctx, session);
  if (user.totpSecretEnc) throw new AppError('MFA-001');
  const pending = user.totpPendingEnc;
  if (!pending) throw new AppError('MFA-003');
  await countAttempt(ctx, user.id);
  const now = ctx.clock.now();
  const step = await matchTotp(decrypt(ctx.secrets.encryptionKey, pending), code, now);
  if (step === null) {
    await ctx.audit.record({ action: 'auth.two_factor_failed', userId: user.id, sellerId: user.sellerId, ip });
    throw invalidCode();
  }
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    // Compare-and-set on the pending secret read above: a generate in between makes this code stale.
    const moved = await confirmPendingTotp(tx, { ...user, totpPendingEnc: pending }, step, now);
    if (!moved) throw new AppError('MFA-003');
    const codes = await replaceRecoveryCodes(tx, ctx.secrets.encryptionKey, user, now);
    await revokeAllOfUser(ctx, user.id, 'TWO_FACTOR_CHANGED', tx, session.familyId);
    return codes;
  });
  await throttle.clear(ctx.db, `2fa:${user.id}`);
  await ctx.audit.record({ action: 'auth.two_factor_enabled', userId: user.id, sellerId: user.sellerId, ip });
  return { enabled: true, recoveryCodesLeft: recoveryCodes.length, recoveryCodes };
}

/**
 * Turns two-factor off with a current code of the app (not used before) or a recovery code: the
 * secret, any pending secret and the recovery codes go, and every OTHER session of the user ends.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  session: Session,
  code: string,
  ip: string,
): Promise<TwoFactorEnabledResponse> {
  const user = await ownUser(ctx, session);
  const secret = user.totpSecretEnc;
  if (!secret) throw new AppError('MFA-002');
  await countAttempt(ctx, user.id);
  const now = ctx.clock.now();
  const recovery = isRecoveryCode(code);
  let accepted: boolean;
  if (recovery) {
    accepted = await consumeRecoveryCode(ctx.db, ctx.secrets.encryptionKey, user, code, now);
  } else {
    const step = await matchTotp(decrypt(ctx.secrets.encryptionKey, secret), code, now);
    accepted = step !== null && (user.totpLastStep === null || step > user.totpLastStep);
  }
  if (!accepted) {
    await ctx.audit.record({ action: 'auth.two_factor_failed', userId: user.id, sellerId: user.sellerId, ip });
    throw invalidCode();
  }
  if (recovery) {
    await ctx.audit.record({ action: 'auth.recovery_code_used', userId: user.id, sellerId: user.sellerId, ip });
  }
  await ctx.db.transaction(async (tx) => {
    // Compare-and-set on the secret and step read above: a sign-in that used the same code in
    // between (or another disable) wins, and this one is refused.
    const cleared = await clearTotp(tx, { ...user, totpSecretEnc: secret }, now);
    if (!cleared) throw invalidCode();
    await deleteRecoveryCodes(tx, user);
    await revokeAllOfUser(ctx, user.id, 'TWO_FACTOR_CHANGED', tx, session.familyId);
  });
  await throttle.clear(ctx.db, `2fa:${user.id}`);
  await ctx.audit.record({
    action: 'auth.two_factor_disabled',
    userId: user.id,
    sellerId: user.sellerId,
    ip,
    details: { with: recovery ? 'RECOVERY_CODE' : 'TOTP' },
  });
  return { enabled: false, recoveryCodesLeft: 0, recoveryCodes: [] };
}
