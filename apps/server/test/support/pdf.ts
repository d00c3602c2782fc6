import { inflateSync } from 'node:zlib';

/** The text of every TJ operator in a pdfkit PDF's (deflated) content streams, WinAnsi read as latin1. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // an image, not text
    }
    for (const [, array] of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map(([, digits]) => digits).join('');
      shown.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return shown.join('\n');
}

/** Each shown text with where it starts on the page (points from the left edge), in drawing order. */
export function pdfTextRuns(pdf: Buffer): Array<{ x: number; text: string }> {
  const raw = pdf.toString('latin1');
  const runs: Array<{ x: number; text: string }> = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const [, x, array] of content.matchAll(/1 0 0 -?1 ([\d.]+) [\d.-]+ Tm[\s\S]*?\[(.*?)\] TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]*)>/g)].map(([, digits]) => digits).join('');
      runs.push({ x: Number(x), text: Buffer.from(hex, 'hex').toString('latin1') });
    }
  }
  return runs;
}
