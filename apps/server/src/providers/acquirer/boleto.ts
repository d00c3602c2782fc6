import { createHash } from 'node:crypto';
import { dueDateFactor, mod10 } from '@cofre/contract';
import type { BoletoIssued, BoletoRequest } from './port.js';

export { dueDateFactor, mod10 };

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
