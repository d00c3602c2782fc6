import type { ErrorItem } from '@cofre/contract';
import { CheckoutApiError } from '../api';
import { FALLBACK_ERRORS } from './code';
import { THREE_DS_TEXTS as T } from './texts';

type FallbackCode = keyof typeof FALLBACK_ERRORS;
const fallback = (code: FallbackCode): ErrorItem => ({ code, description: FALLBACK_ERRORS[code] });

/**
 * A failed request's error items as the back-office's API client held them: the server's, else the
 * fallback of the status (no connection, 404, 413, 429, any other). Null for what is no API answer.
 */
function itemsOf(error: unknown): ErrorItem[] | null {
  if (!(error instanceof CheckoutApiError)) return null;
  if (error.items.length > 0) return error.items;
  const byStatus: Record<number, FallbackCode> = { 0: 'NET-001', 404: 'GEN-404', 413: 'GEN-413', 429: 'GEN-429' };
  return [fallback(byStatus[error.status] ?? 'GEN-500')];
}

/** A 4xx will not change by asking again; no connection, a 5xx or an unreadable answer get more tries. */
export function mayRetryLoad(error: unknown): boolean {
  return !(error instanceof CheckoutApiError && error.status >= 400 && error.status < 500);
}

/** Why the challenge cannot be shown: gone (404/400), or 'could not load' with each error's code and description. */
export function loadProblem(error: unknown): string {
  const status = error instanceof CheckoutApiError ? error.status : 0;
  if (status === 404 || status === 400) return T.notFound;
  const items = itemsOf(error);
  // '{code} - {description}', the contract's formatErrorItem.
  const messages = items ? items.map((item) => `${item.code} - ${item.description}`) : [FALLBACK_ERRORS['GEN-500']];
  return [T.loadFailed, ...messages].join(' ');
}

/** Why the code was not taken: each error's description (the reader is the buyer, not the seller). */
export function answerProblems(error: unknown): string[] {
  const items = itemsOf(error);
  return items ? items.map((item) => item.description) : [FALLBACK_ERRORS['GEN-500']];
}
