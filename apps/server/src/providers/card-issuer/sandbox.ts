import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { luhn } from '@cofre/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AcquirerUnavailableError } from '../acquirer/port.js';
import type { CardIssuer, CardIssueRequest, CardIssueState, OperationStatus } from './port.js';
import { sandboxIssuedCards } from './tables.js';

/** A 'Demorado…' card is made this long after the request arrived (the poll job finds it then). */
export const SANDBOX_CARD_ISSUE_MS = 60_000;

/** A 'Lento…' card's first request takes this long to arrive (test/cards-crash.test.ts kills the server meanwhile). */
export const SANDBOX_CARD_STALL_MS = 30_000;

export type CardIssueFault = 'REFUSED' | 'REQUEST_LOST' | 'ANSWER_LOST' | 'SLOW' | 'STALLED';

/**
 * The sandbox issuer decides by the start of the card's name (docs/sandbox.md, "Card issuer"):
 * 'Recusado' refused, 'Perdido' the first request lost, 'Sem resposta' made but the answer lost,
 * 'Demorado' made a minute later, 'Lento' its first request 30 s on the way; any other name is made at once.
 */
export function cardIssueFault(name: string): CardIssueFault | null {
  const start = name.trim().toLowerCase();
  if (start.startsWith('recusado')) return 'REFUSED';
  if (start.startsWith('perdido')) return 'REQUEST_LOST';
  if (start.startsWith('sem resposta')) return 'ANSWER_LOST';
  if (start.startsWith('demorado')) return 'SLOW';
  if (start.startsWith('lento')) return 'STALLED';
  return null;
}

const REFUSAL = 'O emissor recusou o cartão: a análise do titular não foi concluída.';

/** The Luhn check digit of `digits` (ISO/IEC 7812): the one the contract's `luhn` accepts after them. */
export function luhnDigit(digits: string): string {
  return [...'0123456789'].find((digit) => luhn(`${digits}${digit}`))!;
}

/** The card a reference gets: always the same number, CVV and expiry for the same reference. */
function cardOf(reference: string, receivedAt: Date): CardIssueState {
  const hash = createHash('sha256').update(`card:${reference}`).digest('hex');
  const digits = BigInt(`0x${hash.slice(0, 16)}`)
    .toString()
    .padStart(20, '0');
  // 2223 00: Mastercard's 2-series range that test cards use; never a real card.
  const body = `222300${digits.slice(0, 9)}`;
  const year = receivedAt.getUTCFullYear() + 5;
  const month = String(receivedAt.getUTCMonth() + 1).padStart(2, '0');
  return {
    status: 'ISSUED',
    issuerCardId: `sbx_${hash.slice(16, 28)}`,
    pan: `${body}${luhnDigit(body)}`,
    cvv: digits.slice(9, 12),
    expiry: `${month}/${year}`,
  };
}

/** The sandbox card issuer: deterministic, kept in `sandbox_issued_cards`. */
export class SandboxCardIssuer implements CardIssuer {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async issueCard(request: CardIssueRequest): Promise<CardIssueState> {
    const fault = cardIssueFault(request.name);
    const [known] = await this.db
      .select()
      .from(sandboxIssuedCards)
      .where(eq(sandboxIssuedCards.reference, request.reference));
    const now = this.clock.now();
    if (fault === 'REQUEST_LOST' && !known) {
      await this.db
        .insert(sandboxIssuedCards)
        .values({ reference: request.reference, name: request.name, received: false, receivedAt: now })
        .onConflictDoNothing();
      throw new AcquirerUnavailableError('NETWORK');
    }
    if (fault === 'STALLED' && !known) {
      // Only a mark of a request on its way, received when the wait is over if the caller still
      // lives; a retry of the same reference finds the mark and arrives at once.
      await this.db
        .insert(sandboxIssuedCards)
        .values({ reference: request.reference, name: request.name, received: false, receivedAt: now })
        .onConflictDoNothing();
      await sleep(SANDBOX_CARD_STALL_MS);
    }
    const receivedAt = known?.received ? known.receivedAt : this.clock.now();
    await this.db
      .insert(sandboxIssuedCards)
      .values({ reference: request.reference, name: request.name, received: true, receivedAt })
      .onConflictDoUpdate({ target: sandboxIssuedCards.reference, set: { received: true, receivedAt } });
    if (fault === 'ANSWER_LOST' && !known) throw new AcquirerUnavailableError('TIMEOUT');
    return this.stateOf(request.name, request.reference, receivedAt);
  }

  async issueStatus(reference: string): Promise<OperationStatus<CardIssueState>> {
    const [known] = await this.db.select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.reference, reference));
    if (!known?.received) return { found: false };
    return { found: true, result: this.stateOf(known.name, reference, known.receivedAt) };
  }

  private stateOf(name: string, reference: string, receivedAt: Date): CardIssueState {
    const fault = cardIssueFault(name);
    if (fault === 'REFUSED') return { status: 'REFUSED', reason: REFUSAL };
    if (fault === 'SLOW' && this.clock.now().getTime() - receivedAt.getTime() < SANDBOX_CARD_ISSUE_MS) {
      return { status: 'PENDING' };
    }
    return cardOf(reference, receivedAt);
  }
}
