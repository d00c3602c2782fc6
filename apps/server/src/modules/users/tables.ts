import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIFECYCLES } from '@cofre/contract';
import { statusCheck } from '../../db/columns.js';
import { sellers } from '../sellers/tables.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** Stored lower-cased; unique across the platform (an e-mail signs into one seller). */
    email: text('email').notNull().unique(),
    name: text('name'),
    passwordHash: text('password_hash'),
    profile: text('profile', { enum: ['ADMIN', 'MANAGER', 'FINANCE', 'SUPERVISOR', 'SALE'] }).notNull(),
    /** Operator-granted roles beyond the profile (e.g. SELLER_MASTER for provider staff). */
    extraRoles: text('extra_roles').array().notNull().default([]),
    status: text('status', { enum: ['CREATED', 'ACTIVE', 'INACTIVE', 'BLOCKED'] })
      .notNull()
      .default('ACTIVE'),
    /** TOTP seed, AES-256-GCM sealed; null when two-factor is off. */
    totpSecretEnc: text('totp_secret_enc'),
    /**
     * A TOTP seed being set up ('Segurança'), AES-256-GCM sealed: it becomes totp_secret_enc once a
     * code of it is confirmed; generating again replaces it.
     */
    totpPendingEnc: text('totp_pending_enc'),
    /** Last accepted TOTP time step: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_seller_idx').on(table.sellerId),
    statusCheck('users_status_check', table.status, LIFECYCLES.user.statuses),
  ],
);
