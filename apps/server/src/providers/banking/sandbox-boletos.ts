import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { getBoletoInfo } from '@brazilian-utils/brazilian-utils/get-boleto-info';
import { eq } from 'drizzle-orm';
import { basisPoints, cents, readBoletoLine, scale } from '@cofre/contract';
import type { Db } from '../../db/client.js';
import { bankName } from '../../lib/banks.js';
import type { Clock } from '../../lib/clock.js';
import { AcquirerUnavailableError } from '../acquirer/port.js';
import type {
  BoletoDetails,
  BoletoLookup,
  BoletoPaymentAnswer,
  BoletoPaymentRequest,
  BoletoPaymentState,
  OperationStatus,
} from './port.js';
import { transferFault } from './sandbox-faults.js';
import { sandboxBoletoPayments } from './tables.js';

/** How long a boleto payment the sandbox accepted without settling stays PROCESSING, by the clock. */
export const SANDBOX_BOLETO_SETTLE_MS = 30_000;
/** A bank boleto may be paid up to this many days after its due date (then the payee's registry refuses it). */
export const SANDBOX_BOLETO_GRACE_DAYS = 30;
const SLOW_MS = 2_000;
const DAY_MS = 86_400_000;

type Outcome = 'SETTLED' | 'SLOW_SETTLE' | 'RETURN' | 'REJECTED';
export const BOLETO_REFUSED = { code: 'BD', message: 'Boleto recusado pelo banco do beneficiário' } as const;
export const BOLETO_RETURNED = {
  code: 'BE',
  message: 'Pagamento devolvido: boleto baixado pelo beneficiário',
} as const;

/** The payees the sandbox's registry names, picked by the barcode (the same boleto always names the same one). */
const PAYEES = [
  { name: 'Papelaria Horizonte Ltda', document: '11222333000181' },
  { name: 'Distribuidora Sol Nascente Ltda', document: '45723174000110' },
  { name: 'Gráfica Ponto Final Ltda', document: '60701190000104' },
  { name: 'Transportes Rota Sul Ltda', document: '33000167000101' },
  { name: 'Aluguel de Máquinas Serra Azul Ltda', document: '07526557000100' },
];
/** Utility bills by the FEBRABAN segment (the line's second digit). */
const UTILITY_PAYEES: Record<number, string> = {
  1: 'Prefeitura Municipal',
  2: 'Companhia de Saneamento',
  3: 'Companhia de Energia Elétrica',
  4: 'Operadora de Telecomunicações',
  5: 'Órgão Governamental',
  6: 'Carnê e assemelhados',
  7: 'Multas de trânsito',
};

/** The amount the line itself carries (centavos; 0 for a boleto whose payer chooses it). */
const lineAmount = (barcode: string) => Number(barcode.startsWith('8') ? barcode.slice(4, 15) : barcode.slice(9, 19));

const pick = (barcode: string, count: number) => createHash('sha256').update(barcode).digest().readUInt32BE(0) % count;

/**
 * The sandbox's decision by the centavos of the line's amount (docs/sandbox.md, "Banking: boletos"):
 * ,81 already paid; ,82 not in the registry; ,83 the registry does not answer; at payment ,84 refused
 * at once, ,85 accepted then returned, ,86 accepted and settled later; ,91 / ,92 / ,93 / ,94 the
 * transfers' boundary faults. Anything else is found and settles at once.
 */
export function boletoOutcome(amount: number): Outcome {
  const centavos = amount % 100;
  if (centavos === 84) return 'REJECTED';
  if (centavos === 85) return 'RETURN';
  if (centavos === 86) return 'SLOW_SETTLE';
  return 'SETTLED';
}

/** brazilian-utils builds the due date at local midnight: read it back with the local getters. */
const calendarDateOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);

/** The sandbox bank's directory of boletos and its bill payments (one per reference, in `sandbox_boleto_payments`). */
export class SandboxBoletos {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Found boletos carry a 2 % fine and 1 % a month of interest (pro rata by day) after the due date,
   * and may be paid up to SANDBOX_BOLETO_GRACE_DAYS after it; a utility bill has neither.
   */
  async check(barcode: string, paymentDate: string): Promise<BoletoLookup> {
    const amount = lineAmount(barcode);
    const centavos = amount % 100;
    if (centavos === 83) throw new AcquirerUnavailableError('TIMEOUT');
    if (centavos === 82) return { found: false, reason: 'NOT_FOUND' };
    if (centavos === 81) return { found: false, reason: 'ALREADY_PAID' };
    const line = readBoletoLine(barcode);
    if (!line) return { found: false, reason: 'NOT_FOUND' };
    if (line.kind === 'utility') {
      const segment = Number(barcode[1]);
      return {
        found: true,
        details: {
          payeeName: UTILITY_PAYEES[segment] ?? 'Arrecadação',
          payeeDocument: PAYEES[pick(barcode, PAYEES.length)]!.document,
          bankCode: '',
          bankName: `Arrecadação (segmento ${segment})`,
          dueDate: null,
          finalPaymentDate: null,
          ...this.charges(amount, null, paymentDate),
        },
      };
    }
    const info = getBoletoInfo(line.line, { referenceDate: this.clock.now() });
    const dueDate = info?.expirationDate ? calendarDateOf(info.expirationDate) : null;
    const payee = PAYEES[pick(barcode, PAYEES.length)]!;
    return {
      found: true,
      details: {
        payeeName: payee.name,
        payeeDocument: payee.document,
        bankCode: barcode.slice(0, 3),
        bankName: bankName(barcode.slice(0, 3)) ?? `Banco ${barcode.slice(0, 3)}`,
        dueDate,
        finalPaymentDate: dueDate ? addDays(dueDate, SANDBOX_BOLETO_GRACE_DAYS) : null,
        ...this.charges(amount, dueDate, paymentDate),
      },
    };
  }

