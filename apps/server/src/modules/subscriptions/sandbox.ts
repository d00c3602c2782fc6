import { and, eq } from 'drizzle-orm';
import type { Subscription } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { billableSubscriptions, issueCycles } from './engine.js';
import { getSubscription } from './service.js';
import { subscriptions } from './tables.js';

/**
 * Sandbox only (docs/subscriptions.md, 'Simulating the next cycle'): the subscription's next cycle
 * comes due today, as a test clock moved to its date would make it, but for this subscription alone
 * (the server's clock is everyone's). Its charge is issued by the engine's own path, due today, so a
 * stored card is charged at once and a boleto or Pix can be paid with the charge's sandbox control.
 * That cycle's date is used up: the one after follows the anchor as usual.
 */
export async function simulateNextCycle(ctx: AppContext, sellerId: string, id: string): Promise<Subscription> {
  const [due] = await billableSubscriptions(ctx).where(
    and(eq(subscriptions.sellerId, sellerId), eq(subscriptions.id, id)),
  );
  if (!due) throw notFound();
  if (due.row.status !== 'ACTIVE' && due.row.status !== 'DEFAULTER') throw new AppError('SUB-007');
  const today = businessDate(ctx.clock.now());
  const { refused } = await issueCycles(ctx, sellerId, [{ ...due, row: { ...due.row, nextDueDate: today } }], today);
  // Refused (the acquirer failed, or the cycle is below the method's minimum): the seller is told why.
  for (const error of refused.values()) throw error;
  return getSubscription(ctx, sellerId, id);
}
