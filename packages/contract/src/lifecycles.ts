import { CHARGE_STATUSES, CHARGE_TRANSITIONS, ATTEMPT_STATUSES, RECEIVABLE_STATUSES } from './charges.js';
import { CHARGE_CHANGE_STATUSES } from './charge-actions.js';
import { BANKING_ACCOUNT_STATUSES } from './banking-account.js';
import { PIX_KEY_STATUSES } from './account-pix-keys.js';
import { PAYMENT_BATCH_LINE_STATUSES, PAYMENT_BATCH_STATUSES } from './payment-batches.js';
import { PIX_PAYMENT_STATUSES } from './pix-payments.js';
import { CARD_STATUSES } from './cards.js';
import { USER_STATUSES } from './team.js';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TRANSITIONS } from './subscriptions.js';
import { REFUND_STATUSES } from './refunds.js';
import { WITHDRAWAL_STATUSES } from './finance.js';
import { INVOICE_STATUSES } from './invoices.js';
import { DISPUTE_STATUSES } from './disputes.js';
import { SPLIT_STATUSES } from './sub-sellers.js';
import { NOTICE_DELIVERY_STATUSES } from './notices.js';
import { WEBHOOK_DELIVERY_STATUSES } from './webhooks.js';
import { REPORT_STATUSES as FILE_REQUEST_STATUSES } from './reports.js';

/**
 * A status column's state table: which statuses exist and where each may go. The server moves a
 * status only along these edges (apps/server/src/modules/lifecycle), the database's CHECK constraint
 * holds its values, and the web offers an action only where its edge exists.
 *
 * An edge from a status to itself is a real move (a retry that stays PENDING, a partial reversal
 * that stays PENDING); without it, "moving" to the same status is refused like any missing edge.
 * `history` lifecycles keep every status a row enters in `status_changes` (who looks at a money
 * object asks when it changed). Deliveries and file requests keep their own attempts instead, and
 * receivables have the journal: every move of theirs is a ledger entry.
 */
export interface Lifecycle<S extends string = string> {
  readonly name: string;
  readonly statuses: readonly S[];
  readonly edges: Readonly<Record<S, readonly S[]>>;
  readonly history: boolean;
}

function lifecycle<const S extends string>(
  name: string,
  statuses: readonly S[],
  edges: Record<S, readonly S[]>,
  history: boolean,
): Lifecycle<S> {
  return { name, statuses, edges, history };
}

export function canMove<S extends string>(lifecycle: Lifecycle<S>, from: S, to: S): boolean {
  return lifecycle.edges[from].includes(to);
}

