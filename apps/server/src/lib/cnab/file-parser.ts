import { batchHeaderLayout, batchTrailerLayout, fileHeaderLayout, fileTrailerLayout } from './febraban240.js';
import type { FieldDescriptor, FieldValue } from './fields.js';
import { readRecord, RECORD_LENGTH, type Layout } from './layout.js';
import {
  amountOf,
  currencyQuantityOf,
  DETAIL_LAYOUTS,
  KIND_OF_SEGMENT,
  PARENT_SEGMENT,
  segmentBProblem,
  segmentOfLine,
  type PaymentKind,
} from './segments.js';
import type {
  BatchHeader,
  BatchTrailer,
  FileHeader,
  FileTrailer,
  LineError,
  ParsedBatch,
  ParsedDetail,
  Segment,
} from './types.js';

/*
 * CNAB 240 text → records, checking what a bank checks before it pays anything: every line 240
 * long, records in order (0, then per batch 1, 3…, 5, then 9), batch numbers and sequence numbers,
 * trailer counts and sums, digits where digits go, real dates. It reports every problem it finds
 * (in pt-BR, with the line) instead of stopping at the first, so the seller fixes the file once.
 */

interface OpenBatch {
  batch: ParsedBatch;
  /** The header's batch number (its position when the header is unreadable). */
  number: number;
  /** Lines so far, the header included: what the trailer's record count must say. */
  records: number;
  amount: number;
  currencyQuantity: number;
  /** False once a detail could not be read: the sums are then unknown and not compared. */
  sumsKnown: boolean;
  kind: PaymentKind | null;
  /** The previous detail's segment; null before the first detail, undefined after an unreadable line. */
  previousSegment: Segment | null | undefined;
}

