/** Which lookup failed; logged, never shown to users. */
export type LookupService = 'company-lookup' | 'zip-lookup' | 'lookup';

/** Why the lookup could not answer; logged, never shown to users. */
export type LookupFailure = 'timeout' | 'network' | 'upstream-status' | 'malformed-body' | 'sandbox' | 'unknown';

/**
 * The registry could not say whether the CNPJ or CEP exists: network failure, timeout, 5xx or an
 * unexpected body. Kept apart from `null` (a real "not found") so the routes answer 503 and the
 * user can retry or type the data by hand instead of being told the company does not exist.
 *
 * Shared by both ports (zip-lookup re-exports it) so the routes need a single `instanceof`. The
 * message is built only from our own words: upstream bodies and URLs never reach it.
 */
export class LookupUnavailableError extends Error {
  override name = 'LookupUnavailableError';

  constructor(
    readonly service: LookupService = 'lookup',
    readonly reason: LookupFailure = 'unknown',
    readonly upstreamStatus?: number,
  ) {
    super(`${service} unavailable: ${reason}${upstreamStatus ? ` (HTTP ${upstreamStatus})` : ''}`);
  }
}
