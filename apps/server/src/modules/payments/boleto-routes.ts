import { z } from 'zod';
import {
  boletoCheckRequestSchema,
  boletoCheckSchema,
  boletoPaymentCreateSchema,
  boletoPaymentListQuerySchema,
  boletoPaymentPageSchema,
  boletoPaymentSchema,
  errorBodySchema,
  pixPaymentApprovalSchema,
  pixPaymentRejectionSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { sendFile } from '../../lib/file-reply.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { checkBoleto, presentCheck } from './boleto-check.js';
import { approveBoletoPayment, cancelBoletoPayment, rejectBoletoPayment } from './boleto-decide.js';
import { findBoletoPayment, listBoletoPayments, presentBoletoPayment } from './boleto-queries.js';
import { boletoReceiptPdf } from './boleto-receipt.js';
import { submitBoletoPayment } from './boleto-submit.js';

const tags = ['payments'];
const manage = { capability: 'payments.manage' } as const;
const approve = { capability: 'payments.approve' } as const;
const params = z.object({ id: z.uuid() });
const errors = { 409: errorBodySchema } as const;
const CHECK_ERRORS = ['PAY-020', 'PAY-021', 'PAY-022', 'PAY-023', 'PAY-025'] as const;

/** The Pagamentos area's Boleto tab (spec 4 §2, §7, §8; D5, D25; docs/payments.md, "Boletos"). */
export function boletoPaymentRoutes(app: App, ctx: AppContext): void {
  app.post('/api/payments/boleto/check', {
    config: { permission: manage },
    schema: {
      ...operation(
        'checkBoleto',
        'Consulta um boleto: beneficiário, vencimento, valor e encargos na data do pagamento',
        {
          errors: [...CHECK_ERRORS],
        },
      ),
      tags,
      body: boletoCheckRequestSchema,
      response: { 200: boletoCheckSchema, 409: errorBodySchema, 503: errorBodySchema, ...authErrors },
    },
    handler: async (request) => presentCheck(await checkBoleto(ctx, request.body.barcode, request.body.paymentDate)),
  });

  app.get('/api/payments/boleto', {
    config: { permission: manage },
    schema: {
      ...operation('listBoletoPayments', 'Lista os pagamentos de boleto com os totais dos filtros'),
      tags,
      querystring: boletoPaymentListQuerySchema,
      response: { 200: boletoPaymentPageSchema, ...authErrors },
    },
    handler: (request) => listBoletoPayments(ctx.db, requireSession(request), request.query),
  });

  app.post('/api/payments/boleto', {
    config: { permission: manage, idempotent: true },
    schema: {
      ...operation('createBoletoPayment', 'Paga um boleto: paga, agenda ou deixa para aprovação', {
        errors: ['PAY-002', 'PAY-003', ...CHECK_ERRORS, 'PAY-024', 'PAY-027', 'BNK-005'],
        responses: {
          201: 'O pagamento, no estado em que ficou: `pending_approval`, `scheduled`, `processing` ou `completed`.',
        },
      }),
      tags,
      body: boletoPaymentCreateSchema,
      response: { 201: boletoPaymentSchema, ...errors, 503: errorBodySchema, ...authErrors },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const row = await submitBoletoPayment(ctx, session, request.body, request.idempotency?.key);
      return reply.status(201).send(await presentBoletoPayment(ctx.db, session, row));
    },
  });

  app.get('/api/payments/boleto/:id', {
    config: { permission: manage },
    schema: {
      ...operation('getBoletoPayment', 'Mostra um pagamento de boleto', { errors: ['PAY-001'] }),
      tags,
      params,
      response: { 200: boletoPaymentSchema, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return presentBoletoPayment(
        ctx.db,
        session,
        await findBoletoPayment(ctx.db, session.sellerId, request.params.id),
      );
    },
  });

  app.post('/api/payments/boleto/:id/approval', {
    // Approving today's payment pays it: a retry under the same Idempotency-Key is the same answer.
    config: { permission: approve, idempotent: true },
    schema: {
      ...operation(
        'approveBoletoPayment',
        'Aprova um pagamento de boleto enviado por outra pessoa (e o paga, se for para hoje)',
        {
          errors: ['PAY-001', 'PAY-003', 'PAY-004', 'PAY-005', 'PAY-014', 'PAY-015'],
        },
      ),
      tags,
      params,
      body: pixPaymentApprovalSchema,
      response: { 200: boletoPaymentSchema, ...errors, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const row = await approveBoletoPayment(ctx, session, request.params.id, request.body.notes);
      return presentBoletoPayment(ctx.db, session, row);
    },
  });

  app.post('/api/payments/boleto/:id/rejection', {
    config: { permission: approve },
    schema: {
      ...operation('rejectBoletoPayment', 'Rejeita um pagamento de boleto com o motivo', {
        errors: ['PAY-001', 'PAY-005', 'PAY-014', 'PAY-015'],
      }),
      tags,
      params,
      body: pixPaymentRejectionSchema,
      response: { 200: boletoPaymentSchema, ...errors, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const row = await rejectBoletoPayment(ctx, session, request.params.id, request.body);
      return presentBoletoPayment(ctx.db, session, row);
    },
  });

  app.post('/api/payments/boleto/:id/cancellation', {
    config: { permission: manage },
    schema: {
      ...operation('cancelBoletoPayment', 'Cancela um pagamento de boleto pendente ou agendado', {
        errors: ['PAY-001', 'PAY-012', 'PAY-016'],
      }),
      tags,
      params,
      response: { 200: boletoPaymentSchema, ...errors, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return presentBoletoPayment(ctx.db, session, await cancelBoletoPayment(ctx, session, request.params.id));
    },
  });

  app.get('/api/payments/boleto/:id/receipt', {
    config: { permission: manage },
    schema: {
      ...operation('getBoletoPaymentReceipt', 'Baixa o comprovante de um pagamento de boleto concluído', {
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
      const row = await findBoletoPayment(ctx.db, requireSession(request).sellerId, request.params.id);
      return sendFile(reply, {
        type: 'application/pdf',
        fileName: `comprovante-boleto-${row.id}.pdf`,
        body: await boletoReceiptPdf(ctx.db, row),
        inline: true,
      });
    },
  });
}
