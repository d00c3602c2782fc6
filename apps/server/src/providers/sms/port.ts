/**
 * Text messages to a phone (the code that confirms a phone Pix key). The sandbox keeps them for a
 * person to read (the outbox folder and the sandbox page); no SMS text or phone number ever goes to
 * a log line (it carries a code), and there is no sandbox SMS in production.
 */
export interface SmsMessage {
  /** Our reference (the Pix key's id): one message per reference and purpose. */
  reference: string;
  /** E.164: +55 and digits. */
  to: string;
  text: string;
}

export interface Sms {
  readonly kind: 'sandbox' | 'unavailable';
  send(message: SmsMessage): Promise<void>;
  /** Sandbox only: the messages sent under these references, newest first (the newest `limit` when given). */
  sentTo?(references: readonly string[], limit?: number): Promise<Array<SmsMessage & { sentAt: Date }>>;
}

/** No SMS provider here (production without one): phone keys answer that SMS is unavailable. */
export class SmsUnavailableError extends Error {
  constructor() {
    super('SMS unavailable');
    this.name = 'SmsUnavailableError';
  }
}
