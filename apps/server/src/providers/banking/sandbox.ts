import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cents, type PayoutAccount } from '@cofre/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AcquirerUnavailableError } from '../acquirer/port.js';
import type {
  AccountOpeningRequest,
  AccountOpeningState,
  Banking,
  OperationStatus,
  SandboxBankControls,
  TransferAnswer,
  TransferRequest,
  TransferState,
  PixOutAnswer,
  PixOutRequest,
  PixOutState,
  BoletoLookup,
  BoletoPaymentAnswer,
  BoletoPaymentRequest,
  BoletoPaymentState,
} from './port.js';
import { SandboxBoletos } from './sandbox-boletos.js';
import { SandboxPixOut } from './sandbox-pix.js';
import { transferFault } from './sandbox-faults.js';

export { transferFault };
import { sandboxBankTransfers } from './tables.js';
import { SandboxAccountOpenings } from './sandbox-accounts.js';

/** How long an accepted sandbox transfer stays PROCESSING before it settles (or fails), by the clock. */
export const SANDBOX_TRANSFER_SETTLE_MS = 30_000;
/** How late a SLOW answer comes. */
export const SANDBOX_BANK_SLOW_MS = 2_000;

/**
 * The documented test account that always fails: the bank accepts the transfer, then returns it
 * (closed account, ISO 20022 AC04) when it settles. Any bank code and agency.
 */
export const SANDBOX_CLOSED_ACCOUNT = { account: '99999', accountDigit: '9' } as const;
export const CLOSED_ACCOUNT_FAILURE = { code: 'AC04', message: 'Conta encerrada' } as const;

const accountKey = (to: PayoutAccount) => `${to.bankCode}/${to.agency}/${to.account}-${to.accountDigit}`;
const isClosed = (account: string) =>
  account.endsWith(`/${SANDBOX_CLOSED_ACCOUNT.account}-${SANDBOX_CLOSED_ACCOUNT.accountDigit}`);

/**
 * The sandbox bank (docs/sandbox.md, "Banking"): accepts every transfer (one per reference, remembered
 * in `sandbox_bank_transfers`), settles it SANDBOX_TRANSFER_SETTLE_MS after acceptance by the injected
 * clock, and fails it then when it goes to the closed test account.
 */
export class SandboxBanking implements Banking {
  private readonly openings: SandboxAccountOpenings;
  private readonly pix: SandboxPixOut;
  private readonly boletos: SandboxBoletos;
  readonly sandbox: SandboxBankControls;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.openings = new SandboxAccountOpenings(db, clock);
    this.pix = new SandboxPixOut(db, clock);
    this.boletos = new SandboxBoletos(db, clock);
    this.sandbox = { finishAccountAnalysis: (reference) => this.openings.finishAccountAnalysis(reference) };
  }

  openAccount(request: AccountOpeningRequest): Promise<{ outcome: 'RECEIVED' }> {
    return this.openings.openAccount(request);
  }

  accountStatus(reference: string): Promise<OperationStatus<AccountOpeningState>> {
    return this.openings.accountStatus(reference);
  }

  async transfer(request: TransferRequest): Promise<TransferAnswer> {
    const fault = transferFault(request.amount);
    const transferId = `TRF${createHash('sha256').update(request.reference).digest('hex').slice(0, 20).toUpperCase()}`;
    const [known] = await this.db
      .select()
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.reference, request.reference));
    if (known?.received) return { outcome: 'ACCEPTED', transferId: known.transferId };
    const row = {
      reference: request.reference,
      transferId,
      amount: cents(request.amount),
      account: accountKey(request.to),
      acceptedAt: this.clock.now(),
    };
    if (fault === 'REQUEST_LOST' && !known) {
      // Lost on the way in: only a mark, so that the retry of the same reference arrives.
      await this.db
        .insert(sandboxBankTransfers)
        .values({ ...row, received: false })
        .onConflictDoNothing();
      throw new AcquirerUnavailableError('NETWORK');
    }
    await this.db
      .insert(sandboxBankTransfers)
      .values({ ...row, received: true })
      .onConflictDoUpdate({
        target: sandboxBankTransfers.reference,
        set: { received: true, acceptedAt: row.acceptedAt },
      });
    if (fault === 'ANSWER_LOST') throw new AcquirerUnavailableError('TIMEOUT');
    if (fault === 'SLOW') await sleep(SANDBOX_BANK_SLOW_MS);
    return { outcome: 'ACCEPTED', transferId };
  }

  pixOut(request: PixOutRequest): Promise<PixOutAnswer> {
    return this.pix.send(request);
  }

  pixOutStatus(reference: string): Promise<OperationStatus<PixOutState>> {
    return this.pix.status(reference);
  }

  checkBoleto(barcode: string, paymentDate: string): Promise<BoletoLookup> {
    return this.boletos.check(barcode, paymentDate);
  }

  payBoleto(request: BoletoPaymentRequest): Promise<BoletoPaymentAnswer> {
    return this.boletos.pay(request);
  }

  boletoPaymentStatus(reference: string): Promise<OperationStatus<BoletoPaymentState>> {
    return this.boletos.status(reference);
  }

  async transferStatus(reference: string): Promise<OperationStatus<TransferState>> {
    const [known] = await this.db
      .select()
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.reference, reference));
    if (!known?.received) return { found: false };
    const settled = this.clock.now().getTime() - known.acceptedAt.getTime() >= SANDBOX_TRANSFER_SETTLE_MS;
    if (!settled) return { found: true, result: { status: 'PROCESSING', transferId: known.transferId } };
    if (isClosed(known.account)) {
      return { found: true, result: { status: 'FAILED', transferId: known.transferId, ...CLOSED_ACCOUNT_FAILURE } };
    }
    return { found: true, result: { status: 'SETTLED', transferId: known.transferId } };
  }
}
