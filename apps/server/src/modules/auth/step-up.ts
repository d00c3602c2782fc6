import type { AppContext } from '../../context.js';
import type { ErrorCode } from '@cofre/contract';
import { AppError } from '../../lib/app-error.js';
import { decrypt } from '../../lib/crypto.js';
import { acceptTotpStep, findUserWithSeller } from '../users/index.js';
import * as throttle from './throttle.js';
import { verifyPassword } from './passwords.js';
import { matchTotp } from './totp.js';

/** Whether this user must confirm a sensitive change with the authenticator code (two-factor on). */
export async function needsStepUp(ctx: AppContext, userId: string): Promise<boolean> {
  const owner = await findUserWithSeller(ctx.db, { id: userId });
  return !!owner?.user.totpSecretEnc;
}

/**
 * Step-up for a sensitive change (the payout account): a user with two-factor on confirms with a
 * fresh authenticator code, single use (the same compare-and-set as the sign-in) and throttled with
 * the sign-in's per-account limit. A user without two-factor passes: the change is still e-mailed to
 * every administrator and held 24 h by its caller. `missing`/`wrong` are the caller's error codes.
 */
export async function confirmStepUp(
  ctx: AppContext,
  userId: string,
  code: string | undefined,
  errors: { missing: ErrorCode; wrong: ErrorCode },
): Promise<void> {
  const owner = await findUserWithSeller(ctx.db, { id: userId });
  if (!owner?.user.totpSecretEnc) return;
  if (!code) throw new AppError(errors.missing);
  const now = ctx.clock.now();
  const attempts = await throttle.hit(ctx.db, `step-up:${userId}`, 15 * 60, now);
  if (attempts.count > ctx.config.signInLimits.failuresPerAccount) throw new AppError('AUTH-002');
  const step = await matchTotp(decrypt(ctx.secrets.encryptionKey, owner.user.totpSecretEnc), code, now);
  const fresh = step !== null && (owner.user.totpLastStep === null || step > owner.user.totpLastStep);
  if (!fresh || !(await acceptTotpStep(ctx.db, userId, owner.user.totpLastStep, step))) {
    await ctx.audit.record({ action: 'auth.step_up_failed', userId, sellerId: owner.user.sellerId });
    throw new AppError(errors.wrong);
  }
  await throttle.clear(ctx.db, `step-up:${userId}`);
}

/**
 * Step-up to see a secret (a card's number, D24): the authenticator code when the user has
 * two-factor on (as `confirmStepUp`), otherwise the password again, throttled like the sign-in. A
 * failure is audited; neither the code nor the password is ever kept or logged.
 */
export async function confirmIdentity(
  ctx: AppContext,
  userId: string,
  proof: { code?: string; password?: string },
  errors: { missing: ErrorCode; wrong: ErrorCode },
): Promise<void> {
  const owner = await findUserWithSeller(ctx.db, { id: userId });
  if (!owner) throw new AppError(errors.wrong);
  if (owner.user.totpSecretEnc) return confirmStepUp(ctx, userId, proof.code, errors);
  if (!proof.password) throw new AppError(errors.missing);
  const attempts = await throttle.hit(ctx.db, `step-up:${userId}`, 15 * 60, ctx.clock.now());
  if (attempts.count > ctx.config.signInLimits.failuresPerAccount) throw new AppError('AUTH-002');
  if (!owner.user.passwordHash || !(await verifyPassword(owner.user.passwordHash, proof.password))) {
    await ctx.audit.record({ action: 'auth.step_up_failed', userId, sellerId: owner.user.sellerId });
    throw new AppError(errors.wrong);
  }
  await throttle.clear(ctx.db, `step-up:${userId}`);
}
