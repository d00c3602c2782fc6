import { z } from 'zod';
import {
  cents,
  errorBodySchema,
  installmentSimulationQuerySchema,
  installmentSimulationSchema,
  paymentLinkInputSchema,
  paymentLinkListQuerySchema,
  paymentLinkPageSchema,
  paymentLinkSchema,
  splitReviewRequestSchema,
  splitReviewSchema,
  splitSubSellerOptionListSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { cardPriceTable, simulateInstallments } from '../ledger/index.js';
import { reviewLinkSplit, splitOptions } from './split.js';
import { createLink, deleteLink, duplicateLink, getLink, listLinks, updateLink } from './service.js';

const tags = ['payment-links'];
const linkParams = z.object({ id: z.uuid({ error: 'Link não encontrado.' }) });
const manage = { capability: 'paymentLinks.manage', feature: 'view_seller_payment_link' } as const;
const create = { capability: 'paymentLinks.manage', feature: 'view_seller_create_payment_link' } as const;
const edit = { capability: 'paymentLinks.manage', feature: 'view_seller_payment_link_edit' } as const;
/** Duplicating reads a link (the list's action) and creates one: both toggles. */
const duplicate = { ...create, alsoFeatures: ['view_seller_payment_link'] } as const;
/** The split section: SELLER_ADMIN with `view_split_subseller_payment_link` (spec 2 §6). */
const split = { capability: 'charges.split' } as const;
/** Quick links need `view_fast_payment_link`: a quick link read by id without it is 404 (docs/payment-links.md). */
const hiddenQuickLink = {
  404: 'Link não encontrado (`GEN-404`): de outro vendedor, ou um link rápido sem `view_fast_payment_link`.',
};

export function paymentLinkRoutes(app: App, ctx: AppContext): void {
  app.get('/api/payment-links', {
    config: { permission: manage },
    schema: {
      ...operation('listPaymentLinks', 'Busca e lista os links de pagamento de um tipo', {
        responses: {
          403: 'Sem a permissão (`PERM-001`/`PERM-002`), ou `type=FAST_ORDER` sem `view_fast_payment_link` (`LNK-005`).',
        },
      }),
      tags,
      querystring: paymentLinkListQuerySchema,
      response: { 200: paymentLinkPageSchema, ...authErrors },
    },
    handler: (request) => listLinks(ctx, requireSession(request), request.query),
  });

  app.get('/api/payment-links/installments-payment', {
    config: { permission: manage },
    schema: {
      ...operation(
        'simulateInstallments',
        'Simula o parcelamento no cartão: o que o comprador paga e o vendedor recebe',
      ),
      tags,
      querystring: installmentSimulationQuerySchema,
      response: { 200: installmentSimulationSchema, ...authErrors },
    },
    handler: async (request) => {
      const { amount, maxInstallments, feeBearer } = request.query;
      const prices = await cardPriceTable(ctx.db, requireSession(request).sellerId);
      return { feeBearer, options: simulateInstallments(cents(amount), maxInstallments, feeBearer, prices) };
    },
  });

  app.get('/api/payment-links/subseller', {
    config: { permission: split },
    schema: {
      ...operation('listSplitSubSellers', 'Lista os sub-vendedores que podem receber split (ativos e aprovados)'),
      tags,
      response: { 200: splitSubSellerOptionListSchema, ...authErrors },
    },
    handler: (request) => splitOptions(ctx.db, requireSession(request).sellerId),
  });

  app.post('/api/payment-links/split-review', {
    config: { permission: split },
    schema: {
      ...operation(
        'reviewSplit',
        'Revisa os valores do split: a parte de cada sub-vendedor, as taxas e o que resta ao vendedor',
        {
          description:
            'A taxa é a de um pagamento à vista no cartão do valor informado. Um sub-vendedor inativo, não aprovado ou de outro vendedor é `SVD-003`. Um resto negativo não é erro aqui: é o que o formulário mostra antes de recusar.',
        },
      ),
      tags,
      body: splitReviewRequestSchema,
      response: { 200: splitReviewSchema, ...authErrors },
    },
    handler: (request) => {
      const session = requireSession(request);
      return reviewLinkSplit(ctx.db, session, request.body.value, request.body.split);
    },
  });

  app.post('/api/payment-links', {
    config: { permission: create, idempotent: true },
    schema: {
      ...operation('createPaymentLink', 'Cria um link de pagamento', {
        description:
          'Um link rápido (`FAST_ORDER`) precisa de `view_fast_payment_link` e `view_checkout_create_order_by_fast_link` (`LNK-005`); metadados, de `view_payment_link_metadata` (`LNK-006`). O split (`split`) só em links pontuais pagos no cartão, por SELLER_ADMIN com `view_split_subseller_payment_link` (`SVD-005`), com sub-vendedores ativos e aprovados (`SVD-003`) e sem deixar o vendedor com resto negativo (`SVD-004`).',
      }),
      tags,
      body: paymentLinkInputSchema,
      response: { 201: paymentLinkSchema, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createLink(ctx, requireSession(request), request.body)),
  });

  app.get('/api/payment-links/:id', {
    config: { permission: manage },
    schema: {
      ...operation('getPaymentLink', 'Detalha um link de pagamento', {
        description: 'Sem `view_payment_link_metadata`, `metadata` vem vazio.',
        responses: hiddenQuickLink,
      }),
      tags,
      params: linkParams,
      response: { 200: paymentLinkSchema, ...authErrors },
    },
    handler: (request) => getLink(ctx, requireSession(request), request.params.id),
  });

  app.put('/api/payment-links/:id', {
    config: { permission: edit },
    schema: {
      ...operation('updatePaymentLink', 'Altera um link de pagamento', {
        description:
          'Sem `view_payment_link_metadata`, os metadados guardados são mantidos (uma lista não vazia é `LNK-006`).',
        errors: ['LNK-001'],
        responses: { 410: 'O link foi excluído (`LNK-001`).', ...hiddenQuickLink },
      }),
      tags,
      params: linkParams,
      body: paymentLinkInputSchema,
      response: { 200: paymentLinkSchema, 410: errorBodySchema, ...authErrors },
    },
    handler: (request) => updateLink(ctx, requireSession(request), request.params.id, request.body),
  });

  app.delete('/api/payment-links/:id', {
    config: { permission: manage },
    schema: {
      ...operation('deletePaymentLink', 'Exclui (desativa) um link de pagamento', { responses: hiddenQuickLink }),
      tags,
      params: linkParams,
      response: { 204: z.null(), ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteLink(ctx, requireSession(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/payment-links/:id/duplicate', {
    config: { permission: duplicate, idempotent: true },
    schema: {
      ...operation('duplicatePaymentLink', 'Duplica um link de pagamento, sem o cliente', {
        description:
          'Precisa de `view_seller_payment_link` e `view_seller_create_payment_link`; duplicar um link rápido também de `view_checkout_create_order_by_fast_link` (`LNK-005`).',
        responses: hiddenQuickLink,
      }),
      tags,
      params: linkParams,
      response: { 201: paymentLinkSchema, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await duplicateLink(ctx, requireSession(request), request.params.id)),
  });
}
