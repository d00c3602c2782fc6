import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { chargeMinimumError, type ChargeCreate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { chargeInstrument, instrumentIssuer, type InstrumentIssuer } from './instrument.js';
import { attemptCard } from './payment.js';
import { storeCharges, type ChargeOrigin, type NewCharge } from './store.js';
import { charges } from './tables.js';

/** One charge of a batch: every charge a batch makes is keyed, so a rerun finds it. */
export interface KeyedCharge {
  body: ChargeCreate;
  idempotencyKey: string;
  origin: ChargeOrigin;
}

/** How many acquirer calls a batch keeps in flight (the real acquirer answers over the network). */
const ACQUIRER_CONCURRENCY = 16;

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The keys among `keys` that already hold one of the seller's charges. */
async function keysHeld(ctx: AppContext, sellerId: string, keys: string[]): Promise<string[]> {
  const rows = await ctx.db
    .select({ key: charges.idempotencyKey })
    .from(charges)
    .where(and(eq(charges.sellerId, sellerId), inArray(charges.idempotencyKey, keys)));
  return rows.map((row) => row.key!);
}

/**
 * Creates many charges of one seller in one transaction, as createChargeRecord creates one: for the
 * billing engine, which issues thousands of cycles a run. Keys that already hold a charge (a crashed
 * or concurrent run made it) are not issued again. Returns the keys that hold a charge now, and those
 * refused (validation, or the acquirer failing), each with why, for the caller to leave to a later run.
 * Pix QR images are left to be drawn when a charge is first shown. A card charge due today is then
 * attempted, as a single one would be; a later one waits for `charges.attempt-due-cards`.
 */
export async function createChargeRecords(
  ctx: AppContext,
  sellerId: string,
  requests: KeyedCharge[],
): Promise<{ held: Set<string>; created: Set<string>; refused: Map<string, unknown> }> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  const held = new Set<string>();
  const refused = new Map<string, unknown>();
  if (requests.length === 0) return { held, created: new Set(), refused };
  for (const key of await keysHeld(
    ctx,
    sellerId,
    requests.map((request) => request.idempotencyKey),
  ))
    held.add(key);

  // The seller and its boleto terms are read once for the batch, and only if a boleto or Pix is made.
  let issuing: Promise<InstrumentIssuer> | undefined;
  const issuer = () => (issuing ??= instrumentIssuer(ctx, sellerId));
  const ready: NewCharge[] = [];
  await eachLimited(
    requests.filter((request) => !held.has(request.idempotencyKey)),
    ACQUIRER_CONCURRENCY,
    async ({ body, idempotencyKey, origin }) => {
      const invalid = body.expirationDate < today ? 'CHG-006' : chargeMinimumError(body);
      if (invalid) return void refused.set(idempotencyKey, new AppError(invalid));
      const id = randomUUID();
      try {
        const instrument = await chargeInstrument(ctx, id, body, origin.storedCard, issuer, { drawQr: false });
        ready.push({ id, body, idempotencyKey, origin, instrument });
      } catch (error) {
        refused.set(idempotencyKey, error);
      }
    },
  );

  const stored = await storeCharges(ctx.db, sellerId, now, ready);
  // Not stored by us: a concurrent run stored that key first (or that cycle under another key).
  const storedKeys = new Set(stored.map((row) => row.idempotencyKey!));
  const raced = ready.filter((item) => !storedKeys.has(item.idempotencyKey!));
  if (raced.length > 0) {
    for (const key of await keysHeld(
      ctx,
      sellerId,
      raced.map((item) => item.idempotencyKey!),
    ))
      held.add(key);
  }
  for (const key of storedKeys) held.add(key);

  const dueCards = stored.filter((row) => row.paymentMethod === 'CREDIT_CARD' && row.expirationDate <= today);
  await eachLimited(dueCards, ACQUIRER_CONCURRENCY, async (row) => {
    await attemptCard(ctx, sellerId, row.id).catch((error: unknown) => {
      // A due-card run that claimed the attempt first settles it; any other failure is settled by
      // reconciliation or retried by the subscription's retry schedule: the charge stands either way.
      if (!(error instanceof AppError) || error.statusCode !== 409)
        ctx.log.warn({ err: error, chargeId: row.id }, 'card attempt of a new charge failed');
    });
  });
  return { held, created: storedKeys, refused };
}
