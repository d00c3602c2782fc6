import { composeBankBoleto, type SessionResponse } from '@cofre/contract';
import { composePaymentFile, type PaymentFileLine } from '../../src/lib/cnab/index.js';
import type { TestApp } from './app.js';

/** The paying company of the tests' files (its headers only: the seller comes from the session). */
export const TEST_COMPANY = {
  name: 'Loja Lotes Ltda',
  document: '11444777000161',
  bankCode: '237',
  agency: 1,
  account: 12345,
};

let boletos = 0;
/** A new bank boleto of this amount (each its own free field), due on `dueDate`. */
export function batchBoleto(amount: number, dueDate: string, bankCode = '341') {
  return composeBankBoleto({ bankCode, dueDate, amount, freeField: `9${String(++boletos).padStart(24, '0')}` });
}

/** A CNAB 240 payment file of these lines, generated on `date`. */
export const paymentFileOf = (lines: readonly PaymentFileLine[], date: string) =>
  Buffer.from(composePaymentFile(TEST_COMPANY, lines, date), 'latin1');

/** Uploads a file as the browser does: the body is the file, its name in the query. */
export function upload(t: TestApp, session: SessionResponse, body: Buffer, fileName = 'pagamentos.txt', extra = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/batches?fileName=${encodeURIComponent(fileName)}${extra}`,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/octet-stream' },
    payload: body,
  });
}
