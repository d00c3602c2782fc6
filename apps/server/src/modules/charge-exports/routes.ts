import { z } from 'zod';
import { chargeExportCreateSchema, chargeExportSchema, errorBodySchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import * as fileRequests from '../../lib/file-requests/index.js';
import { EXPORT_FILE_NAME } from './files.js';
import { exportFile, requestChargeExport } from './service.js';

const tags = ['charges'];
const params = z.object({ id: z.uuid({ error: 'Relatório não encontrado.' }) });

export function chargeExportRoutes(app: App, ctx: AppContext): void {
  app.post('/api/charge-exports', {
    config: { permission: { capability: 'charges.read' }, idempotent: true },
    schema: {
      ...operation('createChargeExport', 'Pede a exportação das cobranças em CSV', {
        responses: { 202: 'Pedido aceito: o arquivo é gerado em segundo plano e avisado por e-mail e notificação.' },
      }),
      tags,
      body: chargeExportCreateSchema,
      response: { 202: chargeExportSchema, ...authErrors },
    },
    handler: async (request, reply) => {
      const created = await requestChargeExport(ctx, requireSession(request), request.body);
      return reply.status(202).send(created);
    },
  });

  app.get('/api/charge-exports/:id/file', {
    config: { permission: { capability: 'charges.read' } },
    schema: {
      ...operation('getChargeExportFile', 'Baixa o CSV de uma exportação pronta', { errors: ['CSV-002'] }),
      tags,
      params,
      response: {
        200: fileResponse('text/csv', 'O CSV das cobranças (gzip para quem aceita `Accept-Encoding: gzip`).'),
        ...authErrors,
        409: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const gzip = await exportFile(ctx, requireSession(request).sellerId, request.params.id);
      return fileRequests.sendStoredCsv(request, reply, { gzip, fileName: EXPORT_FILE_NAME });
    },
  });
}
