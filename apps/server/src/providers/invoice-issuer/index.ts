import type { InvoiceIssuer } from './port.js';
import { SandboxInvoiceIssuer } from './sandbox.js';

export type * from './port.js';
export { SandboxInvoiceIssuer, SANDBOX_REJECTED_CENTS } from './sandbox.js';

/** The sandbox city is the only issuer today; a real one (a city's web service or an aggregator) plugs in here. */
export function createInvoiceIssuer(): InvoiceIssuer {
  return new SandboxInvoiceIssuer();
}
