import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { issueBoleto } from './boleto.js';
import { renderBoletoPdf } from './boleto-pdf.js';
import { issuePix, pixQrCode } from './pix.js';
import type {
  Acquirer,
  BoletoIssued,
  BoletoPdfRequest,
  BoletoRequest,
  CardAttemptResult,
  CardAuthorization,
  CardData,
  CardToken,
  PixIssued,
  PixRequest,
  RecipientRequest,
  RecipientStatus,
  RefundRequest,
  RefundResult,
} from './port.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { recipientDecision, recipientRecord, type StoredRecipient } from './sandbox-recipients.js';
import { AcquirerUnavailableError, type OperationStatus } from './port.js';
import { answerChallenge, authorize, faultOf, SANDBOX_SLOW_MS, tokenize, type SandboxFault } from './sandbox-cards.js';
import { MemoryOperationStore, type OperationKind, type OperationStore } from './sandbox-operations.js';

/**
 * Refund amounts whose centavos simulate a boundary fault (docs/sandbox.md), as the test cards do for
 * authorizations: R$ x,91 the answer is lost, R$ x,92 the first request is lost, R$ x,93 answers late.
 */
export function refundFault(amount: number): SandboxFault | null {
  const cents = amount % 100;
  return cents === 91 ? 'ANSWER_LOST' : cents === 92 ? 'REQUEST_LOST' : cents === 93 ? 'SLOW' : null;
}

/**
 * The sandbox acquirer (docs/sandbox.md): deterministic. Cards decide by test number
 * (sandbox-cards.ts), boletos are real FEBRABAN lines and PDFs (boleto.ts, boleto-pdf.ts), Pix
 * charges are real BR Codes (pix.ts). No bank ever settles them: boletos and Pix are paid through the
 * API's sandbox action.
 *
 * Like a real acquirer it remembers every authorization and refund by our reference (the store: the
 * database in the server, memory in unit tests): a repeated reference gets the first answer and moves
 * no money again, and status queries answer from that memory. Test cards and refund amounts make it
 * lose a request, lose an answer or answer late, so every reconciliation path can be reached.
 */
export class SandboxAcquirer implements Acquirer {
  /**
   * `store`: what it remembers (public: tests write an answer into it, as a real acquirer may give
   * one). `recipients`: the clock and review time of sub-seller registrations.
   */
  constructor(
    readonly store: OperationStore = new MemoryOperationStore(),
    private readonly recipients: { clock: Clock; reviewMs: number } = { clock: systemClock, reviewMs: 0 },
  ) {}

  /** A registration is remembered once by its reference (a resend of the same one changes nothing). */
  async registerRecipient(request: RecipientRequest): Promise<void> {
    const record = recipientRecord(request, this.recipients.clock.now());
    await this.store.putIfNew(request.reference, { kind: 'RECIPIENT', result: record, received: true });
  }

  async recipientStatus(reference: string): Promise<OperationStatus<RecipientStatus>> {
    const known = await this.status<StoredRecipient>('RECIPIENT', reference);
    if (!known.found) return known;
    return {
      found: true,
      result: recipientDecision(known.result, this.recipients.clock.now(), this.recipients.reviewMs),
    };
  }

  async tokenizeCard(card: CardData): Promise<CardToken> {
    return tokenize(card);
  }

  async authorizeCard(request: CardAuthorization): Promise<CardAttemptResult> {
    return this.operate('AUTHORIZATION', request.reference, faultOf(request.token), () => authorize(request));
  }

  /**
   * One operation, exactly once per reference, with its simulated fault: the answer of a reference
   * already processed is given again; a lost request leaves only a 'not received' mark (so the retry
   * goes through); a lost answer is processed and stored, then the call fails as a timeout would.
   */
  private async operate<T>(kind: OperationKind, reference: string, fault: SandboxFault | null, decide: () => T) {
    if (fault === 'REQUEST_LOST') {
      const marked = await this.store.putIfNew(reference, { kind, result: null, received: false });
      if (!marked) throw new AcquirerUnavailableError('NETWORK');
      if (marked.received) return marked.result as T;
      // The retry of a lost request: this time it arrives.
      const result = decide();
      await this.store.put(reference, { kind, result, received: true });
      return result;
    }
    const result = decide();
    const known = await this.store.putIfNew(reference, { kind, result, received: true });
    if (known) return known.result as T;
    if (fault === 'ANSWER_LOST') throw new AcquirerUnavailableError('TIMEOUT');
    if (fault === 'SLOW') await sleep(SANDBOX_SLOW_MS);
    return result;
  }

  private async status<T>(kind: OperationKind, reference: string): Promise<OperationStatus<T>> {
    const known = await this.store.get(reference);
    return known?.received && known.kind === kind ? { found: true, result: known.result as T } : { found: false };
  }

  paymentStatus(reference: string): Promise<OperationStatus<CardAttemptResult>> {
    return this.status('AUTHORIZATION', reference);
  }

  refundStatus(reference: string): Promise<OperationStatus<RefundResult>> {
    return this.status('REFUND', reference);
  }

  async completeChallenge(challengeId: string, code: string): Promise<CardAttemptResult> {
    return answerChallenge(challengeId, code);
  }

  async issueBoleto(request: BoletoRequest): Promise<BoletoIssued> {
    return issueBoleto(request);
  }

  boletoPdf(request: BoletoPdfRequest): Promise<Buffer> {
    return renderBoletoPdf(request);
  }

  async issuePix(request: PixRequest): Promise<PixIssued> {
    return issuePix(request);
  }

  pixQrCode(copyPaste: string): Promise<string> {
    return pixQrCode(copyPaste);
  }

  /**
   * Every refund is approved (but for the fault amounts). The reference is derived from ours, so a
   * retry of the same refund gets the same answer (a card refund id 're_…', a Pix devolução
   * end-to-end id 'D…').
   */
  refund(request: RefundRequest): Promise<RefundResult> {
    return this.operate('REFUND', request.reference, refundFault(request.amount), (): RefundResult => {
      const digest = createHash('sha256').update(request.reference).digest('hex').slice(0, 24);
      return {
        outcome: 'APPROVED',
        acquirerReference: request.paymentMethod === 'PIX' ? `D${digest.toUpperCase()}` : `re_${digest}`,
      };
    });
  }
}
