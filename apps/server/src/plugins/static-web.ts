import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorItem } from '@cofre/contract';
import { CHECKOUT_CSP, htmlVariants, isCheckoutPath, pickEncoding } from './web-preload.js';

/**
 * A path that names a file (the hashed bundle under /assets, or anything with a file extension)
 * is never a screen: when it is missing the answer is 404, not index.html, so a stale tab that
 * asks for an old chunk fails loudly instead of parsing HTML as JavaScript.
 */
export function isMissingFile(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return path.startsWith('/assets/') || /\.[a-z0-9]{1,12}$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Helmet's headers that only a document (or an API answer read as one) obeys: framing, CSP, opener
 * and referrer policies. A hashed script or stylesheet ignores them, and /login loads two dozen of
 * those over HTTP/1.1, so they would be ~10 KB of every cold visit. nosniff, CORP and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The built SPA for every non-API path; unknown API paths and missing files are JSON 404s. */
export const staticWebPlugin = fp<{ root?: string }>(async (app, { root }) => {
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/compress.mjs): the
      // smallest one the browser accepts goes out, with Vary: Accept-Encoding, nothing compressed per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed asset names never change; index.html must always be revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const pages = hasWeb ? htmlVariants(root) : undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/assets/') || reply.statusCode !== 200) return payload;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    // Immutable: never revalidated, so validators are bytes on every download for nothing.
    reply.removeHeader('last-modified');
    reply.removeHeader('etag');
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET' || isMissingFile(request.url)) {
      return reply.status(404).send({ errors: [errorItem('GEN-404')] });
    }
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (isCheckoutPath(request.url)) reply.header('content-security-policy', CHECKOUT_CSP);
    if (!pages) return reply.sendFile(isCheckoutPath(request.url) ? 'checkout.html' : 'index.html');
    const page = pages(request.url);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(encoding ? page[encoding] : page.identity);
  });
});
