import {
  blockCheckResponseSchema,
  featureTogglesResponseSchema,
  FEATURES,
  sellerPaymentDefaultsSchema,
  sellerPaymentMethodsSchema,
  userTermsResponseSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import { paymentMethods, setPaymentMethods } from './payment-methods.js';
import { blockReasonOf } from './queries.js';
import { acceptTerms, paymentDefaults, termsStatus } from './service.js';

export function sellerRoutes(app: App, ctx: AppContext): void {
  app.get('/api/users/feature-toggles', {
    config: { permission: 'authenticated' },
    schema: {
      ...operation('listFeatureToggles', 'Lista os recursos habilitados para o vendedor'),
      tags: ['sellers'],
      response: { 200: featureTogglesResponseSchema, ...authErrors },
    },
    // Toggles an operator set that this version does not know are not sent.
    handler: (request) => requireSession(request).features.filter((feature) => FEATURES.includes(feature)),
  });

  app.get('/api/sellers/user-terms/current', {
    config: { permission: 'authenticated' },
    schema: {
      ...operation('getUserTerms', 'Mostra os termos de uso vigentes e se já foram aceitos'),
      tags: ['sellers'],
      response: { 200: userTermsResponseSchema, ...authErrors },
    },
    handler: (request) => termsStatus(ctx, requireSession(request).sellerId),
  });

  app.patch('/api/sellers/user-terms/current', {
    config: { permission: { capability: 'terms.accept', deniedCode: 'TERMS-001' } },
    schema: {
      ...operation('acceptUserTerms', 'Aceita os termos de uso vigentes', { errors: ['TERMS-001'] }),
      tags: ['sellers'],
      response: { 200: userTermsResponseSchema, ...authErrors },
    },
    handler: (request) => acceptTerms(ctx, requireSession(request), request.ip),
  });

  app.get('/api/sellers/block-check', {
    config: { permission: 'authenticated' },
    schema: {
      ...operation('checkSellerBlock', 'Diz se o vendedor está bloqueado, e por quê'),
      tags: ['sellers'],
      response: { 200: blockCheckResponseSchema, ...authErrors },
    },
    handler: async (request) => ({ blockReason: await blockReasonOf(ctx.db, requireSession(request).sellerId) }),
  });

  app.get('/api/sellers/default-payments-method', {
    config: { permission: { capability: 'paymentLinks.manage' } },
    schema: {
      ...operation('getSellerPaymentDefaults', 'Consulta os métodos de pagamento padrão dos novos links'),
      tags: ['sellers'],
      response: { 200: sellerPaymentDefaultsSchema, ...authErrors },
    },
    handler: (request) => paymentDefaults(ctx, requireSession(request).sellerId),
  });

  const paymentMethodsPermission = { capability: 'settings.paymentMethods' } as const;
  app.get('/api/sellers/payment-methods', {
    config: { permission: paymentMethodsPermission },
    schema: {
      ...operation('getSellerPaymentMethods', 'Consulta os métodos de pagamento padrão (tela Métodos de pagamento)'),
      tags: ['settings'],
      response: { 200: sellerPaymentMethodsSchema, ...authErrors },
    },
    handler: (request) => paymentMethods(ctx, requireSession(request).sellerId),
  });

  app.patch('/api/sellers/payment-methods', {
    config: { permission: paymentMethodsPermission },
    schema: {
      ...operation('setSellerPaymentMethods', 'Altera os métodos de pagamento com que os novos links começam'),
      tags: ['settings'],
      body: sellerPaymentMethodsSchema,
      response: { 200: sellerPaymentMethodsSchema, ...authErrors },
    },
    handler: (request) => setPaymentMethods(ctx, requireSession(request), request.body),
  });
}
