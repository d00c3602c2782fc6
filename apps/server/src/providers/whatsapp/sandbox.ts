import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import {
  WhatsAppUnavailableError,
  type WhatsApp,
  type WhatsAppAnswer,
  type WhatsAppLookup,
  type WhatsAppMessage,
} from './port.js';
import { sandboxWhatsAppMessages } from './tables.js';

/** How late a SLOW answer comes: past the caller's timeout. */
export const SANDBOX_WHATSAPP_SLOW_MS = 6_000;

export type WhatsAppFault = 'ANSWER_LOST' | 'REQUEST_LOST' | 'SLOW' | 'REJECTED';

/**
 * Buyer numbers whose last four digits simulate a fault (docs/sandbox.md, "WhatsApp"): …0091 the
 * answer is lost (the message went), …0092 the first request is lost (nothing went), …0093 answers
 * late, …0000 is not a WhatsApp number (rejected for good, code 131026).
 */
export function whatsAppFault(to: string): WhatsAppFault | null {
  const tail = to.slice(-4);
  if (tail === '0091') return 'ANSWER_LOST';
  if (tail === '0092') return 'REQUEST_LOST';
  if (tail === '0093') return 'SLOW';
  if (tail === '0000') return 'REJECTED';
  return null;
}

/** The sandbox WhatsApp: records every message (one per reference) and answers with a stable id. */
export class SandboxWhatsApp implements WhatsApp {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: WhatsAppMessage): Promise<WhatsAppAnswer> {
    const fault = whatsAppFault(message.to);
    if (fault === 'REJECTED') return { outcome: 'REJECTED', code: '131026' };
    const messageId = `wamid.${createHash('sha256').update(message.reference).digest('hex').slice(0, 24)}`;
    const [known] = await this.db
      .select()
      .from(sandboxWhatsAppMessages)
      .where(
        and(
          eq(sandboxWhatsAppMessages.sellerId, message.sellerId),
          eq(sandboxWhatsAppMessages.reference, message.reference),
        ),
      );
    if (known?.received) return { outcome: 'SENT', messageId: known.messageId };
    const lostOnTheWayIn = fault === 'REQUEST_LOST' && !known;
    const row = {
      reference: message.reference,
      sellerId: message.sellerId,
      to: message.to,
      text: message.text,
      messageId,
      received: !lostOnTheWayIn,
      createdAt: this.clock.now(),
    };
    await this.db
      .insert(sandboxWhatsAppMessages)
      .values(row)
      .onConflictDoUpdate({ target: sandboxWhatsAppMessages.reference, set: { received: row.received } });
    if (lostOnTheWayIn || fault === 'ANSWER_LOST') throw new WhatsAppUnavailableError('TIMEOUT');
    if (fault === 'SLOW') await sleep(SANDBOX_WHATSAPP_SLOW_MS);
    return { outcome: 'SENT', messageId };
  }

  async lookup(message: Pick<WhatsAppMessage, 'reference' | 'sellerId'>): Promise<WhatsAppLookup> {
    const [known] = await this.db
      .select()
      .from(sandboxWhatsAppMessages)
      .where(
        and(
          eq(sandboxWhatsAppMessages.sellerId, message.sellerId),
          eq(sandboxWhatsAppMessages.reference, message.reference),
        ),
      );
    return known?.received ? { state: 'SENT', messageId: known.messageId } : { state: 'NOT_FOUND' };
  }
}
