import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { resetPasswordMail } from '../mail/templates.js';
import { findUserByEmail } from '../users/queries.js';
import { users } from '../users/tables.js';
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
  if (!user || user.status === 'INACTIVE') return;
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

/** Single-use, 1-hour token. A new password ends every open session of the user. */
export async function setNewPassword(ctx: AppContext, token: string, newPassword: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const [claimed] = await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) throw new AppError(400, 'AUTH-007');
  const passwordHash = await hashPassword(newPassword, ctx.config.argon2);
  const [user] = await ctx.db
    .update(users)
    // A user invited by e-mail (CREATED) becomes active by choosing a password.
    .set({ passwordHash, updatedAt: now, status: 'ACTIVE' })
    .where(eq(users.id, claimed.userId))
    .returning();
  await revokeAllOfUser(ctx, claimed.userId, 'PASSWORD_RESET');
  await ctx.audit.record({ action: 'auth.password_changed', userId: user.id, sellerId: user.sellerId, ip });
}
