import { and, eq, lt } from 'drizzle-orm';
import { LIFECYCLES } from '@cofre/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { transition } from '../lifecycle/index.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { MailSender } from '../../providers/mail/port.js';
import type { MailContent } from './templates.js';
import { mailOutbox, type StoredAttachment } from './tables.js';
import { theRow } from '../../lib/rows.js';

export const MAIL_SEND_JOB = 'mail.send';

/** A message to write to the outbox; the sender name, reply-to and hidden copy are a billing notice's. */
export type OutgoingMail = MailContent & {
  to: string;
  attachments?: StoredAttachment[];
  fromName?: string | null;
  replyTo?: string | null;
  bcc?: string | null;
};

/** 'Cofre <nao-responda@cofre.dev>' → 'nao-responda@cofre.dev'. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;
export const MAIL_SWEEP_JOB = 'mail.sweep';
/** Deliveries of one message before it is marked FAILED: the first try and the job's retries. */
export const MAIL_MAX_ATTEMPTS = 6;

/**
 * Outbox: a message is stored, then a job delivers it. If the job cannot be queued (or a worker
 * dies), the periodic sweep sends whatever is still pending.
 */
export class MailService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly sender: MailSender,
    private readonly from: string,
  ) {}

  /**
   * Many messages written in `tx` with their delivery jobs: committed together or not at all (the
   * billing notices' outbox, docs/settings.md). Returns their ids in order.
   */
  async queueMany(tx: DbOrTx, messages: OutgoingMail[]): Promise<string[]> {
    if (messages.length === 0) return [];
    const now = this.clock.now();
    const rows = await tx
      .insert(mailOutbox)
      .values(messages.map((message) => ({ ...message, createdAt: now })))
      .returning({ id: mailOutbox.id });
    await this.jobs.sendMany(
      MAIL_SEND_JOB,
      rows.map((row) => ({ id: row.id })),
      tx,
    );
    return rows.map((row) => row.id);
  }

  /** Closes the sender's open connection (the server is stopping). */
  async close(): Promise<void> {
    await this.sender.close?.();
  }

  async queue(message: OutgoingMail): Promise<string> {
    const row = theRow(
      await this.db
        .insert(mailOutbox)
        .values({ ...message, createdAt: this.clock.now() })
        .returning({ id: mailOutbox.id }),
      'the queued message',
    );
    await this.jobs.send(MAIL_SEND_JOB, { id: row.id });
    return row.id;
  }

  /** Job handler. Bodies are erased once delivered: a reset link must not linger in the database. */
  async deliver(id: string): Promise<void> {
    const [message] = await this.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'PENDING')));
    if (!message) return;
    try {
      await this.sender.send({
        from: message.fromName ? { name: message.fromName, address: addressOf(this.from) } : this.from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        bcc: message.bcc ?? undefined,
        subject: message.subject,
        text: message.text ?? '',
        html: message.html ?? undefined,
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content, 'base64'),
        })),
      });
      await transition(this.db, mailOutbox, LIFECYCLES.mail, {
        where: eq(mailOutbox.id, id),
        from: 'PENDING',
        to: 'SENT',
        set: { sentAt: this.clock.now(), text: null, html: null, attachments: null, attempts: message.attempts + 1 },
      });
    } catch (error) {
      const attempts = message.attempts + 1;
      await transition(this.db, mailOutbox, LIFECYCLES.mail, {
        where: eq(mailOutbox.id, id),
        from: 'PENDING',
        to: attempts >= MAIL_MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
        set: { attempts, lastError: String((error as Error).message).slice(0, 500) },
      });
      throw error;
    }
  }

  /**
   * Messages never attempted a minute after they were written: their job was lost. Messages with
   * attempts belong to pg-boss's retries; queueing them again would send them twice.
   */
  async sweep(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - 60_000);
    const pending = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), eq(mailOutbox.attempts, 0), lt(mailOutbox.createdAt, cutoff)))
      .limit(100);
    for (const { id } of pending) await this.jobs.send(MAIL_SEND_JOB, { id });
  }
}
