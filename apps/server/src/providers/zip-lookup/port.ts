import type { ZipAddress } from '@cofre/contract';

// One error class for both lookups, so the routes map a single type to 503.
export { LookupUnavailableError } from '../company-lookup/lookup-unavailable-error.js';

/** The CEP directory (Correios data, through ViaCEP or the sandbox), used to fill an address form. */
export interface ZipLookup {
  /**
   * `zipCode`: 8 digits. Resolves with `null` when no such CEP exists or the input is not 8 digits;
   * throws LookupUnavailableError when the directory cannot answer.
   */
  findByZipCode(zipCode: string): Promise<ZipAddress | null>;
}

/** Checked before any upstream call: a wrong input is a "not found", and only digits reach a URL. */
export const isZipCodeShape = (zipCode: string) => /^\d{8}$/.test(zipCode);
