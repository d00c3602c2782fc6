import { chargeDetailSchema, disputeOpenSchema, errorBodySchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import { type ChargeDetailReaders, chargeParams, detailOf } from '../charges/index.js';
import { openDispute, resolveDispute } from './service.js';

const tags = ['sandbox'];
const response = { 200: chargeDetailSchema, ...authErrors, 409: errorBodySchema };

/**
 * Sandbox actions standing in for the card network's dispute messages; each answers the charge's
 * detail, read with the `readers` app.ts gives the charges routes.
 */
export function disputeRoutes(app: App, ctx: AppContext, readers: ChargeDetailReaders): void {
  // They move money (hold, return, charge back): only with SANDBOX on, for the seller's administrator.
  if (!ctx.config.sandbox) return;
  app.post('/api/sandbox/charges/:id/disputes', {
    config: { permission: { capability: 'sandbox.simulate' } },
    schema: {
      ...operation('openDispute', 'Abre uma contestação do portador do cartão', { errors: ['DSP-001'] }),
      tags,
      params: chargeParams,
      body: disputeOpenSchema,
      response,
    },
    handler: async (request) => {
      const { sellerId } = requireSession(request);
      await openDispute(ctx, sellerId, request.params.id, request.body.reasonCode);
      return detailOf(ctx, readers, sellerId, request.params.id);
    },
  });

  for (const outcome of ['WON', 'LOST'] as const) {
    app.post(`/api/sandbox/charges/:id/disputes/${outcome === 'WON' ? 'win' : 'lose'}`, {
      config: { permission: { capability: 'sandbox.simulate' } },
      schema: {
        ...(outcome === 'WON'
          ? operation('winDispute', 'Encerra a contestação a favor do vendedor', { errors: ['DSP-002'] })
          : operation('loseDispute', 'Encerra a contestação a favor do portador', { errors: ['DSP-002'] })),
        tags,
        params: chargeParams,
        response,
      },
      handler: async (request) => {
        const { sellerId } = requireSession(request);
        await resolveDispute(ctx, sellerId, request.params.id, outcome);
        return detailOf(ctx, readers, sellerId, request.params.id);
      },
    });
  }
}
