import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  NOTICE_CHANNELS,
  NOTICE_DELIVERY_STATUSES,
  type NoticeChannel,
  type NoticeDeliveryStatus,
} from '@cofre/contract';
import { charges } from '../charges/tables.js';
import { sellers } from '../sellers/tables.js';

/** The identification and master switch of a seller's billing notices; no row: the seller's own name and e-mail, all on. */
export const noticeSettings = pgTable('notice_settings', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** A hidden copy (Cco) of every e-mail notice goes here. */
  hiddenEmail: text('hidden_email'),
  activeAll: boolean('active_all').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A switch the seller changed (by its code: type, or type + '_WHATSAPP'); untouched ones keep the default. */
export const noticeSwitches = pgTable(
  'notice_switches',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    code: text('code').notNull(),
    active: boolean('active').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.code] })],
);

const statusList = NOTICE_DELIVERY_STATUSES.map((status) => `'${status}'`).join(', ');
const channelList = NOTICE_CHANNELS.map((channel) => `'${channel}'`).join(', ');

/**
 * One notice to one buyer by one channel, written before anything is sent: the unique key makes each
 * (charge, type, channel) happen once, across runs, restarts and workers (docs/settings.md).
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    channel: text('channel').$type<NoticeChannel>().notNull(),
    status: text('status').$type<NoticeDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker took a WhatsApp message to send: past the lease, a crash left its outcome unknown. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The e-mail in the mail outbox that carries it. */
    outboxId: uuid('outbox_id'),
    providerMessageId: text('provider_message_id'),
    /** Why it was not sent: the provider's refusal code, NO_PHONE, PAID, SWITCHED_OFF. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('notice_deliveries_once_idx').on(table.chargeId, table.type, table.channel),
    index('notice_deliveries_seller_idx').on(table.sellerId, table.createdAt.desc(), table.id.desc()),
    index('notice_deliveries_open_idx')
      .on(table.channel, table.status, table.id)
      .where(sql`${table.status} in ('PENDING', 'SENDING', 'UNKNOWN')`),
    check('notice_deliveries_status_check', sql.raw(`status in (${statusList})`)),
    check('notice_deliveries_channel_check', sql.raw(`channel in (${channelList})`)),
  ],
);