const KIND_NAMES: Readonly<Record<PaymentKind, string>> = {
  credit: 'créditos em conta (segmento A)',
  boleto: 'boletos (segmento J)',
  bill: 'contas e tributos (segmento O)',
};

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** An integer of `decimals` implied decimals as pt-BR text: 123456 with 2 → '1.234,56'. */
const decimalText = (units: number, decimals: number) => {
  const digits = String(units).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals).replace(THOUSANDS, '.')},${digits.slice(-decimals)}`;
};

/** The reading state of one file, fed line by line (parseCnab240 drives it). */
export class Cnab240Parser {
  readonly errors: LineError[] = [];
  header: FileHeader | null = null;
  trailer: FileTrailer | null = null;
  readonly batches: ParsedBatch[] = [];
  /** Lines so far: what the file trailer's record count must say. */
  private records = 0;
  /** The file header was read, or its absence reported. */
  private started = false;
  /** The file trailer was read: nothing may follow it. */
  private ended = false;
  private open: OpenBatch | null = null;
  private lineNumber = 0;

  private readonly fail = (field: string | null, reason: string) => {
    this.errors.push({ line: this.lineNumber, field, reason });
  };

  private readonly failField = (field: FieldDescriptor, reason: string) => this.fail(field.name, reason);

  read(line: string, lineNumber: number) {
    this.lineNumber = lineNumber;
    this.records += 1;
    if (line.length !== RECORD_LENGTH) {
      this.fail(null, `A linha tem ${line.length} caracteres; o CNAB 240 exige ${RECORD_LENGTH}.`);
      this.countUnreadable();
      return;
    }
    if (this.ended) {
      this.fail(null, 'Há registros depois do trailer do arquivo.');
      return;
    }
    const type = line.charAt(7);
    if (type !== '0' && !this.started) {
      this.fail(null, 'Falta o header do arquivo: a primeira linha deve ser o registro tipo 0.');
      this.started = true;
    }
    if (type === '0') this.readFileHeader(line);
    else if (type === '1') this.openBatch(line);
    else if (type === '3') this.readDetail(line);
    else if (type === '5') this.closeBatch(line);
    else if (type === '9') this.readFileTrailer(line);
    else {
      this.fail('recordType', `Tipo de registro desconhecido: "${type}".`);
      this.countUnreadable();
    }
  }

  finish(lastLine: number) {
    this.lineNumber = lastLine;
    if (this.open) this.missingBatchTrailer();
    if (!this.started) this.fail(null, 'Falta o header do arquivo.');
    if (!this.ended) this.fail(null, 'Falta o trailer do arquivo.');
  }

  /** A line that could not be read inside a batch still counts as one of its records. */
  private countUnreadable() {
    if (!this.open) return;
    this.open.records += 1;
    this.open.sumsKnown = false;
    this.open.previousSegment = undefined;
  }

  private record(line: string, layout: Layout) {
    const fields = readRecord(line, layout, this.failField);
    if (fields && this.header && layout !== fileHeaderLayout && fields.bankCode !== this.header.bankCode) {
      this.fail(
        'bankCode',
        `O código do banco (${fields.bankCode}) difere do header do arquivo (${this.header.bankCode}).`,
      );
    }
    return fields;
  }

  private readFileHeader(line: string) {
    if (this.started) {
      this.fail('recordType', 'O header do arquivo (registro tipo 0) só pode ser a primeira linha.');
      return;
    }
    this.started = true;
    this.header = this.record(line, fileHeaderLayout) as FileHeader | null;
  }

  private openBatch(line: string) {
    if (this.open) this.missingBatchTrailer();
    const position = this.batches.length + 1;
    const header = this.record(line, batchHeaderLayout) as BatchHeader | null;
    if (header && header.batchNumber !== position) {
      this.fail(
        'batchNumber',
        `O número do lote (${header.batchNumber}) está fora de sequência: esperado ${position}.`,
      );
    }
    const batch: ParsedBatch = { header, details: [], trailer: null };
    this.batches.push(batch);
    this.open = {
      batch,
      number: header?.batchNumber ?? position,
      records: 1,
      amount: 0,
      currencyQuantity: 0,
      sumsKnown: true,
      kind: null,
      previousSegment: null,
    };
  }

  private readDetail(line: string) {
    const open = this.open;
    if (!open) {
      this.fail(null, 'Registro de detalhe (tipo 3) fora de um lote.');
      return;
    }
    open.records += 1;
    const position = open.records - 1;
    const segment = segmentOfLine(line);
    if (!segment) {
      this.fail('segment', `Segmento desconhecido: "${line.charAt(13)}".`);
      open.sumsKnown = false;
      open.previousSegment = undefined;
      return;
    }
    const previous = open.previousSegment;
    open.previousSegment = segment;
    const parent = PARENT_SEGMENT[segment];
    if (parent && previous !== undefined && previous !== parent) {
      this.fail(
        'segment',
        `O segmento ${segment === 'J52' ? 'J-52' : segment} deve vir logo depois de um segmento ${parent}.`,
      );
    }
    const kind = KIND_OF_SEGMENT[segment];
    if (open.kind === null) open.kind = kind;
    else if (open.kind !== kind) {
      this.fail(
        'segment',
        `O lote ${open.number} mistura ${KIND_NAMES[open.kind]} e ${KIND_NAMES[kind]}: cada lote tem um só tipo de pagamento.`,
      );
    }
    const fields = this.record(line, DETAIL_LAYOUTS[segment]);
    if (!fields) {
      open.sumsKnown = false;
      return;
    }
    this.checkBatchNumber(fields, open);
    if (fields.sequenceNumber !== position) {
      this.fail(
        'sequenceNumber',
        `O número sequencial do registro no lote (${fields.sequenceNumber}) não confere com a posição dele no lote (${position}).`,
      );
    }
    const problem = segment === 'B' ? segmentBProblem(fields) : null;
    if (problem) this.fail(problem.field, problem.reason);
    open.amount += amountOf(segment, fields);
    open.currencyQuantity += currencyQuantityOf(segment, fields);
    open.batch.details.push({ line: this.lineNumber, segment, fields } as ParsedDetail);
  }

  private checkBatchNumber(fields: Record<string, FieldValue>, open: OpenBatch) {
    if (fields.batchNumber !== open.number) {
      this.fail('batchNumber', `O registro é do lote ${fields.batchNumber}, mas está dentro do lote ${open.number}.`);
    }
  }

  private closeBatch(line: string) {
    const open = this.open;
    if (!open) {
      this.fail(null, 'Trailer de lote (tipo 5) sem o header do lote.');
      return;
    }
    open.records += 1;
    this.open = null;
    const trailer = this.record(line, batchTrailerLayout) as BatchTrailer | null;
    open.batch.trailer = trailer;
    if (open.records === 2) this.fail(null, `O lote ${open.number} não tem registros de detalhe.`);
    if (!trailer) return;
    this.checkBatchNumber(trailer, open);
    if (trailer.recordCount !== open.records) {
      this.fail(
        'recordCount',
        `O total de registros do trailer do lote ${open.number} (${trailer.recordCount}) não confere com o lote (${open.records}).`,
      );
    }
    if (!open.sumsKnown) return;
    if (trailer.amountTotal !== open.amount) {
      this.fail(
        'amountTotal',
        `O somatório de valores do trailer do lote ${open.number} (R$ ${decimalText(trailer.amountTotal, 2)}) ` +
          `não confere com os detalhes (R$ ${decimalText(open.amount, 2)}).`,
      );
    }
    if (trailer.currencyQuantityTotal !== open.currencyQuantity) {
      this.fail(
        'currencyQuantityTotal',
        `O somatório de quantidade de moedas do trailer do lote ${open.number} (${decimalText(trailer.currencyQuantityTotal, 5)}) ` +
          `não confere com os detalhes (${decimalText(open.currencyQuantity, 5)}).`,
      );
    }
  }

  private missingBatchTrailer() {
    this.fail(null, `Falta o trailer do lote ${this.open?.number}.`);
    this.open = null;
  }

  private readFileTrailer(line: string) {
    if (this.open) this.missingBatchTrailer();
    this.ended = true;
    const trailer = this.record(line, fileTrailerLayout) as FileTrailer | null;
    this.trailer = trailer;
    if (!trailer) return;
    if (trailer.batchCount !== this.batches.length) {
      this.fail(
        'batchCount',
        `O total de lotes do trailer do arquivo (${trailer.batchCount}) não confere com o arquivo (${this.batches.length}).`,
      );
    }
    if (trailer.recordCount !== this.records) {
      this.fail(
        'recordCount',
        `O total de registros do trailer do arquivo (${trailer.recordCount}) não confere com o arquivo (${this.records}).`,
      );
    }
  }
}