  private charges(
    amount: number,
    dueDate: string | null,
    paymentDate: string,
  ): Pick<BoletoDetails, 'nominalAmount' | 'discount' | 'fine' | 'interest' | 'minAmount' | 'maxAmount'> {
    const late = dueDate ? Math.max(0, daysBetween(dueDate, paymentDate)) : 0;
    const fine = late > 0 ? basisPoints(amount, 200) : 0;
    const interest = scale(amount, late, 3000);
    const total = amount + fine + interest;
    // A boleto without an amount (valor livre) takes any amount up to R$ 100.000,00.
    return amount === 0
      ? { nominalAmount: 0, discount: 0, fine: 0, interest: 0, minAmount: 1, maxAmount: 10_000_000 }
      : { nominalAmount: amount, discount: 0, fine, interest, minAmount: total, maxAmount: total };
  }

  async pay(request: BoletoPaymentRequest): Promise<BoletoPaymentAnswer> {
    const fault = transferFault(request.amount);
    const [known] = await this.db
      .select()
      .from(sandboxBoletoPayments)
      .where(eq(sandboxBoletoPayments.reference, request.reference));
    if (known?.received) return answerOf(known.outcome as Outcome, known.authenticationCode);
    const row = {
      reference: request.reference,
      barcode: request.barcode,
      amount: cents(request.amount),
      outcome: boletoOutcome(lineAmount(request.barcode) || request.amount),
      authenticationCode: authenticationOf(request.reference),
      acceptedAt: this.clock.now(),
    };
    if (fault === 'REQUEST_LOST' && !known) {
      await this.db
        .insert(sandboxBoletoPayments)
        .values({ ...row, received: false })
        .onConflictDoNothing();
      throw new AcquirerUnavailableError('NETWORK');
    }
    await this.db
      .insert(sandboxBoletoPayments)
      .values({ ...row, received: true })
      .onConflictDoUpdate({
        target: sandboxBoletoPayments.reference,
        set: { received: true, acceptedAt: row.acceptedAt },
      });
    if (fault === 'ANSWER_LOST') throw new AcquirerUnavailableError('TIMEOUT');
    if (fault === 'SLOW') await sleep(SLOW_MS);
    return answerOf(row.outcome, row.authenticationCode);
  }

  async status(reference: string): Promise<OperationStatus<BoletoPaymentState>> {
    const [known] = await this.db
      .select()
      .from(sandboxBoletoPayments)
      .where(eq(sandboxBoletoPayments.reference, reference));
    if (!known?.received) return { found: false };
    const outcome = known.outcome as Outcome;
    const settled = { status: 'SETTLED', authenticationCode: known.authenticationCode } as const;
    if (outcome === 'SETTLED') return { found: true, result: settled };
    if (outcome === 'REJECTED') return { found: true, result: { status: 'FAILED', ...BOLETO_REFUSED } };
    const due = this.clock.now().getTime() - known.acceptedAt.getTime() >= SANDBOX_BOLETO_SETTLE_MS;
    if (!due) return { found: true, result: { status: 'PROCESSING' } };
    return { found: true, result: outcome === 'RETURN' ? { status: 'FAILED', ...BOLETO_RETURNED } : settled };
  }
}

/** The bank's authentication of a payment: 32 hex characters in groups, derived from our reference. */
function authenticationOf(reference: string): string {
  const hex = createHash('sha256').update(`boleto:${reference}`).digest('hex').slice(0, 32).toUpperCase();
  return hex.match(/.{4}/g)!.join('.');
}

function answerOf(outcome: Outcome, authenticationCode: string): BoletoPaymentAnswer {
  if (outcome === 'SETTLED') return { outcome: 'SETTLED', authenticationCode };
  if (outcome === 'REJECTED') return { outcome: 'REJECTED', ...BOLETO_REFUSED };
  return { outcome: 'ACCEPTED' };
}
