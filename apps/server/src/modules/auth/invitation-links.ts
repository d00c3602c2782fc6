import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { spendLinkForPassword } from './password-reset.js';
import { hashPassword } from './passwords.js';
import { passwordResetTokens } from './tables.js';
import * as throttle from './throttle.js';

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** Invitations (first or resent) to one user an hour: enough for a typo'd inbox, not a mail cannon. */
const INVITATIONS_PER_HOUR = 5;

/**
 * A new invitation link for a CREATED user. Every earlier unused link of theirs is spent in the same
 * transaction, so only the latest e-mail works (a resend is idempotent: one valid link at a time).
 * Throttled per invitee: the sixth in an hour is GEN-429 with Retry-After.
 */
export async function issueInvitationLink(
  ctx: AppContext,
  userId: string,
  invitedBy: string,
): Promise<{ token: string; expiresAt: Date }> {
  const now = ctx.clock.now();
  const window = await throttle.hit(ctx.db, `invite:${userId}`, 3600, now);
  if (window.count > INVITATIONS_PER_HOUR) {
    throw new AppError('GEN-429', undefined, { 'retry-after': String(window.retryAfterS) });
  }
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      userId,
      purpose: 'INVITATION',
      invitedBy,
      createdAt: now,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

export interface InvitationLink {
  userId: string;
  invitedBy: string;
  expiresAt: Date;
}

/**
 * The invitation a token opens: AUTH-010 for an unknown, spent (accepted or resent) or reset link,
 * AUTH-011 for one past its 7 days, so the page says what to do instead of a generic failure.
 */
export async function findInvitationLink(db: Db, token: string, now: Date): Promise<InvitationLink> {
  const [link] = await db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), eq(passwordResetTokens.purpose, 'INVITATION')));
  if (!link || link.usedAt) throw new AppError('AUTH-010');
  if (link.expiresAt <= now) throw new AppError('AUTH-011');
  return { userId: link.userId, invitedBy: link.invitedBy ?? '', expiresAt: link.expiresAt };
}

/**
 * The invitee's first password: the link is claimed once (compare-and-set on `used_at`), the user
 * becomes ACTIVE. A refused link says why (findInvitationLink's codes).
 */
export async function acceptInvitation(ctx: AppContext, token: string, newPassword: string): Promise<string> {
  const now = ctx.clock.now();
  await findInvitationLink(ctx.db, token, now);
  const passwordHash = await hashPassword(newPassword, ctx.config.argon2);
  const user = await spendLinkForPassword(ctx, token, passwordHash, now, 'INVITATION');
  // Lost a race with another submit of the same link (or the user went inactive meanwhile).
  if (!user) throw new AppError('AUTH-010');
  return user.id;
}

/** The latest invitation link's expiry of each user, for the team list's 'Convite pendente/expirado'. */
export async function latestInvitations(db: Db, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([passwordResetTokens.userId], {
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
    })
    .from(passwordResetTokens)
    .where(and(inArray(passwordResetTokens.userId, userIds), eq(passwordResetTokens.purpose, 'INVITATION')))
    .orderBy(passwordResetTokens.userId, desc(passwordResetTokens.createdAt));
  return new Map(rows.map((row) => [row.userId, row.expiresAt]));
}
