import { describe, expect, it } from 'vitest';
import { linkFormSchema, newLinkValues, toLinkRequest, type LinkFormValues } from './linkForm';
import { sellerReceives, splitInputs, splitRowsOf, type SplitRowValues } from './splitForm';

const ANA = '0b7e2f4a-6c1d-4e8a-9f3b-5a2c7d9e1f01';
const BRUNO = '0b7e2f4a-6c1d-4e8a-9f3b-5a2c7d9e1f02';

const row = (overrides: Partial<SplitRowValues>): SplitRowValues => ({
  subSellerId: ANA,
  name: 'Ana',
  paymentType: 'PERCENTAGE',
  fixed: 0,
  percent: Number.NaN,
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
  it('sends FIXED in centavos and PERCENTAGE in basis points, only while the switch is on', () => {
    const values = splitLink([
      row({ paymentType: 'PERCENTAGE', percent: 1250, fixed: 999 }),
      row({ subSellerId: BRUNO, name: 'Bruno', paymentType: 'FIXED', fixed: 1_050, percent: 4000 }),
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
      splitLink([
        row({ subSellerId: null, percent: Number.NaN }),
        row({ subSellerId: BRUNO, paymentType: 'FIXED', fixed: 0 }),
      ]),
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
      splitLink([row({ percent: 1000 })], { pix: { enabled: true, discountPercent: '', installments: 1 } }),
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
      { subSellerId: ANA, name: 'Ana', paymentType: 'PERCENTAGE', fixed: 0, percent: 1250 },
      { subSellerId: BRUNO, name: 'Bruno', paymentType: 'FIXED', fixed: 1_000, percent: Number.NaN },
    ]);
    expect(splitRowsOf(null)).toEqual([]);
  });
});

describe("'Você recebe' with a split", () => {
  const option = { totalAmount: 9_000, receivedAmount: 8_731 };
  it('takes the shares as the ledger will, from what the buyer pays, after the fee', () => {
    const values = splitLink([
      row({ paymentType: 'PERCENTAGE', percent: 1_000 }),
      row({ subSellerId: BRUNO, paymentType: 'FIXED', fixed: 1_000 }),
    ]);
    const shares = splitInputs(values);
    expect(shares).toHaveLength(2);
    // 10 % of R$ 90,00 and R$ 10,00 fixed: R$ 87,31 − R$ 9,00 − R$ 10,00.
    expect(sellerReceives(option, shares)).toBe(6_831);
  });

  it('ignores rows without a sub-seller or a value, and everything while the switch is off', () => {
    const values = splitLink([row({ subSellerId: null, percent: 1_000 }), row({ percent: Number.NaN })]);
    expect(splitInputs(values)).toEqual([]);
    expect(splitInputs({ ...values, splitEnabled: false, split: [row({ percent: 1_000 })] })).toEqual([]);
    expect(sellerReceives(option, [])).toBe(8_731);
  });
});
