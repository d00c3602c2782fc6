import type { ZipLookup } from './port.js';
import { HttpZipLookup } from './http.js';
import { SandboxZipLookup } from './sandbox.js';

export type { ZipLookup } from './port.js';
export { isZipCodeShape, LookupUnavailableError } from './port.js';
export { HttpZipLookup, VIACEP_URL } from './http.js';
export { SandboxZipLookup, SANDBOX_ZIP_ADDRESSES, SANDBOX_UNAVAILABLE_ZIP_CODE } from './sandbox.js';

/**
 * ZIP_LOOKUP_URL set to a ViaCEP-compatible base URL: that directory. Unset, empty or the literal
 * `sandbox`: the sandbox, so a fresh checkout works offline.
 */
export function createZipLookup(config: { zipLookupUrl?: string; lookupTimeoutMs?: number }): ZipLookup {
  const url = config.zipLookupUrl?.trim();
  if (!url || url === 'sandbox') return new SandboxZipLookup();
  return new HttpZipLookup({ baseUrl: url, timeoutMs: config.lookupTimeoutMs });
}
