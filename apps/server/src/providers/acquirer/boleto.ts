import { createHash } from 'node:crypto';
import type { BoletoIssued, BoletoRequest } from './port.js';

/** The sandbox issues as bank 341 (docs/sandbox.md); carteira, agência and conta are fixed. */
export const SANDBOX_BANK_CODE = '341';
const CURRENCY = '9';
const WALLET = '109';
const BRANCH = '0001';
const ACCOUNT = '12345';

/** FEBRABAN's second due-date cycle: factor 1000 is 22/02/2025 (the first cycle reached 9999 the day before). */
const FACTOR_BASE = Date.UTC(2025, 1, 22);

export function dueDateFactor(dueDate: string): string {
  const [year, month, day] = dueDate.split('-').map(Number);
  const days = Math.round((Date.UTC(year, month - 1, day) - FACTOR_BASE) / 86_400_000);
  const factor = 1000 + (((days % 9000) + 9000) % 9000);
  return String(factor).padStart(4, '0');
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

/** A cobrança bancária boleto: 44-digit barcode and 47-digit linha digitável (Carta-Circular BCB 2.926). */
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
