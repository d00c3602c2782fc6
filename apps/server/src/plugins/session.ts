import './types.js';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Feature } from '@cofre/contract';
import type { AppContext } from '../context.js';
import { unauthorized } from '../lib/app-error.js';
import { refreshFamilies } from '../modules/auth/tables.js';
import { sellerFeatures } from '../modules/sellers/tables.js';
import { rolesOf } from '../modules/users/queries.js';
import { users } from '../modules/users/tables.js';
import type { Session } from './types.js';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * Access tokens are short JWTs, but every request also checks that the session family is not
 * revoked and the user is still active, so logout and refresh-token theft take effect at once.
 */
async function loadSession(ctx: AppContext, token: string): Promise<Session> {
  const claims = await ctx.tokens.verifyAccess(token);
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
    .where(eq(refreshFamilies.id, claims.familyId));
  if (!row || row.revokedAt || row.user.id !== claims.userId || row.user.status !== 'ACTIVE') {
    throw unauthorized('AUTH-005');
  }
  return {
    userId: row.user.id,
    sellerId: row.user.sellerId,
    familyId: claims.familyId,
    email: row.user.email,
    profile: row.user.profile,
    roles: rolesOf(row.user),
    features: row.features,
  };
}

export const sessionPlugin = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api') || url.startsWith('/api/docs') || config.permission === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized('AUTH-009');
    request.session = await loadSession(ctx, token);
  });
});

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized('AUTH-009');
  return request.session;
}
