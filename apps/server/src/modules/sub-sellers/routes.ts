import { z } from 'zod';
import {
  bankListSchema,
  errorBodySchema,
  subSellerAccountUpdateSchema,
  subSellerActiveQuerySchema,
  subSellerAddressUpdateSchema,
  subSellerContactUpdateSchema,
  subSellerCreateSchema,
  subSellerGeneralUpdateSchema,
  subSellerListQuerySchema,
  subSellerPageSchema,
  subSellerSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { BANKS } from '../../lib/banks.js';
import { listSubSellers, toSubSeller } from './queries.js';
import {
  createSubSeller,
  getSubSeller,
  resubmitRegistration,
  setSubSellerActive,
  updateAccount,
  updateAddress,
  updateContact,
  updateGeneral,
} from './service.js';

const params = z.object({ id: z.uuid({ error: 'Sub-vendedor não encontrado.' }) });

/** 'Sub-vendedores' (spec 3 §7 sub-sellers): the registry of the seller's split recipients. */
export function subSellerRoutes(app: App, ctx: AppContext): void {
  const permission = { capability: 'subSellers.manage' } as const;
  const tags = ['settings'];
  const base = '/api/sellers/subseller';

  app.get('/api/banks', {
    config: { permission: 'authenticated' },
    schema: {
      ...operation('listBanks', 'Lista os bancos brasileiros (código COMPE de 3 dígitos e nome)'),
      tags,
      response: { 200: bankListSchema, ...authErrors },
    },
    handler: async () => ({ content: [...BANKS] }),
  });

  app.get(base, {
    config: { permission },
    schema: {
      ...operation('listSubSellers', 'Lista os sub-vendedores; `filter` busca por nome, CPF ou CNPJ'),
      tags,
      querystring: subSellerListQuerySchema,
      response: { 200: subSellerPageSchema, ...authErrors },
    },
    handler: (request) => listSubSellers(ctx.db, requireSession(request).sellerId, request.query),
  });

  app.post(base, {
    config: { permission },
    schema: {
      ...operation(
        'createSubSeller',
        'Cadastra um sub-vendedor e envia seu cadastro para análise (cerca de 5 minutos)',
        {
          errors: ['SVD-001'],
        },
      ),
      tags,
      body: subSellerCreateSchema,
      response: { 201: subSellerSchema, ...authErrors, 409: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createSubSeller(ctx, requireSession(request), request.body)),
  });

  app.get(`${base}/:id`, {
    config: { permission },
    schema: {
      ...operation('getSubSeller', 'Um sub-vendedor, com endereço, conta e contato'),
      tags,
      params,
      response: { 200: subSellerSchema, ...authErrors },
    },
    handler: async (request) =>
      toSubSeller(await getSubSeller(ctx, requireSession(request).sellerId, request.params.id)),
  });

  app.patch(`${base}/:id`, {
    config: { permission },
    schema: {
      ...operation('updateSubSeller', 'Altera os dados gerais e a divisão de valores padrão'),
      tags,
      params,
      body: subSellerGeneralUpdateSchema,
      response: { 200: subSellerSchema, ...authErrors },
    },
    handler: (request) => updateGeneral(ctx, requireSession(request), request.params.id, request.body),
  });

  app.patch(`${base}/:id/address`, {
    config: { permission },
    schema: {
      ...operation('updateSubSellerAddress', 'Altera o endereço do sub-vendedor'),
      tags,
      params,
      body: subSellerAddressUpdateSchema,
      response: { 200: subSellerSchema, ...authErrors },
    },
    handler: (request) => updateAddress(ctx, requireSession(request), request.params.id, request.body),
  });

  app.patch(`${base}/:id/accounts`, {
    config: { permission },
    schema: {
      ...operation('updateSubSellerAccount', 'Altera a conta bancária; o cadastro volta para análise'),
      tags,
      params,
      body: subSellerAccountUpdateSchema,
      response: { 200: subSellerSchema, ...authErrors },
    },
    handler: (request) => updateAccount(ctx, requireSession(request), request.params.id, request.body),
  });

  app.patch(`${base}/:id/contacts`, {
    config: { permission },
    schema: {
      ...operation('updateSubSellerContact', 'Altera o contato do sub-vendedor'),
      tags,
      params,
      body: subSellerContactUpdateSchema,
      response: { 200: subSellerSchema, ...authErrors },
    },
    handler: (request) => updateContact(ctx, requireSession(request), request.params.id, request.body),
  });

  app.patch(`${base}/:id/active`, {
    config: { permission },
    schema: {
      ...operation('setSubSellerActive', 'Ativa ou desativa o sub-vendedor (um inativo não entra em novos links)'),
      tags,
      params,
      querystring: subSellerActiveQuerySchema,
      response: { 200: subSellerSchema, ...authErrors },
    },
    handler: (request) => setSubSellerActive(ctx, requireSession(request), request.params.id, request.query.active),
  });

  app.post(`${base}/:id/split`, {
    config: { permission },
    schema: {
      ...operation('resubmitSubSeller', 'Reenvia para análise o cadastro de um sub-vendedor INACTIVE', {
        errors: ['SVD-002'],
      }),
      tags,
      params,
      response: { 200: subSellerSchema, ...authErrors, 409: errorBodySchema },
    },
    handler: (request) => resubmitRegistration(ctx, requireSession(request), request.params.id),
  });
}
