import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  cardCreateSchema,
  cardDetailSchema,
  cardLimitsUpdateSchema,
  cardListSchema,
  cardPurchaseSimulationSchema,
  cardRenameSchema,
  cardRevealSchema,
  cardSchema,
  cardSecretsSchema,
  cardStatusUpdateSchema,
  cardTransactionSchema,
  errorBodySchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import type { Session } from '../../plugins/types.js';
import { authorize, reverseAuthorization } from './authorize.js';
import { createCard } from './issue.js';
import { cancelCard, renameCard, setCardStatus, updateCardLimits } from './manage.js';
import { cardDetail, listCards, ownedCard } from './queries.js';
import { revealCard } from './reveal.js';
import { manageable } from './rules.js';
import { sellerBalances } from '../ledger/index.js';
import { toCard, toTransaction, type CardRow } from './views.js';

const tags = ['cards'];
const permission = { capability: 'cards.manage' } as const;
const params = z.object({ id: z.uuid() });
const errors = { 403: errorBodySchema, 409: errorBodySchema } as const;

/** The card as its answer shows it: the balance read once more. */
async function present(ctx: AppContext, session: Session, row: CardRow) {
  const now = ctx.clock.now();
  const { available } = await sellerBalances(ctx.db, session.sellerId);
  return toCard(row, available, manageable(session), now);
}

/** Corporate cards (spec 4 §2, §7 'Card service' as our API; docs/cards.md): the seller from the session. */
export function cardRoutes(app: App, ctx: AppContext): void {
  app.get('/api/cards', {
    config: { permission },
    schema: {
      ...operation('listCards', 'Lista os cartões com a fatura do mês e os limites'),
      tags,
      response: { 200: cardListSchema, ...authErrors },
    },
    handler: (request) => listCards(ctx, requireSession(request)),
  });

  app.post('/api/cards', {
    config: { permission, idempotent: true },
    schema: {
      ...operation('createCard', 'Pede ao emissor um cartão virtual novo', {
        errors: ['BNK-005', 'CRD-005', 'CRD-009'],
        responses: { 201: 'O cartão: `ACTIVE` quando o emissor o gerou na hora, `PENDING` enquanto gera.' },
      }),
      tags,
      body: cardCreateSchema,
      response: { 201: cardSchema, ...errors, ...authErrors },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const card = await createCard(ctx, session, request.body);
      return reply.status(201).send(await present(ctx, session, card));
    },
  });

  app.put('/api/cards/limits', {
    config: { permission },
    schema: {
      ...operation('updateCardLimits', 'Altera os limites dos cartões de Limite Fixo, todos ou nenhum', {
        errors: ['CRD-001', 'CRD-003', 'CRD-005', 'CRD-006'],
      }),
      tags,
      body: cardLimitsUpdateSchema,
      response: { 200: cardListSchema, ...errors, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      await updateCardLimits(ctx, session, request.body);
      return listCards(ctx, session);
    },
  });

  app.get('/api/cards/:id', {
    config: { permission },
    schema: {
      ...operation('getCard', 'Mostra um cartão e o extrato do mês', { errors: ['CRD-001', 'CRD-002'] }),
      tags,
      params,
      response: { 200: cardDetailSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: (request) => cardDetail(ctx, requireSession(request), request.params.id),
  });

  app.patch('/api/cards/:id', {
    config: { permission },
    schema: {
      ...operation('renameCard', 'Renomeia um cartão', { errors: ['CRD-001', 'CRD-002', 'CRD-003'] }),
      tags,
      params,
      body: cardRenameSchema,
      response: { 200: cardSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return present(ctx, session, await renameCard(ctx, session, request.params.id, request.body.cardName));
    },
  });

  app.put('/api/cards/:id/status', {
    config: { permission },
    schema: {
      ...operation('setCardStatus', 'Bloqueia ou desbloqueia um cartão', {
        errors: ['CRD-001', 'CRD-002', 'CRD-003', 'CRD-004', 'CRD-005'],
      }),
      tags,
      params,
      body: cardStatusUpdateSchema,
      response: { 200: cardSchema, ...errors, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return present(ctx, session, await setCardStatus(ctx, session, request.params.id, request.body));
    },
  });

  app.delete('/api/cards/:id', {
    config: { permission },
    schema: {
      ...operation('cancelCard', 'Cancela um cartão para sempre', { errors: ['CRD-001', 'CRD-003', 'CRD-005'] }),
      tags,
      params,
      response: { 200: cardSchema, ...errors, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return present(ctx, session, await cancelCard(ctx, session, request.params.id));
    },
  });

  // A POST: the proof travels in the body, never in a URL; the answer is never cached.
  app.post('/api/cards/:id/reveal', {
    config: { permission },
    schema: {
      ...operation('revealCard', 'Mostra o número, o CVV e a validade do cartão (pede o código ou a senha)', {
        errors: ['CRD-001', 'CRD-002', 'CRD-003', 'CRD-007', 'CRD-008'],
      }),
      tags,
      params,
      body: cardRevealSchema,
      response: { 200: cardSecretsSchema, ...errors, ...authErrors },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const secrets = await revealCard(ctx, session, request.params.id, request.body, request.ip);
      return reply.header('cache-control', 'no-store').send(secrets);
    },
  });

  // Sandbox controls move money: registered only with SANDBOX on, for the seller's administrator.
  if (!ctx.config.sandbox) return;
  app.post('/api/sandbox/cards/:id/authorizations', {
    config: { permission: { capability: 'sandbox.simulate' } },
    schema: {
      ...operation('simulateCardPurchase', 'Simula uma compra no cartão: o emissor de testes pede a autorização', {
        errors: ['CRD-001'],
      }),
      tags: ['sandbox'],
      params,
      body: cardPurchaseSimulationSchema,
      response: { 200: cardTransactionSchema, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      // The seller's own card only: the issuer's authorisations name cards, the sandbox names the seller's.
      await ownedCard(ctx, session.sellerId, request.params.id);
      const decided = await authorize(ctx, {
        issuerAuthorizationId: `sbx_auth_${randomUUID()}`,
        cardId: request.params.id,
        merchantName: request.body.merchantName,
        mcc: request.body.mcc,
        amount: request.body.amount,
      });
      return toTransaction(decided);
    },
  });

  app.post('/api/sandbox/cards/:id/transactions/:transactionId/reversal', {
    config: { permission: { capability: 'sandbox.simulate' } },
    schema: {
      ...operation('simulateCardReversal', 'Simula o estorno de uma compra aprovada pelo emissor de testes', {
        errors: ['CRD-001'],
      }),
      tags: ['sandbox'],
      params: z.object({ id: z.uuid(), transactionId: z.uuid() }),
      response: { 200: cardTransactionSchema, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const { id, transactionId } = request.params;
      return toTransaction(await reverseAuthorization(ctx, session.sellerId, id, transactionId));
    },
  });
}
