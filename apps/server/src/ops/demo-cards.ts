import { eq } from 'drizzle-orm';
import { cardCreateSchema, FEATURES, RESTRICTIVE_FEATURES } from '@cofre/contract';
import type { AppContext } from '../context.js';
import { authorize, cards, createCard, reverseAuthorization, setCardStatus } from '../modules/cards/index.js';
import { findUserByEmail } from '../modules/users/index.js';

/**
 * The cards' demo (docs/cards.md), made through the same code as the API: a fixed-limit travel card
 * with this month's purchases (one refused over its limit, one reversed), a free-balance card for
 * software subscriptions, and a blocked one.
 */
export async function seedDemoCards(ctx: AppContext, sellerId: string): Promise<void> {
  const admin = await findUserByEmail(ctx.db, 'admin@demo.cofre.dev');
  if (!admin) throw new Error('the demo admin is missing');
  const actor = {
    userId: admin.id,
    sellerId,
    features: FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature)),
  };
  const make = (body: Record<string, unknown>) => createCard(ctx, actor, cardCreateSchema.parse(body));
  const travel = await make({ cardName: 'Viagens', limitType: 'LIMIT_BALANCE', newLimit: 300_000 });
  const software = await make({ cardName: 'Assinaturas SaaS' });
  const events = await make({ cardName: 'Eventos', limitType: 'LIMIT_BALANCE', newLimit: 50_000 });
  let purchase = 0;
  const buy = (cardId: string, merchantName: string, amount: number, mcc: string) =>
    authorize(ctx, { issuerAuthorizationId: `demo_${cardId}_${++purchase}`, cardId, merchantName, mcc, amount });
  await buy(travel.id, 'Companhia Aérea Azul', 45_990, '4511');
  await buy(travel.id, 'Hotel Central Paulista', 78_000, '7011');
  const taxi = await buy(travel.id, 'Táxi Aeroporto', 9_500, '4121');
  await reverseAuthorization(ctx, sellerId, travel.id, taxi.id);
  await buy(travel.id, 'Resort Costa Azul', 250_000, '7011');
  await buy(software.id, 'GitHub', 2_100, '5734');
  await buy(software.id, 'Google Workspace', 16_800, '5734');
  await buy(events.id, 'Cassino Online', 5_000, '7995');
  await setCardStatus(ctx, actor, events.id, { status: 'BLOCKED' });
  const [made] = await ctx.db.select({ status: cards.status }).from(cards).where(eq(cards.id, travel.id));
  if (made?.status !== 'ACTIVE') throw new Error('the demo card was not issued');
}
