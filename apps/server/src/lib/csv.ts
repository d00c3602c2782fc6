import { createGzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { formatDate } from '@cofre/contract';

/*
 * The cells and the writer every CSV file of the back-office shares (the charges export, the
 * reports): UTF-8 with a BOM, ';' separator, CRLF records, decimal comma and dd/MM/yyyy dates, what
 * Excel and LibreOffice open cleanly with a Brazilian locale (docs/charges-csv.md).
 */

/** Centavos as '1234,56': a decimal comma and no thousands dot, which pt-BR spreadsheets read as a number. */
export const moneyCell = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

/** A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection): quote it as text. */
export const safeText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A calendar date (yyyy-MM-dd) as dd/MM/yyyy; empty when there is none. */
export const dateCell = (value: string | null | undefined) => (value ? formatDate(value.slice(0, 10)) : '');

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * An instant as São Paulo's 'dd/MM/yyyy HH:mm'; empty when there is none. For many rows prefer
 * `dateTimeSql` (the database formats it; a Date parsed per row cost PGlite seconds per 100,000).
 */
export const dateTimeCell = (value: Date | string | null | undefined) =>
  value ? dateTimeFormat.format(new Date(value)).replace(',', '') : '';

/** The SQL of `dateTimeCell`: a timestamptz column as São Paulo's 'dd/MM/yyyy HH24:MI' text, null as ''. */
export const dateTimeSql = (column: SQLWrapper) =>
  sql<string>`coalesce(to_char(${column} at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI'), '')`;

/** A basis-point rate as '2,50%'. */
export const percentCell = (bp: number) => `${moneyCell(bp)}%`;

export interface GzipCsv {
  /** Writes one record; resolves when gzip can take more (back-pressure). */
  write: (cells: ReadonlyArray<string | null>) => Promise<void>;
  /** Pipes an already formatted CSV text stream (BOM included) into the same gzip. */
  pipeText: (text: Readable) => Promise<void>;
  /** Ends the file: the gzip, the uncompressed size and the data lines written. */
  finish: () => Promise<{ gzip: Buffer; bytes: number; rows: number }>;
}

/** A cell is quoted when it holds the separator, a quote or a line break (as csv-stringify does); quotes doubled. */
const NEEDS_QUOTES = /[";\n\r]/;
const QUOTES = /"/g;
export const csvCell = (cell: string | null) =>
  cell === null ? '' : NEEDS_QUOTES.test(cell) ? `"${cell.replace(QUOTES, '""')}"` : cell;
/** One record: cells joined by ';', ended by CRLF. */
export const csvRecord = (cells: ReadonlyArray<string | null>) => `${cells.map(csvCell).join(';')}\r\n`;

/** Text collected before it goes to gzip in one write (fewer, larger writes). */
const CHUNK_CHARS = 64 * 1024;

/**
 * A CSV file built record by record into gzip in memory: only the compressed file is held (a
 * quarter of the text or less), never the rows nor the whole text. `bytes` counts the uncompressed
 * size (whether the file fits in an e-mail) so that it never has to be inflated to know. Records are
 * encoded here (csv-stringify's stream cost a third of a 100,000-row report's time: bench:reports).
 */
export function gzipCsv(header: readonly string[] | null): GzipCsv {
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  let bytes = 0;
  let rows = 0;
  let pending = header ? `\uFEFF${csvRecord(header)}` : '';
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    gzip.on('end', resolve);
    gzip.on('error', reject);
  });
  const push = (chunk: Buffer) => {
    bytes += chunk.length;
    return gzip.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => gzip.once('drain', resolve));
  };
  const flush = () => {
    const text = pending;
    pending = '';
    return text ? push(Buffer.from(text, 'utf8')) : Promise.resolve();
  };
  return {
    write: (cells) => {
      rows += 1;
      pending += csvRecord(cells);
      return pending.length >= CHUNK_CHARS ? flush() : Promise.resolve();
    },
    pipeText: async (text) => {
      await flush();
      let lines = 0;
      for await (const chunk of text) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
        for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines += 1;
        await push(buffer);
      }
      // The text's first line is its header.
      rows += Math.max(0, lines - 1);
    },
    finish: async () => {
      await flush();
      gzip.end();
      await finished;
      return { gzip: Buffer.concat(chunks), bytes, rows };
    },
  };
}
