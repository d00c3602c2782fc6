import { z } from 'zod';
import {
  clientAddressUpdateSchema,
  clientChargePageSchema,
  clientChargesQuerySchema,
  clientContactUpdateSchema,
  clientCreateSchema,
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  clientSubscriptionPageSchema,
  errorBodySchema,
  pageQuerySchema,
  clientChargeTotalsSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import { noActivity, type ClientActivityReaders } from './activity.js';
import { findClient } from './queries.js';
import { createClient, getClient, listClients, updateClientAddress, updateClientContact } from './service.js';

const clientParams = z.object({ id: z.uuid({ error: 'Cliente não encontrado.' }) });
const tags = ['clients'];

export function sellerClientRoutes(app: App, ctx: AppContext, activity: ClientActivityReaders = noActivity): void {
  app.get('/api/seller-clients', {
    config: { permission: { capability: 'clients.read' } },
    schema: {
      ...operation('listClients', 'Busca e lista os clientes'),
      tags,
      querystring: clientListQuerySchema,
      response: { 200: clientPageSchema, ...authErrors },
    },
    handler: (request) => listClients(ctx, requireSession(request).sellerId, request.query),
  });

  app.post('/api/seller-clients', {
    config: { permission: { capability: 'clients.write' }, idempotent: true },
    schema: {
      ...operation('createClient', 'Cadastra um cliente', {
        errors: ['CLI-001'],
        responses: {
          409: 'Já existe um cliente com o documento (`CLI-001`, o `title` diz qual), ou a mesma `Idempotency-Key` ainda está em andamento (`GEN-409`).',
        },
      }),
      tags,
      body: clientCreateSchema,
      response: { 201: clientSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: async (request, reply) => {
      const client = await createClient(ctx, requireSession(request), request.body);
      return reply.status(201).send(client);
    },
  });

  app.get('/api/seller-clients/:id', {
    config: { permission: { capability: 'clients.read' } },
    schema: {
      ...operation('getClient', 'Detalha um cliente'),
      tags,
      params: clientParams,
      response: { 200: clientSchema, ...authErrors },
    },
    handler: (request) => getClient(ctx, requireSession(request).sellerId, request.params.id),
  });

  app.put('/api/seller-clients/:id', {
    config: { permission: { capability: 'clients.write' } },
    schema: {
      ...operation('updateClientContact', 'Altera os dados de contato de um cliente'),
      tags,
      params: clientParams,
      body: clientContactUpdateSchema,
      response: { 200: clientSchema, ...authErrors },
    },
    handler: (request) => updateClientContact(ctx, requireSession(request), request.params.id, request.body),
  });

  app.patch('/api/seller-clients/:id/address', {
    config: { permission: { capability: 'clients.write' } },
    schema: {
      ...operation('updateClientAddress', 'Altera o endereço de um cliente'),
      tags,
      params: clientParams,
      body: clientAddressUpdateSchema,
      response: { 200: clientSchema, ...authErrors },
    },
    handler: (request) => updateClientAddress(ctx, requireSession(request), request.params.id, request.body),
  });

  app.get('/api/seller-clients/:id/charges', {
    config: { permission: { capability: 'clients.chargesTab' } },
    schema: {
      ...operation('listClientCharges', 'Lista as cobranças de um cliente'),
      tags,
      params: clientParams,
      querystring: clientChargesQuerySchema,
      response: { 200: clientChargePageSchema, ...authErrors },
    },
    handler: async (request) => {
      const client = await findClient(ctx.db, requireSession(request).sellerId, request.params.id);
      if (!client) throw notFound();
      return activity.charges(ctx, client, request.query);
    },
  });

  app.get('/api/seller-clients/:id/charge-totals', {
    config: { permission: { capability: 'clients.chargesTab' } },
    schema: {
      ...operation('getClientChargeTotals', 'Totais pagos, em aberto e atrasados de um cliente'),
      tags,
      params: clientParams,
      response: { 200: clientChargeTotalsSchema, ...authErrors },
    },
    handler: async (request) => {
      const client = await findClient(ctx.db, requireSession(request).sellerId, request.params.id);
      if (!client) throw notFound();
      return activity.chargeTotals(ctx, client);
    },
  });

  app.get('/api/seller-clients/:id/subscriptions', {
    config: { permission: { capability: 'clients.subscriptionsTab' } },
    schema: {
      ...operation('listClientSubscriptions', 'Lista as assinaturas de um cliente'),
      tags,
      params: clientParams,
      querystring: pageQuerySchema,
      response: { 200: clientSubscriptionPageSchema, ...authErrors },
    },
    handler: async (request) => {
      const client = await findClient(ctx.db, requireSession(request).sellerId, request.params.id);
      if (!client) throw notFound();
      return activity.subscriptions(ctx, client, request.query);
    },
  });
}
