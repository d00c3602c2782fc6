import { getBoletoInfo } from '@brazilian-utils/brazilian-utils/get-boleto-info';
import { describe, expect, it } from 'vitest';
import { composeBankBoleto, dueDateFactor, maskBoletoInput, readBoletoLine } from '../src/boleto-lines.js';
import {
  boletoCheckRequestSchema,
  boletoPaymentCreateSchema,
  BOLETO_PAYMENT_MESSAGES,
} from '../src/boleto-payments.js';

/** The Banco do Brasil example of brazilian-utils' own documentation. */
const BB_LINE = '00190000090114971860168524522114675860000102656';
const UTILITY_LINE = '846100000005246100291102005460339004695895061080';
const change = (digits: string, at: number) =>
  digits.slice(0, at) + ((Number(digits[at]) + 1) % 10) + digits.slice(at + 1);

describe('reading a boleto as typed or scanned (D25)', () => {
  it('reads a 47-digit line, masked or not, and its 44-digit barcode to the same boleto', () => {
    const typed = readBoletoLine('00190.00009 01149.718601 68524.522114 6 75860000102656');
    expect(typed).toEqual({
      kind: 'bank',
      barcode: '00196758600001026560000001149718606852452211',
      line: BB_LINE,
      formatted: '00190.00009 01149.718601 68524.522114 6 75860000102656',
    });
    expect(readBoletoLine(typed!.barcode)).toEqual(typed);
  });

  it('reads the 48-digit line of a utility bill and its 44-digit barcode', () => {
    const bill = readBoletoLine(UTILITY_LINE);
    expect(bill).toMatchObject({ kind: 'utility', barcode: '84610000000246100291100054603390069589506108' });
    expect(bill!.formatted).toBe('84610000000-5 24610029110-2 00546033900-4 69589506108-0');
    expect(readBoletoLine(bill!.barcode)).toMatchObject({ kind: 'utility', barcode: bill!.barcode });
  });

  it('refuses a wrong check digit in any field, the general digit, a wrong length and letters', () => {
    for (const at of [9, 20, 31, 32]) expect(readBoletoLine(change(BB_LINE, at)), `digit ${at}`).toBeNull();
    expect(readBoletoLine(change(UTILITY_LINE, 11))).toBeNull();
    const barcode = readBoletoLine(BB_LINE)!.barcode;
    expect(readBoletoLine(change(barcode, 4))).toBeNull();
    expect(readBoletoLine(BB_LINE.slice(1))).toBeNull();
    expect(readBoletoLine(`${BB_LINE}0`)).toBeNull();
    expect(readBoletoLine('abc')).toBeNull();
  });

  it('masks while typing: digits only, grouped once complete, at most 48 digits', () => {
    expect(maskBoletoInput('0019a0000.09')).toBe('0019000009');
    expect(maskBoletoInput(BB_LINE)).toBe('00190.00009 01149.718601 68524.522114 6 75860000102656');
    expect(maskBoletoInput(`${UTILITY_LINE}999`)).toBe('84610000000-5 24610029110-2 00546033900-4 69589506108-0');
  });
});

describe('the due-date factor across its 2025 reset', () => {
  it('counts 1000 from 03/07/2000, reaches 9999 on 21/02/2025 and restarts at 1000 on 22/02/2025', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2026-11-30')).toBe('1646');
  });

  it('composes boletos whose due date and amount brazilian-utils reads back, either side of the reset', () => {
    for (const dueDate of ['2025-02-21', '2025-02-22', '2026-11-30']) {
      const boleto = composeBankBoleto({ bankCode: '341', dueDate, amount: 12_345, freeField: '1' });
      const info = getBoletoInfo(boleto.line, { referenceDate: new Date(`${dueDate}T12:00:00`) })!;
      const read = info.expirationDate!;
      const date = `${read.getFullYear()}-${String(read.getMonth() + 1).padStart(2, '0')}-${String(read.getDate()).padStart(2, '0')}`;
      expect([date, info.amount, info.bankCode]).toEqual([dueDate, 12_345, '341']);
    }
  });
});

describe('the boleto schemas', () => {
  it("say the spec's words for a missing or invalid line", () => {
    const message = (barcode: unknown) => boletoCheckRequestSchema.safeParse({ barcode }).error?.issues[0]?.message;
    expect(message('')).toBe(BOLETO_PAYMENT_MESSAGES.barcodeRequired);
    expect(message(undefined)).toBe(BOLETO_PAYMENT_MESSAGES.barcodeRequired);
    expect(message(change(BB_LINE, 5))).toBe(BOLETO_PAYMENT_MESSAGES.barcodeInvalid);
    expect(boletoCheckRequestSchema.safeParse({ barcode: BB_LINE }).success).toBe(true);
  });

  it('refuses a zero amount, a missing date and an unknown cost centre with their messages', () => {
    const base = { barcode: BB_LINE, amount: 100, paymentDate: '2026-11-23', costCenter: 'vendas' };
    const message = (overrides: object) =>
      boletoPaymentCreateSchema.safeParse({ ...base, ...overrides }).error?.issues[0]?.message;
    expect(message({ amount: 0 })).toBe(BOLETO_PAYMENT_MESSAGES.amountRequired);
    expect(message({ paymentDate: '' })).toBe(BOLETO_PAYMENT_MESSAGES.dateRequired);
    expect(message({ costCenter: 'ti' })).toBe(BOLETO_PAYMENT_MESSAGES.costCenterRequired);
    expect(boletoPaymentCreateSchema.safeParse(base).success).toBe(true);
  });
});
