import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { parse, serialize } from 'cookie';
import type { AppContext } from '../context.js';

/** The browser's copy of its seller's last write position (a WAL position, in decimal). */
export const READ_AFTER_COOKIE = 'cofre_read_after';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The write position the request carries, when it carries a well-formed one. */
function readAfter(request: FastifyRequest): bigint | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parse(header)[READ_AFTER_COOKIE];
  return value && /^\d{1,20}$/.test(value) ? BigInt(value) : undefined;
}

/**
 * Read-your-writes across API processes (db/read-router.ts): `request.readDb()` for the read-only
 * screens, and after a seller's successful write the primary's WAL position in a cookie the browser
 * sends back, so whichever process serves the next read knows how far the replica must have
 * replayed. Without DATABASE_READ_URL, `readDb()` is the primary and no cookie is set.
 */
export const readReplicaPlugin = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.decorateRequest('readDb', function readDb(this: FastifyRequest) {
    const sellerId = this.session?.sellerId;
    return sellerId ? ctx.reads.reader(sellerId, readAfter(this)) : ctx.db;
  });
  if (!ctx.reads.configured) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const sellerId = request.session?.sellerId;
    if (!sellerId || SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    // The write has committed: failing to read the primary's position must not turn its answer into
    // an error. Without the cookie the seller's next reads here still go to the primary only if this
    // process remembered the write; elsewhere they may lag by the replica's second at most.
    const position = await ctx.reads.noteWrite(sellerId).catch((error: unknown) => {
      request.log.warn({ err: { name: (error as Error).name } }, 'write position not read');
      return undefined;
    });
    if (position !== undefined) {
      reply.header(
        'set-cookie',
        serialize(READ_AFTER_COOKIE, position.toString(), {
          path: '/api',
          httpOnly: true,
          sameSite: 'strict',
          secure: ctx.config.publicUrl.startsWith('https:'),
          // Long past any lag the replica is allowed (a second): then every replica has it.
          maxAge: 60,
        }),
      );
    }
    return payload;
  });
});
