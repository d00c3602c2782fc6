import {
  STATEMENT_CSV_MAX_DAYS,
  STATEMENT_MAX_DAYS_AHEAD,
  chargeStatementSchema,
  statementCsvQuerySchema,
  statementPageSchema,
  statementQuerySchema,
} from '@cofre/contract';
import { AppError } from '../../lib/app-error.js';
import { addDays, businessDate, daysBetween } from '../../lib/business-date.js';
import { fileResponse } from '../../lib/openapi-docs.js';
import { statementCsv } from './csv.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import { chargeParams, findCharge } from '../charges/index.js';
import { chargeStatement, statementPage, tabFilter } from './queries.js';

export function statementRoutes(app: App, ctx: AppContext): void {
  /** The date picker reaches 360 days ahead (spec 3 §9): a later end is refused, not silently cut. */
  const checkAhead = (final: string | undefined, today: string) => {
    if (final && final > addDays(today, STATEMENT_MAX_DAYS_AHEAD)) throw new AppError('FIN-008');
  };

  app.get('/api/redeems/statement', {
    config: { permission: { capability: 'finance.view', feature: 'view_seller_finance' } },
    schema: {
      ...operation('listStatement', 'Lista o extrato do vendedor (Extrato, Lançamentos futuros, Antecipações)', {
        errors: ['FIN-008'],
      }),
      tags: ['finance'],
      querystring: statementQuerySchema,
      response: { 200: statementPageSchema, ...authErrors },
    },
    handler: (request) => {
      const today = businessDate(ctx.clock.now());
      const filter = tabFilter(request.query, today);
      checkAhead(filter.executionDateFinal, today);
      return statementPage(request.readDb(), requireSession(request).sellerId, filter);
    },
  });

  app.get('/api/redeems/statement/csv', {
    config: { permission: { capability: 'finance.view', feature: 'view_seller_finance' } },
    schema: {
      ...operation('downloadStatementCsv', 'Baixa o extrato de um período em CSV', { errors: ['FIN-009'] }),
      tags: ['finance'],
      querystring: statementCsvQuerySchema,
      response: { 200: fileResponse('text/csv', 'O extrato do período em CSV (UTF-8, separador ;).'), ...authErrors },
    },
    handler: async (request, reply) => {
      const query = request.query;
      checkAhead(query.executionDateFinal, businessDate(ctx.clock.now()));
      if (daysBetween(query.executionDateInitial, query.executionDateFinal) + 1 > STATEMENT_CSV_MAX_DAYS) {
        throw new AppError('FIN-009');
      }
      const stream = statementCsv(ctx.database, requireSession(request).sellerId, query);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="extrato-${query.executionDateInitial}-a-${query.executionDateFinal}.csv"`,
          )
          .header('cache-control', 'private, no-store')
          // Fastify streams a Readable; the schema types the body as the file's text.
          .send(stream as unknown as string)
      );
    },
  });

  app.get('/api/redeems/statement/charge/:id', {
    config: { permission: { capability: 'charges.statement' } },
    schema: {
      ...operation('listChargeStatement', 'Lista os lançamentos de uma cobrança no extrato'),
      tags: ['finance'],
      params: chargeParams,
      response: { 200: chargeStatementSchema, ...authErrors },
    },
    handler: async (request) => {
      const { sellerId } = requireSession(request);
      if (!(await findCharge(ctx.db, sellerId, request.params.id))) throw notFound();
      return chargeStatement(ctx.db, sellerId, request.params.id);
    },
  });
}
