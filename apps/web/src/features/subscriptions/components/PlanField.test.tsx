import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { subscriptionUpdateSchema, type Plan } from '@cofre/contract';
import { useContractForm } from '../../../lib/form';
import { renderWithApp } from '../../../test/render';
import { fakeApi, json, pageOf, planFixture, planId, signInAs } from '../test/fakeApi';
import { PlanField } from './PlanField';

const silver = planFixture({ id: planId(2), title: 'Plano Prata' }, [2990, 2790, 2490]);

/** The field in a form on a yearly cycle, showing what the form holds. */
function YearlyForm({ onPick }: { onPick: (plan: Plan | null) => void }) {
  const form = useContractForm(subscriptionUpdateSchema, {
    defaultValues: { idPlan: '', basicValue: { type: 'YEARLY' }, bankSlipDescription: '' },
  });
  const [idPlan, price] = useWatch({ control: form.control, name: ['idPlan', 'basicValue.valuePerMonth'] });
  return (
    <>
      <PlanField form={form} onPick={onPick} />
      <output data-testid="held">{`${idPlan} ${price}`}</output>
    </>
  );
}

describe('PlanField', () => {
  it('sets the picked plan, refills the price of the chosen cycle, and hands the plan over', async () => {
    signInAs();
    fakeApi({ 'GET /plans': () => json(200, pageOf([silver])) });
    const onPick = vi.fn();
    renderWithApp(<YearlyForm onPick={onPick} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Plano' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Plano Prata' }));
    expect(screen.getByTestId('held')).toHaveTextContent(`${silver.id} 2490`);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: silver.id }));
  });
});
