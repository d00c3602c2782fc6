import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AcquirerUnavailableError } from '../acquirer/port.js';
import type { AccountOpeningRequest, AccountOpeningState, OperationStatus } from './port.js';
import { sandboxBankAccounts } from './tables.js';

/** How long the sandbox bank's analysis of an opening takes, by the injected clock. */
export const SANDBOX_ACCOUNT_ANALYSIS_MS = 60_000;
/** The sandbox bank's code (a real one would be its own COMPE code). */
export const SANDBOX_BANK_CODE = '999';
/** Branch 0006: the first request takes this long to arrive (a kill -9 test kills the server meanwhile). */
export const SANDBOX_OPENING_STALL_MS = 30_000;

/**
 * The sandbox's decisions, by the company CNPJ's branch number (its digits 9–12; docs/sandbox.md,
 * "Banking: account opening"): 0001 approved, 0002 refused for the company, 0003 refused for a
 * partner, 0004 the first request is lost, 0005 the answer is lost (the request is made), 0006 the
 * first request takes SANDBOX_OPENING_STALL_MS to arrive (received only if the caller lives that
 * long; a retry arrives at once), then approved. Any other branch is approved.
 */
export const SANDBOX_OPENING_BRANCHES = {
  refusedCompany: '0002',
  refusedPartner: '0003',
  requestLost: '0004',
  answerLost: '0005',
  stalled: '0006',
} as const;

const REFUSALS: Record<string, Extract<AccountOpeningState, { status: 'REFUSED' }>> = {
  [SANDBOX_OPENING_BRANCHES.refusedCompany]: {
    status: 'REFUSED',
    part: 'COMPANY',
    reason: 'A situação cadastral do CNPJ na Receita Federal não permite a abertura da conta.',
  },
  [SANDBOX_OPENING_BRANCHES.refusedPartner]: {
    status: 'REFUSED',
    part: 'PARTNERS',
    reason: 'O CPF de um dos sócios tem pendências na Receita Federal.',
  },
};

const branchOf = (document: string) => document.replace(/\D/g, '').slice(8, 12);

/** The sandbox bank's account openings: received once per reference, decided after the analysis time. */
export class SandboxAccountOpenings {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async openAccount(request: AccountOpeningRequest): Promise<{ outcome: 'RECEIVED' }> {
    const branch = branchOf(request.companyDocument);
    const [known] = await this.db
      .select()
      .from(sandboxBankAccounts)
      .where(eq(sandboxBankAccounts.reference, request.reference));
    if (known?.received) return { outcome: 'RECEIVED' };
    const row = {
      reference: request.reference,
      companyDocument: request.companyDocument,
      receivedAt: this.clock.now(),
    };
    if (branch === SANDBOX_OPENING_BRANCHES.requestLost && !known) {
      // Lost on the way in: only a mark, so that the retry of the same reference arrives.
      await this.db
        .insert(sandboxBankAccounts)
        .values({ ...row, received: false })
        .onConflictDoNothing();
      throw new AcquirerUnavailableError('NETWORK');
    }
    if (branch === SANDBOX_OPENING_BRANCHES.stalled && !known) {
      // Slow to arrive (test/banking-crash.test.ts kills the server meanwhile): only a mark of a
      // request on its way, received when the wait is over if the caller still lives; a retry of the
      // same reference finds the mark and arrives at once.
      await this.db
        .insert(sandboxBankAccounts)
        .values({ ...row, received: false })
        .onConflictDoNothing();
      await sleep(SANDBOX_OPENING_STALL_MS);
      row.receivedAt = this.clock.now();
    }
    await this.db
      .insert(sandboxBankAccounts)
      .values({ ...row, received: true })
      .onConflictDoUpdate({
        target: sandboxBankAccounts.reference,
        set: { received: true, receivedAt: row.receivedAt },
      });
    if (branch === SANDBOX_OPENING_BRANCHES.answerLost) throw new AcquirerUnavailableError('TIMEOUT');
    return { outcome: 'RECEIVED' };
  }

  async finishAccountAnalysis(reference: string): Promise<boolean> {
    const finished = await this.db
      .update(sandboxBankAccounts)
      .set({ receivedAt: new Date(this.clock.now().getTime() - SANDBOX_ACCOUNT_ANALYSIS_MS) })
      .where(and(eq(sandboxBankAccounts.reference, reference), eq(sandboxBankAccounts.received, true)))
      .returning({ reference: sandboxBankAccounts.reference });
    return finished.length > 0;
  }

  async accountStatus(reference: string): Promise<OperationStatus<AccountOpeningState>> {
    const [known] = await this.db
      .select()
      .from(sandboxBankAccounts)
      .where(eq(sandboxBankAccounts.reference, reference));
    if (!known?.received) return { found: false };
    if (this.clock.now().getTime() - known.receivedAt.getTime() < SANDBOX_ACCOUNT_ANALYSIS_MS) {
      return { found: true, result: { status: 'IN_ANALYSIS' } };
    }
    const refusal = REFUSALS[branchOf(known.companyDocument)];
    if (refusal) return { found: true, result: refusal };
    // Agency and number derive from the reference: the same opening always gets the same account.
    const digits = BigInt(`0x${createHash('sha256').update(reference).digest('hex').slice(0, 12)}`).toString();
    return {
      found: true,
      result: {
        status: 'APPROVED',
        bankCode: SANDBOX_BANK_CODE,
        agency: '0001',
        number: digits.slice(0, 8).padStart(8, '0'),
        digit: digits.slice(-1),
      },
    };
  }
}
