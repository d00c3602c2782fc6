import { and, asc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { cycleValue, CYCLE_LEAD_DAYS, type ChargeCreate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { addDays, businessDate } from '../../lib/business-date.js';
import { attemptCard } from '../charges/payment.js';
import { createChargeRecord } from '../charges/service.js';
import { chargeAttempts, charges } from '../charges/tables.js';
import { plans } from '../plans/tables.js';
import { sellerClients } from '../seller-clients/tables.js';
import { cancelOpenCycles } from './service.js';
import { dueDateOf, subscriptions, type SubscriptionRecord } from './tables.js';
import { lockSubscription, moveSubscription } from './transition.js';

export const ISSUE_CYCLES_JOB = 'subscriptions.issue-cycles';

/** Subscriptions read per query, and issued this many at a time (each waits on the bank's answer). */
const BATCH = 500;
const PARALLEL = 8;

type Due = { row: SubscriptionRecord; planTitle: string; client: typeof sellerClients.$inferSelect };

/** What cycle `cycle` bills: the cycle's price, plus the additional value on the first cycles that carry it. */
export function cycleAmount(
  row: Pick<SubscriptionRecord, 'valuePerMonth' | 'periodicity' | 'additionalValue' | 'additionalInstallments'>,
  cycle: number,
) {
  const extra = cycle <= row.additionalInstallments ? row.additionalValue : 0;
  return cycleValue(row.valuePerMonth, row.periodicity) + extra;
}

/** The charge of one cycle, for the client as the seller's records have it now. */
function cycleCharge({ row, planTitle, client }: Due, today: string): ChargeCreate {
  const cycle = row.nextCycle;
  return {
    title: `${planTitle} - ${cycle}ª cobrança da assinatura`.slice(0, 120),
    description: row.bankSlipDescription ?? undefined,
    value: cycleAmount(row, cycle),
    paymentMethod: row.paymentMethod,
    installments: 1,
    // A cycle whose day passed while the engine was down is still billed, due today.
    expirationDate: row.nextDueDate < today ? today : row.nextDueDate,
    customer: {
      name: client.name,
      document: client.documentNumber,
      email: client.email,
      phone: client.phone,
      countryCode: client.countryCode,
    },
  };
}

/**
 * Issues one cycle exactly once. The charge is keyed by (subscription, cycle) twice over: its
 * idempotency key finds a charge a crashed or concurrent run already made, and a unique index on
 * (subscription_id, subscription_cycle) refuses a second one. Then the subscription moves on to the
 * next cycle only if it still stands at this one, so a second worker moves nothing.
 */
async function issueCycle(ctx: AppContext, due: Due, today: string): Promise<void> {
  const { row } = due;
  const cycle = row.nextCycle;
  await createChargeRecord(ctx, row.sellerId, cycleCharge(due, today), `subscription:${row.id}:${cycle}`, {
    subscription: { id: row.id, cycle },
    storedCard: row.cardToken
      ? { token: row.cardToken, last4: row.cardLast4, brand: row.cardBrand, holder: row.cardHolder }
      : undefined,
  });
  await ctx.db
    .update(subscriptions)
    .set({
      nextCycle: cycle + 1,
      nextDueDate: dueDateOf(row, cycle + 1),
      updatedAt: ctx.clock.now(),
    })
    .where(
      and(eq(subscriptions.sellerId, row.sellerId), eq(subscriptions.id, row.id), eq(subscriptions.nextCycle, cycle)),
    );
}

/**
 * The billing engine (`subscriptions.issue-cycles`, hourly): every ACTIVE or DEFAULTER subscription
 * whose next cycle is due within CYCLE_LEAD_DAYS gets that cycle's charge (boleto and Pix early so
 * the buyer has them in time; a card charge waits for its due date, when `charges.attempt-due-cards`
 * charges the stored card). A subscription several cycles behind is issued cycle by cycle. First it
 * finishes cancellations a crash interrupted and tries failed card cycles again. Returns the cycles issued.
 */
export async function issueDueCycles(ctx: AppContext): Promise<number> {
  const today = businessDate(ctx.clock.now());
  const horizon = addDays(today, CYCLE_LEAD_DAYS);
  await finishCancellations(ctx, today);
  await retryFailedCardCycles(ctx, today);
  await expireUnpaidCheckouts(ctx);
  const failed = new Set<string>();
  let issued = 0;
  for (;;) {
    const due = await ctx.db
      .select({ row: subscriptions, planTitle: plans.title, client: sellerClients })
      .from(subscriptions)
      .innerJoin(plans, and(eq(plans.id, subscriptions.planId), eq(plans.sellerId, subscriptions.sellerId)))
      .innerJoin(
        sellerClients,
        and(eq(sellerClients.id, subscriptions.clientId), eq(sellerClients.sellerId, subscriptions.sellerId)),
      )
      .where(
        and(
          inArray(subscriptions.status, ['ACTIVE', 'DEFAULTER']),
          lte(subscriptions.nextDueDate, horizon),
          failed.size > 0 ? notInArray(subscriptions.id, [...failed]) : undefined,
        ),
      )
      .orderBy(asc(subscriptions.nextDueDate), asc(subscriptions.id))
      .limit(BATCH);
    for (let start = 0; start < due.length; start += PARALLEL) {
      await Promise.all(
        due.slice(start, start + PARALLEL).map((one) =>
          issueCycle(ctx, one, today).then(
            () => void (issued += 1),
            (error: unknown) => {
              // Left for the next run (hourly); this run goes on with the others.
              failed.add(one.row.id);
              ctx.log.warn({ err: error, subscriptionId: one.row.id }, 'subscription cycle not issued');
            },
          ),
        ),
      );
    }
    if (due.length < BATCH) return issued;
  }
}

/** Open charges still standing for a cancelled subscription (a cancellation cut short): cancelled now. */
async function finishCancellations(ctx: AppContext, today: string): Promise<void> {
  const pending = await ctx.db
    .selectDistinct({ id: subscriptions.id, sellerId: subscriptions.sellerId })
    .from(subscriptions)
    .innerJoin(charges, and(eq(charges.subscriptionId, subscriptions.id), eq(charges.sellerId, subscriptions.sellerId)))
    .where(
      and(
        eq(subscriptions.status, 'INACTIVE'),
        eq(charges.status, 'SCHEDULED'),
        sql`${charges.expirationDate} >= ${today}`,
      ),
    )
    .limit(BATCH);
  for (const one of pending) await cancelOpenCycles(ctx, { sellerId: one.sellerId, userId: null }, one.id);
}

/** A card cycle the issuer refused is tried again this many days after its due date (docs/subscriptions.md). */
export const CARD_RETRY_DAYS = [1, 3, 5] as const;

/**
 * Failed card cycles of live subscriptions: the n-th attempt failed, so attempt n + 1 goes on due date
 * + CARD_RETRY_DAYS[n − 1]; after the last retry fails, an ACTIVE subscription becomes DEFAULTER. Each
 * attempt is claimed by the charges module (one open attempt per charge), so two runs never charge twice.
 */
async function retryFailedCardCycles(ctx: AppContext, today: string): Promise<void> {
  const attempts = sql<number>`(select count(*)::int from ${chargeAttempts} where ${chargeAttempts.chargeId} = ${charges.id})`;
  const failed = await ctx.db
    .select({
      id: charges.id,
      sellerId: charges.sellerId,
      due: charges.expirationDate,
      subscriptionId: subscriptions.id,
      attempts,
    })
    .from(charges)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.id, charges.subscriptionId), eq(subscriptions.sellerId, charges.sellerId)),
    )
    .where(
      and(
        eq(charges.status, 'FAILED'),
        eq(charges.paymentMethod, 'CREDIT_CARD'),
        isNotNull(charges.subscriptionId),
        inArray(subscriptions.status, ['ACTIVE', 'DEFAULTER']),
        // Retries left, or a subscription still to be made a defaulter: a spent one drops out.
        sql`(${subscriptions.status} = 'ACTIVE' or ${attempts} <= ${CARD_RETRY_DAYS.length})`,
      ),
    )
    .limit(BATCH);
  for (const charge of failed) {
    const wait = CARD_RETRY_DAYS[charge.attempts - 1];
    if (wait === undefined) {
      await ctx.db.transaction(async (tx) => {
        const row = await lockSubscription(tx, charge.sellerId, charge.subscriptionId);
        if (row?.status === 'ACTIVE') await moveSubscription(tx, row, 'DEFAULTER', ctx.clock.now(), { quiet: true });
      });
    } else if (today >= addDays(charge.due, wait)) {
      await attemptCard(ctx, charge.sellerId, charge.id).catch((error: unknown) =>
        ctx.log.warn({ err: error, chargeId: charge.id }, 'subscription card retry failed'),
      );
    }
  }
}

