import { and, eq } from 'drizzle-orm';
import type { CardReveal, CardSecrets } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { openCardData } from '../../lib/card-vault.js';
import { confirmIdentity } from '../auth/index.js';
import type { CardActor } from './rules.js';
import { cards } from './tables.js';

/**
 * 'Ver dados' (D24; docs/cards.md, "The card number"): the user proves it is them again (the
 * authenticator code with two-factor on, else the password), then the number, CVV and expiry are
 * opened once and an audit row says who saw which card, when and from where. The route answers with
 * `Cache-Control: no-store`; nothing of the data is logged.
 */
export async function revealCard(
  ctx: AppContext,
  actor: CardActor,
  id: string,
  proof: CardReveal,
  ip: string,
): Promise<CardSecrets> {
  const [card] = await ctx.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.sellerId, actor.sellerId)));
  if (!card) throw new AppError('CRD-001');
  if (card.status === 'PENDING') throw new AppError('CRD-002');
  if (card.status === 'CANCELED') throw new AppError('CRD-003');
  await confirmIdentity(ctx, actor.userId, proof, { missing: 'CRD-007', wrong: 'CRD-008' });
  const secrets = {
    pan: openCardData(ctx.secrets, card.panSealed!, card.keyId!),
    cvv: openCardData(ctx.secrets, card.cvvSealed!, card.keyId!),
    expiry: card.expiry!,
  };
  await ctx.audit.record({
    action: 'cards.data_revealed',
    sellerId: actor.sellerId,
    userId: actor.userId,
    ip,
    details: { cardId: card.id },
  });
  return secrets;
}
