import type { Company } from '@cofre/contract';

export { LookupUnavailableError } from './lookup-unavailable-error.js';

/**
 * The company registry (Receita Federal data, through BrasilAPI or the sandbox), used to prefill a
 * client from its CNPJ.
 */
export interface CompanyLookup {
  /**
   * `cnpj`: 14 characters, digits or the new alphanumeric CNPJ, upper case, no punctuation.
   * Resolves with `null` when the registry has no such company or the input is not a CNPJ's
   * shape; throws LookupUnavailableError when the registry cannot answer.
   */
  findByCnpj(cnpj: string): Promise<Company | null>;
}

/**
 * Twelve letters or digits and two check digits. Checked before any upstream call: a wrong input is
 * a "not found", and only this shape is ever put into an upstream URL.
 */
export const isCnpjShape = (cnpj: string) => /^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj);
