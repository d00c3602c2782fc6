import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { cents } from '@cofre/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AcquirerUnavailableError } from '../acquirer/port.js';
import type { OperationStatus, PixOutAnswer, PixOutRequest, PixOutState } from './port.js';
import { transferFault } from './sandbox-faults.js';
import { sandboxPixOut } from './tables.js';

/** How long a Pix the sandbox accepted without settling stays PROCESSING, by the clock. */
export const SANDBOX_PIX_SETTLE_MS = 30_000;
const SLOW_MS = 2_000;
/** R$ x,94: the request takes this long to reach the bank (a crash test kills the server meanwhile). */
export const SANDBOX_PIX_STALL_MS = 30_000;

type Outcome = 'SETTLED' | 'SLOW_SETTLE' | 'RETURN' | 'REJECTED';
export const PIX_REFUSED = { code: 'AC06', message: 'Conta do recebedor bloqueada' } as const;
export const PIX_RETURNED = { code: 'AC03', message: 'Conta do recebedor encerrada' } as const;

/**
 * The sandbox's decision by the key (docs/sandbox.md, "Banking: Pix out"): an e-mail whose local part
 * is, or a key whose last four characters are, `recusa` / 0402 → refused at once; `em-analise` /
 * 0202 → accepted, settles after SANDBOX_PIX_SETTLE_MS; `devolve` / 0302 → accepted, comes back
 * (fails) after it. Amounts ending in ,91 / ,92 / ,93 lose the answer / the request / answer late,
 * as transfers do; the first request of ,94 takes SANDBOX_PIX_STALL_MS to arrive (received only if
 * the caller lives that long; a retry arrives at once).
 */
export function pixOutOutcome(key: string): Outcome {
  const marker = key.includes('@') ? key.split('@')[0] : key.slice(-4);
  if (marker === 'recusa' || marker === '0402') return 'REJECTED';
  if (marker === 'em-analise' || marker === '0202') return 'SLOW_SETTLE';
  if (marker === 'devolve' || marker === '0302') return 'RETURN';
  return 'SETTLED';
}

/** The sandbox bank's Pix out (one per reference, remembered in `sandbox_pix_out`). */
export class SandboxPixOut {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(request: PixOutRequest): Promise<PixOutAnswer> {
    const fault = transferFault(request.amount);
    const [known] = await this.db.select().from(sandboxPixOut).where(eq(sandboxPixOut.reference, request.reference));
    if (known?.received) return answerOf(known.outcome as Outcome);
    const row = {
      reference: request.reference,
      endToEndId: request.endToEndId,
      amount: cents(request.amount),
      key: request.key,
      outcome: pixOutOutcome(request.key),
      acceptedAt: this.clock.now(),
    };
    if (fault === 'REQUEST_LOST' && !known) {
      await this.db
        .insert(sandboxPixOut)
        .values({ ...row, received: false })
        .onConflictDoNothing();
      throw new AcquirerUnavailableError('NETWORK');
    }
    if (request.amount % 100 === 94 && !known) {
      // The first request is slow to arrive: marked as on its way, received only if the caller lives.
      await this.db
        .insert(sandboxPixOut)
        .values({ ...row, received: false })
        .onConflictDoNothing();
      await sleep(SANDBOX_PIX_STALL_MS);
    }
    await this.db
      .insert(sandboxPixOut)
      .values({ ...row, received: true })
      .onConflictDoUpdate({ target: sandboxPixOut.reference, set: { received: true, acceptedAt: row.acceptedAt } });
    if (fault === 'ANSWER_LOST') throw new AcquirerUnavailableError('TIMEOUT');
    if (fault === 'SLOW') await sleep(SLOW_MS);
    return answerOf(row.outcome);
  }

  async status(reference: string): Promise<OperationStatus<PixOutState>> {
    const [known] = await this.db.select().from(sandboxPixOut).where(eq(sandboxPixOut.reference, reference));
    if (!known?.received) return { found: false };
    const outcome = known.outcome as Outcome;
    if (outcome === 'SETTLED') return { found: true, result: { status: 'SETTLED' } };
    if (outcome === 'REJECTED') return { found: true, result: { status: 'FAILED', ...PIX_REFUSED } };
    const due = this.clock.now().getTime() - known.acceptedAt.getTime() >= SANDBOX_PIX_SETTLE_MS;
    if (!due) return { found: true, result: { status: 'PROCESSING' } };
    return {
      found: true,
      result: outcome === 'RETURN' ? { status: 'FAILED', ...PIX_RETURNED } : { status: 'SETTLED' },
    };
  }
}

function answerOf(outcome: Outcome): PixOutAnswer {
  if (outcome === 'SETTLED') return { outcome: 'SETTLED' };
  if (outcome === 'REJECTED') return { outcome: 'REJECTED', ...PIX_REFUSED };
  return { outcome: 'ACCEPTED' };
}
