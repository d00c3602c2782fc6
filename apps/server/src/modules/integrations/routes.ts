import { z } from 'zod';
import {
  apiKeyActiveSchema,
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeySchema,
  apiKeyUpdateSchema,
  errorBodySchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { createApiKey, deleteApiKey, listApiKeys, setApiKeyActive, updateApiKey } from './keys.js';

const params = z.object({ id: z.uuid({ error: 'Chave não encontrada.' }) });

/** 'Chaves API' (spec 3 §7 API keys): the seller's keys for its own systems. */
export function integrationRoutes(app: App, ctx: AppContext): void {
  const permission = { capability: 'settings.integration' } as const;
  const tags = ['settings'];

  app.get('/api/seller-api-tokens', {
    config: { permission },
    schema: {
      ...operation('listApiKeys', 'Lista as chaves de API do vendedor (sem o segredo)'),
      tags,
      response: { 200: apiKeyListSchema, ...authErrors },
    },
    handler: async (request) => ({ content: await listApiKeys(ctx, requireSession(request).sellerId) }),
  });

  app.post('/api/seller-api-tokens', {
    config: { permission },
    schema: {
      ...operation('createApiKey', 'Cria uma chave de API; a chave inteira aparece só nesta resposta', {
        errors: ['INT-001'],
        responses: { 409: 'O vendedor já tem 20 chaves (`INT-001`).' },
      }),
      tags,
      body: apiKeyCreateSchema,
      response: { 201: apiKeyCreatedSchema, ...authErrors, 409: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createApiKey(ctx, requireSession(request), request.body)),
  });

  app.put('/api/seller-api-tokens/:id', {
    config: { permission },
    schema: {
      ...operation('updateApiKey', 'Altera o título e a situação de uma chave de API'),
      tags,
      params,
      body: apiKeyUpdateSchema,
      response: { 200: apiKeySchema, ...authErrors },
    },
    handler: (request) => updateApiKey(ctx, requireSession(request), request.params.id, request.body),
  });

  app.patch('/api/seller-api-tokens/:id/active', {
    config: { permission },
    schema: {
      ...operation('setApiKeyActive', 'Ativa ou desativa uma chave de API (vale na próxima chamada)'),
      tags,
      params,
      body: apiKeyActiveSchema,
      response: { 200: apiKeySchema, ...authErrors },
    },
    handler: (request) => setApiKeyActive(ctx, requireSession(request), request.params.id, request.body.active),
  });

  app.delete('/api/seller-api-tokens/:id', {
    config: { permission },
    schema: {
      ...operation('deleteApiKey', 'Exclui uma chave de API', { responses: { 204: 'Excluída.' } }),
      tags,
      params,
      response: { 204: z.null(), ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteApiKey(ctx, requireSession(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
