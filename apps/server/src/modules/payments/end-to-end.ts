import { createHash } from 'node:crypto';

/** The institution that sends our sellers' Pix (the sandbox bank's ISPB; a real bank's own in production). */
export const PAYER_ISPB = '13935893';

/**
 * A Pix end-to-end id (BCB's format: 'E', the payer's ISPB, yyyyMMddHHmm in UTC, 11 characters of
 * ours): derived from the payment id, so computing it again for the same payment gives the same id.
 */
export function endToEndIdFor(paymentId: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace(/\D/g, '');
  const ours = createHash('sha256').update(paymentId).digest('hex').slice(0, 11).toUpperCase();
  return `E${PAYER_ISPB}${stamp}${ours}`;
}
