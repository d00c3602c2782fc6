import type { FastifyRequest } from 'fastify';

/** Where the public API lives: the back-office's own routes, for API keys (docs/integrations.md). */
export const PUBLIC_API_PREFIX = '/api/v1';

const ID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const route = (method: string, path: string) => ({ method, path: new RegExp(`^${path.replaceAll('{id}', ID)}$`) });

/**
 * The back-office routes the public API serves, by method and path after the prefix: the same
 * handlers, schemas, pt-BR errors, idempotency and tenant scope, with a key instead of a session.
 * `{id}` is a uuid, so a sibling such as /charges/summary is not offered by accident.
 */
export const PUBLIC_API_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  route('GET', '/charges'),
  route('POST', '/charges'),
  route('GET', '/charges/{id}'),
  route('POST', '/charges/{id}/refunds'),
  route('GET', '/seller-clients'),
  route('POST', '/seller-clients'),
  route('GET', '/seller-clients/{id}'),
  route('GET', '/payment-links'),
  route('GET', '/payment-links/{id}'),
  route('GET', '/subscriptions'),
  route('GET', '/subscriptions/{id}'),
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
