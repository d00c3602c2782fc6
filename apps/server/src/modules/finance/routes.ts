import {
  payoutAccountUpdateSchema,
  payoutAccountViewSchema,
  anticipationAmountQuerySchema,
  anticipationConfirmSchema,
  anticipationQuoteQuerySchema,
  anticipationQuoteSchema,
  anticipationResultSchema,
  anticipationSimulationSchema,
  antiFraudSchema,
  balanceSchema,
  errorBodySchema,
  payoutAccountResponseSchema,
  transferCreateSchema,
  transferPendingSchema,
  withdrawalListSchema,
  withdrawalSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { businessDate } from '../../lib/business-date.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { anticipationQuote, confirmAnticipation, simulateAnticipation } from './anticipation.js';
import { balanceOf, financeSettings, findPayoutAccount, openWithdrawals, pendingTotal } from './queries.js';
import { requestWithdrawal } from './withdrawals.js';
import { getPayoutAccountView, updatePayoutAccount } from './payout-account.js';

const tags = ['finance'];
const withConflict = { ...authErrors, 409: errorBodySchema } as const;

/** Spec 3 §7: finance, withdrawal and anticipation calls (docs/finance.md). */
export function financeRoutes(app: App, ctx: AppContext): void {
  const today = () => businessDate(ctx.clock.now());

  app.get('/api/redeems', {
    config: { permission: { capability: 'finance.view', feature: 'view_seller_finance' } },
    schema: {
      ...operation('getBalance', 'Mostra o saldo: disponível, a liberar, total e antecipável'),
      tags,
      response: { 200: balanceSchema, ...authErrors },
    },
    handler: (request) => balanceOf(ctx.db, requireSession(request).sellerId, today()),
  });

  app.get('/api/sellers/bank-account', {
    config: { permission: { capability: 'finance.withdraw' } },
    schema: {
      ...operation('getPayoutAccount', 'Mostra a conta bancária que recebe os repasses'),
      tags,
      response: { 200: payoutAccountResponseSchema, ...authErrors },
    },
    handler: async (request) => ({ account: await findPayoutAccount(ctx.db, requireSession(request).sellerId) }),
  });

  // 'Conta de repasse' (Dados da Conta): the administrators' (D20: never notification settings alone).
  app.get('/api/finance/payout-account', {
    config: { permission: { capability: 'settings.banking' } },
    schema: {
      ...operation(
        'getPayoutAccountSettings',
        'Mostra a conta bancária de saques, o bloqueio de 24 h após uma alteração e se o código 2FA é pedido',
      ),
      tags,
      response: { 200: payoutAccountViewSchema, ...authErrors },
    },
    handler: (request) => getPayoutAccountView(ctx, requireSession(request)),
  });

  app.put('/api/finance/payout-account', {
    config: { permission: { capability: 'settings.banking' } },
    schema: {
      ...operation(
        'updatePayoutAccount',
        'Altera a conta bancária de saques (com o código 2FA quando ativo; saques bloqueados por 24 h)',
        {
          errors: ['FIN-011', 'FIN-012', 'FIN-013'],
        },
      ),
      tags,
      body: payoutAccountUpdateSchema,
      response: { 200: payoutAccountViewSchema, ...authErrors },
    },
    handler: (request) => updatePayoutAccount(ctx, requireSession(request), request.body),
  });

  app.post('/api/sellers/transfers', {
    config: { permission: { capability: 'finance.withdraw' }, idempotent: true },
    schema: {
      ...operation('createTransfer', 'Solicita um saque (novo repasse) para a conta bancária do vendedor', {
        errors: ['FIN-002', 'FIN-004'],
        responses: {
          201: 'Saque aceito pelo banco: em processamento até a liquidação.',
          202: 'O banco ainda não respondeu: o saque fica PENDING e é conciliado depois.',
          409: 'Horário bloqueado (`FIN-001`), saldo insuficiente (`FIN-002`), sem conta bancária (`FIN-003`) ou saldo a liberar não permitido (`FIN-007`).',
          502: 'O banco recusou a transferência; o valor voltou ao saldo (`FIN-004`).',
        },
      }),
      tags,
      body: transferCreateSchema,
      response: { 201: withdrawalSchema, 202: withdrawalSchema, ...withConflict, 502: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { status, withdrawal } = await requestWithdrawal(
        ctx,
        requireSession(request),
        request.body,
        request.idempotency?.key,
      );
      return reply.status(status).send(withdrawal);
    },
  });

  app.get('/api/sellers/transfers', {
    config: { permission: { capability: 'finance.withdraw' } },
    schema: {
      ...operation('getPendingTransfers', 'Mostra o total de saques em processamento'),
      tags,
      response: { 200: transferPendingSchema, ...authErrors },
    },
    handler: (request) => pendingTotal(ctx.db, requireSession(request).sellerId),
  });

  app.get('/api/sellers/transfers/approve', {
    config: { permission: { capability: 'finance.withdraw' } },
    schema: {
      ...operation('listOpenTransfers', 'Lista as solicitações de repasse em processamento (até 50)'),
      tags,
      response: { 200: withdrawalListSchema, ...authErrors },
    },
    handler: async (request) => ({ content: await openWithdrawals(ctx.db, requireSession(request).sellerId) }),
  });

  app.get('/api/sellers/anti-fraud', {
    config: { permission: { capability: 'seller.fraudFlag' } },
    schema: {
      ...operation('getFraudFlag', 'Informa se o vendedor está sinalizado por fraude'),
      tags,
      response: { 200: antiFraudSchema, ...authErrors },
    },
    handler: async (request) => ({
      isFraud: (await financeSettings(ctx.db, requireSession(request).sellerId)).isFraud,
    }),
  });

  app.get('/api/redeems/anticipation/amount', {
    config: { permission: { capability: 'finance.withdraw' } },
    schema: {
      ...operation('quoteTransferAnticipation', 'Calcula o saque incluindo o saldo a liberar', {
        errors: ['FIN-007'],
      }),
      tags,
      querystring: anticipationQuoteQuerySchema,
      response: { 200: anticipationQuoteSchema, ...withConflict },
    },
    handler: (request) =>
      anticipationQuote(
        ctx,
        requireSession(request),
        request.query.requestedAmount,
        request.query.useAnticipationAmount,
      ),
  });

  app.get('/api/seller/antecipation/rate', {
    config: { permission: { capability: 'finance.anticipation' } },
    schema: {
      ...operation('simulateAnticipation', 'Simula a antecipação de recebíveis', { errors: ['FIN-006'] }),
      tags,
      querystring: anticipationAmountQuerySchema,
      response: { 200: anticipationSimulationSchema, ...withConflict },
    },
    handler: (request) => simulateAnticipation(ctx, requireSession(request).sellerId, request.query.amount),
  });

  app.post('/api/redeems/anticipation', {
    config: { permission: { capability: 'finance.anticipation' }, idempotent: true },
    schema: {
      ...operation('confirmAnticipation', 'Confirma a antecipação de recebíveis', { errors: ['FIN-006'] }),
      tags,
      body: anticipationConfirmSchema,
      response: { 201: anticipationResultSchema, ...withConflict },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await confirmAnticipation(ctx, requireSession(request), request.body.amount, request.idempotency?.key)),
  });
}
