import { z } from 'zod';
import {
  errorBodySchema,
  paymentsBalanceSchema,
  pixApprovalPolicySchema,
  pixApprovalPolicyUpdateSchema,
  pixPaymentApprovalSchema,
  pixPaymentCreateSchema,
  pixPaymentListQuerySchema,
  pixPaymentPageSchema,
  pixPaymentRejectionSchema,
  pixPaymentSchema,
  pixRecipientQuerySchema,
  pixRecipientSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { sendFile } from '../../lib/file-reply.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { sellerBalances } from '../ledger/index.js';
import { boletoPaymentRoutes } from './boleto-routes.js';
import { approvePixPayment, cancelPixPayment, rejectPixPayment } from './decide.js';
import { favoriteRoutes } from './favorite-routes.js';
import { savePolicy, viewPolicy } from './policy.js';
import { findPayment, listPayments, presentPayment } from './queries.js';
import { pixReceiptPdf } from './receipt.js';
import { lookupRecipient, publicRecipient } from './recipient.js';
import { submitPixPayment } from './submit.js';

const tags = ['payments'];
const manage = { capability: 'payments.manage' } as const;
const approve = { capability: 'payments.approve' } as const;
const params = z.object({ id: z.uuid() });
const errors = { 409: errorBodySchema } as const;

/** The Pagamentos area's PIX tab (spec 4 §2, §7; docs/payments.md): our API, authenticated, the seller from the session. */
export function paymentRoutes(app: App, ctx: AppContext): void {
  app.get('/api/payments/balance', {
    config: { permission: manage },
    schema: {
      ...operation('getPaymentsBalance', 'Mostra o saldo disponível para pagamentos (o mesmo do Financeiro)'),
      tags,
      response: { 200: paymentsBalanceSchema, ...authErrors },
    },
    handler: async (request) => {
      const { available } = await sellerBalances(ctx.db, requireSession(request).sellerId);
      return { available, updatedAt: ctx.clock.now().toISOString() };
    },
  });

  // A POST: a key is personal data, kept out of URLs and access logs.
  app.post('/api/payments/pix/recipient', {
    config: { permission: manage },
    schema: {
      ...operation('lookupPixRecipient', 'Consulta no diretório do Pix quem recebe numa chave', {
        errors: ['PAY-007', 'PAY-008'],
      }),
      tags,
      body: pixRecipientQuerySchema,
      response: { 200: pixRecipientSchema, 503: errorBodySchema, ...authErrors },
    },
    handler: async (request) =>
      publicRecipient(await lookupRecipient(ctx, requireSession(request).sellerId, request.body.key)),
  });

  app.get('/api/payments/pix', {
    config: { permission: manage },
    schema: {
      ...operation('listPixPayments', 'Lista os pagamentos Pix com os totais dos filtros'),
      tags,
      querystring: pixPaymentListQuerySchema,
      response: { 200: pixPaymentPageSchema, ...authErrors },
    },
    handler: (request) => listPayments(ctx.db, requireSession(request), request.query),
  });

  app.post('/api/payments/pix', {
    config: { permission: manage, idempotent: true },
    schema: {
      ...operation('createPixPayment', 'Envia um pagamento Pix: paga, agenda ou deixa para aprovação', {
        errors: ['PAY-002', 'PAY-003', 'PAY-006', 'PAY-007', 'PAY-008', 'BNK-005'],
        responses: {
          201: 'O pagamento, no estado em que ficou: `pending_approval`, `scheduled`, `processing` ou `completed`.',
        },
      }),
      tags,
      body: pixPaymentCreateSchema,
      response: { 201: pixPaymentSchema, ...errors, 503: errorBodySchema, ...authErrors },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const row = await submitPixPayment(ctx, session, request.body, request.idempotency?.key);
      return reply.status(201).send(await presentPayment(ctx.db, session, row));
    },
  });

  app.get('/api/payments/pix/:id', {
    config: { permission: manage },
    schema: {
      ...operation('getPixPayment', 'Mostra um pagamento Pix', { errors: ['PAY-001'] }),
      tags,
      params,
      response: { 200: pixPaymentSchema, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return presentPayment(ctx.db, session, await findPayment(ctx.db, session.sellerId, request.params.id));
    },
  });

  app.post('/api/payments/pix/:id/approval', {
    // Approving today's payment pays it: a retry under the same Idempotency-Key is the same answer.
    config: { permission: approve, idempotent: true },
    schema: {
      ...operation(
        'approvePixPayment',
        'Aprova um pagamento Pix enviado por outra pessoa (e o paga, se for para hoje)',
        {
          errors: ['PAY-001', 'PAY-003', 'PAY-004', 'PAY-005', 'PAY-006', 'PAY-014', 'PAY-015'],
        },
      ),
      tags,
      params,
      body: pixPaymentApprovalSchema,
      response: { 200: pixPaymentSchema, ...errors, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const row = await approvePixPayment(ctx, session, request.params.id, request.body.notes);
      return presentPayment(ctx.db, session, row);
    },
  });

  app.post('/api/payments/pix/:id/rejection', {
    config: { permission: approve },
    schema: {
      ...operation('rejectPixPayment', 'Rejeita um pagamento Pix com o motivo', {
        errors: ['PAY-001', 'PAY-005', 'PAY-014', 'PAY-015'],
      }),
      tags,
      params,
      body: pixPaymentRejectionSchema,
      response: { 200: pixPaymentSchema, ...errors, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return presentPayment(ctx.db, session, await rejectPixPayment(ctx, session, request.params.id, request.body));
    },
  });

  app.post('/api/payments/pix/:id/cancellation', {
    config: { permission: manage },
    schema: {
      ...operation('cancelPixPayment', 'Cancela um pagamento Pix pendente ou agendado', {
        errors: ['PAY-001', 'PAY-012', 'PAY-016'],
      }),
      tags,
      params,
      response: { 200: pixPaymentSchema, ...errors, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return presentPayment(ctx.db, session, await cancelPixPayment(ctx, session, request.params.id));
    },
  });

  app.get('/api/payments/pix/:id/receipt', {
    config: { permission: manage },
    schema: {
      ...operation('getPixPaymentReceipt', 'Baixa o comprovante de um pagamento Pix concluído', {
        errors: ['PAY-001', 'PAY-013'],
      }),
      tags,
      params,
      response: {
        200: fileResponse('application/pdf', 'O comprovante em PDF.'),
        409: errorBodySchema,
        ...authErrors,
      },
    },
    handler: async (request, reply) => {
      const row = await findPayment(ctx.db, requireSession(request).sellerId, request.params.id);
      return sendFile(reply, {
        type: 'application/pdf',
        fileName: `comprovante-pix-${row.id}.pdf`,
        body: await pixReceiptPdf(ctx.db, row),
        inline: true,
      });
    },
  });

  app.get('/api/payments/pix/approval-policy', {
    config: { permission: manage },
    schema: {
      ...operation('getPixApprovalPolicy', 'Mostra se os pagamentos Pix exigem aprovação de outra pessoa'),
      tags,
      response: { 200: pixApprovalPolicySchema, ...authErrors },
    },
    handler: (request) => viewPolicy(ctx.db, requireSession(request)),
  });

  app.put('/api/payments/pix/approval-policy', {
    config: { permission: { capability: 'payments.policy' } },
    schema: {
      ...operation(
        'updatePixApprovalPolicy',
        'Define se os pagamentos Pix exigem aprovação, e a partir de qual valor',
        {
          errors: ['PAY-009'],
        },
      ),
      tags,
      body: pixApprovalPolicyUpdateSchema,
      response: { 200: pixApprovalPolicySchema, 409: errorBodySchema, ...authErrors },
    },
    handler: (request) => savePolicy(ctx.db, requireSession(request), request.body, ctx.clock.now()),
  });

  favoriteRoutes(app, ctx);
  boletoPaymentRoutes(app, ctx);
}
