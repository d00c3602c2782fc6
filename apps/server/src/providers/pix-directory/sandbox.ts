import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { PIX_KEY_MAX } from '@cofre/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AcquirerUnavailableError } from '../acquirer/port.js';
import { detectPixKey } from '@cofre/contract';
import { sandboxHolder } from './sandbox-holders.js';
import type {
  KeyLookup,
  KeyDeletionRequest,
  KeyDeletionState,
  KeyRegistrationRequest,
  KeyRegistrationState,
  OperationStatus,
  PixDirectory,
} from './port.js';
import { sandboxDictKeys, sandboxDictRequests } from './tables.js';

export type DictFault = 'OWNED_BY_OTHER' | 'PENDING_CLAIM' | 'ANSWER_LOST' | 'REQUEST_LOST' | 'STALLED';

/** `demorada` / 0094: the first request takes this long to arrive (a kill -9 test kills the server meanwhile). */
export const SANDBOX_DICT_STALL_MS = 30_000;

/**
 * The sandbox directory's decisions by the key (docs/sandbox.md, "Pix directory"): an e-mail whose
 * local part is, or a phone whose last four digits are, `outra-pessoa` / 0000 → owned by another
 * person; `portabilidade` / 0001 → in a pending claim; `sem-resposta` / 0091 → done, answer lost;
 * `perdida` / 0092 → the first request is lost; `demorada` / 0094 → the first request takes
 * SANDBOX_DICT_STALL_MS to arrive (received only if the caller lives that long; a retry arrives at
 * once). A key already held answers ALREADY_REGISTERED (this account) or OWNED_BY_OTHER (another),
 * and an account with 20 keys TOO_MANY_KEYS.
 */
export function dictFault(key: string | null): DictFault | null {
  if (!key) return null;
  const marker = key.includes('@') ? key.split('@')[0] : key.slice(-4);
  if (marker === 'outra-pessoa' || marker === '0000') return 'OWNED_BY_OTHER';
  if (marker === 'portabilidade' || marker === '0001') return 'PENDING_CLAIM';
  if (marker === 'sem-resposta' || marker === '0091') return 'ANSWER_LOST';
  if (marker === 'perdida' || marker === '0092') return 'REQUEST_LOST';
  if (marker === 'demorada' || marker === '0094') return 'STALLED';
  return null;
}

const accountKey = (account: KeyRegistrationRequest['account']) =>
  `${account.bankCode}/${account.agency}/${account.number}-${account.digit}`;

/** The random key the directory generates: a v4-shaped UUID derived from the reference (the same on a retry). */
function evpFor(reference: string): string {
  const hex = createHash('sha256').update(`evp:${reference}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The sandbox directory's lookup markers (docs/sandbox.md): an e-mail whose local part is, or a key
 * whose last four characters are, `nao-existe` / 0404 → no such key; `fora-do-ar` / 0503 → the
 * directory does not answer.
 */
export function lookupFault(key: string): 'NOT_FOUND' | 'UNAVAILABLE' | null {
  const marker = key.includes('@') ? key.split('@')[0] : key.slice(-4);
  if (marker === 'nao-existe' || marker === '0404') return 'NOT_FOUND';
  if (marker === 'fora-do-ar' || marker === '0503') return 'UNAVAILABLE';
  return null;
}

export class SandboxPixDirectory implements PixDirectory {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  lookupKey(key: string): Promise<KeyLookup> {
    const fault = lookupFault(key);
    if (fault === 'UNAVAILABLE') return Promise.reject(new AcquirerUnavailableError('NETWORK'));
    const detected = detectPixKey(key);
    if (fault === 'NOT_FOUND' || !detected) return Promise.resolve({ found: false });
    return Promise.resolve({ found: true, holder: sandboxHolder(detected.type, detected.key) });
  }

  private async known(reference: string) {
    const [row] = await this.db.select().from(sandboxDictRequests).where(eq(sandboxDictRequests.reference, reference));
    return row;
  }

  /** Records the answer to a reference once; a fault then loses the request or its answer. */
  private async answer<T>(reference: string, key: string | null, decide: () => Promise<T>): Promise<T> {
    const known = await this.known(reference);
    if (known?.received) return known.answer as T;
    const fault = dictFault(key);
    const now = this.clock.now();
    if (fault === 'REQUEST_LOST' && !known) {
      await this.db.insert(sandboxDictRequests).values({ reference, received: false, receivedAt: now });
      throw new AcquirerUnavailableError('NETWORK');
    }
    if (fault === 'STALLED' && !known) {
      // Slow to arrive (test/banking-crash.test.ts kills the server meanwhile): only a mark of a
      // request on its way, decided when the wait is over if the caller still lives; a retry of the
      // same reference finds the mark and arrives at once.
      await this.db
        .insert(sandboxDictRequests)
        .values({ reference, received: false, receivedAt: now })
        .onConflictDoNothing();
      await sleep(SANDBOX_DICT_STALL_MS);
    }
    const answer = await decide();
    await this.db
      .insert(sandboxDictRequests)
      .values({ reference, received: true, answer, receivedAt: now })
      .onConflictDoUpdate({ target: sandboxDictRequests.reference, set: { received: true, answer, receivedAt: now } });
    if (fault === 'ANSWER_LOST') throw new AcquirerUnavailableError('TIMEOUT');
    return answer;
  }

  registerKey(request: KeyRegistrationRequest): Promise<KeyRegistrationState> {
    return this.answer(request.reference, request.key, async (): Promise<KeyRegistrationState> => {
      const fault = dictFault(request.key);
      if (fault === 'OWNED_BY_OTHER' || fault === 'PENDING_CLAIM') return { status: 'REFUSED', refusal: fault };
      const key = request.type === 'EVP' ? evpFor(request.reference) : request.key!;
      const account = accountKey(request.account);
      const [held] = await this.db
        .select({ account: sandboxDictKeys.account })
        .from(sandboxDictKeys)
        .where(and(eq(sandboxDictKeys.key, key), isNull(sandboxDictKeys.deletedAt)));
      if (held)
        return { status: 'REFUSED', refusal: held.account === account ? 'ALREADY_REGISTERED' : 'OWNED_BY_OTHER' };
      const [{ total } = { total: 0 }] = await this.db
        .select({ total: count() })
        .from(sandboxDictKeys)
        .where(and(eq(sandboxDictKeys.account, account), isNull(sandboxDictKeys.deletedAt)));
      if (total >= PIX_KEY_MAX) return { status: 'REFUSED', refusal: 'TOO_MANY_KEYS' };
      await this.db
        .insert(sandboxDictKeys)
        .values({ key, account, reference: request.reference, registeredAt: this.clock.now() });
      return { status: 'REGISTERED', key };
    });
  }

  async registration(reference: string): Promise<OperationStatus<KeyRegistrationState>> {
    const known = await this.known(reference);
    return known?.received ? { found: true, result: known.answer as KeyRegistrationState } : { found: false };
  }

  deleteKey(request: KeyDeletionRequest): Promise<KeyDeletionState> {
    return this.answer(request.reference, request.key, async (): Promise<KeyDeletionState> => {
      await this.db
        .update(sandboxDictKeys)
        .set({ deletedAt: this.clock.now() })
        .where(and(eq(sandboxDictKeys.key, request.key), isNull(sandboxDictKeys.deletedAt)));
      return { status: 'DELETED' };
    });
  }

  async deletion(reference: string): Promise<OperationStatus<KeyDeletionState>> {
    const known = await this.known(reference);
    return known?.received ? { found: true, result: known.answer as KeyDeletionState } : { found: false };
  }
}
