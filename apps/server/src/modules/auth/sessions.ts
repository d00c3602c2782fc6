import type { DbOrTx } from '../../db/client.js';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { SessionResponse } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { unauthorized } from '../../lib/app-error.js';
import { findUserWithSeller, rolesOf, type SellerRow, type UserRow } from '../users/index.js';
import { refreshFamilies, refreshTokens } from './tables.js';
import { theRow } from '../../lib/rows.js';

type RevokeReason = NonNullable<typeof refreshFamilies.$inferSelect.revokedReason>;

/** Starts a session family (one per sign-in) and answers the session body. */
export async function openSession(ctx: AppContext, user: UserRow, seller: SellerRow): Promise<SessionResponse> {
  const now = ctx.clock.now();
  const family = theRow(
    await ctx.db.insert(refreshFamilies).values({ userId: user.id, createdAt: now }).returning(),
    'the new session family',
  );
  const refreshToken = await issueRefreshToken(ctx, family.id);
  return sessionResponse(ctx, user, seller, family.id, refreshToken);
}

async function issueRefreshToken(ctx: AppContext, familyId: string): Promise<string> {
  const now = ctx.clock.now();
  const token = randomToken();
  await ctx.db.insert(refreshTokens).values({
    tokenHash: sha256(token),
    familyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtlS * 1000),
  });
  return token;
}

async function sessionResponse(
  ctx: AppContext,
  user: UserRow,
  seller: SellerRow,
  familyId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const token = await ctx.tokens.signAccess({ userId: user.id, sellerId: seller.id, familyId });
  return {
    email: user.email,
    roles: rolesOf(user),
    token,
    refreshToken,
    expiresIn: ctx.tokens.accessTtlSeconds,
    idSeller: seller.id,
    idUser: user.id,
    sellerName: seller.name,
    profile: user.profile,
    mixedInstallment: seller.mixedInstallment,
    document: seller.document,
    isActiveForTax: seller.isActiveForTax,
    bankingType: seller.bankingType,
    sandbox: ctx.config.sandbox,
  };
}

/**
 * Rotates a refresh token. A token that was already rotated is a sign of theft: the whole
 * family is revoked, which also ends the access tokens it issued.
 */
export async function rotateRefreshToken(ctx: AppContext, presented: string): Promise<SessionResponse> {
  const now = ctx.clock.now();
  const tokenHash = sha256(presented);
  const [claimed] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning();
  if (!claimed) {
    const [reused] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    if (reused) {
      await revokeFamily(ctx, reused.familyId, 'REUSE');
      await ctx.audit.record({ action: 'auth.refresh_reuse', details: { familyId: reused.familyId } });
    }
    throw unauthorized('AUTH-005');
  }
  if (claimed.expiresAt <= now) throw unauthorized('AUTH-004');
  const [family] = await ctx.db.select().from(refreshFamilies).where(eq(refreshFamilies.id, claimed.familyId));
  if (!family || family.revokedAt) throw unauthorized('AUTH-005');
  const owner = await findUserWithSeller(ctx.db, { id: family.userId });
  if (!owner || owner.user.status !== 'ACTIVE') throw unauthorized('AUTH-005');
  const refreshToken = await issueRefreshToken(ctx, family.id);
  return sessionResponse(ctx, owner.user, owner.seller, family.id, refreshToken);
}

export async function revokeFamily(ctx: AppContext, familyId: string, reason: RevokeReason): Promise<void> {
  await ctx.db
    .update(refreshFamilies)
    .set({ revokedAt: ctx.clock.now(), revokedReason: reason })
    .where(and(eq(refreshFamilies.id, familyId), isNull(refreshFamilies.revokedAt)));
  // Every process hears it from the database on commit; this one drops it without waiting.
  ctx.principals.changed(`family:${familyId}`);
}

/** Ends every session of the user, or every one but `exceptFamilyId` (the one asking, after a two-factor change). */
export async function revokeAllOfUser(
  ctx: AppContext,
  userId: string,
  reason: RevokeReason,
  db: DbOrTx = ctx.db,
  exceptFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: ctx.clock.now(), revokedReason: reason })
    .where(
      and(
        eq(refreshFamilies.userId, userId),
        exceptFamilyId ? ne(refreshFamilies.id, exceptFamilyId) : undefined,
        isNull(refreshFamilies.revokedAt),
      ),
    );
  ctx.principals.changed(`user:${userId}`);
}

/** Logout revokes the session's family; the presented refresh token must belong to it. */
export async function closeSession(ctx: AppContext, familyId: string, presented: string): Promise<void> {
  const [token] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  if (token && token.familyId !== familyId) throw unauthorized('AUTH-005');
  await revokeFamily(ctx, familyId, 'LOGOUT');
}
