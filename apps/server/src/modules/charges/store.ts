import { sql } from 'drizzle-orm';
import { searchableText, type ChargeCreate, type SplitShareInput } from '@cofre/contract';
import type { Tx } from '../../db/client.js';
import type { ChargeInstrument, StoredCard } from './instrument.js';
import { eventsInsert } from '../events/record.js';
import { chargeEvent } from './integration-events.js';
import { countUpsert, type ChargeRecord } from './queries.js';
import { chargeCustomers, charges, chargeTitles } from './tables.js';

/** Where a charge comes from besides a request: a subscription's cycle, billed to its stored card. */
export interface ChargeOrigin {
  subscription?: { id: string; cycle: number };
  /** The acquirer token of a card kept by a subscription: no card data is sent again. */
  storedCard?: StoredCard;
  /** A split link's shares, copied onto the charge in its own transaction (charge_split_shares). */
  split?: readonly SplitShareInput[];
}

/** A charge ready to be stored: the acquirer has issued its instrument. */
export interface NewCharge {
  id: string;
  body: ChargeCreate;
  idempotencyKey: string | null;
  origin: ChargeOrigin;
  instrument: ChargeInstrument;
}

/** How many of each key a set of rows adds, in key order (so two transactions lock them in one order). */
function tally<T>(rows: T[], keyOf: (row: T) => string): Array<[T, number]> {
  const counted = new Map<string, [T, number]>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = counted.get(key);
    counted.set(key, seen ? [seen[0], seen[1] + 1] : [row, 1]);
  }
  return [...counted.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
}

/**
 * The one place new charges are written: SCHEDULED rows, the tab counter, and the customer and title
 * search tables, in the caller's transaction. A row whose idempotency key, or subscription cycle,
 * already holds a charge is skipped (a retry or a concurrent run made it); the stored rows are returned.
 * Many rows go in one statement each: the billing engine stores a batch of cycles at once.
 */
export async function storeCharges(tx: Tx, sellerId: string, now: Date, items: NewCharge[]): Promise<ChargeRecord[]> {
  if (items.length === 0) return [];
  const values = items.map(({ id, body, idempotencyKey, origin, instrument }) => ({
    id,
    sellerId,
    title: body.title,
    description: body.description ?? null,
    value: body.value,
    installments: body.installments,
    paymentMethod: body.paymentMethod,
    status: 'SCHEDULED' as const,
    expirationDate: body.expirationDate,
    customerName: body.customer.name,
    customerDocument: body.customer.document,
    customerEmail: body.customer.email,
    customerPhone: body.customer.phone,
    customerCountryCode: body.customer.countryCode,
    nameSearch: searchableText(body.customer.name),
    titleSearch: searchableText(body.title),
    paymentLinkId: body.paymentLinkId ?? null,
    subscriptionId: origin.subscription?.id ?? null,
    subscriptionCycle: origin.subscription?.cycle ?? null,
    idempotencyKey,
    createdAt: now,
    updatedAt: now,
    ...instrument,
  }));
  // Key order: two concurrent runs wait on each other's unique entries in one order, never in a cycle.
  values.sort((a, b) => ((a.idempotencyKey ?? a.id) < (b.idempotencyKey ?? b.id) ? -1 : 1));
  const inserted = await tx.insert(charges).values(values).onConflictDoNothing().returning();
  if (inserted.length === 0) return [];
  const customers = tally(inserted, (row) => `${row.customerDocument}\u0000${row.nameSearch}`);
  const customersUpsert = tx
    .insert(chargeCustomers)
    .values(
      customers.map(([row, count]) => ({
        sellerId,
        document: row.customerDocument,
        nameSearch: row.nameSearch,
        charges: count,
      })),
    )
    .onConflictDoUpdate({
      target: [chargeCustomers.sellerId, chargeCustomers.document, chargeCustomers.nameSearch],
      set: { charges: sql`${chargeCustomers.charges} + excluded.charges` },
    });
  const titles = tally(inserted, (row) => row.titleSearch);
  const titlesUpsert = tx
    .insert(chargeTitles)
    .values(titles.map(([row, count]) => ({ sellerId, titleSearch: row.titleSearch, charges: count })))
    .onConflictDoUpdate({
      target: [chargeTitles.sellerId, chargeTitles.titleSearch],
      set: { charges: sql`${chargeTitles.charges} + excluded.charges` },
    });
  const events = eventsInsert(
    tx,
    inserted.map((row) => chargeEvent(row, 'charge.created', now)),
  );
  // The search tables, the tab counter and the events in one statement: one round trip, and the
  // seller's hot counter rows are held from here to the commit only. Every transaction writes them
  // through this same statement, so they are always locked in one order.
  await tx.execute(
    sql`with customers as (${customersUpsert.getSQL()}), titles as (${titlesUpsert.getSQL()}), counts as (${countUpsert(tx, sellerId, 'SCHEDULED', inserted.length).getSQL()}) ${events.getSQL()}`,
  );
  return inserted;
}
