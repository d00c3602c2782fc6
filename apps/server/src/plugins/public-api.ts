import type { FastifyRequest } from 'fastify';

/** Where the public API lives: the back-office's own routes, for API keys (docs/integrations.md). */
export const PUBLIC_API_PREFIX = '/api/v1';

/**
 * The back-office routes the public API serves, by method and path after the prefix: the same
 * handlers, schemas, pt-BR errors, idempotency and tenant scope, with a key instead of a session.
 */
export const PUBLIC_API_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'GET', path: /^\/charges$/ },
  { method: 'POST', path: /^\/charges$/ },
  { method: 'GET', path: /^\/charges\/[^/]+$/ },
  { method: 'POST', path: /^\/charges\/[^/]+\/refunds$/ },
  { method: 'GET', path: /^\/seller-clients$/ },
  { method: 'POST', path: /^\/seller-clients$/ },
  { method: 'GET', path: /^\/seller-clients\/[^/]+$/ },
  { method: 'GET', path: /^\/payment-links$/ },
  { method: 'GET', path: /^\/payment-links\/[^/]+$/ },
  { method: 'GET', path: /^\/subscriptions$/ },
  { method: 'GET', path: /^\/subscriptions\/[^/]+$/ },
];

/**
 * fastify's `rewriteUrl`: '/api/v1/charges?page=2' is served by '/api/charges?page=2' when the public
 * API offers it; any other '/api/v1' path is left alone, and is the JSON 404 of an unknown path.
 */
export function rewritePublicApiUrl(method: string | undefined, url: string): string {
  if (!url.startsWith(`${PUBLIC_API_PREFIX}/`)) return url;
  const queryAt = url.indexOf('?');
  const path = url.slice(PUBLIC_API_PREFIX.length, queryAt === -1 ? undefined : queryAt);
  const offered = PUBLIC_API_ROUTES.some((route) => route.method === method && route.path.test(path));
  return offered ? `/api${url.slice(PUBLIC_API_PREFIX.length)}` : url;
}

/** A request that came in through the public API (after the rewrite, by its original URL). */
export const isPublicApiRequest = (request: FastifyRequest) =>
  request.originalUrl.startsWith(`${PUBLIC_API_PREFIX}/`) && request.url !== request.originalUrl;
