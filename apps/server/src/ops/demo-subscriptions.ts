// The demo seller's recurrences: ~120 subscriptions billed by the engine over the last twelve months.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Periodicity } from '@cofre/contract';
import type { AppContext } from '../context.js';
import { addDays, businessDate, daysBetween } from '../lib/business-date.js';
import { ManualClock } from '../lib/clock.js';
import {
  type Actor,
  attemptDueCardCharges,
  charges,
  markLateCharges,
  simulateBuyerPayment,
} from '../modules/charges/index.js';
import { plans } from '../modules/plans/index.js';
import { sellerClients } from '../modules/seller-clients/index.js';
import { insertSubscription, issueDueCycles, setSubscriptionActive } from '../modules/subscriptions/index.js';
import { planRefresher } from './seed-plans.js';

export const DEMO_SUBSCRIPTION_COUNT = 120;

/** How a demo subscriber behaves: pays on time, pays late, stops paying, or is cancelled by the seller. */
type Profile = 'pays' | 'late' | 'stops' | 'cancelled';
const profileOf = (index: number): Profile =>
  index % 12 === 0 ? 'cancelled' : index % 6 === 4 ? 'stops' : index % 12 === 7 ? 'late' : 'pays';
const periodicityOf = (index: number): Periodicity =>
  index % 10 === 9 ? 'YEARLY' : index % 10 === 8 ? 'SEMESTER' : 'MONTHLY';
const METHODS = ['BOLETO', 'PIX', 'CREDIT_CARD'] as const;

/**
 * ~120 subscriptions started over the last twelve months (monthly, semestral, yearly; boleto, Pix
 * and card), billed by the same engine and services as production on a clock walked day by day:
 * the engine issues each cycle, subscribers pay (some late, some stop and become Inadimplente), cards
 * are charged on their due dates, and the seller cancels some. Deterministic: the same walk each start.
 */
export async function seedDemoSubscriptions(ctx: AppContext, actor: Actor, count = DEMO_SUBSCRIPTION_COUNT) {
  const realNow = ctx.clock.now();
  const today = businessDate(realNow);
  const clock = new ManualClock(realNow);
  const seedCtx: AppContext = { ...ctx, clock };
  const sellerId = actor.sellerId;
  const activePlans = await ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.sellerId, sellerId), eq(plans.active, true)))
    .orderBy(asc(plans.createdAt));
  const clients = await ctx.db
    .select()
    .from(sellerClients)
    .where(eq(sellerClients.sellerId, sellerId))
    .orderBy(asc(sellerClients.sortName))
    .limit(count);
  if (activePlans.length === 0 || clients.length === 0) return;
  const card = await ctx.acquirer.tokenizeCard({
    number: '4111111111111111',
    holderName: 'CLIENTE DEMO',
    expiry: '12/30',
    cvv: '123',
  });
  const first = addDays(today, -365);
  const starts = Array.from({ length: Math.min(count, clients.length) }, (_, index) => ({
    index,
    created: addDays(first, Math.floor((index * 350) / count)),
  }));
  const profiles = new Map<string, Profile>();
  const cycleOf = new Map<string, number>();
  // Today's walk stops at the real moment: what would happen later today (a card attempt at 08:00,
  // the payers at noon in São Paulo) has not happened yet when the demo starts early in the morning.
  const moveTo = (day: string, time: string) => {
    const at = new Date(`${day}T${time}Z`);
    if (at > realNow) return false;
    clock.set(at);
    return true;
  };
  const refreshPlans = planRefresher(ctx);
  for (let day = first; day <= today; day = addDays(day, 1)) {
    await refreshPlans(daysBetween(first, day));
    if (!moveTo(day, '03:05:00')) break;
    await markLateCharges(seedCtx);
    if (!moveTo(day, '09:00:00')) break;
    for (const start of starts.filter((one) => one.created === day)) {
      const plan = activePlans[start.index % activePlans.length]!;
      const periodicity = periodicityOf(start.index);
      const method = METHODS[start.index % METHODS.length]!;
      const prices: Record<Periodicity, number> = {
        MONTHLY: plan.monthlyCents,
        SEMESTER: plan.semesterCents,
        YEARLY: plan.yearlyCents,
      };
      const created = await insertSubscription(seedCtx, sellerId, {
        client: clients[start.index]!,
        planId: plan.id,
        periodicity,
        valuePerMonth: prices[periodicity],
        paymentMethod: method,
        card:
          method === 'CREDIT_CARD'
            ? { token: card.token, last4: card.last4, brand: card.brand, holder: card.holderName }
            : undefined,
        status: 'ACTIVE',
        startDate: addDays(day, 3),
      });
      profiles.set(created.id, profileOf(start.index));
    }
    await issueDueCycles(seedCtx);
    if (!moveTo(day, '11:00:00')) break;
    await attemptDueCardCharges(seedCtx);
    // Boleto and Pix subscribers pay on the due date (late payers five days after), stoppers after two cycles.
    if (!moveTo(day, '15:00:00')) break;
    const open = await ctx.db
      .select({
        id: charges.id,
        subscriptionId: charges.subscriptionId,
        cycle: charges.subscriptionCycle,
        due: charges.expirationDate,
      })
      .from(charges)
      .where(
        and(
          eq(charges.sellerId, sellerId),
          inArray(charges.status, ['SCHEDULED', 'LATE']),
          inArray(charges.expirationDate, [day, addDays(day, -5)]),
          inArray(charges.paymentMethod, ['BOLETO', 'PIX']),
        ),
      );
    for (const charge of open) {
      const profile = charge.subscriptionId ? profiles.get(charge.subscriptionId) : undefined;
      if (!profile || !charge.cycle) continue;
      const onTime = charge.due === day;
      const pays =
        (profile === 'pays' && onTime) ||
        (profile === 'cancelled' && onTime) ||
        (profile === 'late' && !onTime) ||
        (profile === 'stops' && onTime && charge.cycle <= 2);
      if (pays) await simulateBuyerPayment(seedCtx, sellerId, charge.id);
      cycleOf.set(charge.subscriptionId!, charge.cycle);
    }
    // The seller cancels a 'cancelled' subscriber once it has been billed five times.
    for (const [id, profile] of profiles) {
      if (profile === 'cancelled' && (cycleOf.get(id) ?? 0) >= 5) {
        await setSubscriptionActive(seedCtx, actor, id, false);
        profiles.set(id, 'pays');
        cycleOf.delete(id);
      }
    }
  }
  clock.set(realNow);
  await issueDueCycles(seedCtx);
}
