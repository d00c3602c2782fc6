import { formatPixKey, type AccountPixKey } from '@cofre/contract';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';

/** A key as people read it; an EVP the directory has not generated yet says so. */
export function shownKey(pixKey: Pick<AccountPixKey, 'type' | 'key'>): string {
  return pixKey.key === null ? T.evpPending : formatPixKey(pixKey.type, pixKey.key);
}
