import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { resetPasswordMail } from '../mail/index.js';
import { findUserByEmail, setPassword } from '../users/index.js';
import { hashPassword } from './passwords.js';
import { revokeAllOfUser } from './sessions.js';
import { passwordResetTokens } from './tables.js';
import * as throttle from './throttle.js';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const RESET_REQUESTS_PER_HOUR = 5;

/**
 * Always answers the same way: whether the e-mail has an account is never revealed.
 * At most a few e-mails an hour per address, so the endpoint cannot be used to flood a mailbox.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const window = await throttle.hit(ctx.db, `reset:${email.toLowerCase()}`, 3600, now);
  if (window.count > RESET_REQUESTS_PER_HOUR) return;
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === 'INACTIVE' || user.status === 'BLOCKED') return;
  const token = randomToken();
  await ctx.db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/redefinir-senha/${token}`;
  await ctx.mail.queue({ to: user.email, ...resetPasswordMail(link) });
  await ctx.audit.record({ action: 'auth.reset_requested', userId: user.id, sellerId: user.sellerId, ip });
}

/**
 * Single-use, 1-hour token. A successful reset spends every other link of the user (an older
 * e-mail cannot set the password again) and ends every open session. It never revives an
 * INACTIVE user: such a user's links are refused. The one status change is an invitation's:
 * a CREATED user (no password yet) becomes ACTIVE by choosing one.
 */
/**
 * Spends a link and every other open link of its user, and sets the password, in one transaction
 * (a reset and an invitation alike). Null when the link is spent, expired, not of `purpose`, or its
 * user may not set a password (a race with another submit of the same link included).
 */
export async function spendLinkForPassword(
  ctx: AppContext,
  token: string,
  passwordHash: string,
  now: Date,
  purpose?: 'INVITATION',
) {
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          purpose ? eq(passwordResetTokens.purpose, purpose) : undefined,
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    return (await setPassword(tx, claimed.userId, passwordHash, now)) ?? null;
  });
}

export async function setNewPassword(ctx: AppContext, token: string, newPassword: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(newPassword, ctx.config.argon2);
  const user = await spendLinkForPassword(ctx, token, passwordHash, now);
  if (!user) throw new AppError('AUTH-007');
  await revokeAllOfUser(ctx, user.id, 'PASSWORD_RESET');
  await ctx.audit.record({ action: 'auth.password_changed', userId: user.id, sellerId: user.sellerId, ip });
}
