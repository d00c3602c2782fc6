import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWellFormed, parseCnab240, type ParsedDetail } from '../src/lib/cnab/index.js';

// The golden remessa: 4 batches (Pix A+B ×2, TED A, boleto J + J-52, utility bill O), 18 lines.
const golden = readFileSync(new URL('./fixtures/cnab/remessa-pagamentos.rem', import.meta.url), 'latin1');
const goldenLines = golden.split('\r\n').slice(0, -1);

const fileOf = (lines: readonly string[]) => `${lines.join('\r\n')}\r\n`;

/** The golden's lines with `text` written over line `lineNumber` from position `start` (1-based). */
const edit = (lineNumber: number, start: number, text: string, lines: readonly string[] = goldenLines) =>
  lines.map((line, index) =>
    index === lineNumber - 1 ? line.slice(0, start - 1) + text + line.slice(start - 1 + text.length) : line,
  );

const errorsOf = (lines: readonly string[]) => parseCnab240(fileOf(lines)).errors;

const detailAt = (details: readonly ParsedDetail[], line: number) => details.find((detail) => detail.line === line);

describe('parseCnab240 on the golden remessa', () => {
  const parsed = parseCnab240(golden);

  it('reads it without errors, in four batches with their details in order', () => {
    expect(parsed.errors).toEqual([]);
    expect(isWellFormed(parsed)).toBe(true);
    expect(parsed.batches.map((batch) => batch.details.map((detail) => `${detail.line}${detail.segment}`))).toEqual([
      ['3A', '4B', '5A', '6B'],
      ['9A'],
      ['12J', '13J52'],
      ['16O'],
    ]);
  });

  it('reads the file header and trailer', () => {
    expect(parsed.header).toMatchObject({
      bankCode: '237',
      batchNumber: 0,
      recordType: 0,
      companyDocumentType: 2,
      companyDocument: '12345678000195',
      agreementCode: '000123456789',
      agency: 1234,
      agencyDigit: '5',
      account: 987654,
      accountDigit: '3',
      companyName: 'COFRE PAGAMENTOS LTDA',
      bankName: 'BANCO BRADESCO S.A.',
      remittanceReturnCode: 1,
      generationDate: '2026-11-27',
      generationTime: '093015',
      fileSequence: 42,
      layoutVersion: '089',
    });
    expect(parsed.trailer).toMatchObject({ batchNumber: 9999, batchCount: 4, recordCount: 18 });
  });

  it('reads each batch header with its payment method and layout version, and each trailer with its totals', () => {
    expect(parsed.batches.map((batch) => [batch.header?.serviceType, batch.header?.paymentMethod])).toEqual([
      [20, 45],
      [20, 41],
      [20, 31],
      [22, 11],
    ]);
    expect(parsed.batches.map((batch) => batch.header?.layoutVersion)).toEqual(['045', '045', '040', '012']);
    expect(parsed.batches[0]?.header).toMatchObject({
      batchNumber: 1,
      city: 'SAO PAULO',
      zipCode: '01310',
      state: 'SP',
    });
    expect(parsed.batches.map((batch) => [batch.trailer?.recordCount, batch.trailer?.amountTotal])).toEqual([
      [6, 160065],
      [3, 1234567],
      [4, 48990],
      [3, 23456],
    ]);
  });

  it('reads a Pix segment A and its segment B with the key', () => {
    const details = parsed.batches[0]?.details ?? [];
    expect(detailAt(details, 3)?.fields).toMatchObject({
      batchNumber: 1,
      sequenceNumber: 1,
      segment: 'A',
      clearingHouseCode: 9,
      payeeName: 'MARIA APARECIDA DA SILVA',
      companyReference: 'PIX-0001',
      paymentDate: '2026-11-30',
      currency: 'BRL',
      paymentAmount: 150075,
      effectiveDate: null,
      occurrences: '',
    });
    expect(detailAt(details, 4)?.fields).toMatchObject({
      sequenceNumber: 2,
      pixInitiation: '03',
      payeeDocumentType: 1,
      payeeDocument: '00012345678909',
      pixKey: '12345678909',
      pixMessage: 'SERVICOS DE NOVEMBRO',
      payeeIspb: '00000000',
    });
    expect(detailAt(details, 6)?.fields).toMatchObject({
      pixInitiation: '02',
      pixKey: 'Financeiro@Joao-Comercio.com.br',
      pixTxid: 'Cofre20261127PIX0002',
    });
  });

  it('reads a TED segment A with the payee account', () => {
    expect(detailAt(parsed.batches[1]?.details ?? [], 9)?.fields).toMatchObject({
      batchNumber: 2,
      clearingHouseCode: 18,
      payeeBankCode: '033',
      payeeAgency: 4321,
      payeeAgencyDigit: '',
      payeeAccount: 13004567,
      payeeAccountDigit: 'X',
      payeeName: 'JOSE DA CONCEICAO TRANSPORTES',
      companyReference: 'TED-0001',
      paymentAmount: 1234567,
      tedPurposeCode: '00010',
    });
  });

  it('reads a boleto segment J and its J-52', () => {
    const details = parsed.batches[2]?.details ?? [];
    expect(detailAt(details, 12)?.fields).toMatchObject({
      barcode: '34199165600000500001090000012345670123456000',
      payeeName: 'ESCOLA PEQUENO PRINCIPE',
      dueDate: '2026-12-10',
      nominalAmount: 50000,
      discountAmount: 1010,
      fineAndInterestAmount: 0,
      paymentDate: '2026-11-30',
      paymentAmount: 48990,
      companyReference: 'BOL-0001',
      currencyCode: 9,
    });
    expect(detailAt(details, 13)).toMatchObject({
      segment: 'J52',
      fields: {
        segment: 'J',
        optionalRecordId: 52,
        payerDocumentType: 2,
        payerDocument: '012345678000195',
        payerName: 'COFRE PAGAMENTOS LTDA',
        payeeDocumentType: 2,
        payeeDocument: '033444555000166',
        payeeName: 'ESCOLA PEQUENO PRINCIPE LTDA',
        guarantorName: '',
      },
    });
  });

  it('reads a utility bill segment O', () => {
    expect(detailAt(parsed.batches[3]?.details ?? [], 16)?.fields).toMatchObject({
      barcode: '83630000002345600122026120500000000012345678',
      utilityName: 'COMPANHIA ENERGETICA PAULISTA',
      dueDate: '2026-12-05',
      paymentDate: '2026-11-30',
      paymentAmount: 23456,
      companyReference: 'CONTA-0001',
    });
  });

  it('reads the same records with \\n line ends, without the final line break, or after a BOM', () => {
    const records = (text: string) => {
      const { errors, ...rest } = parseCnab240(text);
      expect(errors).toEqual([]);
      return rest;
    };
    const expected = records(golden);
    expect(records(goldenLines.join('\n'))).toEqual(expected);
    expect(records(`${goldenLines.join('\n')}\n`)).toEqual(expected);
    expect(records(`\uFEFF${golden}`)).toEqual(expected);
  });
});

