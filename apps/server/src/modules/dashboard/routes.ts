import { dashboardQuerySchema, dashboardSchema } from '@cofre/contract';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { dashboardOf } from './queries.js';

/** Spec 1 §7: GET /seller/dashboard?startDate&endDate (docs/dashboard.md), read where `readDb` says. */
export function dashboardRoutes(app: App): void {
  app.get('/api/seller/dashboard', {
    config: { permission: { capability: 'home.view', feature: 'view_seller_home' } },
    schema: {
      ...operation('getDashboard', 'Mostra os números do painel de um período: recebido, em atraso, a receber e mais'),
      tags: ['dashboard'],
      querystring: dashboardQuerySchema,
      response: { 200: dashboardSchema, ...authErrors },
    },
    handler: (request) => dashboardOf(request.readDb(), requireSession(request).sellerId, request.query),
  });
}
