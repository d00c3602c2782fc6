import { describe, expect, it } from 'vitest';
import { readBatchFile } from '../src/modules/payment-batches/read-file.js';
import { batchBoleto, paymentFileOf } from './support/batches.js';

const TODAY = '2026-11-23';

/** The file's lines with one field of one line replaced (1-based line and column, as CNAB counts). */
function withField(file: Buffer, line: number, column: number, value: string): string {
  const rows = file.toString('latin1').split('\r\n');
  const row = rows[line - 1]!;
  rows[line - 1] = row.slice(0, column - 1) + value + row.slice(column - 1 + value.length);
  return rows.join('\r\n');
}

describe('reading a batch file into payment lines', () => {
  it("charges a line's error to its own payment, never to the payment before it", () => {
    const file = paymentFileOf(
      [
        { kind: 'boleto', barcode: batchBoleto(1_000, '2026-11-30').barcode, name: 'A', amount: 1_000, date: TODAY },
        { kind: 'boleto', barcode: batchBoleto(2_000, '2026-11-30').barcode, name: 'B', amount: 2_000, date: TODAY },
      ],
      TODAY,
    );
    // Lines 3 and 4 are the two J records; the second's payment date (145–152) is no date.
    const reading = readBatchFile(withField(file, 4, 145, '32132026'), TODAY);
    expect(reading.fileErrors).toEqual([]);
    expect(reading.lines.map((line) => [line.line, line.valid])).toEqual([
      [3, true],
      [4, false],
    ]);
    expect(reading.lines[1]?.reason).toMatch(/Data inválida/);
  });

  it("charges a Pix's segment B error to its segment A", () => {
    const file = paymentFileOf(
      [{ kind: 'pix', key: 'fornecedor@exemplo.com.br', name: 'A', amount: 1_000, date: TODAY }],
      TODAY,
    );
    // Line 4 is the B record: a letter in its numeric payee document (19–32).
    const reading = readBatchFile(withField(file, 4, 19, 'X'), TODAY);
    expect(reading.lines.map((line) => [line.line, line.valid])).toEqual([[3, false]]);
    // The reason is what failed to read, not a Pix without a key.
    expect(reading.lines[0]?.reason).not.toMatch(/^Transferências/);
  });
});
