import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { LocationProbe } from '../../../test/LocationProbe';
import { at } from '../../../test/at';
import { renderWithApp } from '../../../test/render';
import { apiError, fakeApi, json, planFixture, signInAs, watchToasts } from '../test/fakeApi';
import PlanFormPage from './PlanFormPage';

function renderForm(id = '0') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/meus-planos/:id" element={<PlanFormPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { path: `/meus-planos/${id}` },
  );
}

const location = () => screen.getByTestId('location').textContent;
const finish = () => userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));

async function fillPrices(monthly: string, semester: string, yearly: string) {
  await userEvent.type(screen.getByLabelText('Mensal (valor por mês)'), monthly);
  await userEvent.type(screen.getByLabelText('Semestral (valor por mês)'), semester);
  await userEvent.type(screen.getByLabelText('Anual (valor por mês)'), yearly);
}

beforeEach(() => signInAs(['SELLER_ADMIN']));

describe('PlanFormPage', () => {
  it("shows the contract's messages for an empty plan and sends nothing", async () => {
    const api = fakeApi({});
    renderForm();
    expect(screen.getByRole('heading', { name: 'Novo Plano' })).toBeInTheDocument();

    await finish();

    expect(await screen.findByText('Preenchimento obrigatório!')).toBeInTheDocument();
    expect(screen.getAllByText('Preenchimento obrigatório')).toHaveLength(3);
    expect(api.calls).toHaveLength(0);
  });

  it('counts the description n/500 and refuses one over 500, keeping what was typed', async () => {
    fakeApi({});
    renderForm();
    const description = screen.getByLabelText('Descrição');
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await userEvent.type(description, 'Plano');
    expect(screen.getByText('5/500')).toBeInTheDocument();

    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste('a'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await finish();
    expect(await screen.findByText('A descrição deve ter no máximo 500 caracteres!')).toBeInTheDocument();
    expect(description).toHaveValue('a'.repeat(501));
  });

  it('asks for at least one payment method', async () => {
    const api = fakeApi({});
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Título/), 'Plano Bronze');
    await fillPrices('1000', '900', '800');
    for (const method of ['Boleto', 'Cartão de crédito', 'Pix']) {
      await userEvent.click(screen.getByRole('switch', { name: method }));
    }
    await finish();
    expect(await screen.findByText('Selecione ao menos um método de pagamento.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an item over 120 characters (D16)', async () => {
    fakeApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await userEvent.paste('b'.repeat(121));
    await finish();
    expect(await screen.findByText('O item deve ter no máximo 120 caracteres!')).toBeInTheDocument();
  });

  it("creates a plan with prices per month in centavos, shows the cycle totals and goes back to 'Meus planos'", async () => {
    const created = planFixture({ title: 'Plano Bronze' });
    const api = fakeApi({ 'POST /plans': () => json(201, created) });
    const toasts = watchToasts();
    renderForm();

    await userEvent.type(screen.getByLabelText(/^Título/), 'Plano Bronze');
    await userEvent.type(screen.getByLabelText('Descrição'), 'Para começar');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await userEvent.type(screen.getByLabelText('Item 1'), 'Relatórios mensais');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await userEvent.type(screen.getByLabelText('Item 2'), 'Descartado');
    await userEvent.click(screen.getByRole('button', { name: 'Remover o item 2' }));
    await fillPrices('4990', '4490', '3990');
    expect(screen.getByText(/Cobrado mensalmente: R\$\s49,90/)).toBeInTheDocument();
    expect(screen.getByText(/Total a cada 6 meses: R\$\s269,40/)).toBeInTheDocument();
    expect(screen.getByText(/Total a cada 12 meses: R\$\s478,80/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Pix' }));
    await finish();

    await waitFor(() => expect(location()).toBe('/meus-planos'));
    expect(at(api.callsTo('POST', '/plans'), 0).body).toEqual({
      title: 'Plano Bronze',
      description: 'Para começar',
      bullets: [{ description: 'Relatórios mensais' }],
      prices: { MONTHLY: 4990, SEMESTER: 4490, YEARLY: 3990 },
      enableBankSlip: true,
      enableCreditCard: true,
      enablePixPayment: false,
    });
    expect(toasts()).toContainEqual({ color: 'green', message: 'Plano cadastrado com sucesso!' });
  });

  it("goes back to the list on 'Cancelar'", async () => {
    fakeApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(location()).toBe('/meus-planos');
  });

  it("edits a plan loaded from the server and says 'Plano atualizado com sucesso!'", async () => {
    const plan = planFixture();
    const api = fakeApi({
      'GET /plans/:id': () => json(200, plan),
      'PUT /plans/:id': ({ body }) => json(200, { ...plan, title: (body as { title: string }).title }),
    });
    const toasts = watchToasts();
    renderForm(plan.id);

    expect(await screen.findByRole('heading', { name: 'Editar Plano' })).toBeInTheDocument();
    const title = screen.getByLabelText(/^Título/);
    expect(title).toHaveValue('Plano Ouro');
    expect(screen.getByLabelText('Item 1')).toHaveValue('Suporte prioritário');
    expect(screen.getByLabelText('Semestral (valor por mês)')).toHaveValue('R$\u00a044,90');
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Plano Ouro Plus');
    await finish();

    await waitFor(() => expect(location()).toBe('/meus-planos'));
    const put = at(api.callsTo('PUT', '/plans/:id'), 0);
    expect(put.url.pathname).toBe(`/api/plans/${plan.id}`);
    expect(put.body).toEqual({
      title: 'Plano Ouro Plus',
      description: 'Acesso completo',
      bullets: [{ description: 'Suporte prioritário' }],
      prices: { MONTHLY: 4990, SEMESTER: 4490, YEARLY: 3990 },
      enableBankSlip: true,
      enableCreditCard: true,
      enablePixPayment: false,
    });
    expect(toasts()).toContainEqual({ color: 'green', message: 'Plano atualizado com sucesso!' });
  });

  it("shows a server error as '{code} - {description}' and stays on the form", async () => {
    const plan = planFixture();
    fakeApi({
      'GET /plans/:id': () => json(200, plan),
      'PUT /plans/:id': () => apiError(422, 'GEN-422', 'Não foi possível salvar.'),
    });
    const toasts = watchToasts();
    renderForm(plan.id);
    await screen.findByRole('heading', { name: 'Editar Plano' });
    await finish();
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'GEN-422 - Não foi possível salvar.' }),
    );
    expect(location()).toBe(`/meus-planos/${plan.id}`);
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Plano Ouro');
  });
});
