import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in Standard Webhooks' form: 'whsec_' + 32 random bytes, base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Standard Webhooks' headers for one attempt. During a rotation's overlap both secrets sign
 * ('v1,<new> v1,<old>'), so a receiver still holding the old secret keeps verifying.
 */
export function signedHeaders(
  eventId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Cofre-Webhooks/1.0',
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(' '),
  };
}
