/**
 * The bank that pays withdrawals out to the seller's own account. The sandbox implementation is
 * deterministic (docs/sandbox.md, "Banking"); a real bank would implement the same port.
 *
 * A transfer is first ACCEPTED (the bank answers a transfer id), then settles or fails later, which
 * the caller learns by asking `transferStatus` with its own reference (the withdrawal id).
 */
import type { PayoutAccount } from '@cofre/contract';
import type { OperationStatus } from '../acquirer/port.js';

export type { OperationStatus };

export interface TransferRequest {
  /** Our withdrawal id: the bank treats a repeated reference as the same transfer (never pays twice). */
  reference: string;
  /** Centavos. */
  amount: number;
  to: PayoutAccount;
}

export type TransferAnswer =
  { outcome: 'ACCEPTED'; transferId: string } | { outcome: 'REJECTED'; code: string; message: string };

/** What became of a transfer the bank received. */
export type TransferState =
  | { status: 'PROCESSING'; transferId: string }
  | { status: 'SETTLED'; transferId: string }
  | { status: 'FAILED'; transferId: string; code: string; message: string };

/** A PJ account opening with its KYC package (the wizard's three steps), under our reference. */
export interface AccountOpeningRequest {
  /** Our submission's reference: the bank treats a repeated one as the same request. */
  reference: string;
  companyDocument: string;
  /** The whole submission, as the seller sent it (company, additional data, partners). */
  submission: unknown;
}

/** What the bank's analysis of an opening came to. */
export type AccountOpeningState =
  | { status: 'IN_ANALYSIS' }
  | { status: 'APPROVED'; bankCode: string; agency: string; number: string; digit: string }
  | { status: 'REFUSED'; part: 'COMPANY' | 'PARTNERS' | 'DOCUMENTS'; reason: string };

/** A Pix out of the seller's account (the Pagamentos area), under our payment's id. */
export interface PixOutRequest {
  /** Our payment id: the bank treats a repeated reference as the same Pix (never pays twice). */
  reference: string;
  /** The Pix end-to-end id we assigned (E + ISPB + time + ours), written before the call. */
  endToEndId: string;
  /** Centavos. */
  amount: number;
  key: string;
  /** The payer: the seller's PJ account. */
  payer: { document: string; agency: string; number: string };
  /** Who the directory said holds the key when the payer reviewed it. */
  recipient: { name: string; document: string; ispb: string };
}

/**
 * The bank's answer to a Pix: most settle at once (the SPI is instant); some are accepted and settle
 * (or come back) later; a refusal means no money left the account at the bank.
 */
export type PixOutAnswer =
  { outcome: 'SETTLED' } | { outcome: 'ACCEPTED' } | { outcome: 'REJECTED'; code: string; message: string };

/** What became of a Pix the bank received. */
export type PixOutState =
  { status: 'PROCESSING' } | { status: 'SETTLED' } | { status: 'FAILED'; code: string; message: string };

/** A boleto as the bank's directory of boletos (the CIP's registry) describes it, for a payment date. */
export interface BoletoDetails {
  payeeName: string;
  /** The payee's CPF or CNPJ, digits only: callers mask it before it leaves the server. */
  payeeDocument: string;
  /** The issuing bank's COMPE code ('' for a utility bill) and the name shown. */
  bankCode: string;
  bankName: string;
  /** yyyy-MM-dd, or null when the boleto has none (utility bills, some payees). */
  dueDate: string | null;
  /** The last day it may be paid; null: no limit. */
  finalPaymentDate: string | null;
  /** Centavos: face value, discount, fine and interest for the asked payment date. */
  nominalAmount: number;
  discount: number;
  fine: number;
  interest: number;
  /** What the payee accepts: equal for a boleto of fixed amount. */
  minAmount: number;
  maxAmount: number;
}

export type BoletoLookup =
  { found: true; details: BoletoDetails } | { found: false; reason: 'NOT_FOUND' | 'ALREADY_PAID' };

/** A bill payment out of the seller's account, under our payment's id. */
export interface BoletoPaymentRequest {
  /** Our payment id: the bank treats a repeated reference as the same payment (never pays twice). */
  reference: string;
  /** The 44-digit barcode. */
  barcode: string;
  /** Centavos. */
  amount: number;
  payer: { document: string; agency: string; number: string };
}

export type BoletoPaymentAnswer =
  | { outcome: 'SETTLED'; authenticationCode: string }
  | { outcome: 'ACCEPTED' }
  | { outcome: 'REJECTED'; code: string; message: string };

export type BoletoPaymentState =
  | { status: 'PROCESSING' }
  | { status: 'SETTLED'; authenticationCode: string }
  | { status: 'FAILED'; code: string; message: string };

/** What only the sandbox bank can be asked (the sandbox buttons and the e2e tests; docs/sandbox.md). */
export interface SandboxBankControls {
  /** Ends the analysis of this opening now instead of after SANDBOX_ACCOUNT_ANALYSIS_MS; false if it never arrived. */
  finishAccountAnalysis(reference: string): Promise<boolean>;
}

export interface Banking {
  /** Present on the sandbox bank only. */
  readonly sandbox?: SandboxBankControls;
  /** Sends a PJ account opening for analysis; the answer is only that it was received. */
  openAccount(request: AccountOpeningRequest): Promise<{ outcome: 'RECEIVED' }>;
  /** Where the opening sent with this reference stands: not found (never arrived) or its state. */
  accountStatus(reference: string): Promise<OperationStatus<AccountOpeningState>>;
  /** Sends a transfer (and confirms it: the spec's POST transfers + transfers/confirmation/{id} in one). */
  transfer(request: TransferRequest): Promise<TransferAnswer>;
  /** What became of the transfer sent with this reference: not found (never arrived) or its state. */
  transferStatus(reference: string): Promise<OperationStatus<TransferState>>;
  /** Sends a Pix out of the seller's account. */
  pixOut(request: PixOutRequest): Promise<PixOutAnswer>;
  /** What became of the Pix sent with this reference: not found (never arrived) or its state. */
  pixOutStatus(reference: string): Promise<OperationStatus<PixOutState>>;
  /**
   * What the directory of boletos says of a barcode for a payment date (read-only: a lost answer is
   * simply asked again). Throws AcquirerUnavailableError when it does not answer.
   */
  checkBoleto(barcode: string, paymentDate: string): Promise<BoletoLookup>;
  /** Pays a boleto (or utility bill) out of the seller's account. */
  payBoleto(request: BoletoPaymentRequest): Promise<BoletoPaymentAnswer>;
  /** What became of the boleto payment sent with this reference: not found (never arrived) or its state. */
  boletoPaymentStatus(reference: string): Promise<OperationStatus<BoletoPaymentState>>;
}
