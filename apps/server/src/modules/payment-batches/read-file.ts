import {
  BOLETO_PAYMENT_MESSAGES,
  detectPixKey,
  PIX_PAYMENT_MESSAGES,
  readBoletoLine,
  type PaymentBatchLineKind,
} from '@cofre/contract';
import {
  CNAB400_REFUSAL,
  detectLayout,
  isWellFormed,
  parseCnab240,
  UNKNOWN_LAYOUT_REFUSAL,
  type LineError,
  type OccurrenceCode,
  type ParsedDetail,
  type SegmentB,
} from '../../lib/cnab/index.js';
import type { StoredBatchError } from './tables.js';

/** A payment line as the upload read it: valid (to be paid) or invalid with its reason and occurrence code. */
export interface ReadLine {
  line: number;
  kind: PaymentBatchLineKind | null;
  recipient: string;
  target: string;
  amount: number;
  paymentDate: string | null;
  reference: string;
  valid: boolean;
  reason: string | null;
  occurrence: OccurrenceCode | null;
}

export interface BatchReading {
  /** Problems of the file itself (layout, order, headers, trailers, totals): nothing in it is paid. */
  fileErrors: StoredBatchError[];
  lines: ReadLine[];
  wellFormed: boolean;
}

const TED_REFUSAL =
  'Transferências por dados bancários (TED ou Pix sem chave) não são aceitas em lote: use um Pix com chave (segmento B).';
/** FEBRABAN's Pix initiations by key: 01 phone, 02 e-mail, 03 CPF/CNPJ, 04 random key. */
const KEY_INITIATIONS = new Set(['01', '02', '03', '04']);

const invalid = (base: Omit<ReadLine, 'valid' | 'reason' | 'occurrence'>, reason: string, code: OccurrenceCode) => ({
  ...base,
  valid: false,
  reason,
  occurrence: code,
});

/** A line's own checks after parsing: the date (today or later), the amount, the key or the barcode. */
function checkLine(base: Omit<ReadLine, 'valid' | 'reason' | 'occurrence'>, today: string): ReadLine {
  if (base.amount <= 0) return invalid(base, 'Informe um valor válido', 'AR');
  if (!base.paymentDate) return invalid(base, 'Selecione uma data de pagamento', 'AP');
  if (base.paymentDate < today) return invalid(base, PIX_PAYMENT_MESSAGES.datePast, 'AP');
  if (base.kind === 'pix') {
    const key = detectPixKey(base.target);
    if (!key) return invalid(base, PIX_PAYMENT_MESSAGES.keyInvalid, 'PM');
    return { ...base, target: key.key, valid: true, reason: null, occurrence: null };
  }
  const boleto = readBoletoLine(base.target);
  const wanted = base.kind === 'utility' ? 'utility' : 'bank';
  if (!boleto || boleto.kind !== wanted) return invalid(base, BOLETO_PAYMENT_MESSAGES.barcodeInvalid, 'CC');
  return { ...base, valid: true, reason: null, occurrence: null };
}

/** A payment line and the file lines of its records (an A and its B, a J and its J-52). */
type PaymentLine = { read: ReadLine; records: number[] };

