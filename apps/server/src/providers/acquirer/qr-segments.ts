import type QRCode from 'qrcode';

type SegmentMode = 'numeric' | 'alphanumeric' | 'byte';
const MODES: readonly SegmentMode[] = ['numeric', 'alphanumeric', 'byte'];
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]$/;

/** Bits a character costs in each mode, times six (numeric packs 3 digits in 10 bits, alphanumeric 2 characters in 11). */
const CHARACTER_COST: Record<SegmentMode, number> = { numeric: 20, alphanumeric: 33, byte: 48 };
/**
 * A segment's header, times six: 4 bits of mode and the character count's bits of versions 1 to 9,
 * where a Pix BR Code lands (a longer text still gets a valid, if not always shortest, split).
 */
const HEADER_COST: Record<SegmentMode, number> = {
  numeric: (4 + 10) * 6,
  alphanumeric: (4 + 9) * 6,
  byte: (4 + 8) * 6,
};

function fits(mode: SegmentMode, character: string): boolean {
  if (mode === 'numeric') return character >= '0' && character <= '9';
  if (mode === 'alphanumeric') return ALPHANUMERIC.test(character);
  return character.charCodeAt(0) < 0x80;
}

/**
 * The shortest split of an ASCII text into numeric, alphanumeric and byte segments (ISO 18004's
 * modes), by dynamic programming over the characters: the same answer as the qrcode library's own
 * search (a shortest path over every candidate segment), at a fraction of its CPU. A Pix BR Code
 * mixes long digit runs, upper-case fields and the lower-case `br.gov.bcb.pix`: all in byte mode its
 * QR is three versions larger, denser on a phone's screen.
 */
export function qrSegments(text: string): QRCode.QRCodeSegment[] {
  if (!/^[\x00-\x7f]*$/.test(text)) return [{ data: Buffer.from(text, 'utf8'), mode: 'byte' }];
  const count = MODES.length;
  // costs[m]: the fewest bits (times six) that encode the text so far and leave a segment in mode m open.
  let costs = MODES.map((mode) => HEADER_COST[mode]);
  // chosen[i][m]: the mode character i is written in, on that cheapest path to state m after it.
  const chosen: Array<Array<number | undefined>> = [];
  for (const character of text) {
    const next = MODES.map(() => Infinity);
    const modeOf: Array<number | undefined> = MODES.map(() => undefined);
    for (let m = 0; m < count; m++) {
      if (!fits(MODES[m]!, character)) continue;
      next[m] = costs[m]! + CHARACTER_COST[MODES[m]!];
      modeOf[m] = m;
    }
    // Or write it in mode k, close that segment on a whole bit and open one in mode m.
    const written = next.slice();
    for (let m = 0; m < count; m++) {
      for (let k = 0; k < count; k++) {
        if (modeOf[k] !== k) continue;
        const switched = Math.ceil(written[k]! / 6) * 6 + HEADER_COST[MODES[m]!];
        if (switched < next[m]!) {
          next[m] = switched;
          modeOf[m] = k;
        }
      }
    }
    chosen.push(modeOf);
    costs = next;
  }
  const modes: number[] = [];
  let state = costs.indexOf(Math.min(...costs));
  for (let i = text.length - 1; i >= 0; i--) {
    state = chosen[i]![state]!;
    modes[i] = state;
  }
  const segments: QRCode.QRCodeSegment[] = [];
  for (let start = 0, end = 1; end <= text.length; end++) {
    if (end < text.length && modes[end] === modes[start]) continue;
    const data = text.slice(start, end);
    const mode = MODES[modes[start]!]!;
    segments.push(mode === 'byte' ? { data: Buffer.from(data, 'latin1'), mode } : { data, mode });
    start = end;
  }
  return segments;
}
