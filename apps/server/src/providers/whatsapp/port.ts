import { DeadlineError, withDeadline } from '../../lib/deadline.js';

/** A WhatsApp text to a buyer; `reference` is ours (the delivery's id), unique per message. */
export interface WhatsAppMessage {
  reference: string;
  sellerId: string;
  /** Country code and number, digits only ('5511987654321'). */
  to: string;
  text: string;
}

/** The provider took the message (SENT, with its id) or refused it for good (REJECTED). */
export type WhatsAppAnswer = { outcome: 'SENT'; messageId: string } | { outcome: 'REJECTED'; code: string };

/**
 * What became of a message whose answer was lost: SENT, NOT_FOUND (never received: safe to send
 * again), or UNKNOWN when the provider cannot be asked by our reference.
 */
export type WhatsAppLookup = { state: 'SENT'; messageId: string } | { state: 'NOT_FOUND' } | { state: 'UNKNOWN' };

/** No answer in time, or the connection failed: the message may or may not have gone. */
export class WhatsAppUnavailableError extends Error {
  constructor(readonly reason: 'TIMEOUT' | 'NETWORK' | 'SERVER') {
    super(`WhatsApp unavailable: ${reason}`);
    this.name = 'WhatsAppUnavailableError';
  }
}

/** Sends billing notices by WhatsApp (docs/settings.md, "Notificações"). */
export interface WhatsApp {
  readonly kind: 'sandbox' | 'http';
  /** Throws WhatsAppUnavailableError when the outcome is unknown. */
  send(message: WhatsAppMessage): Promise<WhatsAppAnswer>;
  lookup(message: Pick<WhatsAppMessage, 'reference' | 'sellerId'>): Promise<WhatsAppLookup>;
}

/** How long a send may take before its outcome is treated as unknown. */
export const WHATSAPP_TIMEOUT_MS = 5_000;

/** Bounds a provider call: past `ms`, or on any network failure, the outcome is unknown. */
export async function withWhatsAppTimeout<T>(ms: number, call: () => Promise<T>): Promise<T> {
  try {
    return await withDeadline(ms, call);
  } catch (error) {
    if (error instanceof WhatsAppUnavailableError) throw error;
    throw new WhatsAppUnavailableError(error instanceof DeadlineError ? 'TIMEOUT' : 'NETWORK');
  }
}
