import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { formatBRL, luhn, SANDBOX_3DS_CODE } from '@cofre/contract';
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { dueDateFactor } from '../src/providers/acquirer/boleto.js';
import { createAcquirer, SANDBOX_TEST_CARDS, SandboxAcquirer } from '../src/providers/acquirer/index.js';
import type { BoletoRequest, CardAttemptResult } from '../src/providers/acquirer/index.js';
import { AcquirerUnavailableError } from '../src/providers/acquirer/port.js';
import { PIX_QR_MASK } from '../src/providers/acquirer/pix.js';
import { qrSegments } from '../src/providers/acquirer/qr-segments.js';
import { brandOf, SANDBOX_FAULTS } from '../src/providers/acquirer/sandbox-cards.js';
import { pdfText } from './support/pdf.js';
import { at } from './support/at.js';

const acquirer = new SandboxAcquirer();
const TODAY = '2026-11-23';
const CVV = '987';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const card = (number: string, expiry = '12/2030') => ({ number, holderName: 'ANA SOUZA', expiry, cvv: CVV });

/** Tokenizes and authorizes, as a charge does (possibly on two different server processes). */
async function authorize(number: string, expiry?: string, reference = 'order-1'): Promise<CardAttemptResult> {
  const { token } = await acquirer.tokenizeCard(card(number, expiry));
  return new SandboxAcquirer().authorizeCard({ token, amount: 10_000, installments: 1, reference, today: TODAY });
}

const authorizeToken = (token: string) =>
  new SandboxAcquirer().authorizeCard({ token, amount: 100, installments: 1, reference: 'order-1', today: TODAY });

/** The JSON part of a sandbox token, decoded. */
function tokenPayload(token: string): string {
  return Buffer.from(at(token.slice('sbx_'.length).split('.'), 0), 'base64url').toString('utf8');
}

