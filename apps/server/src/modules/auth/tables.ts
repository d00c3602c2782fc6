import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.js';
import { users } from '../users/tables.js';

/** One family per sign-in; every rotation of its refresh token stays in it. */
export const refreshFamilies = pgTable(
  'refresh_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', {
      enum: ['LOGOUT', 'REUSE', 'PASSWORD_RESET', 'OPERATOR', 'ACCESS_CHANGED', 'TWO_FACTOR_CHANGED'],
    }),
  },
  (table) => [index('refresh_families_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshFamilies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/**
 * The single-use links that set a password: a reset (1 hour) or an invitation (7 days, and who sent
 * it, as the invitation page names them). Only the token's SHA-256 is kept.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['RESET', 'INVITATION'] })
      .notNull()
      .default('RESET'),
    /** The inviting user's name or e-mail when the link was sent (they may be gone since). */
    invitedBy: text('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Fixed-window counters for sign-in throttling, shared by every API process. */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * One-time recovery codes of a user's two-factor (given once when it is turned on): only an HMAC of
 * each is kept (recovery-codes.ts); `used_at` is set once, by a compare-and-set, when one signs in.
 */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [unique('user_recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);
