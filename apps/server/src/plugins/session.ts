import './types.js';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Feature } from '@cofre/contract';
import type { AppContext } from '../context.js';
import { unauthorized } from '../lib/app-error.js';
import { type Principal, refreshFamilies } from '../modules/auth/index.js';
import { sellerFeatures } from '../modules/sellers/index.js';
import { rolesOf, users } from '../modules/users/index.js';
import type { Session } from './types.js';
import { apiKeySession, looksLikeApiKey } from '../modules/integrations/index.js';
import { isPublicApiRequest } from './public-api.js';
import { bearerToken } from './request-session.js';

/** Calls a key may make (fixed window); config `apiKeyRateLimit` overrides (docs/integrations.md). */
export const API_KEY_RATE_LIMIT = { max: 100, windowMs: 1_000 } as const;

/** The family, its user and the seller's toggles, as the database has them now. */
async function readPrincipal(ctx: AppContext, familyId: string): Promise<Principal | undefined> {
  const [row] = await ctx.db
    .select({
      user: users,
      revokedAt: refreshFamilies.revokedAt,
      features: sql<
        Feature[]
      >`coalesce((select array_agg(${sellerFeatures.feature}) from ${sellerFeatures} where ${sellerFeatures.sellerId} = ${users.sellerId}), '{}')`,
    })
    .from(refreshFamilies)
    .innerJoin(users, eq(users.id, refreshFamilies.userId))
    .where(eq(refreshFamilies.id, familyId));
  if (!row) return undefined;
  return {
    familyId,
    userId: row.user.id,
    sellerId: row.user.sellerId,
    email: row.user.email,
    profile: row.user.profile,
    roles: rolesOf(row.user),
    features: row.features,
    active: !row.revokedAt && row.user.status === 'ACTIVE',
  };
}

/**
 * Access tokens are short JWTs, but every request also checks that the session family is not
 * revoked and the user is still active, so logout and refresh-token theft take effect at once: the
 * principal comes from memory for a few seconds, and the database announces every change that
 * empties that memory in every process (principal-cache.ts).
 */
async function loadSession(ctx: AppContext, token: string): Promise<Session> {
  const claims = await ctx.tokens.verifyAccess(token);
  let principal = ctx.principals.get(claims.familyId);
  if (!principal) {
    const generation = ctx.principals.begin();
    principal = await readPrincipal(ctx, claims.familyId);
    if (principal) ctx.principals.set(principal, generation);
  }
  if (!principal || !principal.active || principal.userId !== claims.userId) throw unauthorized('AUTH-005');
  return {
    userId: principal.userId,
    sellerId: principal.sellerId,
    familyId: claims.familyId,
    email: principal.email,
    profile: principal.profile as Session['profile'],
    roles: principal.roles,
    features: principal.features,
  };
}

export const sessionPlugin = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.decorateRequest('session', null);
  const limit = ctx.config.apiKeyRateLimit ?? API_KEY_RATE_LIMIT;
  // Per key, in this process's memory (as the checkout's per-IP limits): 429 GEN-429 with Retry-After.
  const perKey = app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => request.session?.familyId ?? request.ip,
  });
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api') || url.startsWith('/api/docs') || config.permission === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized('AUTH-009');
    // The public API (/api/v1) takes API keys only; the back-office, sessions only.
    if (isPublicApiRequest(request)) {
      const session = await apiKeySession(ctx, token);
      if (!session) throw unauthorized('INT-002');
      request.session = session;
      reply.header('x-request-id', request.id);
      await perKey.call(app, request, reply);
      return;
    }
    if (looksLikeApiKey(token)) throw unauthorized('INT-003');
    request.session = await loadSession(ctx, token);
  });
});
