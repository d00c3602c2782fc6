/**
 * Waits after each failed attempt (Standard Webhooks' schedule): 5 s, 5 min, 30 min, 2 h, 5 h, then
 * every 10 h, until the event is 3 days old; then the delivery is FAILED (docs/integrations.md).
 */
export const RETRY_DELAYS_S = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;
export const RETRY_WINDOW_MS = 3 * 24 * 3600 * 1000;
/**
 * An endpoint that gives up a delivery and has not had one success for this long is switched off:
 * an event's last retry comes about 68 hours after it, so 2 days of nothing but failures before it.
 */
export const DISABLE_AFTER_FAILING_MS = 2 * 24 * 3600 * 1000;
/** A claim older than this is a dispatcher that died mid-attempt: the delivery may be taken again. */
export const CLAIM_LEASE_MS = 60_000;
/** When the next attempt is due after `attempts` failed ones, or null when the 3-day window is over. */
export function nextAttemptAt(attempts: number, now: Date, eventCreatedAt: Date): Date | null {
  const delayS = RETRY_DELAYS_S[Math.min(attempts, RETRY_DELAYS_S.length) - 1] ?? RETRY_DELAYS_S[0];
  const next = new Date(now.getTime() + delayS * 1000);
  return next.getTime() - eventCreatedAt.getTime() > RETRY_WINDOW_MS ? null : next;
}
