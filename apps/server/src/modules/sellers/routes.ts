import {
  blockCheckResponseSchema,
  featureTogglesResponseSchema,
  FEATURES,
  userTermsResponseSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/session.js';
import { blockReasonOf } from './queries.js';
import { acceptTerms, termsStatus } from './service.js';

export function sellerRoutes(app: App, ctx: AppContext): void {
  app.get('/api/users/feature-toggles', {
    config: { permission: 'authenticated' },
    schema: { tags: ['sellers'], response: { 200: featureTogglesResponseSchema, ...authErrors } },
    // Toggles an operator set that this version does not know are not sent.
    handler: (request) => requireSession(request).features.filter((feature) => FEATURES.includes(feature)),
  });

  app.get('/api/sellers/user-terms/current', {
    config: { permission: 'authenticated' },
    schema: { tags: ['sellers'], response: { 200: userTermsResponseSchema, ...authErrors } },
    handler: (request) => termsStatus(ctx, requireSession(request).sellerId),
  });

  app.patch('/api/sellers/user-terms/current', {
    config: { permission: { capability: 'terms.accept', deniedCode: 'TERMS-001' } },
    schema: { tags: ['sellers'], response: { 200: userTermsResponseSchema, ...authErrors } },
    handler: (request) => acceptTerms(ctx, requireSession(request), request.ip),
  });

  app.get('/api/sellers/block-check', {
    config: { permission: 'authenticated' },
    schema: { tags: ['sellers'], response: { 200: blockCheckResponseSchema, ...authErrors } },
    handler: async (request) => ({ blockReason: await blockReasonOf(ctx.db, requireSession(request).sellerId) }),
  });
}
