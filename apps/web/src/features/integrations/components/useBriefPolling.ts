import { useCallback, useEffect, useState } from 'react';

/**
 * True for `ms` after each `start()`: an event just queued is delivered within seconds, so the log
 * is read again meanwhile and the seller sees its attempt without reloading.
 */
export function useBriefPolling(ms: number): [boolean, () => void] {
  const [until, setUntil] = useState(0);
  useEffect(() => {
    if (until === 0) return;
    const timer = setTimeout(() => setUntil(0), until - Date.now());
    return () => clearTimeout(timer);
  }, [until]);
  const start = useCallback(() => setUntil(Date.now() + ms), [ms]);
  return [until > 0, start];
}
