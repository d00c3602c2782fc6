import { z } from 'zod';
import {
  errorBodySchema,
  reportRequestListSchema,
  reportRequestSchema,
  reportRequestViewSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import * as fileRequests from '../../lib/file-requests/index.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { listReports, reportFile, requestReport } from './service.js';

const tags = ['reports'];
const params = z.object({ id: z.uuid({ error: 'Relatório não encontrado.' }) });
const permission = { capability: 'reports.view' } as const;

export function reportRoutes(app: App, ctx: AppContext): void {
  app.post('/api/reports', {
    config: { permission, idempotent: true },
    schema: {
      ...operation('createReport', 'Pede um relatório em CSV de um período', {
        responses: { 202: 'Pedido aceito: o arquivo é gerado em segundo plano e avisado por e-mail e notificação.' },
      }),
      tags,
      body: reportRequestSchema,
      response: { 202: reportRequestViewSchema, ...authErrors },
    },
    handler: async (request, reply) => {
      const created = await requestReport(ctx, requireSession(request), request.body);
      return reply.status(202).send(created);
    },
  });

  app.get('/api/reports', {
    config: { permission },
    schema: {
      ...operation('listReports', 'Lista os últimos relatórios pedidos pelo usuário'),
      tags,
      response: { 200: reportRequestListSchema, ...authErrors },
    },
    handler: (request) => listReports(ctx, requireSession(request)),
  });

  app.get('/api/reports/:id/file', {
    config: { permission },
    schema: {
      ...operation('getReportFile', 'Baixa o CSV de um relatório pronto', { errors: ['CSV-002'] }),
      tags,
      params,
      response: {
        200: fileResponse('text/csv', 'O CSV do relatório (gzip para quem aceita `Accept-Encoding: gzip`).'),
        ...authErrors,
        409: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const file = await reportFile(ctx, requireSession(request).sellerId, request.params.id);
      return fileRequests.sendStoredCsv(request, reply, file);
    },
  });
}
