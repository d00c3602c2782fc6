import { chargeStatementSchema, statementPageSchema, statementQuerySchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/session.js';
import { chargeParams } from '../charges/routes.js';
import { findCharge } from '../charges/queries.js';
import { chargeStatement, statementPage } from './queries.js';

export function statementRoutes(app: App, ctx: AppContext): void {
  app.get('/api/redeems/statement', {
    config: { permission: { capability: 'finance.view' } },
    schema: {
      ...operation('listStatement', 'Lista o extrato do vendedor'),
      tags: ['finance'],
      querystring: statementQuerySchema,
      response: { 200: statementPageSchema, ...authErrors },
    },
    handler: (request) => statementPage(ctx.db, requireSession(request).sellerId, request.query),
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
