import { describe, expect, it } from 'vitest';
import {
  CHARGE_STATUSES,
  CHARGE_TRANSITIONS,
  canDeleteCharge,
  canMarkPaidManually,
  canTransition,
  chargeCreateSchema,
  chargeListQuerySchema,
  initials,
  isPaidStatus,
  luhn,
  parseAmountToCents,
  type ChargeStatus,
} from '../src/index.js';

describe('charge state machine', () => {
  const legal: Array<[ChargeStatus, ChargeStatus]> = [
    ['SCHEDULED', 'PAID'],
    ['SCHEDULED', 'PAID_MANUALLY'],
    ['SCHEDULED', 'LATE'],
    ['SCHEDULED', 'FAILED'],
    ['SCHEDULED', 'CANCELED'],
    ['SCHEDULED', 'ABANDONED'],
    ['LATE', 'PAID'],
    ['LATE', 'PAID_MANUALLY'],
    ['LATE', 'SCHEDULED'],
    ['LATE', 'FAILED'],
    ['LATE', 'CANCELED'],
    ['FAILED', 'PAID'],
    ['FAILED', 'PAID_MANUALLY'],
    ['FAILED', 'CANCELED'],
    ['PAID', 'REFUND'],
    ['PAID', 'DISPUTE'],
    ['DISPUTE', 'PAID'],
    ['DISPUTE', 'CHARGEBACK'],
    // A total refund the acquirer refuses puts the charge back to PAID.
    ['REFUND', 'PAID'],
  ];

  it('allows exactly the legal edges and refuses every other pair', () => {
    for (const from of CHARGE_STATUSES) {
      for (const to of CHARGE_STATUSES) {
        const expected = legal.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
    expect(Object.values(CHARGE_TRANSITIONS).flat()).toHaveLength(legal.length);
  });

  it('offers manual payment and delete only on open charges (SCHEDULED, LATE, FAILED)', () => {
    const open = CHARGE_STATUSES.filter(canMarkPaidManually);
    expect(open).toEqual(['SCHEDULED', 'LATE', 'FAILED']);
    expect(CHARGE_STATUSES.filter(canDeleteCharge)).toEqual(['SCHEDULED', 'LATE', 'FAILED']);
    expect(CHARGE_STATUSES.filter(isPaidStatus)).toEqual(['PAID', 'PAID_MANUALLY']);
  });

  it('terminal statuses go nowhere', () => {
    for (const status of ['CANCELED', 'ABANDONED', 'CHARGEBACK', 'PAID_MANUALLY'] as const) {
      expect(CHARGE_TRANSITIONS[status]).toEqual([]);
    }
  });
});

describe('amounts typed by a seller', () => {
  it.each([
    ['10', 1000],
    ['10,5', 1050],
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['0,01', 1],
    ['99.5', 9950],
    ['1.000', 100000],
    ['12.345.678', 1234567800],
  ])('%s → %i centavos', (text, cents) => expect(parseAmountToCents(text)).toBe(cents));

  it.each(['', 'abc', '1,234', '-5', '1,2,3'])('rejects %j', (text) => expect(parseAmountToCents(text)).toBeNull());

  it('the list query reads valueMin and valueMax with comma decimals and rejects garbage', () => {
    expect(chargeListQuerySchema.parse({ valueMin: '10,50', valueMax: '1.000' })).toMatchObject({
      valueMin: 1050,
      valueMax: 100_000,
    });
    const result = chargeListQuerySchema.safeParse({ valueMin: 'dez' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Informe um valor válido.');
    expect(chargeListQuerySchema.parse({})).toMatchObject({
      status: 'ALL',
      page: 0,
      size: 20,
      sort: 'expirationDate,DESC',
    });
  });
});

describe('card and customer rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(luhn('4111111111111111')).toBe(true);
    expect(luhn('4111111111111112')).toBe(false);
    expect(luhn('5555555555554444')).toBe(true);
  });

  const base = {
    title: 'Curso',
    value: 10_000,
    paymentMethod: 'CREDIT_CARD',
    expirationDate: '2026-12-01',
    customer: { name: 'Ana', document: '529.982.247-25', email: 'ana@exemplo.com', phone: '(11) 98765-4321' },
    card: { number: '4111 1111 1111 1111', holderName: 'ANA', expiry: '12/30', cvv: '123' },
  };

  it('normalises the document, phone and card number to digits', () => {
    const parsed = chargeCreateSchema.parse(base);
    expect(parsed.customer).toMatchObject({ document: '52998224725', phone: '11987654321', countryCode: '55' });
    expect(parsed.card?.number).toBe('4111111111111111');
    expect(parsed.installments).toBe(1);
  });

  it('refuses instalments outside the card, and a card charge without a card', () => {
    const pix = chargeCreateSchema.safeParse({ ...base, paymentMethod: 'PIX', installments: 2, card: undefined });
    expect(pix.error?.issues.map((issue) => issue.message)).toEqual([
      'Parcelamento só é possível no cartão de crédito.',
    ]);
    const noCard = chargeCreateSchema.safeParse({ ...base, card: undefined });
    expect(noCard.error?.issues.map((issue) => issue.message)).toEqual(['Informe os dados do cartão.']);
  });
});

describe('initials for the customer header', () => {
  it.each([
    ['Conceição Araújo', 'CA'],
    ['maria da silva souza', 'MS'],
    ['Ana', 'A'],
    ['  ', '?'],
  ])('%s → %s', (name, expected) => expect(initials(name)).toBe(expected));
});
