import { and, asc, count, eq, like, sql, type SQL } from 'drizzle-orm';
import {
  cycleValue,
  PERIODICITIES,
  searchableText,
  toPage,
  type Periodicity,
  type Plan,
  type PlanCreate,
  type PlanListQuery,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { containsPattern } from '../../lib/search.js';
import type { Session } from '../../plugins/types.js';
import { plans } from './tables.js';

type Actor = Pick<Session, 'sellerId' | 'userId'>;
export type PlanRow = typeof plans.$inferSelect;

/** The plan's price per month for a periodicity. */
export function planPricePerMonth(row: PlanRow, periodicity: Periodicity): number {
  switch (periodicity) {
    case 'MONTHLY':
      return row.monthlyCents;
    case 'SEMESTER':
      return row.semesterCents;
    case 'YEARLY':
      return row.yearlyCents;
  }
}

export function toPlan(row: PlanRow, idCheckout: string | null = null): Plan {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    bullets: row.bullets,
    basicValues: PERIODICITIES.map((type) => {
      const valuePerMonth = planPricePerMonth(row, type);
      return { type, valuePerMonth, value: cycleValue(valuePerMonth, type) };
    }),
    idCheckout,
    enableBankSlip: row.enableBankSlip,
    enableCreditCard: row.enableCreditCard,
    enablePixPayment: row.enablePix,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function columnsOf(input: PlanCreate) {
  return {
    title: input.title,
    titleSearch: searchableText(input.title),
    description: input.description,
    bullets: input.bullets,
    monthlyCents: input.prices.MONTHLY,
    semesterCents: input.prices.SEMESTER,
    yearlyCents: input.prices.YEARLY,
    enableBankSlip: input.enableBankSlip,
    enableCreditCard: input.enableCreditCard,
    enablePix: input.enablePixPayment,
  };
}

export async function findPlan(db: DbOrTx, sellerId: string, id: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.sellerId, sellerId), eq(plans.id, id)));
  return row;
}

/**
 * The plan of a new sale, read in the sale's transaction and share-locked until it ends: a switch-off
 * (an UPDATE of the row) waits for the sale, and a sale after it sees the plan off (docs/payment-links.md).
 */
export async function lockPlanForSale(tx: DbOrTx, sellerId: string, id: string): Promise<PlanRow | undefined> {
  const [row] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.sellerId, sellerId), eq(plans.id, id)))
    .for('share');
  return row;
}

export async function listPlans(ctx: AppContext, sellerId: string, query: PlanListQuery) {
  const conditions: SQL[] = [eq(plans.sellerId, sellerId)];
  const pattern = containsPattern(query.search);
  if (pattern) conditions.push(like(plans.titleSearch, pattern));
  if (query.active) conditions.push(eq(plans.active, query.active === 'true'));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(plans)
      .where(where)
      .orderBy(sql`${plans.createdAt} desc nulls last`, asc(plans.id)) // the index's order (see payment-links/queries.ts)
      .limit(query.size)
      .offset(query.page * query.size),
    ctx.db.select({ value: count() }).from(plans).where(where),
  ]);
  return toPage(
    rows.map((row) => toPlan(row)),
    query.page,
    query.size,
    total?.value ?? 0,
  );
}

export async function getPlan(ctx: AppContext, sellerId: string, id: string): Promise<Plan> {
  const row = await findPlan(ctx.db, sellerId, id);
  if (!row) throw notFound();
  return toPlan(row);
}

export async function createPlan(ctx: AppContext, actor: Actor, input: PlanCreate): Promise<Plan> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(plans)
    .values({ sellerId: actor.sellerId, ...columnsOf(input), active: true, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('plan insert returned nothing');
  await ctx.audit.record({
    action: 'plan.created',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { planId: row.id },
  });
  return toPlan(row);
}

async function changePlan(ctx: AppContext, actor: Actor, id: string, set: Partial<PlanRow>, action: string) {
  const [row] = await ctx.db
    .update(plans)
    .set({ ...set, updatedAt: ctx.clock.now() })
    .where(and(eq(plans.sellerId, actor.sellerId), eq(plans.id, id)))
    .returning();
  if (!row) throw notFound();
  await ctx.audit.record({ action, sellerId: actor.sellerId, userId: actor.userId, details: { planId: id } });
  return toPlan(row);
}

/** A changed price applies to new subscriptions; running ones keep the value they were sold at. */
export function updatePlan(ctx: AppContext, actor: Actor, id: string, input: PlanCreate): Promise<Plan> {
  return changePlan(ctx, actor, id, columnsOf(input), 'plan.updated');
}

/** An inactive plan is not offered to new links or imports; existing links and subscriptions keep it. */
export function setPlanActive(ctx: AppContext, actor: Actor, id: string, active: boolean): Promise<Plan> {
  return changePlan(ctx, actor, id, { active }, active ? 'plan.activated' : 'plan.deactivated');
}
