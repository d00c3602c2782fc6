import './types.js';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { builtOnce } from '../db/prepared.js';
import { AppError } from '../lib/app-error.js';
import { sha256 } from '../lib/crypto.js';
import { idempotencyKeys } from '../modules/platform/index.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A request holds its key for IDEMPOTENCY_LEASE_MS (default 30 s). A claim older than this belongs to a request that died (crash,
 * killed process): the next retry takes it over and runs the handler again, which finds what the
 * first run committed (handlers that create money objects look them up by the key) instead of doing
 * it twice.
 */
const MAX_KEY_LENGTH = 255;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's claim on its Idempotency-Key. `firstUse`: the claim is new (no request used the
     * key in the last 24 h), so a handler need not look for what an earlier run made with it.
     */
    idempotency?: { scope: string; key: string; firstUse: boolean };
  }
}

// The claim and the stored answer run on every keyed POST (every charge a system creates): built
// once and prepared (db/prepared.ts), where drizzle rebuilt both statements' text per request.
const claimKey = builtOnce((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      method: sql.placeholder('method'),
      path: sql.placeholder('path'),
      requestHash: sql.placeholder('requestHash'),
      createdAt: sql.placeholder('now'),
      claimedAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim'),
);

// The answer is already JSON text: stored as it is, not parsed here to be serialised again.
const storeAnswer = builtOnce((db) =>
  db
    .update(idempotencyKeys)
    .set({
      statusCode: sql`${sql.placeholder('statusCode')}::int`,
      responseBody: sql`${sql.placeholder('body')}::jsonb`,
    })
    .where(and(eq(idempotencyKeys.scope, sql.placeholder('scope')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .prepare('idempotency_answer'),
);

/** Answers a retry may not replay: our own unexpected failure. Every other answer is the outcome. */
const notStored = (status: number) => status === 500 || status === 503;

/**
 * design.md §5: the first response to a POST with an Idempotency-Key is stored per seller for 24 h;
 * a replay gets it back with Idempotent-Replayed: true; the same key with another body is a 422;
 * a replay while the first request still runs is a 409, until the first one's lease runs out.
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
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) throw new AppError('GEN-400');
    const scope = request.session.sellerId;
    const path = request.routeOptions.url ?? request.url;
    const requestHash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const now = ctx.clock.now();
    const inserted = await claimKey(ctx.db).execute({ scope, key, method: request.method, path, requestHash, now });
    if (inserted.length > 0) {
      request.idempotency = { scope, key, firstUse: true };
      return;
    }
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const [stored] = await ctx.db.select().from(idempotencyKeys).where(where);
    if (!stored) throw new AppError('GEN-409');
    if (stored.requestHash !== requestHash) throw new AppError('GEN-422');
    if (stored.statusCode !== null) {
      return reply.status(stored.statusCode).header('idempotent-replayed', 'true').send(stored.responseBody);
    }
    const lease = ctx.config.idempotencyLeaseMs;
    const leaseEnd = new Date(now.getTime() - lease);
    // Take over a dead claim: compare-and-set on claimed_at, so two retries cannot both take it.
    const taken = await ctx.db
      .update(idempotencyKeys)
      .set({ claimedAt: now })
      .where(
        and(
          where,
          isNull(idempotencyKeys.statusCode),
          eq(idempotencyKeys.claimedAt, stored.claimedAt),
          lt(idempotencyKeys.claimedAt, leaseEnd),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 0) {
      throw new AppError('GEN-409', 'Uma requisição com esta chave ainda está em andamento.', {
        'retry-after': String(Math.ceil(lease / 1000)),
      });
    }
    request.idempotency = { scope, key, firstUse: false };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    if (notStored(reply.statusCode)) {
      // Our own failure: the client may try again with the same key, and the handler, run again,
      // finds whatever the first run committed.
      await ctx.db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, claim.scope),
            eq(idempotencyKeys.key, claim.key),
            isNull(idempotencyKeys.statusCode),
          ),
        );
      return payload;
    }
    const body = typeof payload === 'string' && payload.length > 0 ? payload : null;
    await storeAnswer(ctx.db).execute({ scope: claim.scope, key: claim.key, statusCode: reply.statusCode, body });
    return payload;
  });
});

export async function purgeExpiredIdempotencyKeys(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.clock.now().getTime() - IDEMPOTENCY_TTL_MS);
  await ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
