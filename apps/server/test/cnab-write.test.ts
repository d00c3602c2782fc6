import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  describeOccurrence,
  isWellFormed,
  parseCnab240,
  splitOccurrences,
  writeCnab240,
  writeReturnFile,
  type BatchHeaderInput,
  type Cnab240Batch,
  type Cnab240File,
  type Outcome,
  type WellFormedFile,
} from '../src/lib/cnab/index.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/cnab/${name}`, import.meta.url), 'latin1');
const goldenRemessa = fixture('remessa-pagamentos.rem');
const goldenRetorno = fixture('retorno-pagamentos.ret');

const company = {
  companyDocumentType: 2,
  companyDocument: '12345678000195',
  agreementCode: '000123456789',
  agency: 1234,
  agencyDigit: '5',
  account: 987654,
  accountDigit: '3',
  companyName: 'Cofre Pagamentos Ltda',
};

const batchHeader = (serviceType: number, paymentMethod: number): BatchHeaderInput => ({
  ...company,
  serviceType,
  paymentMethod,
  street: 'Avenida Paulista',
  addressNumber: 1000,
  addressComplement: 'Conjunto 101',
  city: 'São Paulo',
  zipCode: '01310',
  zipCodeSuffix: '100',
  state: 'SP',
});

const pixBatch: Cnab240Batch = {
  header: batchHeader(20, 45),
  details: [
    {
      segment: 'A',
      fields: {
        clearingHouseCode: 9,
        payeeName: 'Maria Aparecida da Silva',
        companyReference: 'PIX-0001',
        paymentDate: '2026-11-30',
        paymentAmount: 150075,
      },
    },
    {
      segment: 'B',
      fields: {
        pixInitiation: '03',
        payeeDocumentType: 1,
        payeeDocument: '12345678909',
        pixKey: '12345678909',
        pixMessage: 'Serviços de novembro',
      },
    },
    {
      segment: 'A',
      fields: {
        clearingHouseCode: 9,
        payeeName: 'João Araújo Comércio ME',
        companyReference: 'PIX-0002',
        paymentDate: '2026-11-30',
        paymentAmount: 9990,
      },
    },
    {
      segment: 'B',
      fields: {
        pixInitiation: '02',
        payeeDocumentType: 2,
        payeeDocument: '11222333000181',
        pixKey: 'Financeiro@Joao-Comercio.com.br',
        pixTxid: 'Cofre20261127PIX0002',
      },
    },
  ],
};

/** The golden remessa's content, as explicit values: the writer must give the fixture's bytes. */
const paymentFile = (): Cnab240File => ({
  header: {
    ...company,
    bankCode: '237',
    bankName: 'Banco Bradesco S.A.',
    generationDate: '2026-11-27',
    generationTime: '093015',
    fileSequence: 42,
  },
  batches: [
    pixBatch,
    {
      header: batchHeader(20, 41),
      details: [
        {
          segment: 'A',
          fields: {
            clearingHouseCode: 18,
            payeeBankCode: '033',
            payeeAgency: 4321,
            payeeAccount: 13004567,
            payeeAccountDigit: 'X',
            payeeName: 'José da Conceição Transportes',
            companyReference: 'TED-0001',
            paymentDate: '2026-11-30',
            paymentAmount: 1234567,
            tedPurposeCode: '00010',
          },
        },
      ],
    },
    {
      header: batchHeader(20, 31),
      details: [
        {
          segment: 'J',
          fields: {
            barcode: '34199165600000500001090000012345670123456000',
            payeeName: 'Escola Pequeno Príncipe',
            dueDate: '2026-12-10',
            nominalAmount: 50000,
            discountAmount: 1010,
            paymentDate: '2026-11-30',
            paymentAmount: 48990,
            companyReference: 'BOL-0001',
          },
        },
        {
          segment: 'J52',
          fields: {
            payerDocumentType: 2,
            payerDocument: '12345678000195',
            payerName: 'Cofre Pagamentos Ltda',
            payeeDocumentType: 2,
            payeeDocument: '33444555000166',
            payeeName: 'Escola Pequeno Príncipe Ltda',
          },
        },
      ],
    },
    {
      header: batchHeader(22, 11),
      details: [
        {
          segment: 'O',
          fields: {
            barcode: '83630000002345600122026120500000000012345678',
            utilityName: 'Companhia Energética Paulista',
            dueDate: '2026-12-05',
            paymentDate: '2026-11-30',
            paymentAmount: 23456,
            companyReference: 'CONTA-0001',
          },
        },
      ],
    },
  ],
});

