/**
 * The Pix directory (the central bank's DICT, reached through our bank): registers and deletes the
 * keys of the seller's account. Both calls are outside our transaction: the caller records its
 * intent first (the key REGISTERING or DELETING, with its reference) and, when the answer is lost,
 * asks by the reference later. A repeated reference is the same request (never two keys).
 */
import type { AccountPixKeyType, PixKeyRefusal } from '@cofre/contract';
import type { OperationStatus } from '../acquirer/port.js';

export type { OperationStatus };

export interface KeyRegistrationRequest {
  /** Our key's id: the directory treats a repeated reference as the same registration. */
  reference: string;
  type: AccountPixKeyType;
  /** The canonical key; null for an EVP, which the directory generates. */
  key: string | null;
  /** The account the key points at, and its holder (the company's CNPJ). */
  account: { bankCode: string; agency: string; number: string; digit: string; holderDocument: string };
}

export type KeyRegistrationState =
  { status: 'REGISTERED'; key: string } | { status: 'REFUSED'; refusal: PixKeyRefusal };

export interface KeyDeletionRequest {
  /** Our deletion's reference (the key id with a suffix): a repeated one is the same deletion. */
  reference: string;
  key: string;
}

export type KeyDeletionState = { status: 'DELETED' } | { status: 'REFUSED'; refusal: PixKeyRefusal };

/** Who holds a key, as the directory answers a lookup (the payer's review shows it before paying). */
export interface KeyHolder {
  name: string;
  /** The holder's CPF or CNPJ, digits only: callers mask it before it leaves the server. */
  document: string;
  /** The holder's institution: its ISPB and name. */
  ispb: string;
  bankName: string;
}

export type KeyLookup = { found: false } | { found: true; holder: KeyHolder };

export interface PixDirectory {
  /**
   * Who holds a key (the DICT's 'consulta de vínculo'). Rate-limited by the central bank, so callers
   * cache the answer; it changes nothing, so a lost answer is simply asked again.
   */
  lookupKey(key: string): Promise<KeyLookup>;
  registerKey(request: KeyRegistrationRequest): Promise<KeyRegistrationState>;
  registration(reference: string): Promise<OperationStatus<KeyRegistrationState>>;
  deleteKey(request: KeyDeletionRequest): Promise<KeyDeletionState>;
  deletion(reference: string): Promise<OperationStatus<KeyDeletionState>>;
}
