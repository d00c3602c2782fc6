import type { FastifyInstance } from 'fastify';
import { PUBLIC_API_PREFIX, PUBLIC_API_ROUTES } from './public-api.js';

interface OpenApiDocument {
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

const DESCRIPTION = [
  'A API pública do Cofre: as mesmas rotas, validações, erros em pt-BR e idempotência do painel, para os',
  'sistemas do vendedor. Guia completo: docs/integrations.md.',
  '',
  '- **Autenticação**: `Authorization: Bearer cofre_test_…` (uma chave criada em Integração → Chaves API).',
  '- **Idempotência**: envie `Idempotency-Key` em cada POST; a repetição devolve a primeira resposta.',
  '- **Paginação**: `page` (a partir de 0) e `size`; respostas `{ content, page, size, totalElements, totalPages }`.',
  '- **Erros**: `{ "errors": [{ "code", "description" }] }`, descrições em pt-BR.',
  '- **Limite**: 100 chamadas por segundo por chave; acima disso 429 com `Retry-After`.',
  '- **Webhooks**: POST assinado (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`)',
  '  com `{ id, type, timestamp, data }` para cada evento de cobrança e assinatura; verifique com o pacote',
  '  `standardwebhooks` e o segredo `whsec_…` do webhook.',
].join('\n');

/** '/api/charges/{id}/refunds' → '/charges/<a uuid>/refunds', to test against PUBLIC_API_ROUTES. */
const sample = (path: string) =>
  path.slice('/api'.length).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

/**
 * The public API's own OpenAPI document (/api/docs/v1.json): the back-office document's operations
 * the public API offers, under /api/v1, with the API key as the only security scheme.
 */
export function publicApiDocument(full: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, operations] of Object.entries(full.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const offered = PUBLIC_API_ROUTES.some(
        (route) => route.method === method.toUpperCase() && route.path.test(sample(path)),
      );
      if (!offered) continue;
      const publicPath = `${PUBLIC_API_PREFIX}${path.slice('/api'.length)}`;
      paths[publicPath] = { ...paths[publicPath], [method]: { ...(operation as object), security: [{ apiKey: [] }] } };
    }
  }
  return {
    ...full,
    info: { ...full.info, title: 'Cofre API pública', description: DESCRIPTION },
    servers: [{ url: '/', description: 'Este servidor (as rotas começam em /api/v1).' }],
    paths,
    components: {
      ...full.components,
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'cofre_test_… / cofre_live_…' } },
    },
    security: [{ apiKey: [] }],
  };
}

/** Serves the public document beside the back-office one (/api/docs/json). */
export function publicApiDocsRoute(app: FastifyInstance): void {
  let cached: OpenApiDocument | null = null;
  app.get('/api/docs/v1.json', { config: { permission: 'public' }, schema: { hide: true } }, () => {
    cached ??= publicApiDocument(app.swagger() as unknown as OpenApiDocument);
    return cached;
  });
}
