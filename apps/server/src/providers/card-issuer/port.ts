/**
 * The card issuer (docs/cards.md): makes virtual cards for the seller's PJ account. Issuing is
 * outside our transaction: the caller records its intent first (the card PENDING, with its
 * reference) and, when the answer is lost or late, asks by the reference later. A repeated
 * reference is the same card, never two.
 *
 * Purchases come the other way: the issuer asks us to decide each authorisation (modules/cards
 * `decideAuthorization`), so a card's status and limits are ours, not the issuer's.
 */
import type { OperationStatus } from '../acquirer/port.js';

export type { OperationStatus };

export interface CardIssueRequest {
  /** Our card's id: the issuer treats a repeated reference as the same card. */
  reference: string;
  /** The name printed on the card (the seller's name for it). */
  name: string;
  /** The company whose account the card spends from. */
  holderDocument: string;
}

/** The card made: its number, CVV and expiry travel once, to be sealed at once (lib/card-vault.ts). */
export interface IssuedCard {
  status: 'ISSUED';
  issuerCardId: string;
  pan: string;
  cvv: string;
  /** MM/YYYY. */
  expiry: string;
}

export type CardIssueState = IssuedCard | { status: 'PENDING' } | { status: 'REFUSED'; reason: string };

export interface CardIssuer {
  issueCard(request: CardIssueRequest): Promise<CardIssueState>;
  /** What became of the card asked for under this reference (found: false when it never arrived). */
  issueStatus(reference: string): Promise<OperationStatus<CardIssueState>>;
}
