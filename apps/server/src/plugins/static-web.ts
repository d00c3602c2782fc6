import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorItem } from '@cofre/contract';

/** The built SPA for every non-API path; unknown API paths stay JSON 404s. */
export const staticWebPlugin = fp<{ root?: string }>(async (app, { root }) => {
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed asset names never change; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ errors: [errorItem('GEN-404')] });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
