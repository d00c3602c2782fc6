import { z } from 'zod';
import {
  errorBodySchema,
  PAYMENT_BATCH_RULES,
  paymentBatchLinePageSchema,
  paymentBatchLineQuerySchema,
  paymentBatchListQuerySchema,
  paymentBatchPageSchema,
  paymentBatchRejectionSchema,
  paymentBatchSchema,
  paymentBatchUploadQuerySchema,
  type ErrorCode,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { sendFile } from '../../lib/file-reply.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { approveBatch, cancelBatch, rejectBatch, submitBatch } from './decide.js';
import { findBatch, listBatches, listBatchLines, presentBatch } from './queries.js';
import { batchReturnFile } from './return-file.js';
import { uploadBatch } from './upload.js';

const tags = ['payments'];
const manage = { capability: 'payments.manage' } as const;
const approve = { capability: 'payments.approve' } as const;
const params = z.object({ id: z.uuid() });
const decisionErrors = { 409: errorBodySchema, ...authErrors } as const;
/** A little above the 5 MB a file may have, so a file just over it gets PAY-032 rather than GEN-413. */
const UPLOAD_BODY_LIMIT = PAYMENT_BATCH_RULES.maxBytes + 1024 * 1024;
const FILE_TYPE = 'application/octet-stream';

/** 'Pagamentos em Lote' (spec 4 §2, §5; D4; docs/payments.md, "Batches"). */
export function paymentBatchRoutes(app: App, ctx: AppContext): void {
  app.addContentTypeParser(FILE_TYPE, { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/payments/batches', {
    config: { permission: manage, fileBody: true },
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: {
      ...operation('uploadPaymentBatch', 'Envia um arquivo CNAB 240 de pagamentos e valida cada linha', {
        description: `O corpo é o próprio arquivo (Content-Type ${FILE_TYPE}); nada é pago até o lote ser enviado e aprovado.`,
        errors: ['PAY-031', 'PAY-032', 'PAY-033'],
      }),
      tags,
      querystring: paymentBatchUploadQuerySchema,
      response: { 201: paymentBatchSchema, ...decisionErrors },
    },
    handler: async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('PAY-033');
      const session = requireSession(request);
      const row = await uploadBatch(ctx, session, {
        fileName: request.query.fileName,
        content: request.body,
        confirmDuplicate: request.query.confirmDuplicate,
      });
      return reply.status(201).send(await presentBatch(ctx.db, session, row));
    },
  });

  app.get('/api/payments/batches', {
    config: { permission: manage },
    schema: {
      ...operation('listPaymentBatches', 'Lista os arquivos de pagamento em lote'),
      tags,
      querystring: paymentBatchListQuerySchema,
      response: { 200: paymentBatchPageSchema, ...authErrors },
    },
    handler: (request) => listBatches(ctx.db, requireSession(request), request.query),
  });

  app.get('/api/payments/batches/:id', {
    config: { permission: manage },
    schema: {
      ...operation('getPaymentBatch', 'Mostra um lote: o resumo da validação e o andamento', { errors: ['PAY-030'] }),
      tags,
      params,
      response: { 200: paymentBatchSchema, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return presentBatch(ctx.db, session, await findBatch(ctx.db, session.sellerId, request.params.id));
    },
  });

  app.get('/api/payments/batches/:id/lines', {
    config: { permission: manage },
    schema: {
      ...operation('listPaymentBatchLines', 'Lista as linhas de um lote, com a situação e o motivo de cada uma', {
        errors: ['PAY-030'],
      }),
      tags,
      params,
      querystring: paymentBatchLineQuerySchema,
      response: { 200: paymentBatchLinePageSchema, ...authErrors },
    },
    handler: (request) => listBatchLines(ctx.db, requireSession(request), request.params.id, request.query),
  });

  const decision = (
    path: string,
    id: string,
    summary: string,
    errors: ErrorCode[],
    run: (session: ReturnType<typeof requireSession>, batchId: string, body: unknown) => ReturnType<typeof submitBatch>,
    options: { approver?: boolean; body?: z.ZodType; paysMoney?: boolean } = {},
  ) =>
    app.post(`/api/payments/batches/:id/${path}`, {
      // Submitting or approving may start paying: a retry under the same Idempotency-Key is the same answer.
      config: { permission: options.approver ? approve : manage, idempotent: options.paysMoney ?? false },
      schema: {
        ...operation(id, summary, { errors }),
        tags,
        params,
        ...(options.body ? { body: options.body } : {}),
        response: { 200: paymentBatchSchema, ...decisionErrors },
      },
      handler: async (request) => {
        const session = requireSession(request);
        return presentBatch(ctx.db, session, await run(session, (request.params as { id: string }).id, request.body));
      },
    });

  decision(
    'submission',
    'submitPaymentBatch',
    'Envia o lote para pagamento: paga, ou deixa para aprovação de outra pessoa',
    ['PAY-003', 'PAY-006', 'PAY-030', 'PAY-034', 'PAY-035'],
    (session, id) => submitBatch(ctx, session, id),
    { paysMoney: true },
  );
  decision(
    'approval',
    'approvePaymentBatch',
    'Aprova um lote enviado por outra pessoa e começa a pagá-lo',
    ['PAY-003', 'PAY-004', 'PAY-005', 'PAY-006', 'PAY-014', 'PAY-015', 'PAY-030'],
    (session, id) => approveBatch(ctx, session, id),
    { approver: true, paysMoney: true },
  );
  decision(
    'rejection',
    'rejectPaymentBatch',
    'Rejeita um lote com o motivo',
    ['PAY-005', 'PAY-014', 'PAY-015', 'PAY-030'],
    (session, id, body) => rejectBatch(ctx, session, id, (body as z.infer<typeof paymentBatchRejectionSchema>).reason),
    { approver: true, body: paymentBatchRejectionSchema },
  );
  decision(
    'cancellation',
    'cancelPaymentBatch',
    'Cancela um lote ainda não iniciado',
    ['PAY-016', 'PAY-030', 'PAY-035'],
    (session, id) => cancelBatch(ctx, session, id),
  );

  app.get('/api/payments/batches/:id/return-file', {
    config: { permission: manage },
    schema: {
      ...operation(
        'getPaymentBatchReturnFile',
        'Baixa o arquivo de retorno CNAB 240 do lote, com o resultado de cada linha',
        {
          errors: ['PAY-030', 'PAY-036'],
        },
      ),
      tags,
      params,
      response: {
        200: fileResponse(['text/plain'], 'O arquivo de retorno CNAB 240.'),
        409: errorBodySchema,
        ...authErrors,
      },
    },
    handler: async (request, reply) => {
      const batch = await findBatch(ctx.db, requireSession(request).sellerId, request.params.id);
      const text = await batchReturnFile(ctx.db, batch);
      const base = batch.fileName.replace(/\.[^.]+$/, '');
      return sendFile(reply, {
        type: 'text/plain',
        fileName: `${base}-retorno.ret`,
        body: Buffer.from(text, 'latin1'),
      });
    },
  });
}
