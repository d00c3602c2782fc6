import { z } from 'zod';
import {
  subscriptionImportSchema,
  subscriptionInvoiceInputSchema,
  subscriptionListQuerySchema,
  subscriptionPageSchema,
  subscriptionSchema,
  subscriptionStatusInputSchema,
  subscriptionUpdateSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { listSubscriptions } from './queries.js';
import { simulateNextCycle } from './sandbox.js';
import {
  getSubscription,
  importSubscription,
  setSubscriptionActive,
  setSubscriptionInvoice,
  updateSubscription,
} from './service.js';

const tags = ['subscriptions'];
const permission = { capability: 'subscriptions.manage' } as const;
const params = z.object({ id: z.uuid({ error: 'Recorrência não encontrada.' }) });

export function subscriptionRoutes(app: App, ctx: AppContext): void {
  app.get('/api/subscriptions', {
    config: { permission },
    schema: {
      ...operation('listSubscriptions', 'Busca e lista as recorrências (assinaturas)'),
      tags,
      querystring: subscriptionListQuerySchema,
      response: { 200: subscriptionPageSchema, ...authErrors },
    },
    handler: (request) => listSubscriptions(ctx, requireSession(request).sellerId, request.query),
  });

  app.post('/api/subscriptions', {
    config: { permission, idempotent: true },
    schema: {
      ...operation('importSubscription', 'Importa uma assinatura existente', {
        errors: ['SUB-004'],
        responses: {
          400: 'Dados inválidos, próximo vencimento no passado (`SUB-004`), plano inativo (`SUB-005`) ou sem a forma de pagamento (`SUB-006`).',
        },
      }),
      tags,
      body: subscriptionImportSchema,
      response: { 201: subscriptionSchema, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await importSubscription(ctx, requireSession(request), request.body)),
  });

  app.get('/api/subscriptions/:id', {
    config: { permission },
    schema: {
      ...operation('getSubscription', 'Detalha uma recorrência, com as últimas cobranças'),
      tags,
      params,
      response: { 200: subscriptionSchema, ...authErrors },
    },
    handler: (request) => getSubscription(ctx, requireSession(request).sellerId, request.params.id),
  });

  app.patch('/api/subscriptions/:id', {
    config: { permission },
    schema: {
      ...operation(
        'updateSubscription',
        'Altera plano, periodicidade, valor e descrição do boleto de uma recorrência ativa',
        {
          errors: ['SUB-001'],
          responses: { 409: 'A recorrência não está ativa (`SUB-001`).' },
        },
      ),
      tags,
      params,
      body: subscriptionUpdateSchema,
      response: { 200: subscriptionSchema, ...authErrors },
    },
    handler: (request) => updateSubscription(ctx, requireSession(request), request.params.id, request.body),
  });

  app.patch('/api/subscriptions/:id/status', {
    config: { permission },
    schema: {
      ...operation('setSubscriptionStatus', 'Cancela (active: false) ou reativa (active: true) uma recorrência', {
        errors: ['SUB-002'],
        responses: {
          409: 'Antecipação de recebíveis em curso (`SUB-002`) ou a recorrência já está nesse status (`SUB-003`).',
        },
      }),
      tags,
      params,
      body: subscriptionStatusInputSchema,
      response: { 200: subscriptionSchema, ...authErrors },
    },
    handler: (request) => setSubscriptionActive(ctx, requireSession(request), request.params.id, request.body.active),
  });

  app.patch('/api/subscriptions/:id/invoice', {
    config: { permission },
    schema: {
      ...operation('setSubscriptionInvoice', 'Liga ou desliga a nota fiscal automática de cada ciclo pago'),
      tags,
      params,
      body: subscriptionInvoiceInputSchema,
      response: { 200: subscriptionSchema, ...authErrors },
    },
    handler: (request) => setSubscriptionInvoice(ctx, requireSession(request), request.params.id, request.body.enabled),
  });

  if (!ctx.config.sandbox) return;
  app.post('/api/sandbox/subscriptions/:id/next-cycle', {
    config: { permission: { capability: 'sandbox.simulate' } },
    schema: {
      ...operation(
        'simulateSubscriptionNextCycle',
        'Só no sandbox: o próximo ciclo da recorrência vence hoje e é cobrado (o cartão guardado, na hora)',
        {
          errors: ['SUB-007'],
          responses: { 409: 'A recorrência não está ativa nem inadimplente (`SUB-007`).' },
        },
      ),
      tags: ['sandbox'],
      params,
      response: { 200: subscriptionSchema, ...authErrors },
    },
    handler: (request) => simulateNextCycle(ctx, requireSession(request).sellerId, request.params.id),
  });
}
