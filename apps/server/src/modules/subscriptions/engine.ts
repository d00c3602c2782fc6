import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { cycleValue, CYCLE_LEAD_DAYS, type ChargeCreate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { addDays, businessDate } from '../../lib/business-date.js';
import { attemptCard, chargeAttempts, charges, createChargeRecords } from '../charges/index.js';
import { plans } from '../plans/index.js';
import { sellerClients } from '../seller-clients/index.js';
import { cancelOpenCycles } from './service.js';
import { dueDateOf, subscriptions, type SubscriptionRecord } from './tables.js';
import { lockSubscription, moveSubscription } from './transition.js';

export const ISSUE_CYCLES_JOB = 'subscriptions.issue-cycles';

/** Subscriptions read per query: each seller's share is issued in one transaction. */
const BATCH = 500;
/** Batches in flight: the acquirer's calls of one overlap the database work of another. */
const WORKERS = 3;

export type Due = { row: SubscriptionRecord; planTitle: string; client: typeof sellerClients.$inferSelect };

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
 * Issues one seller's due cycles exactly once. Each charge is keyed by (subscription, cycle) twice
 * over: its idempotency key finds a charge a crashed or concurrent run already made, and a unique
 * index on (subscription_id, subscription_cycle) refuses a second one. Then every subscription whose
 * cycle now holds a charge moves on to its next cycle, only if it still stands at that one (so a
 * second worker moves nothing). Returns how many charges this run created (not those a crashed or
 * concurrent run made, which it only moves on); the others are logged and left.
 */
export async function issueCycles(ctx: AppContext, sellerId: string, due: Due[], today: string) {
  const keyOf = (row: SubscriptionRecord) => `subscription:${row.id}:${row.nextCycle}`;
  const { held, created, refused } = await createChargeRecords(
    ctx,
    sellerId,
    due.map((one) => ({
      body: cycleCharge(one, today),
      idempotencyKey: keyOf(one.row),
      origin: {
        subscription: { id: one.row.id, cycle: one.row.nextCycle },
        storedCard: one.row.cardToken
          ? { token: one.row.cardToken, last4: one.row.cardLast4, brand: one.row.cardBrand, holder: one.row.cardHolder }
          : undefined,
      },
    })),
  );
  const issued = due.filter((one) => held.has(keyOf(one.row))).map((one) => one.row);
  if (issued.length > 0) {
    const steps = issued.map(
      (row) => sql`(${row.id}::uuid, ${row.nextCycle}::int, ${dueDateOf(row, row.nextCycle + 1)}::date)`,
    );
    await ctx.db.execute(sql`update ${subscriptions} set next_cycle = step.cycle + 1, next_due_date = step.due,
        updated_at = ${ctx.clock.now()}
      from (values ${sql.join(steps, sql`, `)}) as step (id, cycle, due)
      where ${subscriptions.sellerId} = ${sellerId} and ${subscriptions.id} = step.id
        and ${subscriptions.nextCycle} = step.cycle`);
  }
  // Left for the next run (hourly); this run goes on with the others.
  const failed = due.filter((one) => !held.has(keyOf(one.row)));
  for (const one of failed) {
    ctx.log.warn({ err: refused.get(keyOf(one.row)), subscriptionId: one.row.id }, 'subscription cycle not issued');
  }
  return { issued: due.filter((one) => created.has(keyOf(one.row))).length, refused };
}

function bySeller(due: Due[]): Map<string, Due[]> {
  const groups = new Map<string, Due[]>();
  for (const one of due) {
    const group = groups.get(one.row.sellerId);
    if (group) group.push(one);
    else groups.set(one.row.sellerId, [one]);
  }
  return groups;
}

/** Subscriptions with the plan title and client their charges are made from. */
export function billableSubscriptions(ctx: AppContext) {
  return ctx.db
    .select({ row: subscriptions, planTitle: plans.title, client: sellerClients })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.id, subscriptions.planId), eq(plans.sellerId, subscriptions.sellerId)))
    .innerJoin(
      sellerClients,
      and(eq(sellerClients.id, subscriptions.clientId), eq(sellerClients.sellerId, subscriptions.sellerId)),
    );
}

/** The next billable subscriptions after `cursor`, in (due date, id) order. */
function dueAfter(ctx: AppContext, horizon: string, cursor: { date: string; id: string } | null): Promise<Due[]> {
  return billableSubscriptions(ctx)
    .where(
      and(
        inArray(subscriptions.status, ['ACTIVE', 'DEFAULTER']),
        lte(subscriptions.nextDueDate, horizon),
        cursor
          ? sql`(${subscriptions.nextDueDate}, ${subscriptions.id}) > (${cursor.date}::date, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(subscriptions.nextDueDate), asc(subscriptions.id))
    .limit(BATCH);
}

/**
 * The billing engine (`subscriptions.issue-cycles`, hourly): every ACTIVE or DEFAULTER subscription
 * whose next cycle is due within CYCLE_LEAD_DAYS gets that cycle's charge (boleto and Pix early so
 * the buyer has them in time; a card charge waits for its due date, when `charges.attempt-due-cards`
 * charges the stored card). First it finishes cancellations a crash interrupted and tries failed card
 * cycles again. Returns the cycles issued.
 *
 * One pass walks the billable subscriptions in (due date, id) order, WORKERS batches at a time. A
 * subscription several cycles behind comes up again, further along, with its next cycle; one that
 * failed stays behind the cursor and is left for the next run. Work that overlaps another run, or a
 * crashed one, is made once by the charges' keys (see issueCycles).
 */
export async function issueDueCycles(ctx: AppContext): Promise<number> {
  const today = businessDate(ctx.clock.now());
  const horizon = addDays(today, CYCLE_LEAD_DAYS);
  await finishCancellations(ctx);
  await retryFailedCardCycles(ctx, today);
  await expireUnpaidCheckouts(ctx);
  let issued = 0;
  let cursor: { date: string; id: string } | null = null;
  const running = new Set<Promise<void>>();
  const issueBatch = async (due: Due[]) => {
    for (const [sellerId, group] of bySeller(due)) {
      try {
        // Read first, then add: `issued += await …` would add to the value read before the wait.
        const outcome = await issueCycles(ctx, sellerId, group, today);
        issued += outcome.issued;
      } catch (error) {
        ctx.log.warn({ err: error, sellerId }, 'subscription cycles not issued');
      }
    }
  };
  for (;;) {
    const due = await dueAfter(ctx, horizon, cursor);
    if (due.length === 0) {
      if (running.size === 0) return issued;
      // The batches in flight move their subscriptions on; those due again lie past the cursor.
      await Promise.all(running);
      continue;
    }
    const last = due.at(-1)!.row;
    cursor = { date: last.nextDueDate, id: last.id };
    const batch = issueBatch(due).finally(() => running.delete(batch));
    running.add(batch);
    if (running.size >= WORKERS) await Promise.race(running);
  }
}

/**
 * Cancellations a crash cut short (INACTIVE, open charges not yet all cancelled): finished now. Reads
 * only the unfinished ones (`open_cycles_cancelled_at` is null, a partial index), a batch a run.
 */
async function finishCancellations(ctx: AppContext): Promise<void> {
  const pending = await ctx.db
    .select({ id: subscriptions.id, sellerId: subscriptions.sellerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'INACTIVE'), isNull(subscriptions.openCyclesCancelledAt)))
    .orderBy(subscriptions.cancelledAt)
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