/** A checkout subscription whose first payment died stays PENDING this long, then is INACTIVE (Stripe's 'incomplete_expired'). */
export const PENDING_EXPIRY_HOURS = 24;

/**
 * PENDING subscriptions older than PENDING_EXPIRY_HOURS whose first cycle has no live charge (it was
 * refused, cancelled or abandoned, or never made): the buyer did not subscribe, so they become INACTIVE.
 * A buyer who tries again makes a new attempt, and a new subscription.
 */
async function expireUnpaidCheckouts(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const before = new Date(now.getTime() - PENDING_EXPIRY_HOURS * 3_600_000);
  const dead = await ctx.db
    .select({ id: subscriptions.id, sellerId: subscriptions.sellerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'PENDING'),
        lte(subscriptions.createdAt, before),
        sql`not exists (select 1 from ${charges} where ${charges.subscriptionId} = ${subscriptions.id}
          and ${charges.sellerId} = ${subscriptions.sellerId}
          and ${charges.status} not in ('FAILED', 'CANCELED', 'ABANDONED'))`,
      ),
    )
    .limit(BATCH);
  for (const one of dead) {
    await ctx.db.transaction(async (tx) => {
      const row = await lockSubscription(tx, one.sellerId, one.id);
      if (row?.status === 'PENDING') await moveSubscription(tx, row, 'INACTIVE', now, { set: { cancelledAt: now } });
    });
  }
}
