import { desc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { outboxDir, outboxFileName, writeOutboxFile } from '../mail/outbox-files.js';
import { SmsUnavailableError, type Sms, type SmsMessage } from './port.js';
import { sandboxSmsMessages } from './tables.js';

export type * from './port.js';
export { SmsUnavailableError } from './port.js';

/** Where the sandbox SMS writes its files (the e-mails' outbox) and the one line it logs per file. */
export interface SmsOutbox {
  dir: string;
  log: FastifyBaseLogger;
}

/** The sandbox's SMS as a person reads it in the outbox folder: to, when, then the text. */
export const smsFileText = (message: SmsMessage, sentAt: Date) =>
  `To: ${message.to}\nSent at: ${sentAt.toISOString()}\n\n${message.text}\n`;

/**
 * The sandbox SMS gateway: each message is written as a `.sms.txt` file beside the demo's e-mails
 * (`DATA_DIR/outbox`, one log line naming the file and nothing of the message, as the e-mails) and
 * kept in `sandbox_sms_messages` for the sandbox page and the key dialog.
 */
export class SandboxSms implements Sms {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: SmsOutbox,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const sentAt = this.clock.now();
    // The file first: a message that could not be 'delivered' is not recorded as sent either.
    const shown = await writeOutboxFile(
      this.outbox.dir,
      outboxFileName(sentAt, '.sms.txt'),
      smsFileText(message, sentAt),
    );
    this.outbox.log.info({ file: shown }, `SMS gravado em ${shown}`);
    await this.db.insert(sandboxSmsMessages).values({ ...message, sentAt });
  }

  async sentTo(references: readonly string[], limit?: number) {
    if (references.length === 0) return [];
    const query = this.db
      .select({
        reference: sandboxSmsMessages.reference,
        to: sandboxSmsMessages.to,
        text: sandboxSmsMessages.text,
        sentAt: sandboxSmsMessages.sentAt,
      })
      .from(sandboxSmsMessages)
      .where(inArray(sandboxSmsMessages.reference, [...references]))
      .orderBy(desc(sandboxSmsMessages.sentAt), desc(sandboxSmsMessages.id));
    return limit === undefined ? query : query.limit(limit);
  }
}

const unavailable: Sms = {
  kind: 'unavailable',
  send: () => Promise.reject(new SmsUnavailableError()),
};

/**
 * Whether this server keeps SMS in the sandbox: SANDBOX on and never with NODE_ENV=production, even
 * when SANDBOX=true turns the other sandbox controls on there (a code kept where a person can read
 * it must not exist in production). Also decides whether `GET /api/sandbox/sms` exists.
 */
export const sandboxSmsOn = (config: Pick<Config, 'sandbox' | 'nodeEnv'>): boolean =>
  config.sandbox && config.nodeEnv !== 'production';

/**
 * The sandbox where `sandboxSmsOn`; elsewhere no gateway is configured yet, and a phone key is
 * refused with 'SMS unavailable' (BNK-015) rather than have its code kept where nobody should read it.
 */
export function createSms(
  config: Pick<Config, 'sandbox' | 'nodeEnv' | 'dataDir'>,
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
): Sms {
  return sandboxSmsOn(config) ? new SandboxSms(db, clock, { dir: outboxDir(config.dataDir), log }) : unavailable;
}
