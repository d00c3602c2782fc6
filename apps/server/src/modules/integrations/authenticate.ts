import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { API_KEY_PREFIXES, type Feature, type Role } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { sha256 } from '../../lib/crypto.js';
import type { Session } from '../../plugins/types.js';
import { sellerFeatures } from '../sellers/index.js';
import { apiKeys } from './tables.js';

/**
 * What a key may do (docs/integrations.md): charges (create, read, refund), clients, payment links
 * and subscriptions, as the seller. Never users, keys, webhooks, settings or money out: those
 * capabilities need roles a key does not have.
 */
export const API_KEY_ROLES: readonly Role[] = [
  'SELLER_CHARGES',
  'SELLER_CLIENTS',
  'SELLER_PAYMENT_LINK',
  'SELLER_SUBSCRIPTIONS',
];

/** 'Last used' is written at most this often per key, not on every call. */
const LAST_USED_EVERY_MS = 60_000;

export const looksLikeApiKey = (token: string) =>
  token.startsWith(API_KEY_PREFIXES.sandbox) || token.startsWith(API_KEY_PREFIXES.live);

/**
 * The seller a key acts for, read on every request (a deactivated or deleted key is refused on its
 * next call, spec 3 §4), or null. The key's author is the session's user (history, audit).
 */
export async function apiKeySession(ctx: AppContext, token: string): Promise<(Session & { keyId: string }) | null> {
  if (!looksLikeApiKey(token)) return null;
  const [key] = await ctx.db
    .select({
      id: apiKeys.id,
      sellerId: apiKeys.sellerId,
      createdBy: apiKeys.createdBy,
      features: sql<
        Feature[]
      >`coalesce((select array_agg(${sellerFeatures.feature}) from ${sellerFeatures} where ${sellerFeatures.sellerId} = ${apiKeys.sellerId}), '{}')`,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sha256(token)), eq(apiKeys.active, true)));
  if (!key) return null;
  const now = ctx.clock.now();
  await ctx.db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.sellerId, key.sellerId),
        eq(apiKeys.id, key.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS))),
      ),
    );
  return {
    keyId: key.id,
    userId: key.createdBy,
    sellerId: key.sellerId,
    familyId: `api-key:${key.id}`,
    email: '',
    profile: 'API_KEY',
    roles: [...API_KEY_ROLES],
    features: key.features,
  };
}
