import { describe, expect, it } from 'vitest';
import { linkFormSchema, newLinkValues, toLinkRequest, type LinkFormValues } from './linkForm';
import {
  basisPointsToPercent,
  percentToBasisPoints,
  splitRowsOf,
  typedPercent,
  type SplitRowValues,
} from './splitForm';

const ANA = '0b7e2f4a-6c1d-4e8a-9f3b-5a2c7d9e1f01';
const BRUNO = '0b7e2f4a-6c1d-4e8a-9f3b-5a2c7d9e1f02';

const row = (overrides: Partial<SplitRowValues>): SplitRowValues => ({
  subSellerId: ANA,
  name: 'Ana',
  paymentType: 'PERCENTAGE',
  fixed: 0,
  percent: '',
  ...overrides,
});

const splitLink = (split: SplitRowValues[], overrides: Partial<LinkFormValues> = {}): LinkFormValues => {
  const base = newLinkValues('ORDER', undefined);
  return {
    ...base,
    title: 'Oficina',
    value: 25_000,
    creditCard: { ...base.creditCard, enabled: true },
    splitEnabled: true,
    split,
    ...overrides,
  };
};

describe('split rows', () => {
  it('reads a percentage as basis points, with a comma or a dot and up to 2 decimals', () => {
    expect(percentToBasisPoints('12,5')).toBe(1250);
    expect(percentToBasisPoints('12.05')).toBe(1205);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('7,')).toBe(700);
    expect(percentToBasisPoints('')).toBe(0);
    expect(percentToBasisPoints(',5')).toBe(0);
    expect(basisPointsToPercent(1250)).toBe('12,5');
    expect(basisPointsToPercent(1205)).toBe('12,05');
    expect(basisPointsToPercent(10_000)).toBe('100');
  });

  it('keeps digits with one comma or dot, 2 decimals, 5 characters, capped at 100', () => {
    expect(typedPercent('12a,5')).toBe('12,5');
    expect(typedPercent('12,5,3')).toBe('12,53');
    expect(typedPercent('1.2.3')).toBe('1.23');
    expect(typedPercent('33,333')).toBe('33,33');
    expect(typedPercent('150')).toBe('100');
    expect(typedPercent('100,5')).toBe('100');
    expect(typedPercent('99,99')).toBe('99,99');
    expect(typedPercent('123456')).toBe('100');
  });

  it('sends FIXED in centavos and PERCENTAGE in basis points, only while the switch is on', () => {
    const values = splitLink([
      row({ paymentType: 'PERCENTAGE', percent: '12,5', fixed: 999 }),
      row({ subSellerId: BRUNO, name: 'Bruno', paymentType: 'FIXED', fixed: 1_050, percent: '40' }),
    ]);
    expect(toLinkRequest(values, false).split).toEqual([
      { subSellerId: ANA, paymentType: 'PERCENTAGE', paymentValue: 1250 },
      { subSellerId: BRUNO, paymentType: 'FIXED', paymentValue: 1_050 },
    ]);
    expect(toLinkRequest({ ...values, splitEnabled: false }, false).split).toEqual([]);
    expect(toLinkRequest({ ...values, type: 'FAST_ORDER' }, false).split).toEqual([]);
  });

  it("answers with the contract's messages on the row's fields", () => {
    const parsed = linkFormSchema(false).safeParse(
      splitLink([row({ subSellerId: null, percent: '' }), row({ subSellerId: BRUNO, paymentType: 'FIXED', fixed: 0 })]),
    );
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'split.0.subSellerId', message: 'Preenchimento obrigatório!' },
        { path: 'split.0.paymentValue', message: 'Informe um valor válido.' },
        { path: 'split.1.paymentValue', message: 'Informe um valor válido.' },
      ]),
    );
    const withPix = linkFormSchema(false).safeParse(
      splitLink([row({ percent: '10' })], { pix: { enabled: true, discountPercent: '', installments: 1 } }),
    );
    expect(withPix.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['split'], message: 'O split só pode ser usado com cartão de crédito.' }),
    );
  });

  it("loads a saved link's shares into rows", () => {
    expect(
      splitRowsOf({
        shares: [
          { subSellerId: ANA, name: 'Ana', paymentType: 'PERCENTAGE', paymentValue: 1250, amount: 3_125 },
          { subSellerId: BRUNO, name: 'Bruno', paymentType: 'FIXED', paymentValue: 1_000, amount: 1_000 },
        ],
        amountForSubSellers: 4_125,
      }),
    ).toEqual([
      { subSellerId: ANA, name: 'Ana', paymentType: 'PERCENTAGE', fixed: 0, percent: '12,5' },
      { subSellerId: BRUNO, name: 'Bruno', paymentType: 'FIXED', fixed: 1_000, percent: '' },
    ]);
    expect(splitRowsOf(null)).toEqual([]);
  });
});
