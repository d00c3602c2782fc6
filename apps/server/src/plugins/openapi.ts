import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { documentRoute, OPENAPI_TAGS } from '../lib/openapi-docs.js';

/** The OpenAPI 3.1 document at /api/docs/json, built from the routes' zod schemas (docs/api.md). */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cofre API',
        version: '1.0.0',
        description:
          'API do back-office Cofre. Valores em centavos (inteiros), datas `yyyy-MM-dd`, instantes ISO 8601 UTC. ' +
          'Erros: `{ "errors": [{ "code", "description", "title"? }] }`, descrições em pt-BR prontas para mostrar ' +
          'como `{code} - {description}`. Listas: `{ content, page, size, totalElements, totalPages }`.',
        license: { name: 'Proprietária', identifier: 'LicenseRef-Cofre-Proprietary' },
      },
      servers: [{ url: '/', description: 'Este servidor (as rotas começam em /api).' }],
      tags: OPENAPI_TAGS,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
