import { describe, expect, it } from 'vitest';
import {
  allLayouts,
  CNAB400_REFUSAL,
  defineLayout,
  describeOccurrence,
  detectLayout,
  field,
  formatField,
  InvalidField,
  layoutProblems,
  readField,
  splitOccurrences,
  type FieldDescriptor,
} from '../src/lib/cnab/index.js';

const line = (start: number, text: string) => ' '.repeat(start - 1) + text + ' '.repeat(241 - start - text.length);

describe('CNAB 240 record layouts', () => {
  it.each(Object.entries(allLayouts))('the %s layout covers positions 1 to 240 exactly once', (_name, layout) => {
    // Counted independently of layoutProblems: each position must belong to exactly one field.
    const owners = new Array<number>(241).fill(0);
    for (const descriptor of layout) {
      for (let position = descriptor.start; position < descriptor.start + descriptor.length; position += 1) {
        owners[position] = (owners[position] ?? 0) + 1;
      }
    }
    expect(owners.slice(1)).toEqual(new Array<number>(240).fill(1));
    expect(owners.length).toBe(241);
    expect(layoutProblems(layout)).toEqual([]);
    expect(new Set(layout.map((descriptor) => descriptor.name)).size).toBe(layout.length);
  });

  it('puts the occurrences field at 231-240 on segments A, J and O and the batch records', () => {
    for (const layout of [
      allLayouts.segmentA,
      allLayouts.segmentJ,
      allLayouts.segmentO,
      allLayouts.batchHeader,
      allLayouts.batchTrailer,
    ]) {
      expect(layout.at(-1)).toMatchObject({ name: 'occurrences', start: 231, length: 10, picture: 'X' });
    }
  });

  it('reports a gap, an overlap, a short record and a picture that does not match its length', () => {
    const broken: FieldDescriptor[] = [
      { name: 'a', label: 'a', start: 1, length: 10, picture: '9' },
      { name: 'b', label: 'b', start: 12, length: 10, picture: 'X' },
      { name: 'c', label: 'c', start: 20, length: 15, picture: { int: 13, dec: 3 } },
    ];
    expect(layoutProblems(broken)).toEqual([
      'b starts at 12, after a field ending at 10 (gap or overlap)',
      'c starts at 20, after a field ending at 21 (gap or overlap)',
      'c: 9(13)V9(3) is not 15 long',
      'the fields end at 34, not at 240',
    ]);
  });

  it('refuses, when a layout is declared, one that does not cover 240 positions', () => {
    expect(() => defineLayout('short record', [field(1, 239, 'X', 'filler', 'brancos')])).toThrow(
      'CNAB layout short record: the fields end at 239, not at 240',
    );
    expect(defineLayout('full record', [field(1, 240, 'X', 'filler', 'brancos')])).toHaveLength(1);
  });
});

describe('reading a field', () => {
  const amount = field(120, 15, { int: 13, dec: 2 }, 'paymentAmount', 'valor do pagamento');
  const agency = field(24, 5, '9', 'payeeAgency', 'agência do favorecido');
  const name = field(44, 30, 'X', 'payeeName', 'nome do favorecido');
  const date = field(94, 8, '9', 'paymentDate', 'data do pagamento', { as: 'date' });
  const dueDate = field(92, 8, '9', 'dueDate', 'data do vencimento', { as: 'optionalDate' });
  const document = field(19, 14, '9', 'payeeDocument', 'número de inscrição', { as: 'digits' });

  it('reads 9(13)V9(2) as integer centavos and 9 as an integer', () => {
    expect(readField(line(120, '000000000150075'), amount)).toBe(150075);
    expect(readField(line(24, '04321'), agency)).toBe(4321);
  });

  it('reads X trimmed and digit-string fields with their leading zeros', () => {
    expect(readField(line(44, 'MARIA DA SILVA                '), name)).toBe('MARIA DA SILVA');
    expect(readField(line(19, '00012345678909'), document)).toBe('00012345678909');
  });

  it('reads DDMMAAAA dates as yyyy-MM-dd, leap days included, and 00000000 only where optional', () => {
    expect(readField(line(94, '30112026'), date)).toBe('2026-11-30');
    expect(readField(line(94, '29022028'), date)).toBe('2028-02-29');
    expect(readField(line(92, '00000000'), dueDate)).toBeNull();
    expect(readField(line(94, '00000000'), date)).toEqual(
      new InvalidField('Data inválida no campo data do pagamento: "00000000".'),
    );
    expect(readField(line(94, '29022027'), date)).toEqual(
      new InvalidField('Data inválida no campo data do pagamento: "29022027".'),
    );
    expect(readField(line(94, '31042026'), date)).toBeInstanceOf(InvalidField);
  });

  it('gives a pt-BR reason for non-digits in a numeric field', () => {
    expect(readField(line(120, '0000000001500,5'), amount)).toEqual(
      new InvalidField('Valor inválido no campo valor do pagamento: "0000000001500,5".'),
    );
    expect(readField(line(24, ' 4321'), agency)).toEqual(
      new InvalidField('O campo agência do favorecido aceita só dígitos: " 4321".'),
    );
    expect(readField(line(19, '0001234567890A'), document)).toBeInstanceOf(InvalidField);
  });
});

