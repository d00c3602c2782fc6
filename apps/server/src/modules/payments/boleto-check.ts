import { formatBRL, formatDate, readBoletoLine, type BoletoCheck, type BoletoLine } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { AcquirerUnavailableError } from '../../providers/acquirer/port.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import type { BoletoDetails } from '../../providers/banking/port.js';
import { maskDocument } from './recipient.js';

/** A checked boleto: the line read, and what the directory says of it for the payment date. */
export interface CheckedBoleto {
  line: BoletoLine;
  paymentDate: string;
  details: BoletoDetails;
}

/**
 * 'Consultar' (spec 4 §7 'Boleto check'; docs/payments.md, "Boletos"): the line is read and checked
 * by its digits (PAY-020), then the bank's directory answers for the payment date: not found (PAY-021),
 * already paid (PAY-022), past its last payment day (PAY-023), or no answer (PAY-025). Read-only, so a
 * lost answer is simply asked again.
 */
export async function checkBoleto(ctx: AppContext, typed: string, paymentDate?: string): Promise<CheckedBoleto> {
  const line = readBoletoLine(typed);
  if (!line) throw new AppError('PAY-020');
  const date = paymentDate ?? businessDate(ctx.clock.now());
  let answer;
  try {
    answer = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () => ctx.banking.checkBoleto(line.barcode, date));
  } catch (error) {
    if (error instanceof AcquirerUnavailableError) throw new AppError('PAY-025');
    throw error;
  }
  if (!answer.found) throw new AppError(answer.reason === 'ALREADY_PAID' ? 'PAY-022' : 'PAY-021');
  const { details } = answer;
  if (details.finalPaymentDate && date > details.finalPaymentDate) {
    throw new AppError(
      'PAY-023',
      `Este boleto venceu em ${formatDate(details.dueDate ?? details.finalPaymentDate)} e só podia ser pago até ${formatDate(details.finalPaymentDate)}.`,
    );
  }
  return { line, paymentDate: date, details };
}

/** The payee accepts this amount for the boleto, or the refusal names what it accepts (PAY-024). */
export function assertAcceptedAmount(details: BoletoDetails, amount: number): void {
  if (amount >= details.minAmount && amount <= details.maxAmount) return;
  throw new AppError(
    'PAY-024',
    details.minAmount === details.maxAmount
      ? `O beneficiário só aceita ${formatBRL(details.minAmount)} para este boleto nesta data.`
      : `O beneficiário aceita de ${formatBRL(details.minAmount)} a ${formatBRL(details.maxAmount)} para este boleto.`,
  );
}

/** What the browser sees of a check (the payee's document masked). */
export function presentCheck({ line, paymentDate, details }: CheckedBoleto): BoletoCheck {
  return {
    barcode: line.barcode,
    line: line.line,
    kind: line.kind,
    payee: details.payeeName,
    payeeDocument: maskDocument(details.payeeDocument),
    bank: details.bankName,
    dueDate: details.dueDate,
    finalPaymentDate: details.finalPaymentDate,
    paymentDate,
    nominalAmount: details.nominalAmount,
    discount: details.discount,
    fine: details.fine,
    interest: details.interest,
    amount: details.minAmount === details.maxAmount ? details.minAmount : details.nominalAmount,
    minAmount: details.minAmount,
    maxAmount: details.maxAmount,
    status: 'open',
  };
}
