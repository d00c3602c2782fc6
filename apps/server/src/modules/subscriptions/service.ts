import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import {
  canEditSubscription,
  searchableText,
  type Periodicity,
  type Subscription,
  type SubscriptionImport,
  type SubscriptionUpdate,
  cents,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { type Actor, charges, deleteCharge } from '../charges/index.js';
import { findPlan, lockPlanForSale } from '../plans/index.js';
import { findClient, type SellerClientRow } from '../seller-clients/index.js';
import { recordEvents } from '../events/index.js';
import { subscriptionEvent } from './integration-events.js';
import { anticipationHolds, subscriptionView } from './queries.js';
import { dueDateOf, subscriptions, type SubscriptionRecord } from './tables.js';
import { lockSubscription, moveSubscription, notifySubscription } from './transition.js';

/** The plan is the seller's, active, and takes the method (SUB-005, SUB-006). */
async function usablePlan(db: DbOrTx, sellerId: string, planId: string, method: string, keep?: string) {
  const plan = await findPlan(db, sellerId, planId);
  if (!plan) throw notFound();
  // An edit that keeps its plan may keep it even if the plan was deactivated since.
  if (!plan.active && plan.id !== keep) throw new AppError('SUB-005');
  const offers: Record<string, boolean> = {
    BOLETO: plan.enableBankSlip,
    PIX: plan.enablePix,
    CREDIT_CARD: plan.enableCreditCard,
  };
  if (!offers[method]) throw new AppError('SUB-006');
  return plan;
}

/**
 * POST /subscriptions: an existing subscription brought in (spec 2 §2 import). It is ACTIVE at once
 * (it was running elsewhere); its first cycle here is due on `startDate` and is issued by the engine
 * CYCLE_LEAD_DAYS before, or on its next run when that day is already within the lead.
 */
export async function importSubscription(ctx: AppContext, actor: Actor, input: SubscriptionImport) {
  const now = ctx.clock.now();
  if (input.startDate < businessDate(now)) throw new AppError('SUB-004');
  const client = await findClient(ctx.db, actor.sellerId, input.uuidBuyer);
  if (!client) throw notFound();
  const method = input.payment.method;
  await usablePlan(ctx.db, actor.sellerId, input.idPlan, method);
  const created = await insertSubscription(ctx, actor.sellerId, {
    client,
    planId: input.idPlan,
    periodicity: input.basicValue.type,
    valuePerMonth: cents(input.basicValue.valuePerMonth),
    paymentMethod: method,
    status: 'ACTIVE',
    startDate: input.startDate,
  });
  await ctx.audit.record({
    action: 'subscription.imported',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { subscriptionId: created.id },
  });
  return getSubscription(ctx, actor.sellerId, created.id);
}

export async function getSubscription(ctx: AppContext, sellerId: string, id: string): Promise<Subscription> {
  const view = await subscriptionView(ctx, sellerId, id);
  if (!view) throw notFound();
  return view;
}

/** What a new subscription needs: its client, plan, cycle, price, method (and card token), status and first due date. */
export interface NewSubscription {
  client: Pick<SellerClientRow, 'id' | 'name' | 'documentNumber'>;
  planId: string;
  periodicity: Periodicity;
  valuePerMonth: number;
  paymentMethod: SubscriptionRecord['paymentMethod'];
  card?: { token: string; last4: string | null; brand: string | null; holder: string | null };
  status: 'ACTIVE' | 'PENDING';
  startDate: string;
  paymentLinkId?: string;
  originKey?: string;
  additional?: { value: number; title: string | null; installments: number };
  bankSlipDescription?: string | null;
  /** A sale (the checkout): thrown, in the inserting transaction, when the plan is off by then. */
  refuseInactivePlan?: AppError;
}

/** Writes a subscription whose first cycle is due on `startDate` (the import, the demo seed). */
export async function insertSubscription(ctx: AppContext, sellerId: string, fields: NewSubscription) {
  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    const refusal = fields.refuseInactivePlan;
    const plan = refusal ? await lockPlanForSale(tx, sellerId, fields.planId) : undefined;
    if (refusal && !plan) throw notFound();
    const [row] = await tx
      .insert(subscriptions)
      .values({
        sellerId,
        clientId: fields.client.id,
        planId: fields.planId,
        customerName: fields.client.name,
        customerDocument: fields.client.documentNumber,
        nameSearch: searchableText(fields.client.name),
        periodicity: fields.periodicity,
        valuePerMonth: cents(fields.valuePerMonth),
        paymentMethod: fields.paymentMethod,
        cardToken: fields.card?.token ?? null,
        cardLast4: fields.card?.last4 ?? null,
        cardBrand: fields.card?.brand ?? null,
        cardHolder: fields.card?.holder ?? null,
        paymentLinkId: fields.paymentLinkId ?? null,
        originKey: fields.originKey ?? null,
        additionalValue: cents(fields.additional?.value ?? 0),
        additionalTitle: fields.additional?.title ?? null,
        additionalInstallments: fields.additional?.installments ?? 1,
        bankSlipDescription: fields.bankSlipDescription ?? null,
        status: fields.status,
        startDate: fields.startDate,
        anchorDate: fields.startDate,
        anchorCycle: 1,
        nextCycle: 1,
        nextDueDate: fields.startDate,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // A new subscription only: a retried attempt still finds the one sold before the switch-off.
    if (row && refusal && !plan?.active) throw refusal;
    // Its integration event, with the row (a repeated checkout attempt inserts nothing, and tells nothing).
    if (row) await recordEvents(tx, [subscriptionEvent(row, 'SUBSCRIBED', now)]);
    return row;
  });
  if (created) return created;
  // The same checkout attempt again (a double click, a retried request): the subscription it made.
  const [existing] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.sellerId, sellerId), eq(subscriptions.originKey, fields.originKey ?? '')));
  if (!existing) throw new Error('subscription vanished after a conflicting insert');
  return existing;
}

