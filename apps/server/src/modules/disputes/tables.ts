import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIFECYCLES } from '@cofre/contract';
import { bytea, money, statusCheck } from '../../db/columns.js';
import { charges } from '../charges/tables.js';
import { sellers } from '../sellers/tables.js';

/** A card-network dispute of a paid charge; at most one per charge. */
export const chargeDisputes = pgTable(
  'charge_disputes',
  {
    chargeId: uuid('charge_id')
      .primaryKey()
      .references(() => charges.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    status: text('status').$type<'OPEN' | 'WON' | 'LOST'>().notNull(),
    reasonCode: text('reason_code').notNull(),
    /** Centavos held from the seller while open. */
    amount: money('amount_cents').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    deadline: date('deadline').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the seller sent the evidence ('Enviar documentos'); the sandbox network decides after it. */
    evidenceSubmittedAt: timestamp('evidence_submitted_at', { withTimezone: true }),
  },
  (table) => [statusCheck('charge_disputes_status_check', table.status, LIFECYCLES.dispute.statuses)],
);

/** A file the seller uploaded to contest a dispute: PDF, JPG or PNG, at most 5 MB (checked by content). */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => chargeDisputes.chargeId),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('dispute_evidence_charge_idx').on(table.chargeId, table.uploadedAt),
    check('dispute_evidence_size_check', sql`${table.size} > 0 and ${table.size} <= 5242880`),
  ],
);