/** The payment lines of the details: A (+ its B), J (+ its J-52, unused) and O. */
function linesOf(details: readonly ParsedDetail[], today: string): PaymentLine[] {
  const lines: PaymentLine[] = [];
  details.forEach((detail, index) => {
    const next = details[index + 1];
    const withNext = (read: ReadLine, companion: ParsedDetail['segment'] | null) =>
      lines.push({
        read,
        records: companion && next?.segment === companion ? [detail.line, next.line] : [detail.line],
      });
    if (detail.segment === 'A') {
      const pix: SegmentB | null = next?.segment === 'B' ? next.fields : null;
      const base = {
        line: detail.line,
        kind: 'pix' as const,
        recipient: detail.fields.payeeName,
        target: pix?.pixKey ?? '',
        amount: detail.fields.paymentAmount,
        paymentDate: detail.fields.paymentDate,
        reference: detail.fields.companyReference,
      };
      const initiation = pix?.pixInitiation.trim() ?? '';
      withNext(
        KEY_INITIATIONS.has(initiation) ? checkLine(base, today) : invalid({ ...base, kind: null }, TED_REFUSAL, 'PL'),
        'B',
      );
    } else if (detail.segment === 'J') {
      withNext(
        checkLine(
          {
            line: detail.line,
            kind: 'boleto',
            recipient: detail.fields.payeeName,
            target: detail.fields.barcode,
            amount: detail.fields.paymentAmount,
            paymentDate: detail.fields.paymentDate,
            reference: detail.fields.companyReference,
          },
          today,
        ),
        'J52',
      );
    } else if (detail.segment === 'O') {
      withNext(
        checkLine(
          {
            line: detail.line,
            kind: 'utility',
            recipient: detail.fields.utilityName,
            target: detail.fields.barcode,
            amount: detail.fields.paymentAmount,
            paymentDate: detail.fields.paymentDate,
            reference: detail.fields.companyReference,
          },
          today,
        ),
        null,
      );
    }
  });
  return lines;
}

/** Whether a line of the text is a detail record (type 3 at position 8): its errors belong to a payment. */
const isDetailLine = (rows: readonly string[], line: number) => rows[line - 1]?.[7] === '3';
/** Whether a detail line is a B (position 14) or a J-52 (J with 52 at 18–19): the second record of a payment. */
const isCompanion = (rows: readonly string[], line: number) => {
  const row = rows[line - 1] ?? '';
  return row[13] === 'B' || (row[13] === 'J' && row.slice(17, 19) === '52');
};

/**
 * Reads an uploaded file into its payment lines (docs/cnab.md, docs/payments.md "Batches"): CNAB 400
 * or an unknown layout is refused as a whole; a detail line that fails parsing is an invalid payment
 * (its line number, field and reason kept); a problem of the file's structure (order, headers,
 * trailers and their totals) makes the file one nothing is paid from.
 */
export function readBatchFile(text: string, today: string): BatchReading {
  const layout = detectLayout(text);
  if (layout !== 'cnab240') {
    const reason = layout === 'cnab400' ? CNAB400_REFUSAL : UNKNOWN_LAYOUT_REFUSAL;
    return { fileErrors: [{ line: null, field: null, reason }], lines: [], wellFormed: false };
  }
  const parsed = parseCnab240(text);
  const rows = text.split(/\r?\n/);
  const fileErrors: StoredBatchError[] = [];
  const lineErrors = new Map<number, LineError>();
  for (const error of parsed.errors) {
    if (isDetailLine(rows, error.line)) {
      // A B or J-52 record's problem, readable or not, is the payment's of the A or J before it.
      const owner = isCompanion(rows, error.line) && isDetailLine(rows, error.line - 1) ? error.line - 1 : error.line;
      if (!lineErrors.has(owner)) lineErrors.set(owner, error);
    } else fileErrors.push(error);
  }
  const payments = linesOf(
    parsed.batches.flatMap((batch) => batch.details),
    today,
  );
  // A problem of any of a payment's records is the payment's, and its first reason: what failed to read.
  const lines = payments.map(({ read, records }) => {
    const error = records.map((record) => lineErrors.get(record)).find(Boolean);
    return error ? { ...read, valid: false, reason: error.reason, occurrence: 'AI' as const } : read;
  });
  // A detail that could not be read at all has no payment line: it is listed with its error.
  const known = new Set(payments.flatMap((payment) => payment.records));
  for (const [line, error] of lineErrors) {
    if (!known.has(line)) {
      lines.push({
        line,
        kind: null,
        recipient: '',
        target: '',
        amount: 0,
        paymentDate: null,
        reference: '',
        valid: false,
        reason: error.reason,
        occurrence: 'AI',
      });
    }
  }
  lines.sort((a, b) => a.line - b.line);
  return { fileErrors, lines, wellFormed: isWellFormed(parsed) };
}
