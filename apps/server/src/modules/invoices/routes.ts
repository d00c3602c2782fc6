import { z } from 'zod';
import { errorBodySchema, invoiceEmailSchema, invoiceListSchema, invoiceSchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import { chargeParams } from '../charges/index.js';
import { emailInvoice, invoicePdf } from './documents.js';
import { findInvoice, listInvoices, toInvoice } from './queries.js';
import { cancelInvoice, chargeOf, requestInvoice } from './service.js';
import { sendFile } from '../../lib/file-reply.js';

const tags = ['invoices'];
const invoiceParams = chargeParams.extend({ invoiceId: z.uuid({ error: 'Nota fiscal não encontrada.' }) });
const permission = { capability: 'charges.invoices' } as const;
const changeErrors = { ...authErrors, 409: errorBodySchema };

export function invoiceRoutes(app: App, ctx: AppContext): void {
  app.get('/api/charges/:id/invoices', {
    config: { permission },
    schema: {
      ...operation('listChargeInvoices', 'Lista as notas fiscais de uma cobrança'),
      tags,
      params: chargeParams,
      response: { 200: invoiceListSchema, ...authErrors },
    },
    handler: async (request) => {
      const { sellerId } = requireSession(request);
      await chargeOf(ctx, sellerId, request.params.id);
      return { content: (await listInvoices(ctx.db, sellerId, request.params.id)).map(toInvoice) };
    },
  });

  app.post('/api/charges/:id/invoices', {
    config: { permission, idempotent: true },
    schema: {
      ...operation('createInvoice', 'Pede a emissão da nota fiscal de uma cobrança', {
        errors: ['NF-004'],
        responses: { 202: 'Pedido aceito: a prefeitura autoriza ou rejeita a nota depois.' },
      }),
      tags,
      params: chargeParams,
      response: { 202: invoiceSchema, ...changeErrors },
    },
    handler: async (request, reply) => {
      const invoice = await requestInvoice(ctx, requireSession(request).sellerId, request.params.id);
      return reply.status(202).send(toInvoice(invoice));
    },
  });

  app.delete('/api/charges/:id/invoices/:invoiceId', {
    config: { permission },
    schema: {
      ...operation('cancelInvoice', 'Cancela uma nota fiscal autorizada', { errors: ['NF-002'] }),
      tags,
      params: invoiceParams,
      response: { 204: z.null(), ...changeErrors },
    },
    handler: async (request, reply) => {
      await cancelInvoice(ctx, requireSession(request).sellerId, request.params.id, request.params.invoiceId);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/charges/:id/invoice-email', {
    config: { permission },
    schema: {
      ...operation('emailInvoice', 'Envia a nota fiscal por e-mail', { errors: ['NF-003'] }),
      tags,
      params: chargeParams,
      body: invoiceEmailSchema,
      response: { 204: z.null(), ...changeErrors },
    },
    handler: async (request, reply) => {
      const { sellerId } = requireSession(request);
      await chargeOf(ctx, sellerId, request.params.id);
      await emailInvoice(ctx, sellerId, request.params.id, request.body.email);
      return reply.status(204).send(null);
    },
  });

  for (const format of ['pdf', 'xml'] as const) {
    app.get(`/api/charges/:id/invoices/:invoiceId/${format}`, {
      config: { permission },
      schema: {
        ...(format === 'pdf'
          ? operation('getInvoicePdf', 'Baixa a nota fiscal em PDF', { errors: ['NF-003'] })
          : operation('getInvoiceXml', 'Baixa o XML da nota fiscal', { errors: ['NF-003'] })),
        tags,
        params: invoiceParams,
        response: {
          200:
            format === 'pdf'
              ? fileResponse('application/pdf', 'A nota fiscal em PDF.')
              : fileResponse('application/xml', 'A nota fiscal em XML (ABRASF).'),
          ...changeErrors,
        },
      },
      handler: async (request, reply) => {
        const invoice = await findInvoice(
          ctx.db,
          requireSession(request).sellerId,
          request.params.id,
          request.params.invoiceId,
        );
        if (!invoice) throw notFound();
        if (!invoice.xml) throw new AppError('NF-003');
        return sendFile(reply, {
          type: format === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8',
          fileName: `nota-fiscal-${invoice.number}.${format}`,
          body: format === 'pdf' ? await invoicePdf(ctx, invoice) : invoice.xml,
        });
      },
    });
  }
}
