import type { PostalAddress } from '@cofre/contract';

/**
 * The municipal NFS-e system. Emission is asynchronous in real cities (a batch is sent, then
 * consulted), so the invoices module calls it from a job. The sandbox is deterministic (docs/sandbox.md).
 */
export interface InvoiceParty {
  name: string;
  /** CPF or CNPJ, digits. */
  document: string;
  email?: string;
  address?: PostalAddress | null;
}

export interface InvoiceRequest {
  /** Our invoice id: the city's answer for a repeated reference is the same invoice. */
  reference: string;
  /** The RPS number (up to 15 digits), the city's key for the request. */
  rpsNumber: number;
  /** yyyy-MM-dd (São Paulo): the RPS date and the competence. */
  issueDate: string;
  /** When the city is asked: the NFS-e's emission instant. */
  issuedAt: Date;
  provider: InvoiceParty;
  taker: InvoiceParty;
  service: {
    /** LC 116 list item, e.g. '01.07'. */
    code: string;
    description: string;
    /** Centavos. */
    amount: number;
    issRateBp: number;
  };
}

export type InvoiceAnswer =
  | { outcome: 'AUTHORIZED'; number: string; verificationCode: string; xml: string }
  | { outcome: 'REJECTED'; code: string; message: string };

/** The city did not answer (down, or the answer was lost): the same reference may be sent again. */
export class InvoiceIssuerUnavailableError extends Error {
  constructor() {
    super('The municipal invoice system did not answer');
    this.name = 'InvoiceIssuerUnavailableError';
  }
}

export interface InvoiceIssuer {
  emit(request: InvoiceRequest): Promise<InvoiceAnswer>;
  /** Cancels an authorized invoice; the city answers with the cancellation or a refusal. */
  cancel(request: {
    number: string;
    verificationCode: string;
    providerDocument: string;
  }): Promise<{ outcome: 'CANCELED' } | { outcome: 'REFUSED'; code: string; message: string }>;
}
