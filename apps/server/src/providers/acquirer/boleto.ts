import { createHash } from 'node:crypto';
import type { BoletoIssued, BoletoRequest } from './port.js';

/** The sandbox issues as bank 341 (docs/sandbox.md); carteira, agência and conta are fixed. */
export const SANDBOX_BANK_CODE = '341';
/** The name printed beside the bank code, as every boleto shows its bank (COMPE 341). */
export const SANDBOX_BANK_NAME = 'Itaú Unibanco S.A.';
/** Printed next to the bank code on the slip ('341-7'), as every bank does. */
export const SANDBOX_BANK_CHECK_DIGIT = '7';
const CURRENCY = '9';
export const SANDBOX_WALLET = '109';
const WALLET = SANDBOX_WALLET;
const BRANCH = '0001';
const ACCOUNT = '12345';

/** 'Agência/código do beneficiário' as printed on the slip: '0001/12345-8'. */
export function beneficiaryCode(): string {
  return `${BRANCH}/${ACCOUNT}-${mod10(`${BRANCH}${ACCOUNT}`)}`;
}

/**
 * FEBRABAN's due-date factor counts days from 07/10/1997 and runs 1000..9999: it reached 9999 on
 * 21/02/2025 and restarted at 1000 on 22/02/2025 (so the second cycle's day 0 is 29/05/2022). Any date
 * maps into the 9000-day cycle, so both cycles come out of one formula anchored at the restart.
 */
const FACTOR_RESTART = Date.UTC(2025, 1, 22);
const DAY_MS = 86_400_000;

/** Four digits of the due date ('yyyy-MM-dd'). */
export function dueDateFactor(dueDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== dueDate) {
    throw new RangeError('Boleto due date must be yyyy-MM-dd');
  }
  const days = Math.round((time - FACTOR_RESTART) / DAY_MS);
  return String(1000 + (((days % 9000) + 9000) % 9000));
}

/** Módulo 10 (weights 2,1 from the right; products above 9 add their digits). */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (product > 9) product -= 9;
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Módulo 11 of the barcode (weights 2..9 from the right; 0, 10 and 11 become 1). */
export function mod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** 'Nosso número': eight digits derived from our charge id, stable for the same charge. */
export function ourNumberOf(reference: string): string {
  return String(createHash('sha256').update(reference).digest().readUInt32BE(0) % 100_000_000).padStart(8, '0');
}

/**
 * A cobrança bancária boleto (Carta-Circular BCB 2.926). Barcode: bank(3) currency(1) general DV(1)
 * factor(4) amount(10) free field(25). Linha digitável: the same fields regrouped in three blocks with
 * their módulo-10 DVs, then the general DV, factor and amount. The free field is Itaú's layout for
 * carteira 109: carteira, nosso número + DAC, agência, conta + DAC, '000'.
 */
export function issueBoleto(request: BoletoRequest): BoletoIssued {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > 99_999_999_99) {
    throw new RangeError('Boleto amount out of range');
  }
  const ourNumber = ourNumberOf(request.reference);
  const ourNumberDac = mod10(`${BRANCH}${ACCOUNT}${WALLET}${ourNumber}`);
  const accountDac = mod10(`${BRANCH}${ACCOUNT}`);
  const freeField = `${WALLET}${ourNumber}${ourNumberDac}${BRANCH}${ACCOUNT}${accountDac}000`;
  const factorAndAmount = `${dueDateFactor(request.dueDate)}${String(request.amount).padStart(10, '0')}`;
  const withoutDv = `${SANDBOX_BANK_CODE}${CURRENCY}${factorAndAmount}${freeField}`;
  const generalDv = mod11(withoutDv);
  const barcode = `${SANDBOX_BANK_CODE}${CURRENCY}${generalDv}${factorAndAmount}${freeField}`;
  const field1 = `${SANDBOX_BANK_CODE}${CURRENCY}${freeField.slice(0, 5)}`;
  const field2 = freeField.slice(5, 15);
  const field3 = freeField.slice(15, 25);
  const digitableLine = `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${generalDv}${factorAndAmount}`;
  return { digitableLine, barcode, ourNumber: `${WALLET}/${ourNumber}-${ourNumberDac}` };
}

/** '34191.09008 00000.000000 ...' as printed on the slip. */
export function formatDigitableLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}
