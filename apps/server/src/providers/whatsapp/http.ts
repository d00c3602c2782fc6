import { z } from 'zod';
import {
  WHATSAPP_TIMEOUT_MS,
  WhatsAppUnavailableError,
  type WhatsApp,
  type WhatsAppAnswer,
  type WhatsAppMessage,
} from './port.js';

export interface WhatsAppHttpOptions {
  /** The Graph API base ('https://graph.facebook.com/v21.0') or a compatible gateway. */
  baseUrl: string;
  phoneNumberId: string;
  token: string;
}

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const errorSchema = z.object({ error: z.object({ code: z.union([z.number(), z.string()]) }) });

/**
 * The WhatsApp Business Cloud API: POST {base}/{phone-number-id}/messages with a text message. Our
 * reference travels as `biz_opaque_callback_data`, which the provider echoes in its status webhooks;
 * the API cannot be asked about a message by it, so a lost answer stays UNKNOWN (not sent again: a
 * second reminder to a buyer is worse than an unconfirmed one). A 4xx is a refusal for good; a 5xx,
 * a timeout or a broken connection leave the outcome unknown. The token never leaves this class.
 */
export class HttpWhatsApp implements WhatsApp {
  readonly kind = 'http' as const;
  private readonly url: string;

  constructor(private readonly options: WhatsAppHttpOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  }

  async send(message: WhatsAppMessage): Promise<WhatsAppAnswer> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
        // Past the caller's timeout the request is abandoned, not left open.
        signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS * 2),
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'text',
          text: { preview_url: true, body: message.text },
          biz_opaque_callback_data: message.reference,
        }),
      });
    } catch {
      throw new WhatsAppUnavailableError('NETWORK');
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const sent = sentSchema.safeParse(body);
      if (!sent.success) throw new WhatsAppUnavailableError('SERVER');
      return { outcome: 'SENT', messageId: sent.data.messages[0]?.id ?? '' };
    }
    if (response.status >= 500 || response.status === 429) throw new WhatsAppUnavailableError('SERVER');
    const refused = errorSchema.safeParse(body);
    return { outcome: 'REJECTED', code: refused.success ? String(refused.data.error.code) : `HTTP_${response.status}` };
  }

  lookup(): Promise<{ state: 'UNKNOWN' }> {
    return Promise.resolve({ state: 'UNKNOWN' });
  }
}
