/**
 * The acquirer: takes money in from buyers by card, boleto and Pix. The sandbox implementation is
 * deterministic (docs/sandbox.md); a real acquirer would implement the same port.
 */

export interface CardData {
  /** Digits only, Luhn-valid (the contract checks it). Never logged, never stored. */
  number: string;
  holderName: string;
  /** 'MM/YY' or 'MM/YYYY'. */
  expiry: string;
  cvv: string;
}

export interface CardToken {
  /** Opaque vault reference used for later attempts; not the card number. */
  token: string;
  last4: string;
  brand: string;
  holderName: string;
}

export type CardAttemptResult =
  | { outcome: 'APPROVED'; authorizationCode: string }
  | { outcome: 'DECLINED'; code: string; message: string }
  | { outcome: 'CHALLENGE'; challengeId: string };

export interface CardAuthorization {
  token: string;
  /** Centavos. */
  amount: number;
  installments: number;
  /**
   * Our attempt id: the acquirer's idempotency reference. The same reference sent again is the same
   * authorization (answered, never charged twice), which is what makes a retry after a lost answer safe.
   */
  reference: string;
  /** 'today' in São Paulo, for expiry checks. */
  today: string;
}

export interface BoletoRequest {
  reference: string;
  /** Centavos. */
  amount: number;
  /** yyyy-MM-dd */
  dueDate: string;
  payerName: string;
  payerDocument: string;
  beneficiaryName: string;
  beneficiaryDocument: string;
}

export interface BoletoIssued {
  /** 47 digits. */
  digitableLine: string;
  /** 44 digits. */
  barcode: string;
  /** Bank's 'nosso número'. */
  ourNumber: string;
}

export interface BoletoPdfRequest extends BoletoRequest, BoletoIssued {
  title: string;
  /** Seller's instructions printed on the slip (fine and interest). */
  instructions: string[];
  /** One-line postal addresses (formatAddress); null when not known. */
  beneficiaryAddress: string | null;
  payerAddress: string | null;
  /** 'Data do documento': when the charge was issued (yyyy-MM-dd). */
  documentDate: string;
  /** 'Data do processamento': when this slip was drawn (yyyy-MM-dd). */
  processingDate: string;
}

export interface PixRequest {
  reference: string;
  amount: number;
  merchantName: string;
  merchantCity: string;
  /** The seller's Pix key at the provider (sandbox: the seller's document). */
  pixKey: string;
}

export interface PixIssued {
  /** The EMV BR Code ('copia e cola'), CRC included. */
  copyPaste: string;
  /** Transaction id carried in the BR Code (≤ 25 alphanumerics). */
  txid: string;
}

export interface RefundRequest {
  /** Our refund id: the acquirer treats a repeated reference as the same refund. */
  reference: string;
  /** The charge whose payment is refunded. */
  chargeReference: string;
  paymentMethod: 'CREDIT_CARD' | 'PIX';
  /** Centavos. */
  amount: number;
}

export type RefundResult =
  { outcome: 'APPROVED'; acquirerReference: string } | { outcome: 'REFUSED'; code: string; message: string };

/** What the acquirer knows of an operation we sent: nothing (never arrived), or its result. */
export type OperationStatus<T> = { found: false } | { found: true; result: T };

/**
 * The call did not come back: a timeout, a dropped connection, a lost answer. The outcome is
 * UNKNOWN — the acquirer may or may not have acted — so callers keep the operation pending and
 * reconcile it by reference; they never treat this as a refusal.
 */
export class AcquirerUnavailableError extends Error {
  constructor(readonly reason: 'TIMEOUT' | 'NETWORK') {
    super(`acquirer ${reason.toLowerCase()}`);
  }
}

/** A sub-seller sent for registration as a split recipient (KYC and bank account check). */
export interface RecipientRequest {
  /** Ours, unique per submission: a repeated reference is the same registration. */
  reference: string;
  document: string;
  name: string;
  bank: string;
  issuer: string;
  accountNumber: string;
  bankDigit: string;
}

/** The acquirer's review of a registration: still running, accepted, or refused with its reason. */
export type RecipientStatus = { status: 'PENDING' } | { status: 'ACTIVE' } | { status: 'REFUSED'; reason: string };

export interface Acquirer {
  /** Checks and vaults a card. Throws nothing for a declined card: declines happen at authorize. */
  tokenizeCard(card: CardData): Promise<CardToken>;
  authorizeCard(request: CardAuthorization): Promise<CardAttemptResult>;
  /** Completes a 3-D Secure challenge with the code the buyer typed. */
  completeChallenge(challengeId: string, code: string): Promise<CardAttemptResult>;
  issueBoleto(request: BoletoRequest): Promise<BoletoIssued>;
  boletoPdf(request: BoletoPdfRequest): Promise<Buffer>;
  issuePix(request: PixRequest): Promise<PixIssued>;
  /** PNG data URL of a QR code for a BR Code. */
  pixQrCode(copyPaste: string): Promise<string>;
  /** Gives money back to the buyer: a card credit, or a Pix devolução. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** What became of the authorization sent with this reference (reconciliation). */
  paymentStatus(reference: string): Promise<OperationStatus<CardAttemptResult>>;
  /** What became of the refund sent with this reference (reconciliation). */
  refundStatus(reference: string): Promise<OperationStatus<RefundResult>>;
  /** Sends a sub-seller for registration; the review's outcome comes later, by `recipientStatus`. */
  registerRecipient(request: RecipientRequest): Promise<void>;
  /** The review of the registration sent with this reference ({ found: false }: it never arrived). */
  recipientStatus(reference: string): Promise<OperationStatus<RecipientStatus>>;
}
