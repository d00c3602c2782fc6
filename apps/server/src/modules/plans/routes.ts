import { z } from 'zod';
import { planActiveSchema, planInputSchema, planListQuerySchema, planPageSchema, planSchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { createPlan, getPlan, listPlans, setPlanActive, updatePlan } from './service.js';

const tags = ['plans'];
const permission = { capability: 'checkout.manage' } as const;
/** Subscription-link and import forms list and read plans without managing them. */
const readPermission = { capability: 'plans.read' } as const;
const planParams = z.object({ id: z.uuid({ error: 'Plano não encontrado.' }) });

export function planRoutes(app: App, ctx: AppContext): void {
  app.get('/api/plans', {
    config: { permission: readPermission },
    schema: {
      ...operation('listPlans', 'Busca e lista os planos'),
      tags,
      querystring: planListQuerySchema,
      response: { 200: planPageSchema, ...authErrors },
    },
    handler: (request) => listPlans(ctx, requireSession(request).sellerId, request.query),
  });

  app.post('/api/plans', {
    config: { permission, idempotent: true },
    schema: {
      ...operation('createPlan', 'Cadastra um plano'),
      tags,
      body: planInputSchema,
      response: { 201: planSchema, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createPlan(ctx, requireSession(request), request.body)),
  });

  app.get('/api/plans/:id', {
    config: { permission: readPermission },
    schema: {
      ...operation('getPlan', 'Detalha um plano'),
      tags,
      params: planParams,
      response: { 200: planSchema, ...authErrors },
    },
    handler: (request) => getPlan(ctx, requireSession(request).sellerId, request.params.id),
  });

  app.put('/api/plans/:id', {
    config: { permission },
    schema: {
      ...operation('updatePlan', 'Altera um plano'),
      tags,
      params: planParams,
      body: planInputSchema,
      response: { 200: planSchema, ...authErrors },
    },
    handler: (request) => updatePlan(ctx, requireSession(request), request.params.id, request.body),
  });

  app.patch('/api/plans/:id', {
    config: { permission },
    schema: {
      ...operation('setPlanActive', 'Ativa ou desativa um plano'),
      tags,
      params: planParams,
      body: planActiveSchema,
      response: { 200: planSchema, ...authErrors },
    },
    handler: (request) => setPlanActive(ctx, requireSession(request), request.params.id, request.body.active),
  });
}
