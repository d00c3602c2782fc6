import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';
import type { PixIssued, PixRequest } from './port.js';

/** EMV fields are ASCII: accents go, and the name and city are cut to the lengths the BR Code allows. */
function emvText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .toUpperCase()
    .slice(0, max);
}

/** A static BR Code with the amount and the charge as its transaction id (≤ 25 alphanumerics). */
export function issuePix(request: PixRequest): PixIssued {
  const txid = request.reference
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 25);
  const pix = createStaticPix({
    merchantName: emvText(request.merchantName, 25),
    merchantCity: emvText(request.merchantCity, 15),
    pixKey: request.pixKey,
    txid,
    transactionAmount: request.amount / 100,
  });
  if (hasError(pix)) throw new Error('Invalid Pix request');
  return { copyPaste: pix.toBRCode(), txid };
}

export function pixQrCode(copyPaste: string): Promise<string> {
  return QRCode.toDataURL(copyPaste, { type: 'image/png', margin: 1, width: 280, errorCorrectionLevel: 'M' });
}
