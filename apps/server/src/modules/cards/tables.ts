import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CARD_TYPES, LIFECYCLES, type CardStatus, type CardType } from '@cofre/contract';
import { inValues, money, NO_CENTS, statusCheck } from '../../db/columns.js';
import { sellers } from '../sellers/index.js';
import { users } from '../users/index.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A corporate virtual card (docs/cards.md). Written PENDING before the issuer is asked (our id is the
 * issuer's reference), its number and CVV sealed with the card data key the moment they arrive
 * (`key_id` names that key); every status move through `transition()` and its history.
 */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    status: text('status').$type<CardStatus>().notNull(),
    type: text('type').$type<CardType>().notNull(),
    name: text('name').notNull(),
    /** LIMIT_BALANCE only: what the card may spend per month (São Paulo). */
    limit: money('limit_cents'),
    issuerCardId: text('issuer_card_id'),
    last4: text('last4'),
    /** MM/YYYY. */
    expiry: text('expiry'),
    panSealed: text('pan_sealed'),
    cvvSealed: text('cvv_sealed'),
    keyId: text('key_id'),
    failureReason: text('failure_reason'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull(),
    /** When the issuer was last asked (the poll job asks again past the lease). */
    checkedAt: at('checked_at').notNull(),
    canceledAt: at('canceled_at'),
    /**
     * What the card spent (approved, not reversed) in the São Paulo month `spent_month`: kept by the
     * decisions and reversals under the card's lock, so a decision reads it instead of summing the
     * month's purchases. Another month on the row means nothing spent yet in this one.
     */
    spent: money('spent_cents').notNull().default(NO_CENTS),
    spentMonth: date('spent_month'),
  },
  (table) => [
    statusCheck('cards_status_check', table.status, LIFECYCLES.card.statuses),
    check('cards_type_check', sql`${table.type} in (${inValues(CARD_TYPES)})`),
    // A fixed-limit card has a positive limit; a free-balance card none.
    check(
      'cards_limit_check',
      sql`(${table.type} = 'LIMIT_BALANCE') = (${table.limit} is not null) and (${table.limit} is null or ${table.limit} > 0)`,
    ),
    // A card that spends has its number, sealed, and the key that sealed it.
    check(
      'cards_sealed_check',
      sql`${table.status} not in ('ACTIVE', 'BLOCKED') or (${table.panSealed} is not null and ${table.cvvSealed} is not null and ${table.keyId} is not null and ${table.last4} is not null)`,
    ),
    check('cards_spent_check', sql`${table.spent} >= 0`),
    index('cards_seller_idx').on(table.sellerId, table.createdAt),
    index('cards_pending_idx')
      .on(table.checkedAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/**
 * Each authorisation the issuer asked us to decide, approved or not (the 'Extrato'), and its reversal.
 * The issuer's authorisation id is unique: the issuer asking again gets the same decision, never a
 * second debit. `month` is the first day of its São Paulo month: a card's window sums by it.
 */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    issuerAuthorizationId: text('issuer_authorization_id').notNull(),
    merchantName: text('merchant_name').notNull(),
    mcc: text('mcc').notNull(),
    amount: money('amount_cents').notNull(),
    approved: boolean('approved').notNull(),
    reversed: boolean('reversed').notNull().default(false),
    declineReason: text('decline_reason'),
    month: date('month').notNull(),
    /** The CARD_PURCHASE entry of an approved one, and the CARD_PURCHASE_REVERSED entry of its reversal. */
    entryId: uuid('entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    createdAt: at('created_at').notNull(),
    reversedAt: at('reversed_at'),
  },
  (table) => [
    uniqueIndex('card_transactions_authorization_uq').on(table.issuerAuthorizationId),
    check('card_transactions_amount_check', sql`${table.amount} > 0`),
    // Money moved exactly when approved; a reversal only of an approved one, with its entry.
    check(
      'card_transactions_entry_check',
      sql`${table.approved} = (${table.entryId} is not null) and (not ${table.approved} or ${table.declineReason} is null)`,
    ),
    check(
      'card_transactions_reversal_check',
      sql`${table.reversed} = (${table.reversalEntryId} is not null) and (not ${table.reversed} or ${table.approved})`,
    ),
    index('card_transactions_card_idx').on(table.cardId, table.createdAt),
    index('card_transactions_window_idx')
      .on(table.cardId, table.month)
      .where(sql`${table.approved} and not ${table.reversed}`),
  ],
);
