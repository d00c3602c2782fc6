import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SANDBOX_3DS_CODE } from '@cofre/contract';
import type { CardAttemptResult, CardAuthorization, CardData, CardToken } from './port.js';

type Outcome = 'APPROVED' | 'DECLINED' | 'INSUFFICIENT_FUNDS' | 'EXPIRED' | 'PROCESSING_ERROR' | 'THREE_D_SECURE';

export interface SandboxTestCard {
  number: string;
  brand: string;
  outcome: Outcome;
  code: string | null;
  message: string | null;
}

/** The sandbox's test cards (docs/sandbox.md). Any other Luhn-valid number is approved. */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4111111111111111', brand: 'Visa', outcome: 'APPROVED', code: null, message: null },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'APPROVED', code: null, message: null },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: 'DECLINED',
    code: '05',
    message: 'Transação não autorizada pelo emissor.',
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: 'INSUFFICIENT_FUNDS',
    code: '51',
    message: 'Saldo insuficiente.',
  },
  { number: '4000000000000069', brand: 'Visa', outcome: 'EXPIRED', code: '54', message: 'Cartão vencido.' },
  {
    number: '4000000000000119',
    brand: 'Visa',
    outcome: 'PROCESSING_ERROR',
    code: '96',
    message: 'Falha temporária no emissor. Tente novamente.',
  },
  { number: '4000000000003220', brand: 'Visa', outcome: 'THREE_D_SECURE', code: null, message: null },
];

const EXPIRED = { code: '54', message: 'Cartão vencido.' };
const INVALID = { code: '14', message: 'Cartão inválido.' };
const THREE_DS_REFUSED = { code: 'N7', message: 'Autenticação 3-D Secure recusada.' };

/** Brand from the BIN, as card networks publish their ranges. */
export function brandOf(number: string): string {
  const bin6 = Number(number.slice(0, 6));
  const bin4 = Number(number.slice(0, 4));
  if (
    ['636368', '438935', '504175', '451416', '636297'].includes(number.slice(0, 6)) ||
    ['5067', '4576', '4011'].includes(number.slice(0, 4))
  )
    return 'Elo';
  if (number.startsWith('606282') || number.startsWith('3841')) return 'Hipercard';
  if (number.startsWith('34') || number.startsWith('37')) return 'Amex';
  if (number.startsWith('4')) return 'Visa';
  if ((bin6 >= 510000 && bin6 <= 559999) || (bin4 >= 2221 && bin4 <= 2720)) return 'Mastercard';
  return 'Outra';
}

interface TokenPayload {
  /** Outcome key; never the number. */
  o: Outcome;
  l: string;
  b: string;
  /** Expiry as yyyy-MM. */
  e: string;
}

function expiryMonth(expiry: string): string {
  const [month, year] = expiry.split('/');
  return `${year.length === 2 ? `20${year}` : year}-${month}`;
}

/**
 * The sandbox vault is stateless: the token carries only what the sandbox needs to decide later
 * (outcome, last four, brand, expiry month) plus random bytes; never the number or the CVV.
 */
export function tokenize(card: CardData): CardToken {
  const known = SANDBOX_TEST_CARDS.find((test) => test.number === card.number);
  const payload: TokenPayload = {
    o: known?.outcome ?? 'APPROVED',
    l: card.number.slice(-4),
    b: known?.brand ?? brandOf(card.number),
    e: expiryMonth(card.expiry),
  };
  const token = `sbx_${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${randomBytes(12).toString('base64url')}`;
  return { token, last4: payload.l, brand: payload.b, holderName: card.holderName };
}

function decode(token: string): TokenPayload | null {
  // '.' separates the parts: it never occurs in base64url.
  const match = /^sbx_([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/.exec(token);
  if (!match) return null;
  try {
    const payload = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as TokenPayload;
    return typeof payload.o === 'string' && /^\d{4}-\d{2}$/.test(payload.e) ? payload : null;
  } catch {
    return null;
  }
}

/** Six digits derived from the order reference: the same order always gets the same code. */
export function authorizationCode(reference: string): string {
  return String(createHash('sha256').update(reference).digest().readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

export function authorize(request: CardAuthorization): CardAttemptResult {
  const payload = decode(request.token);
  if (!payload) return { outcome: 'DECLINED', ...INVALID };
  if (payload.e < request.today.slice(0, 7)) return { outcome: 'DECLINED', ...EXPIRED };
  const card = SANDBOX_TEST_CARDS.find((test) => test.outcome === payload.o && test.code);
  switch (payload.o) {
    case 'APPROVED':
      return { outcome: 'APPROVED', authorizationCode: authorizationCode(request.reference) };
    case 'THREE_D_SECURE':
      return { outcome: 'CHALLENGE', challengeId: randomUUID() };
    default:
      return { outcome: 'DECLINED', code: card!.code!, message: card!.message! };
  }
}

export function answerChallenge(challengeId: string, code: string): CardAttemptResult {
  if (code === SANDBOX_3DS_CODE) return { outcome: 'APPROVED', authorizationCode: authorizationCode(challengeId) };
  return { outcome: 'DECLINED', ...THREE_DS_REFUSED };
}
