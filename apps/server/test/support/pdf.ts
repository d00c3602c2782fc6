import { inflateSync } from 'node:zlib';

/** Every deflated content stream of a pdfkit PDF, as latin1 text (images, which do not inflate, skipped). */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      streams.push(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // an image, not text
    }
  }
  return streams;
}

/** A TJ operator's hex strings, WinAnsi read as latin1. */
const shownText = (array: string) =>
  Buffer.from([...array.matchAll(/<([0-9a-f]*)>/g)].map(([, digits]) => digits).join(''), 'hex').toString('latin1');

/** The text of every TJ operator in a pdfkit PDF's (deflated) content streams. */
export function pdfText(pdf: Buffer): string {
  return contentStreams(pdf)
    .flatMap((content) => [...content.matchAll(/\[(.*?)\] TJ/g)].map(([, array]) => shownText(array!)))
    .join('\n');
}

/** Each shown text with where it starts on the page (points from the left edge), in drawing order. */
export function pdfTextRuns(pdf: Buffer): Array<{ x: number; text: string }> {
  return contentStreams(pdf).flatMap((content) =>
    [...content.matchAll(/1 0 0 -?1 ([\d.]+) [\d.-]+ Tm[\s\S]*?\[(.*?)\] TJ/g)].map(([, x, array]) => ({
      x: Number(x),
      text: shownText(array!),
    })),
  );
}
