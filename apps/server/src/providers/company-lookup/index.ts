import type { CompanyLookup } from './port.js';
import { HttpCompanyLookup } from './http.js';
import { SandboxCompanyLookup } from './sandbox.js';

export type { CompanyLookup } from './port.js';
export { isCnpjShape, LookupUnavailableError } from './port.js';
export { HttpCompanyLookup, BRASIL_API_URL } from './http.js';
export { SandboxCompanyLookup, SANDBOX_COMPANIES, SANDBOX_UNAVAILABLE_CNPJ } from './sandbox.js';
export { DEFAULT_LOOKUP_TIMEOUT_MS } from './lookup-http.js';

/**
 * COMPANY_LOOKUP_URL set to a BrasilAPI-compatible base URL: that registry. Unset, empty or the
 * literal `sandbox`: the sandbox, so a fresh checkout works offline.
 */
export function createCompanyLookup(config: { companyLookupUrl?: string; lookupTimeoutMs?: number }): CompanyLookup {
  const url = config.companyLookupUrl?.trim();
  if (!url || url === 'sandbox') return new SandboxCompanyLookup();
  return new HttpCompanyLookup({ baseUrl: url, timeoutMs: config.lookupTimeoutMs });
}
