import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { at } from '../../../test/at';
import { renderWithApp } from '../../../test/render';
import { fakeApi, json, planFixture, signInAs, watchToasts } from '../test/fakeApi';
import { PlanFormModal } from './PlanFormModal';

beforeEach(() => signInAs(['SELLER_ADMIN']));

describe('PlanFormModal', () => {
  it("creates the plan with 'Salvar', hands it to onSaved and closes", async () => {
    const created = planFixture({ title: 'Plano Modal' });
    const api = fakeApi({ 'POST /plans': () => json(201, created) });
    const toasts = watchToasts();
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithApp(
      // Opened from another form: its submit must not reach that form.
      <form onSubmit={outerSubmit}>
        <PlanFormModal opened onClose={onClose} onSaved={onSaved} />
      </form>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Novo Plano' });
    await userEvent.type(within(dialog).getByLabelText(/^Título/), 'Plano Modal');
    await userEvent.type(within(dialog).getByLabelText('Mensal (valor por mês)'), '2000');
    await userEvent.type(within(dialog).getByLabelText('Semestral (valor por mês)'), '1800');
    await userEvent.type(within(dialog).getByLabelText('Anual (valor por mês)'), '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    expect(outerSubmit).not.toHaveBeenCalled();
    expect(at(api.callsTo('POST', '/plans'), 0).body).toMatchObject({
      title: 'Plano Modal',
      prices: { MONTHLY: 2000, SEMESTER: 1800, YEARLY: 1500 },
    });
    expect(toasts()).toContainEqual({ color: 'green', message: 'Plano cadastrado com sucesso!' });
  });

  it("closes on 'Cancelar' without saving", async () => {
    const api = fakeApi({});
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderWithApp(<PlanFormModal opened onClose={onClose} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Novo Plano' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });
});
