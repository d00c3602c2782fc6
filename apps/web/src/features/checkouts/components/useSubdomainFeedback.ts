import { useDebouncedValue } from '@mantine/hooks';
import { CHECKOUT_MESSAGES, subdomainProblem, type SubdomainAvailability } from '@cofre/contract';
import { useSubdomainAvailability } from '../api/checkSubdomain';
import { CHECKOUT_TEXTS } from '../texts';

const CHECK_DELAY_MS = 400;

/** The subdomain as the server stores it: trimmed and lower-cased (the contract's subdomainSchema). */
export const normalizeSubdomain = (typed: string) => typed.trim().toLowerCase();

/** Why the server says a subdomain cannot be used, in the contract's words; null when it can. */
export function unavailableMessage(answer: SubdomainAvailability): string | null {
  if (answer.available) return null;
  if (answer.reason === 'RESERVED') return CHECKOUT_MESSAGES.subdomainReserved;
  if (answer.reason === 'INVALID') return CHECKOUT_MESSAGES.subdomainInvalid;
  return CHECKOUT_MESSAGES.subdomainTaken;
}

export interface SubdomainFeedback {
  checking: boolean;
  /** 'URL já em uso por outro checkout!' (or reserved/invalid, as the server answered). */
  error: string | null;
  /** 'URL disponível' once the server said so for what is typed. */
  success: string | null;
}

/**
 * Availability of the typed subdomain, asked of the server ~400 ms after typing stops. Nothing is
 * asked for an empty or malformed subdomain (the form's rules say why) nor for the seller's own.
 */
export function useSubdomainFeedback(typed: string, saved: string | null): SubdomainFeedback {
  const candidate = normalizeSubdomain(typed);
  const worthAsking = candidate !== saved && subdomainProblem(candidate) === null;
  const [debounced] = useDebouncedValue(worthAsking ? candidate : null, CHECK_DELAY_MS);
  const current = debounced === candidate ? debounced : null;
  const availability = useSubdomainAvailability(current);
  if (!worthAsking) return { checking: false, error: null, success: null };
  if (current === null || availability.isFetching) return { checking: true, error: null, success: null };
  if (!availability.data) return { checking: false, error: null, success: null };
  const error = unavailableMessage(availability.data);
  return { checking: false, error, success: error ? null : CHECKOUT_TEXTS.available };
}