const wellFormed = (text: string): WellFormedFile => {
  const parsed = parseCnab240(text);
  expect(parsed.errors).toEqual([]);
  if (!isWellFormed(parsed)) throw new Error('the file is not well formed');
  return parsed;
};

describe('writeCnab240', () => {
  it('writes the golden remessa byte for byte from explicit values', () => {
    expect(writeCnab240(paymentFile())).toBe(goldenRemessa);
  });

  it('gives the same bytes back after parsing the golden file', () => {
    expect(writeCnab240(wellFormed(goldenRemessa))).toBe(goldenRemessa);
    expect(writeCnab240(wellFormed(goldenRetorno))).toBe(goldenRetorno);
  });

  it('writes 240-character lines each ended by CRLF', () => {
    const text = writeCnab240(paymentFile());
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(18);
    expect(lines.every((line) => line.length === 240)).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('computes batch numbers, sequence numbers and trailer totals, ignoring wrong ones in the input', () => {
    const wrongTotals = { recordCount: 99, amountTotal: 1, currencyQuantityTotal: 5, debitNoticeNumber: 7 };
    const wrongCounts = { batchCount: 9, recordCount: 1, reconciliationAccounts: 2 };
    const parsed = wellFormed(
      writeCnab240({ ...paymentFile(), batches: [{ ...pixBatch, trailer: wrongTotals }], trailer: wrongCounts }),
    );
    expect(parsed.batches[0]?.trailer).toMatchObject({
      batchNumber: 1,
      recordCount: 6,
      amountTotal: 160065,
      currencyQuantityTotal: 0,
      debitNoticeNumber: 7,
    });
    expect(parsed.batches[0]?.details.map((detail) => detail.fields.sequenceNumber)).toEqual([1, 2, 3, 4]);
    expect(parsed.trailer).toMatchObject({ batchCount: 1, recordCount: 8, reconciliationAccounts: 2 });
  });

  it('gives each batch the layout version of its payment kind unless the header names one', () => {
    const parsed = wellFormed(writeCnab240(paymentFile()));
    expect(parsed.batches.map((batch) => batch.header.layoutVersion)).toEqual(['045', '045', '040', '012']);
    const named = { ...pixBatch, header: { ...pixBatch.header, layoutVersion: '046' } };
    expect(wellFormed(writeCnab240({ ...paymentFile(), batches: [named] })).batches[0]?.header.layoutVersion).toBe(
      '046',
    );
  });

  it('refuses a negative, fractional or oversized amount, naming the record and the field', () => {
    const withAmount = (paymentAmount: number): Cnab240File => ({
      ...paymentFile(),
      batches: [
        {
          ...pixBatch,
          details: [{ segment: 'A', fields: { ...(pixBatch.details[0]!.fields as object), paymentAmount } } as never],
        },
      ],
    });
    expect(() => writeCnab240(withAmount(-100))).toThrow(
      'batch 1, detail 1 (segment A): CNAB field paymentAmount: expected a non-negative integer, got -100',
    );
    expect(() => writeCnab240(withAmount(100.5))).toThrow(RangeError);
    expect(() => writeCnab240(withAmount(10 ** 15))).toThrow('does not fit in 15 digits');
    expect(writeCnab240(withAmount(10 ** 15 - 1))).toContain('999999999999999');
  });

  it('refuses what the parser would refuse: a B without its A, a mixed batch, an empty batch, a bad Pix key', () => {
    const file = paymentFile();
    const [pixA, pixB] = pixBatch.details;
    const ted = file.batches[1]!.details[0]!;
    const bill = file.batches[3]!.details[0]!;
    const withDetails = (details: Cnab240Batch['details']): Cnab240File => ({
      ...file,
      batches: [{ ...pixBatch, details }],
    });
    expect(() => writeCnab240(withDetails([pixB!, pixA!]))).toThrow(
      'batch 1, detail 1 (segment B): must come right after a segment A',
    );
    expect(() => writeCnab240(withDetails([ted, bill]))).toThrow('batch 1: segments A and O cannot share a batch');
    expect(() => writeCnab240(withDetails([]))).toThrow('batch 1: a batch needs at least one detail');
    const noKey = { segment: 'B', fields: { ...(pixB!.fields as object), pixKey: '' } } as never;
    expect(() => writeCnab240(withDetails([pixA!, noKey]))).toThrow('invalid Pix field pixKey');
  });

  it('refuses a record missing a required field', () => {
    const { paymentAmount: _paymentAmount, ...withoutAmount } = pixBatch.details[0]!.fields as Record<string, unknown>;
    const file = { ...paymentFile(), batches: [{ ...pixBatch, details: [{ segment: 'A', fields: withoutAmount }] }] };
    expect(() => writeCnab240(file as never)).toThrow('batch 1, detail 1 (segment A): field paymentAmount is required');
  });
});

describe('writeReturnFile', () => {
  const remessa = () => parseCnab240(goldenRemessa);
  const answer = (...entries: [number, Outcome][]) => new Map(entries);
  const outcomes = answer([3, '00'], [5, 'PJ'], [9, 'BD'], [12, '00'], [16, ['AR', 'CD']]);
  const header = { generationDate: '2026-11-30', generationTime: '180000' };

  it('answers the golden remessa with the golden retorno', () => {
    expect(writeReturnFile(remessa(), outcomes, header)).toBe(goldenRetorno);
  });

  it('writes a return file the parser accepts, marked as a retorno, with each outcome on its line', () => {
    const parsed = wellFormed(writeReturnFile(remessa(), outcomes, header));
    expect(parsed.header).toMatchObject({ remittanceReturnCode: 2, generationDate: '2026-11-30', fileSequence: 42 });
    const occurrences = parsed.batches
      .flatMap((batch) => batch.details)
      .map((detail) => [detail.line, 'occurrences' in detail.fields ? detail.fields.occurrences : null]);
    expect(occurrences).toEqual([
      [3, '00'],
      [4, null],
      [5, 'PJ'],
      [6, null],
      [9, 'BD'],
      [12, '00'],
      [13, null],
      [16, 'ARCD'],
    ]);
    expect(splitOccurrences('ARCD').map(describeOccurrence)).toEqual([
      'Valor do lançamento inválido',
      'Código de barras: valor do título inválido',
    ]);
  });

  it('keeps the occurrences of a payment it was given no outcome for', () => {
    const parsed = wellFormed(writeReturnFile(remessa(), answer([9, 'AG'])));
    const details = parsed.batches.flatMap((batch) => batch.details);
    expect(details.find((detail) => detail.line === 9)?.fields).toMatchObject({ occurrences: 'AG' });
    expect(details.find((detail) => detail.line === 3)?.fields).toMatchObject({ occurrences: '' });
  });

  it('refuses an outcome for a segment B or J-52, a line that is no detail, or an unknown code', () => {
    expect(() => writeReturnFile(remessa(), answer([4, '00']))).toThrow(
      "line 4: segment B has no occurrences field; answer the payment's A or J line",
    );
    expect(() => writeReturnFile(remessa(), answer([13, '00']))).toThrow('segment J52 has no occurrences field');
    expect(() => writeReturnFile(remessa(), answer([2, '00']))).toThrow('line 2 is not a detail line of this file');
    expect(() => writeReturnFile(remessa(), answer([3, 'Q9' as never]))).toThrow('unknown occurrence code "Q9"');
    expect(() => writeReturnFile(remessa(), answer([3, []]))).toThrow('1 to 5 occurrence codes, not 0');
  });

  it('refuses to answer a file that has errors', () => {
    const broken = parseCnab240(goldenRemessa.slice(0, goldenRemessa.lastIndexOf('2379999')));
    expect(broken.errors).not.toEqual([]);
    expect(() => writeReturnFile(broken, answer())).toThrow(
      'a return file answers a well-formed file; this one has 1 error(s)',
    );
  });
});
