import { is, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { searchableText, type ChargeCreate, type SplitShareInput, cents } from '@cofre/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import type { ChargeInstrument, StoredCard } from './instrument.js';
import { type IntegrationEvent, integrationEvents } from '../events/index.js';
import { chargeEvent, createdChargeRow } from './integration-events.js';
import type { ChargeRecord } from './queries.js';
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

/**
 * The one place new charges are written: SCHEDULED rows, the customer and title search tables and
 * the `charge.created` events, as ONE statement (data-modifying CTEs over the inserted rows). A row
 * whose idempotency key, or subscription cycle, already holds a charge is skipped (a retry or a
 * concurrent run made it); the stored rows are returned. The charges trigger moves the tab counters
 * and the dashboard's rollups at the end of the same statement (migration 0025).
 *
 * One statement because the seller's counter and rollup rows are hot: every creation of the seller
 * updates them, and a creation holds them until it commits. Outside a transaction the statement
 * commits by itself, so they are held for the statement and its commit only, never across a round
 * trip to the application (four of them before: begin, insert, search rows, commit). Many rows go in
 * the one statement: the billing engine stores a batch of cycles at once.
 */
export async function storeCharges(
  db: DbOrTx,
  sellerId: string,
  now: Date,
  items: NewCharge[],
): Promise<ChargeRecord[]> {
  if (items.length === 0) return [];
  const values = items.map(({ id, body, idempotencyKey, origin, instrument }) => ({
    id,
    sellerId,
    title: body.title,
    description: body.description ?? null,
    value: cents(body.value),
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
  // Each charge's event, kept only if its row went in (a skipped retry has no new event).
  const events = JSON.stringify(
    values.map((row) => eventRecord(chargeEvent(createdChargeRow(row), 'charge.created', now))),
  );
  const [single] = values;
  if (values.length > 1 || !single || is(db, PgTransaction)) {
    return storeStatement(db, values, sql`${events}`, sql`${now}`);
  }
  // One charge outside a transaction (every request that creates one): the statement is built once
  // for each set of columns (a Pix, a boleto, a card…) and then only run with its values. Drizzle
  // otherwise walks the whole statement's tree on every call, a tenth of a creation's CPU.
  // A column left undefined takes its default in the built statement; a placeholder would send null.
  const columns = Object.keys(single).filter((key) => single[key as keyof typeof single] !== undefined);
  const shape = columns.sort().join(',');
  const prepared = preparedStores(db as Db);
  let statement = prepared.get(shape);
  if (!statement) {
    const row = Object.fromEntries(columns.map((key) => [key, sql.placeholder(key)]));
    statement = storeStatement(
      db,
      [row as unknown as typeof single],
      sql.placeholder('events'),
      sql.placeholder('now'),
    ).prepare(`store_charge_${prepared.size + 1}`);
    prepared.set(shape, statement);
  }
  return statement.execute({ ...single, events, now });
}

/** The single-charge statements of a database handle, by their set of columns. */
const preparedStores = builtOnce(() => new Map<string, PreparedStore>());
type PreparedStore = ReturnType<ReturnType<typeof storeStatement>['prepare']>;
type ChargeInsert = typeof charges.$inferInsert;

/** The statement of storeCharges: `events` is the JSON of the charges' events, `now` their time. */
function storeStatement(db: DbOrTx, values: ChargeInsert[], events: SQL | Placeholder, now: SQL | Placeholder) {
  const inserted = db.$with('inserted').as(db.insert(charges).values(values).onConflictDoNothing().returning());
  // The search rows in key order, so two creations of the seller lock them in one order.
  const customers = db.$with('customers', {}).as(
    sql`insert into ${chargeCustomers} as c (seller_id, document, name_search, charges)
      select seller_id, customer_document, name_search, count(*)::int from inserted
      group by seller_id, customer_document, name_search
      order by customer_document collate "C", name_search collate "C"
      on conflict (seller_id, document, name_search) do update set charges = c.charges + excluded.charges`,
  );
  const titles = db.$with('titles', {}).as(
    sql`insert into ${chargeTitles} as t (seller_id, title_search, charges)
      select seller_id, title_search, count(*)::int from inserted
      group by seller_id, title_search
      order by title_search collate "C"
      on conflict (seller_id, title_search) do update set charges = t.charges + excluded.charges`,
  );
  const eventsInsert = db.$with('events', {}).as(
    sql`insert into ${integrationEvents} (seller_id, type, domain, object_id, data, created_at)
      select e.seller_id, e.type, e.domain, e.object_id, e.data, ${now}::timestamptz
      from jsonb_to_recordset(${events}::jsonb)
        as e(seller_id uuid, type text, domain text, object_id uuid, data jsonb)
      where e.object_id in (select id from inserted)`,
  );
  return db.with(inserted, customers, titles, eventsInsert).select().from(inserted);
}

/** The columns of a charge's event, as the events table names them. */
function eventRecord(event: IntegrationEvent) {
  return {
    seller_id: event.sellerId,
    type: event.type,
    domain: event.domain,
    object_id: event.objectId,
    data: event.data,
  };
}
