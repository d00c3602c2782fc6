import { useCallback, useState } from 'react';
import { isApiError } from './api';
import { uuid } from './uuid';

/**
 * The Idempotency-Key of a money-moving modal: one per opening, so a second click after a lost
 * answer is the same request. The server stores every answer but its own 500/503 for the key
 * (a replay gets the same answer, another body a 422), so once it has answered for good the next
 * try is a new request with a new key.
 */
export function useActionKey() {
  const [key, setKey] = useState(uuid);
  const renew = useCallback(() => setKey(uuid()), []);
  const renewIfAnswered = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status !== 0 && error.status !== 500 && error.status !== 503) renew();
    },
    [renew],
  );
  return { key, renew, renewIfAnswered };
}
