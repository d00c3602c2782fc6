import { createStaticPix, hasError } from 'pix-utils';
import { qrPngDataUrl } from './qr-png.js';
import type { PixIssued, PixRequest } from './port.js';

/**
 * EMV text fields are ASCII: accents go (São → SAO), other symbols go, spaces collapse, and the
 * value is cut to what the BR Code allows (name 25, city 15). Upper case, as banks show them.
 */
export function emvText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** The charge id as a BR Code transaction id: alphanumerics only, upper case, at most 25. */
export function pixTxid(reference: string): string {
  const txid = reference
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 25);
  if (!txid) throw new RangeError('Pix reference has no alphanumerics');
  return txid;
}

/** A static BR Code with the amount and the charge as its transaction id (CRC-16 computed by pix-utils). */
export function issuePix(request: PixRequest): PixIssued {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new RangeError('Pix amount out of range');
  const txid = pixTxid(request.reference);
  const pix = createStaticPix({
    merchantName: emvText(request.merchantName, 25),
    merchantCity: emvText(request.merchantCity, 15),
    pixKey: request.pixKey,
    txid,
    transactionAmount: request.amount / 100,
  });
  // The message names the field at fault; it carries no key or amount.
  if (hasError(pix)) throw new Error(`Invalid Pix request: ${pix.message}`);
  return { copyPaste: pix.toBRCode(), txid };
}

/**
 * The mask of every Pix QR (ISO 18004's pattern 0, the checkerboard, which breaks up long runs and
 * blocks as the penalty rules want): drawn on every Pix charge created, so the search is skipped.
 */
export const PIX_QR_MASK = 0;

/** The BR Code as a PNG data URL, sized for a checkout screen. */
export function pixQrCode(copyPaste: string): Promise<string> {
  return Promise.resolve(qrPngDataUrl(copyPaste, { width: 280, margin: 1, maskPattern: PIX_QR_MASK }));
}