/**
 * A buyer subscribed on the hosted checkout: the subscription is PENDING with its first cycle billed
 * by the checkout's charge (`firstCycle`, keyed by the attempt); once that charge exists the
 * subscription stands at cycle 2. A retry of the attempt finds both again (docs/subscriptions.md).
 */
export async function subscribeAtCheckout(
  ctx: AppContext,
  sellerId: string,
  fields: NewSubscription & { originKey: string },
  firstCycle: (subscriptionId: string) => Promise<void>,
): Promise<SubscriptionRecord> {
  const row = await insertSubscription(ctx, sellerId, fields);
  await firstCycle(row.id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const stepped = await tx
      .update(subscriptions)
      .set({ nextCycle: 2, nextDueDate: dueDateOf(row, 2), updatedAt: now })
      .where(and(eq(subscriptions.sellerId, sellerId), eq(subscriptions.id, row.id), eq(subscriptions.nextCycle, 1)))
      .returning({ status: subscriptions.status });
    // Said once (a retried attempt finds it at cycle 2 already), and not when a card paid at once
    // already told ACTIVATED.
    if (stepped[0]?.status === 'PENDING') await notifySubscription(tx, now, row, 'SUBSCRIBED');
  });
  return row;
}

/**
 * PATCH /subscriptions/{id}: plan, cycle, price per month and bank-slip description, only while ACTIVE
 * (SUB-001). Charges already issued keep what they bill; the next cycle not yet issued bills the new
 * values. A new periodicity counts the cycles still to come from the next due date
 * (the anchor moves; cycle numbers go on).
 */
export async function updateSubscription(ctx: AppContext, actor: Actor, id: string, input: SubscriptionUpdate) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, actor.sellerId, id);
    if (!row) throw notFound();
    if (!canEditSubscription(row.status)) throw new AppError('SUB-001');
    await usablePlan(tx, actor.sellerId, input.idPlan, row.paymentMethod, row.planId);
    const cycleChanged = input.basicValue.type !== row.periodicity;
    await tx
      .update(subscriptions)
      .set({
        planId: input.idPlan,
        periodicity: input.basicValue.type,
        valuePerMonth: cents(input.basicValue.valuePerMonth),
        bankSlipDescription: input.bankSlipDescription,
        // The new cycle counts from the next due date; cycle numbers go on, so the next one is billed.
        ...(cycleChanged ? { anchorDate: row.nextDueDate, anchorCycle: row.nextCycle } : {}),
        updatedAt: now,
      })
      .where(and(eq(subscriptions.sellerId, actor.sellerId), eq(subscriptions.id, id)));
  });
  await ctx.audit.record({
    action: 'subscription.updated',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { subscriptionId: id },
  });
  return getSubscription(ctx, actor.sellerId, id);
}

