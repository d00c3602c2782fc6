import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { luhn, SANDBOX_3DS_CODE } from '@cofre/contract';
import type { CardAttemptResult, CardAuthorization, CardData, CardToken } from './port.js';

/** What the sandbox does with a card at authorize. 'INVALID' is never in the table: it marks a card that could not be read. */
type Outcome =
  | 'APPROVED'
  | 'DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'EXPIRED'
  | 'PROCESSING_ERROR'
  | 'THREE_D_SECURE'
  | SandboxFault
  | 'INVALID';

/**
 * Faults at the boundary, for testing what happens when the acquirer's answer does not come back.
 * Each card is approved at the acquirer; what differs is what reaches us.
 * - ANSWER_LOST: processed and approved, the answer never arrives (our call times out).
 * - REQUEST_LOST: the first request with a reference never arrives (nothing processed); a retry with
 *   the same reference is approved.
 * - SLOW: approved, answered after SANDBOX_SLOW_MS (past a short timeout).
 */
export type SandboxFault = 'ANSWER_LOST' | 'REQUEST_LOST' | 'SLOW';
export const SANDBOX_FAULTS: ReadonlySet<string> = new Set<SandboxFault>(['ANSWER_LOST', 'REQUEST_LOST', 'SLOW']);
/** How late a SLOW answer comes. */
export const SANDBOX_SLOW_MS = 2_000;

export interface SandboxTestCard {
  number: string;
  brand: string;
  outcome: Exclude<Outcome, 'INVALID'>;
  /** The issuer's answer code on a decline; null when the card is not declined. */
  code: string | null;
  /** pt-BR message shown to the buyer on a decline. */
  message: string | null;
  description: string;
}

/** The sandbox's test cards (docs/sandbox.md). Any other Luhn-valid number is approved. */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  {
    number: '4111111111111111',
    brand: 'Visa',
    outcome: 'APPROVED',
    code: null,
    message: null,
    description: 'Approved',
  },
  {
    number: '5555555555554444',
    brand: 'Mastercard',
    outcome: 'APPROVED',
    code: null,
    message: null,
    description: 'Approved',
  },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: 'DECLINED',
    code: '05',
    message: 'Transação não autorizada pelo emissor.',
    description: 'Declined by the issuer',
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: 'INSUFFICIENT_FUNDS',
    code: '51',
    message: 'Saldo insuficiente.',
    description: 'Insufficient funds',
  },
  {
    number: '4000000000000069',
    brand: 'Visa',
    outcome: 'EXPIRED',
    code: '54',
    message: 'Cartão vencido.',
    description: 'Expired card, whatever expiry is typed',
  },
  {
    number: '4000000000000119',
    brand: 'Visa',
    outcome: 'PROCESSING_ERROR',
    code: '96',
    message: 'Falha temporária no emissor. Tente novamente.',
    description: 'Issuer failure (temporary)',
  },
  {
    number: '4000000000003220',
    brand: 'Visa',
    outcome: 'THREE_D_SECURE',
    code: null,
    message: null,
    description: `Requires 3-D Secure: code ${SANDBOX_3DS_CODE} approves, any other declines`,
  },
  {
    number: '4000000000000259',
    brand: 'Visa',
    outcome: 'ANSWER_LOST',
    code: null,
    message: null,
    description: 'Approved at the acquirer, but the answer is lost (our call times out)',
  },
  {
    number: '4000000000000267',
    brand: 'Visa',
    outcome: 'REQUEST_LOST',
    code: null,
    message: null,
    description: 'The first request never reaches the acquirer; a retry with the same reference is approved',
  },
  {
    number: '4000000000000275',
    brand: 'Visa',
    outcome: 'SLOW',
    code: null,
    message: null,
    description: `Approved, answered after ${SANDBOX_SLOW_MS / 1000} s`,
  },
];

const EXPIRED = { code: '54', message: 'Cartão vencido.' };
const INVALID = { code: '14', message: 'Cartão inválido.' };
const THREE_DS_REFUSED = { code: 'N7', message: 'Autenticação 3-D Secure recusada.' };
const OUTCOMES: ReadonlySet<string> = new Set<Outcome>([...SANDBOX_TEST_CARDS.map((card) => card.outcome), 'INVALID']);

/** Brand from the BIN, as the networks publish their ranges; Elo and Hipercard first, as some of their BINs start with 4 or 5. */
export function brandOf(number: string): string {
  const bin4 = Number(number.slice(0, 4));
  const bin2 = Number(number.slice(0, 2));
  if (
    ['636368', '438935', '504175', '451416', '636297'].includes(number.slice(0, 6)) ||
    ['5067', '4576', '4011'].includes(number.slice(0, 4))
  )
    return 'Elo';
  if (number.startsWith('606282') || number.startsWith('3841')) return 'Hipercard';
  if (bin2 === 34 || bin2 === 37) return 'Amex';
  if (number.startsWith('4')) return 'Visa';
  if ((bin2 >= 51 && bin2 <= 55) || (bin4 >= 2221 && bin4 <= 2720)) return 'Mastercard';
  return 'Outra';
}

