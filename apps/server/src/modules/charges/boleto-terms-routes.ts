import { sellerDefaultTaxSchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { defaultTax, setDefaultTax } from './boleto-terms.js';

/** The boleto's default fine and interest, on the 'Métodos de pagamento' settings screen. */
export function boletoTermsRoutes(app: App, ctx: AppContext): void {
  const permission = { capability: 'settings.paymentMethods' } as const;
  app.get('/api/sellers/default-tax', {
    config: { permission },
    schema: {
      ...operation('getSellerDefaultTax', 'Consulta a multa e os juros padrão dos boletos'),
      tags: ['settings'],
      response: { 200: sellerDefaultTaxSchema, ...authErrors },
    },
    handler: (request) => defaultTax(ctx, requireSession(request).sellerId),
  });

  app.patch('/api/sellers/default-tax', {
    config: { permission },
    schema: {
      ...operation('setSellerDefaultTax', 'Altera a multa e os juros dos próximos boletos'),
      tags: ['settings'],
      body: sellerDefaultTaxSchema,
      response: { 200: sellerDefaultTaxSchema, ...authErrors },
    },
    handler: (request) => setDefaultTax(ctx, requireSession(request), request.body),
  });
}
