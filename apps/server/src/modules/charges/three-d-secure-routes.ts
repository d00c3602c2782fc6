import { z } from 'zod';
import { errorBodySchema, threeDSecureAnswerSchema, threeDSecureChallengeSchema } from '@cofre/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import type { App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { sellers } from '../sellers/index.js';
import { completeChallenge } from './payment.js';
import { chargeAttempts, charges } from './tables.js';

const params = z.object({ challengeId: z.string().min(8).max(80) });
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** What the public /3ds page shows: who is charging, how much, which card, and whether it is still open. */
async function challengeView(ctx: AppContext, challengeId: string) {
  const [row] = await ctx.db
    .select({
      charge: charges,
      attemptStatus: chargeAttempts.status,
      sellerName: sellers.name,
      tradeName: sellers.tradeName,
    })
    .from(chargeAttempts)
    .innerJoin(charges, eq(charges.id, chargeAttempts.chargeId))
    .innerJoin(sellers, eq(sellers.id, charges.sellerId))
    .where(eq(chargeAttempts.challengeId, challengeId));
  if (!row) throw notFound();
  const status =
    row.attemptStatus === 'PENDING_3DS' ? 'PENDING' : row.attemptStatus === 'APPROVED' ? 'APPROVED' : 'FAILED';
  return {
    challengeId,
    sellerName: row.tradeName ?? row.sellerName,
    amount: row.charge.value,
    cardLast4: row.charge.cardLast4 ?? '',
    cardBrand: row.charge.cardBrand ?? '',
    status: status as 'PENDING' | 'APPROVED' | 'FAILED',
  };
}

/** Public: the buyer's browser, not a signed-in seller, answers a 3-D Secure challenge. */
export function threeDSecureRoutes(app: App, ctx: AppContext): void {
  app.get('/api/public/3ds/:challengeId', {
    config: { permission: 'public' },
    schema: {
      ...operation('getThreeDSecureChallenge', 'Mostra um desafio 3-D Secure ao comprador'),
      tags: ['sandbox'],
      security: [],
      params,
      response: { 200: threeDSecureChallengeSchema, ...errors },
    },
    handler: (request) => challengeView(ctx, request.params.challengeId),
  });

  app.post('/api/public/3ds/:challengeId', {
    config: { permission: 'public' },
    schema: {
      ...operation('answerThreeDSecureChallenge', 'Responde a um desafio 3-D Secure', { errors: ['CHG-004'] }),
      tags: ['sandbox'],
      security: [],
      params,
      body: threeDSecureAnswerSchema,
      response: { 200: threeDSecureChallengeSchema, ...errors },
    },
    handler: async (request) => {
      await challengeView(ctx, request.params.challengeId);
      await completeChallenge(ctx, request.params.challengeId, request.body.code);
      return challengeView(ctx, request.params.challengeId);
    },
  });
}
