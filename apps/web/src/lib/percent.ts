import { bpToPercent, percentToBp } from '@cofre/contract';

/** The most a percentage input holds: '100', '12,50' (spec 2 §5 and 3 §5: capped at 100). */
const PERCENT_MAX_CHARS = 5;

/** Basis points as a percentage input shows them: 1250 → '12,5'; NaN (nothing typed) → ''. */
export function percentText(bp: number): string {
  return Number.isFinite(bp) ? String(bpToPercent(bp)).replace('.', ',') : '';
}

/** What a percentage input holds, in basis points: '12,5' → 1250, '7,' → 700; '' → NaN. */
export function percentBp(text: string): number {
  return text === '' ? Number.NaN : percentToBp(Number(text.replace(',', '.')));
}

/**
 * What a percentage input keeps of a keystroke: digits with one comma or dot, two decimals, five
 * characters, and never above 100 (a larger number reads 100).
 */
export function typedPercent(text: string): string {
  let separator = '';
  let whole = '';
  let decimals = '';
  for (const char of text) {
    if (/\d/.test(char)) {
      if (separator) decimals += char;
      else whole += char;
    } else if ((char === ',' || char === '.') && !separator) {
      separator = char;
    }
  }
  const kept = `${whole}${separator}${decimals.slice(0, 2)}`.slice(0, PERCENT_MAX_CHARS);
  return percentBp(kept) > 10_000 ? '100' : kept;
}
