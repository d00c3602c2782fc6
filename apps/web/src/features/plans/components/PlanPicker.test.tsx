import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { fakeApi, json, pageOf, planFixture, planId, signInAs } from '../test/fakeApi';
import { PlanPicker } from './PlanPicker';

const ouro = planFixture();
const prata = planFixture({ id: planId(2), title: 'Plano Prata' });

function Harness({
  onChange,
  initial = null,
}: {
  onChange: (id: string | null, plan: Plan | null) => void;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <PlanPicker
      value={value}
      label="Plano da assinatura"
      required
      onChange={(id, plan) => {
        setValue(id);
        onChange(id, plan);
      }}
    />
  );
}

const picker = () => screen.getByLabelText(/Plano da assinatura/, { selector: 'input' });

beforeEach(() => signInAs(['SELLER_ADMIN']));

describe('PlanPicker', () => {
  it('offers the active plans, searched on the server, and hands the chosen plan over', async () => {
    const api = fakeApi({
      'GET /plans': ({ url }) =>
        json(200, pageOf(url.searchParams.get('search') === 'prata' ? [prata] : [ouro, prata])),
    });
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);

    const input = picker();
    await userEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Plano Ouro' })).toBeInTheDocument();
    await userEvent.type(input, 'prata');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Plano Ouro' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('option', { name: 'Plano Prata' }));

    expect(onChange).toHaveBeenLastCalledWith(prata.id, prata);
    for (const call of api.callsTo('GET', '/plans')) expect(call.url.searchParams.get('active')).toBe('true');
    expect(api.callsTo('GET', '/plans').some((call) => call.url.searchParams.get('search') === 'prata')).toBe(true);
  });

  it('shows a plan handed in by its title, fetched from the server', async () => {
    fakeApi({ 'GET /plans': () => json(200, pageOf([])), 'GET /plans/:id': () => json(200, ouro) });
    renderWithApp(<Harness onChange={vi.fn()} initial={ouro.id} />);
    await waitFor(() => expect(picker()).toHaveValue('Plano Ouro'));
  });

  it("adds a plan from 'Adicionar plano' and selects it", async () => {
    const created = planFixture({ id: planId(3), title: 'Plano Novo' });
    fakeApi({ 'GET /plans': () => json(200, pageOf([ouro])), 'POST /plans': () => json(201, created) });
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Plano' });
    await userEvent.type(within(dialog).getByLabelText(/^Título/), 'Plano Novo');
    await userEvent.type(within(dialog).getByLabelText('Mensal (valor por mês)'), '1000');
    await userEvent.type(within(dialog).getByLabelText('Semestral (valor por mês)'), '900');
    await userEvent.type(within(dialog).getByLabelText('Anual (valor por mês)'), '800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(created.id, created));
    await waitFor(() => expect(picker()).toHaveValue('Plano Novo'));
  });
});
