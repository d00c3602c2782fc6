import { LookupUnavailableError, type LookupService } from './lookup-unavailable-error.js';

/** How long an upstream registry may take before the lookup gives up (LOOKUP_TIMEOUT_MS). */
export const DEFAULT_LOOKUP_TIMEOUT_MS = 3_000;

/** A configured timeout, or the default when it is missing or not a positive number (e.g. NaN from a typo). */
export function lookupTimeout(timeoutMs: number | undefined): number {
  return timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_LOOKUP_TIMEOUT_MS;
}

/** A base URL without its trailing slashes, so paths can be appended as `${base}/...`. */
export const trimBaseUrl = (baseUrl: string) => baseUrl.trim().replace(/\/+$/, '');

export type LookupResponse = { found: true; body: unknown } | { found: false };

export interface LookupRequest {
  service: LookupService;
  url: string;
  timeoutMs: number;
  /** Statuses the upstream uses for "no such CNPJ/CEP" (or a request it refuses as invalid). */
  notFoundStatuses: readonly number[];
}

/**
 * GETs a lookup answer as JSON. Anything that is neither a body nor a "not found" status throws
 * LookupUnavailableError, so a flaky registry is never mistaken for a missing company or CEP.
 * The caller validates the body's shape.
 */
export async function getLookupJson({
  service,
  url,
  timeoutMs,
  notFoundStatuses,
}: LookupRequest): Promise<LookupResponse> {
  // One signal for the whole exchange: a body that trickles in also counts against the timeout.
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  } catch {
    throw new LookupUnavailableError(service, signal.aborted ? 'timeout' : 'network');
  }
  if (notFoundStatuses.includes(response.status)) {
    await discardBody(response);
    return { found: false };
  }
  if (!response.ok) {
    // The body of an error page is neither read nor passed on.
    await discardBody(response);
    throw new LookupUnavailableError(service, 'upstream-status', response.status);
  }
  try {
    return { found: true, body: await response.json() };
  } catch {
    throw new LookupUnavailableError(service, signal.aborted ? 'timeout' : 'malformed-body');
  }
}

/** Releases the connection of a response whose body we do not need. */
async function discardBody(response: Response) {
  await response.body?.cancel().catch(() => undefined);
}
