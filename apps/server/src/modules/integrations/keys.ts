import { and, asc, eq } from 'drizzle-orm';
import {
  API_KEY_LIMITS,
  API_KEY_PREFIXES,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyUpdate,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { theRow } from '../../lib/rows.js';
import type { Session } from '../../plugins/types.js';
import { apiKeys } from './tables.js';

type ApiKeyRow = typeof apiKeys.$inferSelect;

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  title: row.title,
  active: row.active,
  preview: row.preview,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The seller's keys, oldest first (the order their default titles count in). */
export async function listApiKeys(ctx: AppContext, sellerId: string): Promise<ApiKey[]> {
  const rows = await ctx.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.sellerId, sellerId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(toApiKey);
}

/**
 * A new key: 256 random bits behind the sandbox or live prefix. Only its hash is stored; the whole
 * key is in this answer and nowhere else. At most API_KEY_LIMITS.perSeller keys (INT-001). Audited.
 */
export async function createApiKey(ctx: AppContext, session: Session, body: ApiKeyCreate): Promise<ApiKeyCreated> {
  const key = `${ctx.config.sandbox ? API_KEY_PREFIXES.sandbox : API_KEY_PREFIXES.live}${randomToken()}`;
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.sellerId, session.sellerId))
      .for('update');
    if (existing.length >= API_KEY_LIMITS.perSeller) throw new AppError('INT-001');
    return theRow(
      await tx
        .insert(apiKeys)
        .values({
          sellerId: session.sellerId,
          title: body.title.trim(),
          keyHash: sha256(key),
          preview: `${key.slice(0, API_KEY_PREFIXES.sandbox.length)}…${key.slice(-4)}`,
          createdBy: session.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'the new key',
    );
  });
  await ctx.audit.record({
    action: 'integration.key_created',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { keyId: row.id },
  });
  return { ...toApiKey(row), key };
}

async function changeApiKey(
  ctx: AppContext,
  session: Session,
  id: string,
  set: Partial<Pick<ApiKeyRow, 'title' | 'active'>>,
): Promise<ApiKey> {
  const [row] = await ctx.db
    .update(apiKeys)
    .set({ ...set, updatedAt: ctx.clock.now() })
    .where(and(eq(apiKeys.sellerId, session.sellerId), eq(apiKeys.id, id)))
    .returning();
  if (!row) throw notFound();
  await ctx.audit.record({
    action: 'integration.key_updated',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { keyId: id, ...set },
  });
  return toApiKey(row);
}

/** PUT: title and active flag; a deactivated key is refused from its next request on (spec 3 §4). */
export const updateApiKey = (ctx: AppContext, session: Session, id: string, body: ApiKeyUpdate) =>
  changeApiKey(ctx, session, id, { title: body.title.trim(), active: body.active });

/** PATCH …/active: the switch alone. */
export const setApiKeyActive = (ctx: AppContext, session: Session, id: string, active: boolean) =>
  changeApiKey(ctx, session, id, { active });

/** DELETE: the key is gone; its next request is a 401. Audited. */
export async function deleteApiKey(ctx: AppContext, session: Session, id: string): Promise<void> {
  const [row] = await ctx.db
    .delete(apiKeys)
    .where(and(eq(apiKeys.sellerId, session.sellerId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound();
  await ctx.audit.record({
    action: 'integration.key_deleted',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { keyId: id },
  });
}
