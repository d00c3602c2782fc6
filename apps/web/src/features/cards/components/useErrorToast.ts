import { useEffect } from 'react';
import { showApiError } from '../../../lib/api';

/**
 * Spec 4 §8: a card service error is shown as a toast per item, '{code} - {description}'. Once per
 * failed load (a retry that fails again shows it again), as `useLoadErrorToast` does for fixed texts;
 * `errorUpdatedAt` 0 shows nothing (a failure the screen says otherwise, such as a 404).
 */
export function useErrorToast({ error, errorUpdatedAt }: { error: unknown; errorUpdatedAt: number }) {
  useEffect(() => {
    if (errorUpdatedAt > 0 && error) showApiError(error);
    // A new failure shows a toast; the same failure read again does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);
}
