import { and, eq, ne } from 'drizzle-orm';
import { subdomainProblem, type Checkout, type CheckoutInput, type SubdomainAvailability } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Session } from '../../plugins/types.js';

type Actor = Pick<Session, 'sellerId' | 'userId'>;
import { checkouts } from './tables.js';

type CheckoutRow = typeof checkouts.$inferSelect;

/** Where a buyer sees this checkout: every payment link's public address starts here (docs/payment-links.md). */
export function checkoutUrl(publicUrl: string, subdomain: string): string {
  return `${publicUrl}/pagar/${subdomain}`;
}

function toCheckout(ctx: AppContext, row: CheckoutRow): Checkout {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subDomain: row.subdomain,
    url: checkoutUrl(ctx.config.publicUrl, row.subdomain),
  };
}

export async function findSellerCheckout(db: DbOrTx, sellerId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.sellerId, sellerId));
  return row;
}

export async function defaultCheckout(ctx: AppContext, sellerId: string): Promise<{ checkout: Checkout | null }> {
  const row = await findSellerCheckout(ctx.db, sellerId);
  return { checkout: row ? toCheckout(ctx, row) : null };
}

/** GET /subdomains/{subDomain}/exists: the seller's own subdomain counts as available to it. */
export async function subdomainAvailability(
  ctx: AppContext,
  sellerId: string,
  requested: string,
): Promise<SubdomainAvailability> {
  const subDomain = requested.trim().toLowerCase();
  const problem = subdomainProblem(subDomain);
  if (problem) return { subDomain, isValid: false, available: false, reason: problem };
  const [holder] = await ctx.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.subdomain, subDomain), ne(checkouts.sellerId, sellerId)));
  return { subDomain, isValid: Boolean(holder), available: !holder, reason: holder ? 'TAKEN' : null };
}

/** The unique index decides a race between two sellers claiming one subdomain: one wins, the other gets CKO-001. */
function claimFailure(error: unknown): never {
  if (isUniqueViolation(error, 'checkouts_subdomain_uq')) throw new AppError('CKO-001');
  if (isUniqueViolation(error, 'checkouts_seller_uq')) throw new AppError('CKO-002');
  throw error;
}

export async function createCheckout(ctx: AppContext, actor: Actor, input: CheckoutInput & { subDomain: string }) {
  const now = ctx.clock.now();
  const row = await ctx.db
    .insert(checkouts)
    .values({
      sellerId: actor.sellerId,
      title: input.title,
      description: input.description ?? null,
      subdomain: input.subDomain,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .then((rows) => rows[0], claimFailure);
  if (!row) throw new AppError('CKO-002');
  await ctx.audit.record({
    action: 'checkout.created',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { checkoutId: row.id },
  });
  return toCheckout(ctx, row);
}

export async function updateCheckout(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: CheckoutInput & { subDomain: string },
) {
  const row = await ctx.db
    .update(checkouts)
    .set({
      title: input.title,
      description: input.description ?? null,
      subdomain: input.subDomain,
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(checkouts.id, id), eq(checkouts.sellerId, actor.sellerId)))
    .returning()
    .then((rows) => rows[0], claimFailure);
  if (!row) throw notFound();
  await ctx.audit.record({
    action: 'checkout.updated',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { checkoutId: row.id },
  });
  return toCheckout(ctx, row);
}
