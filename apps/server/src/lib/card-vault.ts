import { createHash } from 'node:crypto';
import type { Secrets } from './secrets.js';
import { decrypt, encrypt } from './crypto.js';

/** A key's id: the first 16 hex characters of its SHA-256 (names the key, reveals nothing of it). */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/**
 * Card numbers and CVVs at rest (docs/cards.md, "The card number"): AES-256-GCM with the card data
 * key, each row naming the key that sealed it, so a new key (CARD_DATA_KEY) seals from now on while
 * the previous ones (CARD_DATA_PREVIOUS_KEYS) still open the older rows.
 */
export function sealCardData(
  secrets: Pick<Secrets, 'cardDataKey'>,
  plaintext: string,
): { sealed: string; keyId: string } {
  return { sealed: encrypt(secrets.cardDataKey, plaintext), keyId: keyIdOf(secrets.cardDataKey) };
}

export class CardKeyMissingError extends Error {}

export function openCardData(
  secrets: Pick<Secrets, 'cardDataKey' | 'previousCardDataKeys'>,
  sealed: string,
  keyId: string,
): string {
  const key = [secrets.cardDataKey, ...secrets.previousCardDataKeys].find((candidate) => keyIdOf(candidate) === keyId);
  // The key id only, never the data: the row's key is not loaded (a rotation dropped it too early).
  if (!key) throw new CardKeyMissingError(`card data sealed with key ${keyId}, which is not loaded`);
  return decrypt(key, sealed);
}
