import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { SmsUnavailableError, type Sms, type SmsMessage } from './port.js';
import { sandboxSmsMessages } from './tables.js';

export type * from './port.js';
export { SmsUnavailableError } from './port.js';

/** The sandbox SMS gateway: keeps every message in `sandbox_sms_messages` for the sandbox page. */
export class SandboxSms implements Sms {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.insert(sandboxSmsMessages).values({ ...message, sentAt: this.clock.now() });
  }

  async sentTo(references: readonly string[]) {
    if (references.length === 0) return [];
    return this.db
      .select({
        reference: sandboxSmsMessages.reference,
        to: sandboxSmsMessages.to,
        text: sandboxSmsMessages.text,
        sentAt: sandboxSmsMessages.sentAt,
      })
      .from(sandboxSmsMessages)
      .where(inArray(sandboxSmsMessages.reference, [...references]))
      .orderBy(desc(sandboxSmsMessages.sentAt));
  }
}

const unavailable: Sms = {
  kind: 'unavailable',
  send: () => Promise.reject(new SmsUnavailableError()),
};

/**
 * The sandbox where the sandbox is on; elsewhere no gateway is configured yet, and a phone key is
 * refused with 'SMS unavailable' rather than have its code kept where nobody should read it.
 */
export function createSms(sandbox: boolean, db: Db, clock: Clock): Sms {
  return sandbox ? new SandboxSms(db, clock) : unavailable;
}
