import { segmentALayout, segmentBLayout, segmentJ52Layout, segmentJLayout, segmentOLayout } from './febraban240.js';
import type { Layout } from './layout.js';
import type { Segment } from './types.js';

/* What the parser and the writer both know about detail segments, so they never disagree. */

export const DETAIL_LAYOUTS: Readonly<Record<Segment, Layout>> = {
  A: segmentALayout,
  B: segmentBLayout,
  J: segmentJLayout,
  J52: segmentJ52Layout,
  O: segmentOLayout,
};

/** The kind of payment a segment belongs to: one batch holds one kind (each has its own batch layout). */
export type PaymentKind = 'credit' | 'boleto' | 'bill';

export const KIND_OF_SEGMENT: Readonly<Record<Segment, PaymentKind>> = {
  A: 'credit',
  B: 'credit',
  J: 'boleto',
  J52: 'boleto',
  O: 'bill',
};

/** The batch layout version of each kind (the batch header's positions 14–16). */
export const BATCH_LAYOUT_VERSION: Readonly<Record<PaymentKind, string>> = {
  credit: '045',
  boleto: '040',
  bill: '012',
};

/** A companion segment and the segment it must come right after. */
export const PARENT_SEGMENT: Readonly<Partial<Record<Segment, Segment>>> = { B: 'A', J52: 'J' };

/** The segment of a detail line: the character at position 14, J-52 told apart by positions 18–19. */
export const segmentOfLine = (line: string): Segment | null => {
  const code = line.charAt(13);
  if (code === 'J') return line.slice(17, 19) === '52' ? 'J52' : 'J';
  return code === 'A' || code === 'B' || code === 'O' ? code : null;
};

/** Segment B's forma de iniciação (FEBRABAN v10.11) and whether it needs a key in informação 12. */
export const PIX_INITIATIONS = {
  '01': { description: 'telefone', needsKey: true },
  '02': { description: 'e-mail', needsKey: true },
  '03': { description: 'CPF/CNPJ', needsKey: true },
  '04': { description: 'chave aleatória', needsKey: true },
  '05': { description: 'dados bancários', needsKey: false },
} as const;

export type PixInitiation = keyof typeof PIX_INITIATIONS;

export const isPixInitiation = (code: string): code is PixInitiation => Object.hasOwn(PIX_INITIATIONS, code);

type Values = Readonly<Record<string, unknown>>;

/**
 * What is wrong with a segment B's Pix fields, in pt-BR, or null. A blank forma de iniciação is a
 * segment B of the older, non-Pix form (the favoured party's address): nothing to check.
 */
export const segmentBProblem = (fields: Values): { field: string; reason: string } | null => {
  const initiation = String(fields.pixInitiation ?? '');
  if (initiation === '') return null;
  if (!isPixInitiation(initiation)) {
    return { field: 'pixInitiation', reason: `Forma de iniciação do Pix desconhecida: "${initiation}".` };
  }
  if (PIX_INITIATIONS[initiation].needsKey && String(fields.pixKey ?? '') === '') {
    return {
      field: 'pixKey',
      reason: `Falta a chave Pix (informação 12) para a forma de iniciação ${initiation} (${PIX_INITIATIONS[initiation].description}).`,
    };
  }
  return null;
};

/** The amount a detail adds to its batch trailer's sum (centavos): segments B and J-52 add nothing. */
export const amountOf = (segment: Segment, fields: Values): number =>
  segment === 'A' || segment === 'J' || segment === 'O' ? Number(fields.paymentAmount) : 0;

/** The currency quantity a detail adds to its batch trailer (1/100000 units): only A and J carry one. */
export const currencyQuantityOf = (segment: Segment, fields: Values): number =>
  segment === 'A' || segment === 'J' ? Number(fields.currencyQuantity ?? 0) : 0;

/** Whether a segment has the occurrences field (231–240) a return file writes the outcome into. */
export const carriesOccurrences = (segment: Segment) => segment === 'A' || segment === 'J' || segment === 'O';
