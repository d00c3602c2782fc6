import { describe, expect, it } from 'vitest';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { hasError, parsePix } from 'pix-utils';
import { dueDateFactor, mod10, mod11 } from '../src/providers/acquirer/boleto.js';
import { SandboxAcquirer } from '../src/providers/acquirer/sandbox.js';
import { SANDBOX_TEST_CARDS, brandOf } from '../src/providers/acquirer/sandbox-cards.js';

const acquirer = new SandboxAcquirer();
const card = (number: string, expiry = '12/2030') => ({ number, holderName: 'ANA SOUZA', expiry, cvv: '987' });
const authorize = async (number: string, expiry?: string) => {
  const token = await acquirer.tokenizeCard(card(number, expiry));
  return acquirer.authorizeCard({
    token: token.token,
    amount: 10_000,
    installments: 1,
    reference: 'order-1',
    today: '2026-11-23',
  });
};

describe('sandbox cards', () => {
  it.each(SANDBOX_TEST_CARDS.map((test) => [test.number, test]))('%s behaves as documented', async (number, test) => {
    const result = await authorize(number);
    if (test.outcome === 'APPROVED')
      expect(result).toMatchObject({ outcome: 'APPROVED', authorizationCode: expect.stringMatching(/^\d{6}$/) });
    else if (test.outcome === 'THREE_D_SECURE')
      expect(result).toMatchObject({ outcome: 'CHALLENGE', challengeId: expect.any(String) });
    else expect(result).toEqual({ outcome: 'DECLINED', code: test.code, message: test.message });
  });

  it('approves any other valid number and names its brand by BIN', async () => {
    expect(await authorize('5105105105105100')).toMatchObject({ outcome: 'APPROVED' });
    expect(brandOf('5105105105105100')).toBe('Mastercard');
    expect(brandOf('378282246310005')).toBe('Amex');
    expect(brandOf('6362970000457013')).toBe('Elo');
    expect(brandOf('6062825624254001')).toBe('Hipercard');
  });

  it('declines a card whose expiry month has passed, and a forged token', async () => {
    expect(await authorize('4111111111111111', '10/26')).toMatchObject({ outcome: 'DECLINED', code: '54' });
    expect(await authorize('4111111111111111', '11/26')).toMatchObject({ outcome: 'APPROVED' });
    const forged = await acquirer.authorizeCard({
      token: 'sbx_bm9wZQ.abc',
      amount: 1,
      installments: 1,
      reference: 'x',
      today: '2026-11-23',
    });
    expect(forged).toMatchObject({ outcome: 'DECLINED', code: '14' });
  });

  it('never carries the card number or CVV in the token', async () => {
    for (let i = 0; i < 20; i++) {
      const token = await acquirer.tokenizeCard(card('4000000000003220'));
      const decoded = Buffer.from(token.token.split('.')[0].slice(4), 'base64url').toString();
      expect(token.token + decoded).not.toContain('4000000000003220');
      expect(decoded).not.toContain('987');
      expect(token).toMatchObject({ last4: '3220', brand: 'Visa' });
    }
  });

  it('completes a 3-D Secure challenge only with the sandbox code', async () => {
    expect(await acquirer.completeChallenge('c-1', '123456')).toMatchObject({ outcome: 'APPROVED' });
    expect(await acquirer.completeChallenge('c-1', '654321')).toEqual({
      outcome: 'DECLINED',
      code: 'N7',
      message: 'Autenticação 3-D Secure recusada.',
    });
  });
});

describe('sandbox boleto', () => {
  const request = (amount: number, dueDate: string) => ({
    reference: '6e39ebf5-73e4-42ce-9672-a7b6b39f3384',
    amount,
    dueDate,
    payerName: 'Conceição Araújo',
    payerDocument: '52998224725',
    beneficiaryName: 'Loja Demonstração',
    beneficiaryDocument: '11222333000181',
  });

  it.each([
    [100, '2026-11-30'],
    [123_456, '2027-06-15'],
    [9_999_999, '2025-03-01'],
  ])('a line for %i centavos due %s reads back with an independent library', async (amount, dueDate) => {
    const boleto = await acquirer.issueBoleto(request(amount, dueDate));
    expect(boleto.digitableLine).toMatch(/^341\d{44}$/);
    expect(boleto.barcode).toMatch(/^341\d{41}$/);
    expect(isValidBoleto(boleto.digitableLine)).toBe(true);
    const info = getBoletoInfo(boleto.digitableLine, { referenceDate: new Date('2026-11-22T12:00:00Z') });
    expect(info).toMatchObject({ amount, bankCode: '341' });
    expect(info!.expirationDate!.toISOString().slice(0, 10)).toBe(dueDate);
  });

  it('the barcode and the line carry the same check digit and fields', async () => {
    const { digitableLine, barcode } = await acquirer.issueBoleto(request(15_000, '2026-11-30'));
    expect(barcode[4]).toBe(digitableLine[32]);
    expect(barcode.slice(5, 19)).toBe(digitableLine.slice(33));
    expect(mod11(barcode.slice(0, 4) + barcode.slice(5))).toBe(Number(barcode[4]));
    expect(mod10(digitableLine.slice(0, 9))).toBe(Number(digitableLine[9]));
    // A changed digit breaks the line.
    const tampered = digitableLine.slice(0, 40) + ((Number(digitableLine[40]) + 1) % 10) + digitableLine.slice(41);
    expect(isValidBoleto(tampered)).toBe(false);
  });

  it('uses FEBRABAN’s second due-date cycle', () => {
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-02-23')).toBe('1001');
    expect(dueDateFactor('2026-11-30')).toBe('1646');
  });

  it('draws an A4 PDF with the ITF barcode', async () => {
    const issued = await acquirer.issueBoleto(request(15_000, '2026-11-30'));
    const pdf = await acquirer.boletoPdf({
      ...request(15_000, '2026-11-30'),
      ...issued,
      title: 'Mensalidade',
      instructions: ['Após o vencimento, multa de 2%.'],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(3_000);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });
});

describe('sandbox Pix', () => {
  it('issues a BR Code that parses back with its amount and transaction id', async () => {
    const pix = await acquirer.issuePix({
      reference: '6e39ebf5-73e4-42ce-9672-a7b6b39f3384',
      amount: 12_345,
      merchantName: 'Loja Demonstração Ltda',
      merchantCity: 'São Paulo',
      pixKey: '11222333000181',
    });
    expect(pix.txid).toBe('6E39EBF573E442CE9672A7B6B');
    const parsed = parsePix(pix.copyPaste);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({
      transactionAmount: 123.45,
      merchantName: 'LOJA DEMONSTRACAO LTDA',
      merchantCity: 'SAO PAULO',
      pixKey: '11222333000181',
    });
  });

  it('a tampered CRC is rejected', async () => {
    const { copyPaste } = await acquirer.issuePix({
      reference: 'abc',
      amount: 100,
      merchantName: 'Loja',
      merchantCity: 'Recife',
      pixKey: '11222333000181',
    });
    const tampered = copyPaste.slice(0, -1) + (copyPaste.endsWith('0') ? '1' : '0');
    expect(hasError(parsePix(tampered))).toBe(true);
  });

  it('draws the QR code as a PNG data URL', async () => {
    const { copyPaste } = await acquirer.issuePix({
      reference: 'abc',
      amount: 100,
      merchantName: 'Loja',
      merchantCity: 'Recife',
      pixKey: '11222333000181',
    });
    expect(await acquirer.pixQrCode(copyPaste)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{500,}$/);
  });
});
