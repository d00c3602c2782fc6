import { z } from 'zod';
import {
  errorBodySchema,
  webhookActiveSchema,
  webhookAttemptPageSchema,
  webhookAttemptQuerySchema,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookListSchema,
  webhookQueuedSchema,
  webhookSchema,
  webhookSecretSchema,
  webhookUpdateSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  readWebhookSecret,
  rotateWebhookSecret,
  setWebhookActive,
  updateWebhook,
} from './endpoints.js';
import { listAttempts, resendDelivery, sendTestEvent } from './log.js';

const notFoundMessage = 'Webhook não encontrado.';
const params = z.object({ id: z.uuid({ error: notFoundMessage }) });
const deliveryParams = params.extend({ deliveryId: z.uuid({ error: notFoundMessage }) });

/** 'Webhooks' (spec 3 §7 webhooks), the secret, the delivery log, resend and the test event. */
export function webhookRoutes(app: App, ctx: AppContext): void {
  const permission = { capability: 'settings.integration' } as const;
  const tags = ['settings'];

  app.get('/api/seller-api-webhooks', {
    config: { permission },
    schema: {
      ...operation('listWebhooks', 'Lista os webhooks do vendedor'),
      tags,
      response: { 200: webhookListSchema, ...authErrors },
    },
    handler: async (request) => ({ content: await listWebhooks(ctx, requireSession(request).sellerId) }),
  });

  app.post('/api/seller-api-webhooks', {
    config: { permission },
    schema: {
      ...operation('createWebhook', 'Cadastra um webhook; a resposta traz o segredo de assinatura', {
        errors: ['WHK-002', 'WHK-001'],
        responses: { 409: 'O vendedor já tem 10 webhooks (`WHK-001`).' },
      }),
      tags,
      body: webhookCreateSchema,
      response: { 201: webhookCreatedSchema, ...authErrors, 409: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createWebhook(ctx, requireSession(request), request.body)),
  });

  app.put('/api/seller-api-webhooks/:id', {
    config: { permission },
    schema: {
      ...operation('updateWebhook', 'Altera título, URL, domínios e situação de um webhook', {
        errors: ['WHK-002'],
      }),
      tags,
      params,
      body: webhookUpdateSchema,
      response: { 200: webhookSchema, ...authErrors },
    },
    handler: (request) => updateWebhook(ctx, requireSession(request), request.params.id, request.body),
  });

  app.patch('/api/seller-api-webhooks/:id/active', {
    config: { permission },
    schema: {
      ...operation('setWebhookActive', 'Ativa ou desativa um webhook (vale na próxima entrega)'),
      tags,
      params,
      body: webhookActiveSchema,
      response: { 200: webhookSchema, ...authErrors },
    },
    handler: (request) => setWebhookActive(ctx, requireSession(request), request.params.id, request.body.active),
  });

  app.delete('/api/seller-api-webhooks/:id', {
    config: { permission },
    schema: {
      ...operation('deleteWebhook', 'Exclui um webhook, suas entregas pendentes e seu histórico', {
        responses: { 204: 'Excluído.' },
      }),
      tags,
      params,
      response: { 204: z.null(), ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteWebhook(ctx, requireSession(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/seller-api-webhooks/:id/secret', {
    config: { permission },
    schema: {
      ...operation('getWebhookSecret', 'Mostra o segredo de assinatura do webhook (whsec_…)'),
      tags,
      params,
      response: { 200: webhookSecretSchema, ...authErrors },
    },
    handler: (request) => readWebhookSecret(ctx, requireSession(request), request.params.id),
  });

  app.post('/api/seller-api-webhooks/:id/secret', {
    config: { permission },
    schema: {
      ...operation('rotateWebhookSecret', 'Gera um novo segredo; o anterior ainda assina por 24 horas'),
      tags,
      params,
      response: { 200: webhookSecretSchema, ...authErrors },
    },
    handler: (request) => rotateWebhookSecret(ctx, requireSession(request), request.params.id),
  });

  app.get('/api/seller-api-webhooks/:id/attempts', {
    config: { permission },
    schema: {
      ...operation('listWebhookAttempts', 'Histórico de entregas do webhook, da mais recente à mais antiga'),
      tags,
      params,
      querystring: webhookAttemptQuerySchema,
      response: { 200: webhookAttemptPageSchema, ...authErrors },
    },
    handler: (request) =>
      listAttempts(ctx, requireSession(request).sellerId, request.params.id, request.query.page, request.query.size),
  });

  app.post('/api/seller-api-webhooks/:id/deliveries/:deliveryId/resend', {
    config: { permission },
    schema: {
      ...operation('resendWebhookDelivery', 'Reenvia um evento ao webhook, com o mesmo id', {
        errors: ['WHK-003'],
        responses: { 202: 'Na fila de entrega.' },
      }),
      tags,
      params: deliveryParams,
      response: { 202: webhookQueuedSchema, ...authErrors, 409: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(await resendDelivery(ctx, requireSession(request), request.params.id, request.params.deliveryId)),
  });

  app.post('/api/seller-api-webhooks/:id/test', {
    config: { permission },
    schema: {
      ...operation('sendWebhookTestEvent', 'Envia um evento de teste (webhook.test) a este webhook', {
        errors: ['WHK-003'],
        responses: { 202: 'Na fila de entrega.' },
      }),
      tags,
      params,
      response: { 202: webhookQueuedSchema, ...authErrors, 409: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.status(202).send(await sendTestEvent(ctx, requireSession(request), request.params.id)),
  });
}
