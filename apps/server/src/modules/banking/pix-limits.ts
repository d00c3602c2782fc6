import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import {
  cents,
  DEFAULT_PIX_LIMITS,
  fitsPixLimit,
  PIX_LIMIT_INCREASE_DELAY_MS,
  PIX_LIMIT_PERIODS,
  pixLimitChangeTiming,
  pixLimitWindow,
  type Cents,
  type PixLimitPeriod,
  type PixLimitsUpdate,
  type PixLimitsView,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Session } from '../../plugins/types.js';
import { pixOutflowBetween } from '../ledger/index.js';
import { bankingAccounts, pixLimits } from './tables.js';

export const APPLY_PIX_LIMITS_JOB = 'banking.apply-pix-limits';

type LimitRow = typeof pixLimits.$inferSelect;

/** The limits an account gets when it becomes ACTIVE; a second call changes nothing. */
export async function ensurePixLimits(db: DbOrTx, sellerId: string, now: Date): Promise<void> {
  await db
    .insert(pixLimits)
    .values(
      PIX_LIMIT_PERIODS.map((period) => ({
        sellerId,
        period,
        amount: cents(DEFAULT_PIX_LIMITS[period]),
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

async function isActive(db: DbOrTx, sellerId: string, lock = false): Promise<boolean> {
  const query = db
    .select({ status: bankingAccounts.status })
    .from(bankingAccounts)
    .where(eq(bankingAccounts.sellerId, sellerId));
  const [row] = lock ? await query.for('share') : await query;
  return row?.status === 'ACTIVE';
}

function readLimits(db: DbOrTx, sellerId: string, lock = false) {
  const query = db.select().from(pixLimits).where(eq(pixLimits.sellerId, sellerId)).orderBy(asc(pixLimits.period));
  return lock ? query.for('update') : query;
}

const viewOf = (rows: LimitRow[]): PixLimitsView => ({
  configured: true,
  limits: PIX_LIMIT_PERIODS.map((period) => {
    const row = rows.find((candidate) => candidate.period === period)!;
    return {
      period,
      amount: row.amount,
      scheduledAmount: row.scheduledAmount,
      scheduledFor: row.scheduledFor?.toISOString() ?? null,
    };
  }),
});

/** GET /banking/pix-limits: the limits of an ACTIVE account; any other state is 'Conta não configurada.'. */
export async function getPixLimits(ctx: AppContext, sellerId: string): Promise<PixLimitsView> {
  if (!(await isActive(ctx.db, sellerId))) return { configured: false, limits: [] };
  let rows = await readLimits(ctx.db, sellerId);
  if (rows.length < PIX_LIMIT_PERIODS.length) {
    // An account made ACTIVE before limits existed gets the defaults on first read.
    await ensurePixLimits(ctx.db, sellerId, ctx.clock.now());
    rows = await readLimits(ctx.db, sellerId);
  }
  return viewOf(rows);
}

/**
 * PATCH /banking/pix-limits: both periods at once (spec 3 §5). A decrease, or the same amount,
 * applies at once; an increase waits 24 h (spec 3 §4). While an increase waits, the limits cannot
 * be changed (BNK-006): the seller may cancel it first, and the new change then replaces it.
 */
export async function updatePixLimits(
  ctx: AppContext,
  session: Session,
  body: PixLimitsUpdate,
): Promise<PixLimitsView> {
  const { sellerId } = session;
  const now = ctx.clock.now();
  const view = await ctx.db.transaction(async (tx) => {
    if (!(await isActive(tx, sellerId, true))) throw new AppError('BNK-005');
    await ensurePixLimits(tx, sellerId, now);
    const rows = await readLimits(tx, sellerId, true);
    if (rows.some((row) => row.scheduledFor)) throw new AppError('BNK-006');
    const requested: Record<PixLimitPeriod, Cents> = { DAY: cents(body.day), NIGHT: cents(body.night) };
    for (const row of rows) {
      const amount = requested[row.period];
      const set =
        pixLimitChangeTiming(row.amount, amount) === 'IMMEDIATE'
          ? { amount, updatedAt: now }
          : {
              scheduledAmount: amount,
              scheduledFor: new Date(now.getTime() + PIX_LIMIT_INCREASE_DELAY_MS),
              updatedAt: now,
            };
      await tx
        .update(pixLimits)
        .set(set)
        .where(and(eq(pixLimits.sellerId, sellerId), eq(pixLimits.period, row.period)));
    }
    return viewOf(await readLimits(tx, sellerId));
  });
  await ctx.audit.record({
    action: 'banking.pix_limits_changed',
    sellerId,
    userId: session.userId,
    details: { day: body.day, night: body.night },
  });
  return view;
}

/** DELETE /banking/pix-limits/scheduled: drops the increases still waiting (BNK-007 when none waits). */
export async function cancelScheduledPixLimits(ctx: AppContext, session: Session): Promise<PixLimitsView> {
  const { sellerId } = session;
  const now = ctx.clock.now();
  const cancelled = await ctx.db
    .update(pixLimits)
    .set({ scheduledAmount: null, scheduledFor: null, updatedAt: now })
    .where(and(eq(pixLimits.sellerId, sellerId), isNotNull(pixLimits.scheduledFor)))
    .returning({ period: pixLimits.period });
  if (cancelled.length === 0) throw new AppError('BNK-007');
  await ctx.audit.record({ action: 'banking.pix_limits_cancelled', sellerId, userId: session.userId });
  return getPixLimits(ctx, sellerId);
}

/**
 * Job: applies the increases whose 24 h are over. One conditional UPDATE: a row applied by a run is
 * no longer due for the next (exactly once, even with two workers).
 */
export async function applyDuePixLimits(ctx: AppContext): Promise<number> {
  const applied = await ctx.db
    .update(pixLimits)
    .set({
      amount: sql`${pixLimits.scheduledAmount}`,
      scheduledAmount: null,
      scheduledFor: null,
      updatedAt: ctx.clock.now(),
    })
    .where(and(isNotNull(pixLimits.scheduledFor), lte(pixLimits.scheduledFor, ctx.clock.now())))
    .returning({ sellerId: pixLimits.sellerId });
  return applied.length;
}

export interface PixLimitCheck {
  fits: boolean;
  period: PixLimitPeriod;
  limit: Cents;
  used: Cents;
}

/**
 * Whether `amount` may leave by Pix at `at` (São Paulo period of that instant): what already left
 * in this occurrence of the period, from the ledger, plus this amount within the limit in force (an
 * increase already due counts, even before the job applies it). Call it inside the transaction that
 * posts the debit: the period's row stays locked until that transaction ends, so two parallel
 * payments are counted one after the other and cannot both fit in the last R$ 100.
 */
export async function checkPixLimit(tx: DbOrTx, sellerId: string, amount: Cents, at: Date): Promise<PixLimitCheck> {
  const window = pixLimitWindow(at);
  const [row] = await tx
    .select()
    .from(pixLimits)
    .where(and(eq(pixLimits.sellerId, sellerId), eq(pixLimits.period, window.period)))
    .for('update');
  if (!row) throw new AppError('BNK-005');
  const limit = row.scheduledFor && row.scheduledFor <= at ? row.scheduledAmount! : row.amount;
  const used = await pixOutflowBetween(tx, sellerId, window.start, window.end);
  return { fits: fitsPixLimit(limit, used, amount), period: window.period, limit, used };
}