/**
 * PATCH /subscriptions/{id}/status: `active: false` cancels (INACTIVE) and cancels the open charges
 * still to come, paid ones untouched; refused while an anticipation holds its receivables (SUB-002).
 * `active: true` reactivates: the next cycle is the first one due today or later.
 */
export async function setSubscriptionActive(ctx: AppContext, actor: Actor, id: string, active: boolean) {
  const now = ctx.clock.now();
  const today = businessDate(now);
  await ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, actor.sellerId, id);
    if (!row) throw notFound();
    if (!active) {
      if (await anticipationHolds(tx, row, today)) throw new AppError('SUB-002');
      await moveSubscription(tx, row, 'INACTIVE', now, { set: { cancelledAt: now, openCyclesCancelledAt: null } });
      return;
    }
    await moveSubscription(tx, row, 'ACTIVE', now, { set: { cancelledAt: null, ...nextCycleFrom(row, today) } });
  });
  if (!active) await cancelOpenCycles(ctx, actor, id);
  await ctx.audit.record({
    action: active ? 'subscription.reactivated' : 'subscription.cancelled',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { subscriptionId: id },
  });
  return getSubscription(ctx, actor.sellerId, id);
}

/** The first cycle not yet issued whose due date is today or later (a reactivation skips the missed ones). */
function nextCycleFrom(row: SubscriptionRecord, today: string): Pick<SubscriptionRecord, 'nextCycle' | 'nextDueDate'> {
  let cycle = row.nextCycle;
  let due = row.nextDueDate;
  while (due < today) {
    cycle += 1;
    due = dueDateOf(row, cycle);
  }
  return { nextCycle: cycle, nextDueDate: due };
}

/**
 * The open charges of a cancelled subscription (SCHEDULED, not yet due or due today) are cancelled,
 * one by one through the charges module; late ones stay owed. Idempotent: the engine's sweep calls it
 * again for a cancellation a crash interrupted.
 */
export async function cancelOpenCycles(
  ctx: AppContext,
  actor: { sellerId: string; userId: string | null },
  id: string,
): Promise<number> {
  const today = businessDate(ctx.clock.now());
  const open = await ctx.db
    .select({ id: charges.id })
    .from(charges)
    .where(
      and(
        eq(charges.sellerId, actor.sellerId),
        eq(charges.subscriptionId, id),
        inArray(charges.status, ['SCHEDULED']),
        gte(charges.expirationDate, today),
      ),
    );
  let cancelled = 0;
  for (const charge of open) {
    // A charge paid or cancelled meanwhile (another run, the buyer) is left as it is.
    await deleteCharge(ctx, actor, charge.id).then(
      () => void (cancelled += 1),
      (error: unknown) => {
        if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      },
    );
  }
  // Every open charge is settled: the sweep need not look at this cancellation again.
  await ctx.db
    .update(subscriptions)
    .set({ openCyclesCancelledAt: ctx.clock.now() })
    .where(
      and(
        eq(subscriptions.sellerId, actor.sellerId),
        eq(subscriptions.id, id),
        eq(subscriptions.status, 'INACTIVE'),
        isNull(subscriptions.openCyclesCancelledAt),
      ),
    );
  return cancelled;
}

/** PATCH /subscriptions/{id}/invoice: the automatic invoice of each paid cycle, on or off. */
export async function setSubscriptionInvoice(ctx: AppContext, actor: Actor, id: string, enabled: boolean) {
  const now = ctx.clock.now();
  const updated = await ctx.db
    .update(subscriptions)
    .set({ invoiceEnabled: enabled, updatedAt: now })
    .where(and(eq(subscriptions.sellerId, actor.sellerId), eq(subscriptions.id, id)))
    .returning({ id: subscriptions.id });
  if (updated.length === 0) throw notFound();
  await ctx.audit.record({
    action: 'subscription.invoice',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { subscriptionId: id, enabled },
  });
  return getSubscription(ctx, actor.sellerId, id);
}
