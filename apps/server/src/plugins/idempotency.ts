import './types.js';
import { and, eq, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { sha256 } from '../lib/crypto.js';
import { idempotencyKeys } from '../modules/platform/tables.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

/**
 * design.md §5: the first response to a POST with an Idempotency-Key is stored per user for 24 h;
 * a replay gets it back with Idempotent-Replayed: true; the same key with another body is a 422;
 * a replay while the first request still runs is a 409.
 */
export const idempotencyPlugin = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (
      !request.routeOptions.config.idempotent ||
      request.method !== 'POST' ||
      typeof key !== 'string' ||
      !request.session
    ) {
      return;
    }
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) throw new AppError(400, 'GEN-400');
    const scope = `${request.session.sellerId}:${request.session.userId}`;
    const path = request.routeOptions.url ?? request.url;
    const requestHash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const now = ctx.clock.now();
    const inserted = await ctx.db
      .insert(idempotencyKeys)
      .values({ scope, key, method: request.method, path, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      request.idempotency = { scope, key };
      return;
    }
    const [stored] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!stored) throw new AppError(409, 'GEN-409');
    if (stored.requestHash !== requestHash) throw new AppError(422, 'GEN-422');
    if (stored.statusCode === null)
      throw new AppError(409, 'GEN-409', 'Uma requisição com esta chave ainda está em andamento.');
    return reply.status(stored.statusCode).header('idempotent-replayed', 'true').send(stored.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500) {
      // A failure on our side must not be replayed: the client may try again with the same key.
      await ctx.db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const body = typeof payload === 'string' && payload.length > 0 ? JSON.parse(payload) : null;
    await ctx.db.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: body }).where(where);
    return payload;
  });
});

export async function purgeExpiredIdempotencyKeys(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.clock.now().getTime() - IDEMPOTENCY_TTL_MS);
  await ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
