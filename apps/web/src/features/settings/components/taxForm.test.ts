import { describe, expect, it } from 'vitest';
import type { SellerDefaultTax } from '@cofre/contract';
import { taxFormSchema, taxFormValues, type TaxFormValues } from './taxForm';

const SAVED: SellerDefaultTax = {
  bankSlipTax: { fine: { enable: true, percentage: 2.5 }, interest: { enable: false, percentage: 1 } },
};

const typed = (fine: string, interest: string): TaxFormValues => ({
  bankSlipTax: { fine: { enable: true, percentage: fine }, interest: { enable: false, percentage: interest } },
});

describe('the boleto tax form', () => {
  it('shows the saved percentages with a comma', () => {
    expect(taxFormValues(SAVED)).toEqual(typed('2,5', '1'));
  });

  it('reads what is typed as the request', () => {
    expect(taxFormSchema.parse(typed(' 2,5 ', '1'))).toEqual(SAVED);
  });

  it('puts the contract’s message on the percentage it refuses, empty fields included', () => {
    const checked = taxFormSchema.safeParse(typed('', '1,234'));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ['bankSlipTax', 'fine', 'percentage'],
        message: 'Informe um percentual de 0 a 100, com até duas casas decimais.',
      },
      {
        path: ['bankSlipTax', 'interest', 'percentage'],
        message: 'Informe um percentual de 0 a 100, com até duas casas decimais.',
      },
    ]);
  });
});
