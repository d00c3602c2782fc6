import { useDeferredValue } from 'react';

/**
 * A server answer, rendered in slices instead of one block. React Query hands an answer to its
 * subscribers synchronously (`useSyncExternalStore`), so the render of a list or a chart it fills
 * could not yield: on the dashboard's first load at 4× CPU slowdown the receivables' cards were one
 * 156 ms task (docs/web-performance.md). Deferred, the urgent render keeps what was shown (the
 * skeleton, or the previous page) and React renders the answer at a lower priority, yielding to the
 * browser every few milliseconds; a newer answer interrupts it.
 */
export function useRenderedLater<T>(answer: T): T {
  return useDeferredValue(answer);
}
