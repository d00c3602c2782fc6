import { and, asc, count, eq } from 'drizzle-orm';
import {
  WEBHOOK_LIMITS,
  type Webhook,
  type WebhookCreated,
  type WebhookSecret,
  type webhookCreateSchema,
  type webhookUpdateSchema,
} from '@cofre/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { decrypt, encrypt } from '../../lib/crypto.js';
import { theRow } from '../../lib/rows.js';
import type { Session } from '../../plugins/types.js';
import { newWebhookSecret } from './signing.js';
import { webhookEndpoints } from './tables.js';
import { assertPublicUrl } from './url-safety.js';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
/** The bodies as the routes' schemas give them (domains deduplicated, in the contract's order). */
type CreateBody = z.output<typeof webhookCreateSchema>;
type UpdateBody = z.output<typeof webhookUpdateSchema>;

/** How long the secret before a rotation keeps signing (Stripe gives up to a day too). */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const toWebhook = (row: WebhookEndpointRow): Webhook => ({
  id: row.id,
  title: row.title,
  url: row.url,
  domains: row.domains,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  failingSince: row.failingSince?.toISOString() ?? null,
  disabledForFailures: row.disabledForFailures,
});

/** Production refuses internal addresses (SSRF); the demo, development and tests allow a local receiver. */
export const allowsPrivateAddresses = (ctx: AppContext) => ctx.config.nodeEnv !== 'production';

async function checkUrl(ctx: AppContext, url: string): Promise<void> {
  if (allowsPrivateAddresses(ctx)) return;
  try {
    await assertPublicUrl(url);
  } catch {
    // A name that does not resolve, or resolves inside: the same answer, no detail about the network.
    throw new AppError('WHK-002');
  }
}

export async function listWebhooks(ctx: AppContext, sellerId: string): Promise<Webhook[]> {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.sellerId, sellerId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(toWebhook);
}

/** The seller's endpoint, or 404 (another seller's id is not told apart from a missing one). */
export async function findWebhook(ctx: AppContext, sellerId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.sellerId, sellerId), eq(webhookEndpoints.id, id)));
  if (!row) throw notFound();
  return row;
}

/** A new endpoint with its secret (in the answer, and readable again later). At most 10 (WHK-001). */
export async function createWebhook(ctx: AppContext, session: Session, body: CreateBody): Promise<WebhookCreated> {
  await checkUrl(ctx, body.url);
  const secret = newWebhookSecret();
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    // Serialises two creations of one seller, so the limit holds.
    await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.sellerId, session.sellerId))
      .for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.sellerId, session.sellerId));
    if ((existing?.n ?? 0) >= WEBHOOK_LIMITS.perSeller) throw new AppError('WHK-001');
    return theRow(
      await tx
        .insert(webhookEndpoints)
        .values({
          sellerId: session.sellerId,
          title: body.title,
          url: body.url,
          domains: body.domains,
          secretSealed: encrypt(ctx.secrets.encryptionKey, secret),
          createdBy: session.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'the new webhook',
    );
  });
  await audit(ctx, session, 'integration.webhook_created', row.id);
  return { ...toWebhook(row), secret };
}

async function changeWebhook(
  ctx: AppContext,
  session: Session,
  id: string,
  set: Partial<Pick<WebhookEndpointRow, 'title' | 'url' | 'domains' | 'active'>>,
): Promise<Webhook> {
  if (set.url !== undefined) await checkUrl(ctx, set.url);
  // Switched on by the seller: a fresh start, the failure streak forgotten.
  const reset = set.active ? { failingSince: null, disabledForFailures: false } : {};
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ ...set, ...reset, updatedAt: ctx.clock.now() })
    .where(and(eq(webhookEndpoints.sellerId, session.sellerId), eq(webhookEndpoints.id, id)))
    .returning();
  if (!row) throw notFound();
  // Which fields, not their values (a URL may carry the receiver's own token).
  await audit(ctx, session, 'integration.webhook_updated', id, { fields: Object.keys(set), active: set.active });
  return toWebhook(row);
}

/** PUT: title, URL, domains and the active flag (effective on the next delivery, spec 3 §4). */
export const updateWebhook = (ctx: AppContext, session: Session, id: string, body: UpdateBody) =>
  changeWebhook(ctx, session, id, { title: body.title, url: body.url, domains: body.domains, active: body.active });

/** PATCH …/active: the switch alone. */
export const setWebhookActive = (ctx: AppContext, session: Session, id: string, active: boolean) =>
  changeWebhook(ctx, session, id, { active });

/** DELETE: the endpoint, its pending deliveries and its log go. Audited. */
export async function deleteWebhook(ctx: AppContext, session: Session, id: string): Promise<void> {
  const [row] = await ctx.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.sellerId, session.sellerId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw notFound();
  await audit(ctx, session, 'integration.webhook_deleted', id);
}

const secretOf = (ctx: AppContext, row: WebhookEndpointRow): WebhookSecret => {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > ctx.clock.now();
  return {
    secret: decrypt(ctx.secrets.encryptionKey, row.secretSealed),
    previousSecretExpiresAt: overlap ? row.previousSecretExpiresAt!.toISOString() : null,
  };
};

/** The signing secret, on demand (audited: who looked at it, never the value). */
export async function readWebhookSecret(ctx: AppContext, session: Session, id: string): Promise<WebhookSecret> {
  const row = await findWebhook(ctx, session.sellerId, id);
  await audit(ctx, session, 'integration.webhook_secret_read', id);
  return secretOf(ctx, row);
}

/** A new secret; the old one keeps signing beside it for SECRET_OVERLAP_MS, then stops. */
export async function rotateWebhookSecret(ctx: AppContext, session: Session, id: string): Promise<WebhookSecret> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.sellerId, session.sellerId), eq(webhookEndpoints.id, id)))
      .for('update');
    if (!current) throw notFound();
    return theRow(
      await tx
        .update(webhookEndpoints)
        .set({
          secretSealed: encrypt(ctx.secrets.encryptionKey, newWebhookSecret()),
          previousSecretSealed: current.secretSealed,
          previousSecretExpiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS),
          updatedAt: now,
        })
        .where(eq(webhookEndpoints.id, id))
        .returning(),
      'the rotated webhook',
    );
  });
  await audit(ctx, session, 'integration.webhook_secret_rotated', id);
  return secretOf(ctx, row);
}

/** The secrets that sign an attempt now: the current one, and the previous during its overlap. */
export function signingSecrets(ctx: AppContext, row: WebhookEndpointRow, now: Date): string[] {
  const secrets = [decrypt(ctx.secrets.encryptionKey, row.secretSealed)];
  if (row.previousSecretSealed && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) {
    secrets.push(decrypt(ctx.secrets.encryptionKey, row.previousSecretSealed));
  }
  return secrets;
}

function audit(ctx: AppContext, session: Session, action: string, webhookId: string, details: object = {}) {
  return ctx.audit.record({
    action,
    sellerId: session.sellerId,
    userId: session.userId,
    details: { webhookId, ...details },
  });
}