export const LIFECYCLES = {
  // Charges and subscriptions keep their richer helpers (integration events, counters); their tables are these.
  charge: lifecycle('charge', CHARGE_STATUSES, CHARGE_TRANSITIONS, false),
  subscription: lifecycle('subscription', SUBSCRIPTION_STATUSES, SUBSCRIPTION_TRANSITIONS, false),
  chargeChange: lifecycle(
    'charge_change',
    CHARGE_CHANGE_STATUSES,
    { REQUESTED: ['APPLIED', 'ABANDONED'], APPLIED: [], ABANDONED: [] },
    false,
  ),
  chargeAttempt: lifecycle(
    'charge_attempt',
    ATTEMPT_STATUSES,
    {
      PROCESSING: ['APPROVED', 'FAILED', 'PENDING_3DS'],
      PENDING_3DS: ['APPROVED', 'FAILED'],
      APPROVED: [],
      FAILED: [],
    },
    false,
  ),
  // Booked with the request; the acquirer's answer settles it once.
  refund: lifecycle('refund', REFUND_STATUSES, { PENDING: ['SUCCEEDED', 'FAILED'], SUCCEEDED: [], FAILED: [] }, true),
  // PROCESSING: the bank took it; FAILED books the money back (the reversal entry).
  withdrawal: lifecycle(
    'withdrawal',
    WITHDRAWAL_STATUSES,
    { PENDING: ['PROCESSING', 'SETTLED', 'FAILED'], PROCESSING: ['SETTLED', 'FAILED'], SETTLED: [], FAILED: [] },
    true,
  ),
  // An authorization that arrives after a cancellation wins (the city hall issued it): CANCELED → AUTHORIZED.
  invoice: lifecycle(
    'invoice',
    INVOICE_STATUSES,
    {
      SEND_INVOICE_SYSTEM: ['AUTHORIZED', 'REJECTED', 'CANCELED', 'FAILED'],
      AUTHORIZED: ['CANCELED'],
      REJECTED: [],
      CANCELED: ['AUTHORIZED'],
      // 'Emitir Novamente' sends the same invoice again; a refund drops it.
      FAILED: ['SEND_INVOICE_SYSTEM', 'CANCELED'],
    },
    true,
  ),
  dispute: lifecycle('dispute', DISPUTE_STATUSES, { OPEN: ['WON', 'LOST'], WON: [], LOST: [] }, true),
  // A refund or chargeback takes a receivable back in part (stays PENDING) or whole (REVERSED); a
  // refund the acquirer refuses gives it back (REVERSED → PENDING).
  receivable: lifecycle(
    'receivable',
    RECEIVABLE_STATUSES,
    {
      PENDING: ['PENDING', 'RELEASED', 'REVERSED', 'ANTICIPATED'],
      REVERSED: ['PENDING'],
      RELEASED: [],
      ANTICIPATED: [],
    },
    false,
  ),
  subSellerReceivable: lifecycle(
    'sub_seller_receivable',
    ['PENDING', 'RELEASED', 'REVERSED'] as const,
    { PENDING: ['PENDING', 'RELEASED', 'REVERSED'], REVERSED: ['PENDING'], RELEASED: [] },
    false,
  ),
  // A (re)submission is PENDING with a new reference; the acquirer's answer decides ACTIVE or INACTIVE.
  subSellerSplit: lifecycle(
    'sub_seller_split',
    SPLIT_STATUSES,
    { PENDING: ['PENDING', 'ACTIVE', 'INACTIVE'], ACTIVE: ['PENDING'], INACTIVE: ['PENDING'] },
    true,
  ),
  // CREATED: invited, no password yet (it stays so until the invitee sets one). The admin moves the
  // others between ACTIVE, INACTIVE and BLOCKED; saving a profile alone keeps the status.
  user: lifecycle(
    'user',
    USER_STATUSES,
    {
      CREATED: ['CREATED', 'ACTIVE'],
      ACTIVE: ['ACTIVE', 'INACTIVE', 'BLOCKED'],
      INACTIVE: ['INACTIVE', 'ACTIVE', 'BLOCKED'],
      BLOCKED: ['BLOCKED', 'ACTIVE', 'INACTIVE'],
    },
    true,
  ),
  fileRequest: lifecycle(
    'file_request',
    FILE_REQUEST_STATUSES,
    { PENDING: ['READY', 'FAILED'], READY: [], FAILED: [] },
    false,
  ),
  // The seller's PJ account (spec 3 §4): sent for analysis, then approved or refused; a refused one
  // is corrected and sent again. Kept with its history: who asks about an account asks when.
  bankingAccount: lifecycle(
    'banking_account',
    BANKING_ACCOUNT_STATUSES,
    { INACTIVE: ['PENDING'], PENDING: ['ACTIVE', 'FAILED'], ACTIVE: [], FAILED: ['PENDING'] },
    true,
  ),
  // A Pix key (docs/banking.md): a phone key waits for its SMS code; the directory's registration
  // and deletion are outside our transaction, so each has its in-between status a job settles.
  pixKey: lifecycle(
    'pix_key',
    PIX_KEY_STATUSES,
    {
      // A wrong code is counted on the row and the key keeps waiting.
      AWAITING_CODE: ['AWAITING_CODE', 'REGISTERING', 'CANCELLED'],
      REGISTERING: ['ACTIVE', 'FAILED'],
      ACTIVE: ['DELETING'],
      FAILED: [],
      CANCELLED: [],
      DELETING: ['DELETED', 'ACTIVE'],
      DELETED: [],
    },
    true,
  ),
  // A Pix payment (D22, docs/payments.md): each move records who and when in its history. processing
  // is the debit made and the bank asked (or its answer awaited); failed after processing reverses the debit.
  pixPayment: lifecycle(
    'pix_payment',
    PIX_PAYMENT_STATUSES,
    {
      pending_approval: ['approved', 'rejected', 'cancelled'],
      approved: ['scheduled', 'processing'],
      scheduled: ['processing', 'failed', 'cancelled'],
      processing: ['completed', 'failed'],
      completed: [],
      failed: [],
      rejected: [],
      cancelled: [],
    },
    true,
  ),
  // A corporate card (docs/cards.md): made by the issuer, blocked and unblocked, cancelled for good.
  card: lifecycle(
    'card',
    CARD_STATUSES,
    {
      PENDING: ['ACTIVE', 'CANCELED'],
      ACTIVE: ['BLOCKED', 'CANCELED'],
      BLOCKED: ['ACTIVE', 'CANCELED'],
      CANCELED: [],
    },
    true,
  ),
  // A boleto payment (D5): the same life as a Pix payment, its bank step a bill payment.
  boletoPayment: lifecycle(
    'boleto_payment',
    PIX_PAYMENT_STATUSES,
    {
      pending_approval: ['approved', 'rejected', 'cancelled'],
      approved: ['scheduled', 'processing'],
      scheduled: ['processing', 'failed', 'cancelled'],
      processing: ['completed', 'failed'],
      completed: [],
      failed: [],
      rejected: [],
      cancelled: [],
    },
    true,
  ),
  // A CNAB payment batch (D4): validated at upload, submitted as one approval, processing while its
  // lines are paid one by one, completed once each has its outcome.
  paymentBatch: lifecycle(
    'payment_batch',
    PAYMENT_BATCH_STATUSES,
    {
      invalid: [],
      validated: ['pending_approval', 'processing', 'cancelled'],
      pending_approval: ['processing', 'rejected', 'cancelled'],
      processing: ['completed'],
      completed: [],
      rejected: [],
      cancelled: [],
    },
    true,
  ),
  // A batch's line: claimed (processing, claimed again past the lease), then its payment's outcome;
  // the lines of a batch rejected or cancelled are not paid.
  paymentBatchLine: lifecycle(
    'payment_batch_line',
    PAYMENT_BATCH_LINE_STATUSES,
    {
      invalid: [],
      valid: ['processing', 'not_paid'],
      processing: ['processing', 'paid', 'failed'],
      paid: [],
      failed: [],
      not_paid: [],
    },
    false,
  ),
  mail: lifecycle(
    'mail',
    ['PENDING', 'SENT', 'FAILED'] as const,
    { PENDING: ['PENDING', 'SENT', 'FAILED'], SENT: [], FAILED: [] },
    false,
  ),
  // 'Reenviar' puts a finished delivery back in the queue with the same event id.
  webhookDelivery: lifecycle(
    'webhook_delivery',
    WEBHOOK_DELIVERY_STATUSES,
    { PENDING: ['PENDING', 'SUCCEEDED', 'FAILED'], SUCCEEDED: ['PENDING'], FAILED: ['PENDING'] },
    false,
  ),
  // WhatsApp: SENDING is a claim with a lease; a lost answer is UNKNOWN until the lookup decides.
  noticeDelivery: lifecycle(
    'notice_delivery',
    NOTICE_DELIVERY_STATUSES,
    {
      PENDING: ['SENDING', 'SENT', 'SKIPPED'],
      SENDING: ['SENT', 'FAILED', 'UNKNOWN', 'SKIPPED'],
      UNKNOWN: ['SENT', 'PENDING', 'FAILED', 'UNCONFIRMED'],
      SENT: [],
      FAILED: [],
      UNCONFIRMED: [],
      SKIPPED: [],
    },
    false,
  ),
} as const;
