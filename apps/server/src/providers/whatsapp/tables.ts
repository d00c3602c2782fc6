import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox WhatsApp's own memory (not ours): every message it received, by our reference, so a
 * repeated reference is the same message and a lost answer can be looked up. The seller reads it as
 * the sandbox message log ('Mensagens enviadas' on the notifications screen).
 */
export const sandboxWhatsAppMessages = pgTable('sandbox_whatsapp_messages', {
  reference: text('reference').primaryKey(),
  sellerId: uuid('seller_id').notNull(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  messageId: text('message_id').notNull(),
  /** False for a request the sandbox 'lost on the way in': not delivered, not found by lookup. */
  received: boolean('received').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
