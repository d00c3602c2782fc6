import { z } from 'zod';
import {
  chargeChangeSchema,
  chargeHistorySchema,
  chargeSendResultSchema,
  chargeSendSchema,
  chargeSummaryQuerySchema,
  chargeSummarySchema,
  chargeCreateSchema,
  chargeDetailSchema,
  chargeListQuerySchema,
  chargePageSchema,
  errorBodySchema,
  manualPaySchema,
  receivableListSchema,
  splitListSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import { chargeReceivables, chargeSplitLines } from '../ledger/index.js';
import { boletoPdf } from './boleto-document.js';
import { findCharge } from './queries.js';
import { createChargeRecord, deleteCharge, listCharges, markPaidManually, simulateBuyerPayment } from './service.js';
import { readChargeDetail, readFreshChargeContext, toFreshChargeDetail, type ChargeDetailReaders } from './view.js';
import { sendFile } from '../../lib/file-reply.js';
import { changeCharge, chargeHistoryOf, sendCharge } from './changes.js';
import { chargeSummary } from './summary.js';
import { requireOwnPaymentLink, type PaymentLinkOwner } from './payment-link-owner.js';

export const chargeParams = z.object({ id: z.uuid({ error: 'Cobrança não encontrada.' }) });
const tags = ['charges'];
const changeErrors = { ...authErrors, 409: errorBodySchema };

export async function detailOf(ctx: AppContext, readers: ChargeDetailReaders, sellerId: string, id: string) {
  const detail = await readChargeDetail(ctx, readers, sellerId, id);
  if (!detail) throw notFound();
  return detail;
}

/**
 * `readers`: the detail's parts held by the modules above charges (view.ts); `linkOwner`: whether a
 * payment link is the seller's (payment-link-owner.ts). Both given by app.ts.
 */
export function chargeRoutes(
  app: App,
  ctx: AppContext,
  readers: ChargeDetailReaders,
  linkOwner: PaymentLinkOwner,
): void {
  app.get('/api/charges', {
    config: { permission: { capability: 'charges.read' } },
    schema: {
      ...operation('listCharges', 'Lista e filtra as cobranças'),
      tags,
      querystring: chargeListQuerySchema,
      response: { 200: chargePageSchema, ...authErrors },
    },
    handler: (request) => listCharges(request.readDb(), requireSession(request).sellerId, request.query),
  });

  app.get('/api/charges/summary', {
    config: { permission: { capability: 'charges.read' } },
    schema: {
      ...operation('getChargeSummary', 'Quantidade e soma das cobranças de cada aba, com os filtros da lista', {
        description: 'Conta e soma até 10.000 cobranças; além disso a aba vem com `capped` e sem soma.',
      }),
      tags,
      querystring: chargeSummaryQuerySchema,
      response: { 200: chargeSummarySchema, ...authErrors },
    },
    handler: (request) => chargeSummary(request.readDb(), requireSession(request).sellerId, request.query),
  });

  app.post('/api/charges', {
    config: { permission: { capability: 'charges.write' }, idempotent: true },
    schema: {
      ...operation('createCharge', 'Cria uma cobrança', {
        description:
          'Um cartão com vencimento hoje é cobrado na hora (PAID, FAILED ou à espera do 3-D Secure, ' +
          '`threeDSecureUrl`); uma data futura agenda a cobrança.',
        errors: ['CHG-006'],
        responses: { 404: 'O `paymentLinkId` não é um link de pagamento da conta.' },
      }),
      tags,
      body: chargeCreateSchema,
      response: { 201: chargeDetailSchema, ...changeErrors },
    },
    handler: async (request, reply) => {
      const { sellerId } = requireSession(request);
      const claim = request.idempotency;
      const { body } = request;
      await requireOwnPaymentLink(ctx.db, linkOwner, sellerId, body);
      // A boleto or Pix reads its seller to be issued: the one statement that does also reads what
      // its detail shows beside its row. A card due today is answered from a full read after its
      // attempt, so it reads nothing ahead.
      const context =
        body.paymentMethod === 'CREDIT_CARD'
          ? undefined
          : await readFreshChargeContext(ctx, readers, sellerId, body.customer.document);
      const { id, record } = await createChargeRecord(
        ctx,
        sellerId,
        body,
        claim?.key,
        {},
        {
          keyFirstUse: claim?.firstUse,
          issuingSeller: context?.seller,
        },
      );
      const detail = record
        ? await toFreshChargeDetail(
            ctx,
            record,
            context ?? (await readFreshChargeContext(ctx, readers, sellerId, record.customerDocument)),
          )
        : await detailOf(ctx, readers, sellerId, id);
      return reply.status(201).send(detail);
    },
  });

  app.get('/api/charges/:id', {
    config: { permission: { capability: 'charges.read' } },
    schema: {
      ...operation('getCharge', 'Detalha uma cobrança'),
      tags,
      params: chargeParams,
      response: { 200: chargeDetailSchema, ...authErrors },
    },
    handler: (request) => detailOf(ctx, readers, requireSession(request).sellerId, request.params.id),
  });

  // Fee, net amount and settlement dates are statement data (spec 1 §6): SELLER_FINANCES.
  app.patch('/api/charges/:id', {
    config: { permission: { capability: 'charges.write' } },
    schema: {
      ...operation('changeCharge', 'Altera o vencimento ou o valor de um boleto ou Pix em aberto', {
        description: 'Um novo boleto ou Pix é emitido; a linha e o código anteriores deixam de valer.',
        errors: ['CHG-031', 'CHG-030'],
      }),
      tags,
      params: chargeParams,
      body: chargeChangeSchema,
      response: { 200: chargeDetailSchema, ...changeErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      await changeCharge(ctx, session, request.params.id, request.body);
      return detailOf(ctx, readers, session.sellerId, request.params.id);
    },
  });

  app.post('/api/charges/:id/send', {
    config: { permission: { capability: 'charges.write' }, idempotent: true },
    schema: {
      ...operation('sendCharge', 'Envia a cobrança ao comprador por e-mail', { errors: ['CHG-032'] }),
      tags,
      params: chargeParams,
      body: chargeSendSchema,
      response: { 202: chargeSendResultSchema, ...changeErrors },
    },
    handler: async (request, reply) => {
      const result = await sendCharge(ctx, requireSession(request), request.params.id, request.body.email);
      return reply.status(202).send(result);
    },
  });

  app.get('/api/charges/:id/history', {
    config: { permission: { capability: 'charges.read' } },
    schema: {
      ...operation('getChargeHistory', 'O histórico da cobrança: criação, alterações e envios'),
      tags,
      params: chargeParams,
      response: { 200: chargeHistorySchema, ...authErrors },
    },
    handler: async (request) => ({
      content: await chargeHistoryOf(ctx, requireSession(request).sellerId, request.params.id),
    }),
  });

  app.get('/api/charges/:id/receivables', {
    config: { permission: { capability: 'charges.receivables' } },
    schema: {
      ...operation('listChargeReceivables', 'Lista os recebíveis de uma cobrança'),
      tags,
      params: chargeParams,
      response: { 200: receivableListSchema, ...authErrors },
    },
    handler: async (request) => {
      const { sellerId } = requireSession(request);
      const charge = await findCharge(ctx.db, sellerId, request.params.id);
      if (!charge) throw notFound();
      return chargeReceivables(ctx.db, sellerId, request.params.id, charge.status);
    },
  });

  // A split sale's shares, once paid (docs/sub-sellers.md); empty for a sale that was not split.
  app.get('/api/charges/:id/split', {
    config: { permission: { capability: 'charges.split' } },
    schema: {
      ...operation('listChargeSplit', 'Lista a divisão de uma cobrança com subvendedores'),
      tags,
      params: chargeParams,
      response: { 200: splitListSchema, ...authErrors },
    },
    handler: async (request) => {
      const { sellerId } = requireSession(request);
      const charge = await findCharge(ctx.db, sellerId, request.params.id);
      if (!charge) throw notFound();
      return chargeSplitLines(ctx.db, sellerId, charge.id, charge.paymentMethod);
    },
  });

  app.patch('/api/charges/:id/manual-pay', {
    config: { permission: { capability: 'charges.write' } },
    schema: {
      ...operation('markChargePaid', 'Marca uma cobrança como paga por fora', { errors: ['CHG-001'] }),
      tags,
      params: chargeParams,
      body: manualPaySchema,
      response: { 200: chargeDetailSchema, ...changeErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      if (request.body.uuidCharge !== request.params.id) throw new AppError('GEN-400');
      await markPaidManually(ctx, session, request.params.id);
      return detailOf(ctx, readers, session.sellerId, request.params.id);
    },
  });

  app.delete('/api/charges/:id', {
    config: { permission: { capability: 'charges.write' } },
    schema: {
      ...operation('deleteCharge', 'Exclui (cancela) uma cobrança', { errors: ['CHG-002'] }),
      tags,
      params: chargeParams,
      response: { 204: z.null(), ...changeErrors },
    },
    handler: async (request, reply) => {
      await deleteCharge(ctx, requireSession(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/charges/:id/boleto.pdf', {
    config: { permission: { capability: 'charges.read' } },
    schema: {
      ...operation('getBoletoPdf', 'Baixa o boleto da cobrança em PDF', { errors: ['CHG-003'] }),
      tags,
      params: chargeParams,
      response: { 200: fileResponse('application/pdf', 'O boleto em PDF.'), ...changeErrors },
    },
    handler: async (request, reply) => {
      const { sellerId } = requireSession(request);
      const charge = await findCharge(ctx.db, sellerId, request.params.id);
      if (!charge) throw notFound();
      const pdf = await boletoPdf(ctx, charge);
      return sendFile(reply, { type: 'application/pdf', fileName: `boleto-${charge.id}.pdf`, body: pdf, inline: true });
    },
  });

  // Sandbox controls move money: registered only with SANDBOX on, for the seller's administrator.
  if (!ctx.config.sandbox) return;
  app.post('/api/sandbox/charges/:id/payments', {
    config: { permission: { capability: 'sandbox.simulate' } },
    schema: {
      ...operation('simulateChargePayment', 'Simula o pagamento do boleto ou Pix pelo comprador', {
        errors: ['CHG-003'],
      }),
      tags: ['sandbox'],
      params: chargeParams,
      response: { 200: chargeDetailSchema, ...changeErrors },
    },
    handler: async (request) => {
      const { sellerId } = requireSession(request);
      await simulateBuyerPayment(ctx, sellerId, request.params.id);
      return detailOf(ctx, readers, sellerId, request.params.id);
    },
  });
}