describe('formatting a field', () => {
  const amount = field(120, 15, { int: 13, dec: 2 }, 'paymentAmount', 'valor do pagamento');
  const name = field(44, 30, 'X', 'payeeName', 'nome do favorecido');
  const key = field(128, 99, 'X', 'pixKey', 'chave Pix', { keepCase: true });
  const date = field(94, 8, '9', 'paymentDate', 'data do pagamento', { as: 'date' });
  const dueDate = field(92, 8, '9', 'dueDate', 'data do vencimento', { as: 'optionalDate' });

  it('pads numbers with zeros on the left and refuses negative, fractional and oversized ones', () => {
    expect(formatField(amount, 150075)).toBe('000000000150075');
    expect(formatField(amount, 999_999_999_999_999)).toBe('999999999999999');
    expect(() => formatField(amount, 1_000_000_000_000_000)).toThrow(RangeError);
    expect(() => formatField(amount, -1)).toThrow('CNAB field paymentAmount: expected a non-negative integer, got -1');
    expect(() => formatField(amount, 1500.75)).toThrow(RangeError);
    expect(() => formatField(amount, '150075')).toThrow(RangeError);
  });

  it('writes text uppercase, without accents, padded with spaces and cut to the length', () => {
    expect(formatField(name, 'José da Conceição Ação')).toBe('JOSE DA CONCEICAO ACAO'.padEnd(30));
    expect(formatField(name, 'Übergröße Ñandú Çedilha São João Ltda')).toBe('UBERGROSSE NANDU CEDILHA SAO J');
    expect(formatField(name, 'linha\r\nquebrada\t€')).toBe('LINHA  QUEBRADA'.padEnd(30));
    expect(formatField(key, 'Financeiro@Empresa.com.br')).toBe('Financeiro@Empresa.com.br'.padEnd(99));
  });

  it('writes dates as DDMMAAAA, a missing optional date as zeros, and refuses impossible dates', () => {
    expect(formatField(date, '2026-11-30')).toBe('30112026');
    expect(formatField(dueDate, null)).toBe('00000000');
    expect(() => formatField(date, null)).toThrow(RangeError);
    expect(() => formatField(date, '2026-02-30')).toThrow('expected a calendar date as yyyy-MM-dd');
    expect(() => formatField(date, '30/11/2026')).toThrow(RangeError);
  });
});

describe('occurrence codes', () => {
  it('describes the FEBRABAN codes a return file uses, in pt-BR', () => {
    expect(describeOccurrence('00')).toBe('Crédito ou débito efetivado');
    expect(describeOccurrence('BD')).toBe('Inclusão efetuada com sucesso');
    expect(describeOccurrence('AG')).toBe('Agência/conta corrente/DV inválido');
    expect(describeOccurrence('PJ')).toBe('Chave não cadastrada no DICT');
    expect(describeOccurrence('Q9')).toBeNull();
  });

  it('splits an occurrences field into its 2-character codes', () => {
    expect(splitOccurrences('ARCD      ')).toEqual(['AR', 'CD']);
    expect(splitOccurrences('          ')).toEqual([]);
    expect(splitOccurrences('')).toEqual([]);
  });
});

describe('detectLayout', () => {
  it('tells CNAB 240 from CNAB 400 by the first line, with either line ending and a BOM', () => {
    expect(detectLayout(`${'0'.repeat(240)}\r\n${'1'.repeat(240)}\r\n`)).toBe('cnab240');
    expect(detectLayout(`\uFEFF${'0'.repeat(240)}\n`)).toBe('cnab240');
    expect(detectLayout('0'.repeat(240))).toBe('cnab240');
    expect(detectLayout(`${'0'.repeat(400)}\n${'1'.repeat(400)}\n`)).toBe('cnab400');
    expect(detectLayout(`${'0'.repeat(239)}\r\n`)).toBe('unknown');
    expect(detectLayout('id;valor\n1;2\n')).toBe('unknown');
    expect(detectLayout('')).toBe('unknown');
  });

  it('explains, in pt-BR, why a CNAB 400 file is refused', () => {
    expect(CNAB400_REFUSAL).toBe(
      'Arquivos CNAB 400 são de cobrança; para pagamentos envie o layout CNAB 240 (FEBRABAN).',
    );
  });
});
