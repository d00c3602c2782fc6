import { useEffect, useState } from 'react';
import { CHECKOUT_TEXTS as T } from '../texts';

const two = (value: number) => String(value).padStart(2, '0');

/** hh:mm:ss (days first when more than one is left). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${two(Math.floor((total % 86_400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The link's countdown; at zero the page turns to 'unavailable' in place (`onExpired`). */
export function Countdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= end) {
      onExpired();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [now, end, onExpired]);
  return (
    <p className="countdown" role="timer" aria-live="off">
      {T.expiresIn} <strong>{formatRemaining(end - now)}</strong>
    </p>
  );
}