describe('parseCnab240 on broken files', () => {
  it('reports a line of 239 or 241 characters with its line number, and skips it', () => {
    const short = goldenLines.map((line, index) => (index === 8 ? line.slice(0, 239) : line));
    expect(errorsOf(short)).toEqual([
      { line: 9, field: null, reason: 'A linha tem 239 caracteres; o CNAB 240 exige 240.' },
    ]);
    const long = goldenLines.map((line, index) => (index === 11 ? `${line} ` : line));
    const parsed = parseCnab240(fileOf(long));
    expect(parsed.errors).toEqual([
      { line: 12, field: null, reason: 'A linha tem 241 caracteres; o CNAB 240 exige 240.' },
    ]);
    expect(parsed.batches[2]?.details.map((detail) => detail.line)).toEqual([13]);
    expect(isWellFormed(parsed)).toBe(false);
  });

  it('names both totals when a batch trailer sum does not match its details', () => {
    expect(errorsOf(edit(7, 24, '000000000000160066'))).toEqual([
      {
        line: 7,
        field: 'amountTotal',
        reason: 'O somatório de valores do trailer do lote 1 (R$ 1.600,66) não confere com os detalhes (R$ 1.600,65).',
      },
    ]);
    expect(errorsOf(edit(10, 24, '000000000001234500'))).toEqual([
      {
        line: 10,
        field: 'amountTotal',
        reason:
          'O somatório de valores do trailer do lote 2 (R$ 12.345,00) não confere com os detalhes (R$ 12.345,67).',
      },
    ]);
  });

  it('names both counts when a batch or file trailer record count is wrong', () => {
    expect(errorsOf(edit(7, 18, '000007'))).toEqual([
      {
        line: 7,
        field: 'recordCount',
        reason: 'O total de registros do trailer do lote 1 (7) não confere com o lote (6).',
      },
    ]);
    expect(errorsOf(edit(18, 18, '000003000019'))).toEqual([
      {
        line: 18,
        field: 'batchCount',
        reason: 'O total de lotes do trailer do arquivo (3) não confere com o arquivo (4).',
      },
      {
        line: 18,
        field: 'recordCount',
        reason: 'O total de registros do trailer do arquivo (19) não confere com o arquivo (18).',
      },
    ]);
  });

  it('reports an unknown segment', () => {
    expect(errorsOf(edit(9, 14, 'Z'))).toEqual([{ line: 9, field: 'segment', reason: 'Segmento desconhecido: "Z".' }]);
  });

  it('reports an impossible date, and a zero date where the date is required', () => {
    expect(errorsOf(edit(3, 94, '31022026'))).toEqual([
      { line: 3, field: 'paymentDate', reason: 'Data inválida no campo data do pagamento: "31022026".' },
    ]);
    expect(errorsOf(edit(16, 100, '00000000'))).toEqual([
      { line: 16, field: 'paymentDate', reason: 'Data inválida no campo data do pagamento: "00000000".' },
    ]);
  });

  it('accepts a zero due date where the due date is optional', () => {
    const parsed = parseCnab240(fileOf(edit(12, 92, '00000000')));
    expect(parsed.errors).toEqual([]);
    expect(detailAt(parsed.batches[2]?.details ?? [], 12)?.fields).toMatchObject({ dueDate: null });
  });

  it('reports non-digits in a numeric field and in an amount', () => {
    expect(errorsOf(edit(9, 24, '04X21'))).toEqual([
      { line: 9, field: 'payeeAgency', reason: 'O campo agência do favorecido aceita só dígitos: "04X21".' },
    ]);
    expect(errorsOf(edit(3, 120, '0000000001500,7'))).toEqual([
      { line: 3, field: 'paymentAmount', reason: 'Valor inválido no campo valor do pagamento: "0000000001500,7".' },
    ]);
  });

  it('reports every invalid field of a line, not only the first', () => {
    expect(errorsOf(edit(12, 92, '32122026', edit(12, 153, '00000000004899O'))).map((error) => error.field)).toEqual([
      'dueDate',
      'paymentAmount',
    ]);
  });

  it('reports a missing file trailer', () => {
    expect(errorsOf(goldenLines.slice(0, -1))).toEqual([
      { line: 17, field: null, reason: 'Falta o trailer do arquivo.' },
    ]);
  });

  it('reports a missing file header and a missing batch trailer', () => {
    expect(errorsOf(goldenLines.slice(1))).toContainEqual({
      line: 1,
      field: null,
      reason: 'Falta o header do arquivo: a primeira linha deve ser o registro tipo 0.',
    });
    expect(errorsOf(goldenLines.filter((_line, index) => index !== 6))).toContainEqual({
      line: 7,
      field: null,
      reason: 'Falta o trailer do lote 1.',
    });
  });

  it('reports a J-52 that does not follow a J', () => {
    // The J-52 moved before its J, both renumbered: only the order is wrong.
    const swapped = [...goldenLines];
    swapped[11] = edit(13, 9, '00001')[12]!;
    swapped[12] = edit(12, 9, '00002')[11]!;
    expect(errorsOf(swapped)).toEqual([
      { line: 12, field: 'segment', reason: 'O segmento J-52 deve vir logo depois de um segmento J.' },
    ]);
  });

  it('reports a segment B that does not follow an A', () => {
    const swapped = [...goldenLines];
    swapped[2] = edit(4, 9, '00001')[3]!;
    swapped[3] = edit(3, 9, '00002')[2]!;
    expect(errorsOf(swapped)).toEqual([
      { line: 3, field: 'segment', reason: 'O segmento B deve vir logo depois de um segmento A.' },
    ]);
  });

  it('reports a batch mixing payment kinds', () => {
    const billInTedBatch = edit(16, 4, '0002', edit(16, 9, '00002'))[15]!;
    const lines = [...goldenLines.slice(0, 9), billInTedBatch, ...goldenLines.slice(9)];
    expect(errorsOf(lines)).toContainEqual({
      line: 10,
      field: 'segment',
      reason:
        'O lote 2 mistura créditos em conta (segmento A) e contas e tributos (segmento O): cada lote tem um só tipo de pagamento.',
    });
  });

  it('reports batch and sequence numbers out of order', () => {
    expect(errorsOf(edit(8, 4, '0003'))).toContainEqual({
      line: 8,
      field: 'batchNumber',
      reason: 'O número do lote (3) está fora de sequência: esperado 2.',
    });
    expect(errorsOf(edit(9, 4, '0001'))).toEqual([
      { line: 9, field: 'batchNumber', reason: 'O registro é do lote 1, mas está dentro do lote 2.' },
    ]);
    expect(errorsOf(edit(5, 9, '00004'))).toEqual([
      {
        line: 5,
        field: 'sequenceNumber',
        reason: 'O número sequencial do registro no lote (4) não confere com a posição dele no lote (3).',
      },
    ]);
  });

  it('reports a record whose bank differs from the file header', () => {
    expect(errorsOf(edit(9, 1, '341'))).toEqual([
      { line: 9, field: 'bankCode', reason: 'O código do banco (341) difere do header do arquivo (237).' },
    ]);
  });

  it('reports an unknown Pix initiation and a Pix key missing for a key initiation', () => {
    expect(errorsOf(edit(4, 15, '07 '))).toEqual([
      { line: 4, field: 'pixInitiation', reason: 'Forma de iniciação do Pix desconhecida: "07".' },
    ]);
    expect(errorsOf(edit(4, 128, ' '.repeat(99)))).toEqual([
      {
        line: 4,
        field: 'pixKey',
        reason: 'Falta a chave Pix (informação 12) para a forma de iniciação 03 (CPF/CNPJ).',
      },
    ]);
  });

  it('reports records after the file trailer, an unknown record type and an empty file', () => {
    expect(errorsOf([...goldenLines, goldenLines[17]!])).toEqual([
      { line: 19, field: null, reason: 'Há registros depois do trailer do arquivo.' },
    ]);
    expect(errorsOf(edit(9, 8, '7'))).toEqual([
      { line: 9, field: 'recordType', reason: 'Tipo de registro desconhecido: "7".' },
    ]);
    expect(parseCnab240('').errors).toEqual([{ line: 1, field: null, reason: 'O arquivo está vazio.' }]);
  });
});
