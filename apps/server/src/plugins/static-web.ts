import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorItem } from '@cofre/contract';

/**
 * A path that names a file (the hashed bundle under /assets, or anything with a file extension)
 * is never a screen: when it is missing the answer is 404, not index.html, so a stale tab that
 * asks for an old chunk fails loudly instead of parsing HTML as JavaScript.
 */
export function isMissingFile(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return path.startsWith('/assets/') || /\.[a-z0-9]{1,12}$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/** The built SPA for every non-API path; unknown API paths and missing files are JSON 404s. */
export const staticWebPlugin = fp<{ root?: string }>(async (app, { root }) => {
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Hashed asset names never change; index.html must always be revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET' || isMissingFile(request.url)) {
      return reply.status(404).send({ errors: [errorItem('GEN-404')] });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