describe('the sandbox at the boundary: memory by reference and simulated faults', () => {
  const request = (token: string, reference: string) => ({
    token,
    amount: 5_000,
    installments: 1,
    reference,
    today: TODAY,
  });
  const tokenOf = async (number: string) => (await acquirer.tokenizeCard(card(number))).token;

  it('answers a repeated reference with its first answer and reports it to status queries', async () => {
    const sandbox = new SandboxAcquirer();
    const first = await sandbox.authorizeCard(request(await tokenOf('4111111111111111'), 'att-1'));
    // Same reference, another card: the acquirer already authorized this order and says so again.
    const again = await sandbox.authorizeCard(request(await tokenOf('4000000000000002'), 'att-1'));
    expect(again).toEqual(first);
    expect(await sandbox.paymentStatus('att-1')).toEqual({ found: true, result: first });
    expect(await sandbox.paymentStatus('att-2')).toEqual({ found: false });
    expect(await sandbox.refundStatus('att-1')).toEqual({ found: false });
  });

  it('ANSWER_LOST: approves, then the call fails; the status query knows it was approved', async () => {
    const sandbox = new SandboxAcquirer();
    const token = await tokenOf('4000000000000259');
    await expect(sandbox.authorizeCard(request(token, 'lost-answer'))).rejects.toBeInstanceOf(AcquirerUnavailableError);
    expect(await sandbox.paymentStatus('lost-answer')).toMatchObject({ found: true, result: { outcome: 'APPROVED' } });
  });

  it('REQUEST_LOST: the first request never arrives (not found), the retry with the same reference is approved', async () => {
    const sandbox = new SandboxAcquirer();
    const token = await tokenOf('4000000000000267');
    await expect(sandbox.authorizeCard(request(token, 'lost-request'))).rejects.toBeInstanceOf(
      AcquirerUnavailableError,
    );
    expect(await sandbox.paymentStatus('lost-request')).toEqual({ found: false });
    expect(await sandbox.authorizeCard(request(token, 'lost-request'))).toMatchObject({ outcome: 'APPROVED' });
  });

  it('refund amounts ending in ,91 lose the answer and ,92 the request; ,93 answers late', async () => {
    const sandbox = new SandboxAcquirer();
    const refund = (reference: string, amount: number) =>
      sandbox.refund({ reference, chargeReference: 'c', paymentMethod: 'PIX', amount });
    await expect(refund('r91', 1_091)).rejects.toBeInstanceOf(AcquirerUnavailableError);
    expect(await sandbox.refundStatus('r91')).toMatchObject({ found: true, result: { outcome: 'APPROVED' } });
    await expect(refund('r92', 1_092)).rejects.toBeInstanceOf(AcquirerUnavailableError);
    expect(await sandbox.refundStatus('r92')).toEqual({ found: false });
    expect(await refund('r92', 1_092)).toMatchObject({ outcome: 'APPROVED' });
    const started = Date.now();
    expect(await refund('r93', 1_093)).toMatchObject({ outcome: 'APPROVED' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  });
});

describe('createAcquirer', () => {
  it('gives the sandbox, the only acquirer there is', () => {
    expect(createAcquirer({} as never)).toBeInstanceOf(SandboxAcquirer);
  });
});

describe('sandbox test cards', () => {
  it('are the documented table, every number Luhn-valid and named by its BIN', () => {
    expect(
      SANDBOX_TEST_CARDS.map(({ number, brand, outcome, code, message }) => [number, brand, outcome, code, message]),
    ).toEqual([
      ['4111111111111111', 'Visa', 'APPROVED', null, null],
      ['5555555555554444', 'Mastercard', 'APPROVED', null, null],
      ['4000000000000002', 'Visa', 'DECLINED', '05', 'Transação não autorizada pelo emissor.'],
      ['4000000000009995', 'Visa', 'INSUFFICIENT_FUNDS', '51', 'Saldo insuficiente.'],
      ['4000000000000069', 'Visa', 'EXPIRED', '54', 'Cartão vencido.'],
      ['4000000000000119', 'Visa', 'PROCESSING_ERROR', '96', 'Falha temporária no emissor. Tente novamente.'],
      ['4000000000003220', 'Visa', 'THREE_D_SECURE', null, null],
      ['4000000000000259', 'Visa', 'ANSWER_LOST', null, null],
      ['4000000000000267', 'Visa', 'REQUEST_LOST', null, null],
      ['4000000000000275', 'Visa', 'SLOW', null, null],
    ]);
    for (const test of SANDBOX_TEST_CARDS) {
      expect(luhn(test.number), test.number).toBe(true);
      expect(brandOf(test.number), test.number).toBe(test.brand);
      expect(test.description.length, test.number).toBeGreaterThan(0);
    }
  });

  it.each(
    SANDBOX_TEST_CARDS.filter((test) => !SANDBOX_FAULTS.has(test.outcome)).map((test) => [test.number, test] as const),
  )('%s behaves as documented', async (number, test) => {
    const result = await authorize(number);
    if (test.outcome === 'APPROVED') {
      expect(result).toEqual({ outcome: 'APPROVED', authorizationCode: expect.stringMatching(/^\d{6}$/) });
    } else if (test.outcome === 'THREE_D_SECURE') {
      expect(result).toEqual({ outcome: 'CHALLENGE', challengeId: expect.stringMatching(UUID) });
    } else {
      expect(result).toEqual({ outcome: 'DECLINED', code: test.code, message: test.message });
    }
  });

  it('tokenizes with last four, brand and holder', async () => {
    expect(await acquirer.tokenizeCard(card('5555555555554444'))).toEqual({
      token: expect.stringMatching(/^sbx_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
      last4: '4444',
      brand: 'Mastercard',
      holderName: 'ANA SOUZA',
    });
  });

  it('approves any other Luhn-valid number', async () => {
    for (const number of ['5105105105105100', '378282246310005', '6011111111111117', '4012888888881881']) {
      expect(await authorize(number), number).toEqual({ outcome: 'APPROVED', authorizationCode: expect.any(String) });
    }
  });

  it.each([
    ['4012888888881881', 'Visa'],
    ['5105105105105100', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2720990000000007', 'Mastercard'],
    ['2721000000000004', 'Outra'],
    ['378282246310005', 'Amex'],
    ['341111111111111', 'Amex'],
    ['6363680000457013', 'Elo'],
    ['4389350000000000', 'Elo'],
    ['5041750000000000', 'Elo'],
    ['4514160000000000', 'Elo'],
    ['6362970000457013', 'Elo'],
    ['5067000000000000', 'Elo'],
    ['4576000000000000', 'Elo'],
    ['4011000000000000', 'Elo'],
    ['6062825624254001', 'Hipercard'],
    ['3841000000000000', 'Hipercard'],
    ['6011111111111117', 'Outra'],
  ])('names %s as %s by its BIN', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });

  it('gives the same order the same six-digit authorization code', async () => {
    const first = await authorize('4111111111111111', undefined, 'charge-a');
    expect(await authorize('5555555555554444', undefined, 'charge-a')).toEqual(first);
    expect(await authorize('4111111111111111', undefined, 'charge-b')).not.toEqual(first);
  });

  it('declines a card whose expiry month is before today, in both expiry formats', async () => {
    const expired = { outcome: 'DECLINED', code: '54', message: 'Cartão vencido.' };
    expect(await authorize('4111111111111111', '10/26')).toEqual(expired);
    expect(await authorize('4111111111111111', '10/2026')).toEqual(expired);
    expect(await authorize('4000000000003220', '01/2020')).toEqual(expired);
    expect(await authorize('4111111111111111', '11/26')).toMatchObject({ outcome: 'APPROVED' });
    expect(await authorize('4111111111111111', '11/2026')).toMatchObject({ outcome: 'APPROVED' });
  });

  it('declines an unreadable card at authorize, not at tokenize', async () => {
    const invalid = { outcome: 'DECLINED', code: '14', message: 'Cartão inválido.' };
    expect(await authorize('4111111111111112')).toEqual(invalid);
    expect(await authorize('4111111111111111', '13/2030')).toEqual(invalid);
    expect(await authorize('4111111111111111', '2030-12')).toEqual(invalid);
  });

  it('declines a malformed, forged or foreign token with 14', async () => {
    const forged = (payload: object) => `sbx_${Buffer.from(JSON.stringify(payload)).toString('base64url')}.abc`;
    const { token } = await acquirer.tokenizeCard(card('4111111111111111'));
    for (const bad of [
      '',
      'tok_4111111111111111',
      'sbx_bm9wZQ.abc',
      at(token.split('.'), 0),
      token.replace('sbx_', 'xyz_'),
      forged({ o: 'SOMETHING', l: '1111', b: 'Visa', e: '2030-12' }),
      forged({ o: 'APPROVED', l: '1111', b: 'Visa' }),
      forged({ o: 'APPROVED', l: '1111', b: 'Visa', e: 'dezembro' }),
    ]) {
      expect(await authorizeToken(bad), bad).toEqual({ outcome: 'DECLINED', code: '14', message: 'Cartão inválido.' });
    }
    expect(await authorizeToken(forged({ o: 'APPROVED', l: '1111', b: 'Visa', e: '2030-12' }))).toMatchObject({
      outcome: 'APPROVED',
    });
  });

  it('never puts the card number or the CVV in the token, and never repeats a token', async () => {
    const tokens = new Set<string>();
    for (const test of SANDBOX_TEST_CARDS) {
      const { token } = await acquirer.tokenizeCard(card(test.number));
      const payload = tokenPayload(token);
      expect(token).not.toContain(test.number);
      expect(token).not.toContain(test.number.slice(0, 6));
      expect(payload).not.toContain(test.number.slice(0, 6));
      expect(payload).not.toContain(CVV);
      expect(Object.keys(JSON.parse(payload) as object).sort()).toEqual(['b', 'e', 'l', 'o']);
      tokens.add(token);
      tokens.add((await acquirer.tokenizeCard(card(test.number))).token);
    }
    expect(tokens.size).toBe(SANDBOX_TEST_CARDS.length * 2);
  });

  it('approves a 3-D Secure challenge with the sandbox code, even after a restart', async () => {
    const first = await authorize('4000000000003220');
    const second = await authorize('4000000000003220');
    if (first.outcome !== 'CHALLENGE' || second.outcome !== 'CHALLENGE') throw new Error('expected challenges');
    expect(first.challengeId).not.toBe(second.challengeId);
    const answer = await new SandboxAcquirer().completeChallenge(first.challengeId, SANDBOX_3DS_CODE);
    expect(answer).toEqual({ outcome: 'APPROVED', authorizationCode: expect.stringMatching(/^\d{6}$/) });
    expect(await acquirer.completeChallenge(first.challengeId, '123456')).toEqual(answer);
  });

  it('declines a 3-D Secure challenge answered with any other code', async () => {
    const refused = { outcome: 'DECLINED', code: 'N7', message: 'Autenticação 3-D Secure recusada.' };
    for (const code of ['654321', '000000', '12345', '1234567', '']) {
      expect(await acquirer.completeChallenge('0b0f4c1e-8a4a-4b8e-9d53-2f3c0d8e9a11', code), code).toEqual(refused);
    }
  });
});

describe('sandbox boleto', () => {
  const REFERENCE = '6e39ebf5-73e4-42ce-9672-a7b6b39f3384';
  const request = (amount: number, dueDate: string, reference = REFERENCE): BoletoRequest => ({
    reference,
    amount,
    dueDate,
    payerName: 'Conceição Araújo',
    payerDocument: '52998224725',
    beneficiaryName: 'Loja Demonstração',
    beneficiaryDocument: '11222333000181',
  });
  /** The library's due date is a local-midnight Date: read it with local getters, whatever the TZ. */
  const localDate = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  /** Rebuilds the 44-digit barcode from the linha digitável by moving fields only (no check digit computed). */
  const barcodeOf = (line: string) =>
    line.slice(0, 4) + line[32] + line.slice(33) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);

  const AMOUNTS = [100, 123_456, 9_999_999];
  const DATES = ['2025-02-22', '2025-03-01', '2025-12-31', '2026-11-30', '2027-06-15', '2027-12-31'];

  it.each(AMOUNTS.flatMap((amount) => DATES.map((dueDate) => [amount, dueDate] as const)))(
    '%i centavos due %s reads back through @brazilian-utils',
    async (amount, dueDate) => {
      const boleto = await acquirer.issueBoleto(request(amount, dueDate));
      expect(boleto.digitableLine).toMatch(/^3419\d{43}$/);
      expect(boleto.barcode).toMatch(/^3419\d{40}$/);
      expect(boleto.barcode).toBe(barcodeOf(boleto.digitableLine));
      expect(isValidBoleto(boleto.digitableLine)).toBe(true);
      const info = getBoletoInfo(boleto.digitableLine, { referenceDate: new Date(2026, 0, 1) });
      expect(info).toMatchObject({ amount, bankCode: '341' });
      expect(localDate(info!.expirationDate!)).toBe(dueDate);
    },
  );

  it('reads back on the last day of the first factor cycle too', async () => {
    const { digitableLine } = await acquirer.issueBoleto(request(100, '2025-02-21'));
    expect(digitableLine.slice(33, 37)).toBe('9999');
    const info = getBoletoInfo(digitableLine, { referenceDate: new Date(2025, 0, 1) });
    expect(localDate(info!.expirationDate!)).toBe('2025-02-21');
  });

  it('computes the due-date factor of both FEBRABAN cycles', () => {
    /** The brief's definition: days since 07/10/1997 up to 9999, then days since 29/05/2022 from 1000. */
    const expected = (date: string) => {
      const time = Date.parse(`${date}T00:00:00Z`);
      const days = (base: string) => Math.round((time - Date.parse(`${base}T00:00:00Z`)) / 86_400_000);
      return String(time < Date.parse('2025-02-22T00:00:00Z') ? days('1997-10-07') : days('2022-05-29'));
    };
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-02-23')).toBe('1001');
    for (const date of ['2010-01-01', '2024-12-31', '2025-06-30', '2026-11-30', '2027-12-31', '2049-10-13']) {
      expect(dueDateFactor(date), date).toBe(expected(date));
    }
    expect(dueDateFactor('2049-10-14')).toBe('1000');
  });

  it('rejects a malformed due date or an amount that is not positive integer centavos', async () => {
    for (const dueDate of ['30/11/2026', '2026-02-30', '2026-11-3']) {
      await expect(acquirer.issueBoleto(request(100, dueDate)), dueDate).rejects.toThrow(RangeError);
    }
    for (const amount of [0, -100, 1.5, 10_000_000_000]) {
      await expect(acquirer.issueBoleto(request(amount, '2026-11-30')), String(amount)).rejects.toThrow(RangeError);
    }
  });

  it('derives the nosso número from the charge id: the same charge gets the same boleto', async () => {
    const first = await acquirer.issueBoleto(request(15_000, '2026-11-30'));
    expect(first.ourNumber).toMatch(/^109\/\d{8}-\d$/);
    expect(await new SandboxAcquirer().issueBoleto(request(15_000, '2026-11-30'))).toEqual(first);
    const other = await acquirer.issueBoleto(request(15_000, '2026-11-30', '0b0f4c1e-8a4a-4b8e-9d53-2f3c0d8e9a11'));
    expect(other.ourNumber).not.toBe(first.ourNumber);
    // Carteira and nosso número sit at the start of the free field (barcode positions 20–30).
    expect(first.barcode.slice(19, 30)).toBe(first.ourNumber.replace(/\D/g, '').slice(0, 11));
  });

  it('breaks the line when any digit of the three fields or the check digit changes', async () => {
    const { digitableLine } = await acquirer.issueBoleto(request(15_000, '2026-11-30'));
    for (let position = 0; position <= 32; position += 1) {
      const changed = (Number(digitableLine[position]) + 1) % 10;
      const tampered = digitableLine.slice(0, position) + changed + digitableLine.slice(position + 1);
      expect(isValidBoleto(tampered), `position ${position}`).toBe(false);
    }
    const oneCentMore = digitableLine.slice(0, 46) + String(Number(digitableLine[46]) + 1);
    expect(isValidBoleto(oneCentMore)).toBe(false);
  });
});

describe('sandbox boleto PDF', () => {
  it('draws an A4 slip with the parties, amount, due date, line, instructions and the ITF barcode', async () => {
    const base = {
      reference: '6e39ebf5-73e4-42ce-9672-a7b6b39f3384',
      amount: 123_456,
      dueDate: '2026-11-30',
      payerName: 'Conceição Araújo',
      payerDocument: '52998224725',
      beneficiaryName: 'Loja Demonstração',
      beneficiaryDocument: '11222333000181',
    };
    const issued = await acquirer.issueBoleto(base);
    const pdf = await acquirer.boletoPdf({
      ...base,
      ...issued,
      title: 'Mensalidade de março',
      instructions: ['Após o vencimento, multa de 2% e juros de 1% ao mês.', 'Não receber após 30 dias.'],
      beneficiaryAddress: 'Avenida Paulista, 1578 - Bela Vista - São Paulo/SP - CEP 01310-200',
      payerAddress: null,
      documentDate: '2026-11-20',
      processingDate: '2026-11-23',
    });
    expect(pdf).toBeInstanceOf(Buffer);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5 * 1024);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(raw).toContain('/Subtype /Image');

    const text = pdfText(pdf);
    for (const expected of [
      'Loja Demonstração - 11.222.333/0001-81',
      'Conceição Araújo - 529.982.247-25',
      'Mensalidade de março',
      formatBRL(123_456),
      '30/11/2026',
      issued.ourNumber,
      `${issued.digitableLine.slice(0, 5)}.${issued.digitableLine.slice(5, 10)}`,
      issued.digitableLine.slice(33),
      'Após o vencimento, multa de 2% e juros de 1% ao mês.',
      'Não receber após 30 dias.',
      '341-7',
      // What a bank boleto carries beyond the line and the barcode (issue: outputs read by banks).
      'Itaú Unibanco S.A.',
      'Data do documento',
      '20/11/2026',
      'Data do processamento',
      '23/11/2026',
      'Avenida Paulista, 1578 - Bela Vista - São Paulo/SP - CEP 01310-200',
      'Endereço não informado',
      'Sacador/Avalista',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('sandbox Pix', () => {
  const REFERENCE = '6e39ebf5-73e4-42ce-9672-a7b6b39f3384';
  const pixRequest = (amount: number) => ({
    reference: REFERENCE,
    amount,
    merchantName: 'Loja Demonstração Ltda',
    merchantCity: 'São Paulo',
    pixKey: '11222333000181',
  });

  it.each([1, 100, 12_345, 9_999_999])('%i centavos parse back with amount and txid', async (amount) => {
    const pix = await acquirer.issuePix(pixRequest(amount));
    expect(pix.txid).toBe('6E39EBF573E442CE9672A7B6B');
    const parsed = parsePix(pix.copyPaste);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      transactionAmount: amount / 100,
      txid: pix.txid,
      merchantName: 'LOJA DEMONSTRACAO LTDA',
      merchantCity: 'SAO PAULO',
      pixKey: '11222333000181',
    });
  });

  it('strips accents and cuts the name to 25 and the city to 15 ASCII characters', async () => {
    const pix = await acquirer.issuePix({
      ...pixRequest(500),
      merchantName: 'Padaria & Confeitaria Pão de Açúcar Ltda',
      merchantCity: 'São José dos Campos',
    });
    const parsed = parsePix(pix.copyPaste);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({ merchantName: 'PADARIA CONFEITARIA PAO D', merchantCity: 'SAO JOSE DOS CA' });
    expect(pix.copyPaste).toMatch(/^[\x20-\x7e]+$/);
  });

  it('rejects a tampered CRC or a tampered amount', async () => {
    const { copyPaste } = await acquirer.issuePix(pixRequest(100));
    expect(hasError(parsePix(copyPaste))).toBe(false);
    const badCrc = copyPaste.slice(0, -1) + (copyPaste.endsWith('0') ? '1' : '0');
    expect(hasError(parsePix(badCrc))).toBe(true);
    const badAmount = copyPaste.replace('54041.00', '54049.00');
    expect(badAmount).not.toBe(copyPaste);
    expect(hasError(parsePix(badAmount))).toBe(true);
  });

  it('draws the QR code as a 280-pixel PNG data URL', async () => {
    const { copyPaste } = await acquirer.issuePix(pixRequest(100));
    const url = await acquirer.pixQrCode(copyPaste);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([280, 280]);
  });

  it("draws, pixel for pixel, the image of the qrcode library's own PNG renderer", async () => {
    const { copyPaste } = await acquirer.issuePix(pixRequest(12_345));
    const decode = (url: string) => PNG.sync.read(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64'));
    const ours = decode(await acquirer.pixQrCode(copyPaste));
    const library = decode(
      await QRCode.toDataURL(qrSegments(copyPaste), {
        type: 'image/png',
        margin: 1,
        width: 280,
        errorCorrectionLevel: 'M',
        maskPattern: PIX_QR_MASK,
      }),
    );
    expect([ours.width, ours.height]).toEqual([library.width, library.height]);
    const dark = (image: PNG) => Array.from({ length: image.width * image.height }, (_, i) => image.data[i * 4]! < 128);
    expect(dark(ours)).toEqual(dark(library));
    expect(dark(ours).filter(Boolean).length).toBeGreaterThan(1_000);
  });

  it('splits a text into segments that need no larger a QR than the qrcode library’s own search', async () => {
    const texts = [
      (await acquirer.issuePix(pixRequest(12_345))).copyPaste,
      (await acquirer.issuePix(pixRequest(99_999_999))).copyPaste,
      'otpauth://totp/Cofre:maria%40exemplo.com.br?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Cofre',
      '12345678901234567890ABCDEFGHIJabcdefghij0123456789',
      'abc',
      'Ação',
    ];
    for (const text of texts) {
      const ours = QRCode.create(qrSegments(text), { errorCorrectionLevel: 'M' });
      const library = QRCode.create(text, { errorCorrectionLevel: 'M' });
      expect(ours.version, text).toBeLessThanOrEqual(library.version);
      expect(
        qrSegments(text)
          .map((segment) => segment.data.toString())
          .join(''),
        text,
      ).toBe(text);
    }
  });

  it('draws a QR that a phone reads back as the very copia e cola, for any amount', async () => {
    for (const amount of [100, 12_345, 99_999_999]) {
      const { copyPaste } = await acquirer.issuePix(pixRequest(amount));
      const image = PNG.sync.read(
        Buffer.from((await acquirer.pixQrCode(copyPaste)).slice('data:image/png;base64,'.length), 'base64'),
      );
      const read = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
      expect(read?.data).toBe(copyPaste);
    }
  });
});
