import { errorBodySchema, refundCreateSchema, refundResultSchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import { chargeParams, findCharge } from '../charges/index.js';
import { cancellationLetterPdf } from './letter.js';
import { refundCharge } from './service.js';
import { sendFile } from '../../lib/file-reply.js';

const tags = ['refunds'];

export function refundRoutes(app: App, ctx: AppContext): void {
  app.post('/api/charges/:id/refunds', {
    config: { permission: { capability: 'charges.refund' }, idempotent: true },
    schema: {
      ...operation('createRefund', 'Estorna uma cobrança, total ou parcialmente', {
        errors: ['CHG-009', 'CHG-010'],
        responses: {
          201: 'Estorno confirmado pela adquirente.',
          202: 'A adquirente ainda não confirmou: o estorno fica PENDING e é conciliado depois.',
          409: 'A cobrança não pode ser estornada (`CHG-008`), o valor passa do disponível (`CHG-009`), ou a mesma `Idempotency-Key` ainda está em andamento (`GEN-409`).',
          502: 'A adquirente recusou o estorno (`CHG-010`).',
        },
      }),
      tags,
      params: chargeParams,
      body: refundCreateSchema,
      response: {
        201: refundResultSchema,
        202: refundResultSchema,
        ...authErrors,
        409: errorBodySchema,
        502: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { status, result } = await refundCharge(
        ctx,
        requireSession(request),
        request.params.id,
        request.body,
        request.idempotency?.key,
      );
      return reply.status(status).send(result);
    },
  });

  app.get('/api/charges/:id/cancellation-letter.pdf', {
    config: { permission: { capability: 'charges.read' } },
    schema: {
      ...operation('getCancellationLetterPdf', 'Baixa a carta de cancelamento em PDF', { errors: ['CHG-011'] }),
      tags,
      params: chargeParams,
      response: {
        200: fileResponse('application/pdf', 'A carta de cancelamento em PDF.'),
        ...authErrors,
        409: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const charge = await findCharge(ctx.db, requireSession(request).sellerId, request.params.id);
      if (!charge) throw notFound();
      const pdf = await cancellationLetterPdf(ctx, charge);
      return sendFile(reply, {
        type: 'application/pdf',
        fileName: `carta-de-cancelamento-${charge.id}.pdf`,
        body: pdf,
        inline: true,
      });
    },
  });
}