/** What a sandbox token carries: never the number or the CVV. Short keys keep the token short. */
interface TokenPayload {
  /** Outcome key. */
  o: Outcome;
  /** Last four digits. */
  l: string;
  /** Brand. */
  b: string;
  /** Expiry as 'yyyy-MM' ('0000-00' when unreadable). */
  e: string;
}

/** 'MM/YY' or 'MM/YYYY' → 'yyyy-MM', or null when it is neither. */
function expiryMonth(expiry: string): string | null {
  const [, monthText, yearText] = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(expiry.trim()) ?? [];
  if (monthText === undefined || yearText === undefined) return null;
  const month = Number(monthText);
  if (month < 1 || month > 12) return null;
  const year = yearText.length === 2 ? `20${yearText}` : yearText;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The sandbox vault is stateless (the server may restart between tokenize and authorize): the token
 * carries only what the sandbox needs to decide later plus random bytes, so two tokens of the same
 * card differ. Format: `sbx_<base64url JSON>.<random>` ('.' never occurs in base64url).
 * A card the sandbox cannot read is still tokenized and declines with '14' at authorize, as the port
 * wants declines there and not here.
 */
export function tokenize(card: CardData): CardToken {
  const known = SANDBOX_TEST_CARDS.find((test) => test.number === card.number);
  const expiry = expiryMonth(card.expiry);
  const readable = /^\d{13,19}$/.test(card.number) && luhn(card.number) && expiry !== null;
  const payload: TokenPayload = {
    o: readable ? (known?.outcome ?? 'APPROVED') : 'INVALID',
    l: card.number.slice(-4),
    b: known?.brand ?? brandOf(card.number),
    e: expiry ?? '0000-00',
  };
  const token = `sbx_${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${randomBytes(12).toString('base64url')}`;
  return { token, last4: payload.l, brand: payload.b, holderName: card.holderName };
}

/** The token's payload, or null when it is not a sandbox token (forged, truncated, from another acquirer). */
function decode(token: string): TokenPayload | null {
  const [, body] = /^sbx_([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/.exec(token) ?? [];
  if (body === undefined) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenPayload>;
    const valid =
      typeof payload.o === 'string' &&
      OUTCOMES.has(payload.o) &&
      typeof payload.e === 'string' &&
      /^\d{4}-\d{2}$/.test(payload.e);
    return valid ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** Six digits derived from a reference: the same order always gets the same code. */
export function authorizationCode(reference: string): string {
  return String(createHash('sha256').update(reference).digest().readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** The boundary fault a token's card simulates, if any. */
export function faultOf(token: string): SandboxFault | null {
  const outcome = decode(token)?.o;
  return outcome && SANDBOX_FAULTS.has(outcome) ? (outcome as SandboxFault) : null;
}

/** Authorizes by the outcome the token carries; an expired month declines first, whatever the card. */
export function authorize(request: CardAuthorization): CardAttemptResult {
  const payload = decode(request.token);
  if (!payload || payload.o === 'INVALID') return { outcome: 'DECLINED', ...INVALID };
  if (payload.e < request.today.slice(0, 7)) return { outcome: 'DECLINED', ...EXPIRED };
  if (payload.o === 'APPROVED' || SANDBOX_FAULTS.has(payload.o)) {
    return { outcome: 'APPROVED', authorizationCode: authorizationCode(request.reference) };
  }
  if (payload.o === 'THREE_D_SECURE') return { outcome: 'CHALLENGE', challengeId: randomUUID() };
  const declined = SANDBOX_TEST_CARDS.find((test) => test.outcome === payload.o && test.code && test.message);
  return declined?.code && declined.message
    ? { outcome: 'DECLINED', code: declined.code, message: declined.message }
    : { outcome: 'DECLINED', ...INVALID };
}

/**
 * Answers a 3-D Secure challenge. Stateless, so any challenge id is accepted: the caller keeps which
 * charge a challenge belongs to. The challenge id is the only reference at hand, so it seeds the
 * authorization code (the same answer to the same challenge gets the same code).
 */
export function answerChallenge(challengeId: string, code: string): CardAttemptResult {
  if (code === SANDBOX_3DS_CODE) return { outcome: 'APPROVED', authorizationCode: authorizationCode(challengeId) };
  return { outcome: 'DECLINED', ...THREE_DS_REFUSED };
}
