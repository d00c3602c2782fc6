import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/LocationProbe';
import { at } from '../../../test/at';
import {
  apiError,
  CLIENT_ID,
  fakeApi,
  json,
  pageOf,
  planFixture,
  planId,
  signInAs,
  subscriptionFixture,
  watchToasts,
} from '../test/fakeApi';
import RecurrenceImportPage from './RecurrenceImportPage';

const ana = {
  id: CLIENT_ID,
  name: 'Ana Souza',
  document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
  email: 'ana@cliente.com.br',
  countryCode: '55',
  phone: '11987654321',
};
const gold = planFixture();
const silver = planFixture({ id: planId(2), title: 'Plano Prata', enablePixPayment: false }, [2990, 2790, 2490]);

type ApiRoutes = Parameters<typeof fakeApi>[0];
function importApi(extra: ApiRoutes = {}) {
  return fakeApi({
    'GET /seller-clients': () => json(200, { ...pageOf([ana]), capped: false }),
    'GET /plans': () => json(200, pageOf([gold, silver])),
    'POST /subscriptions': () => json(201, subscriptionFixture()),
    ...extra,
  });
}

function renderImport() {
  return renderWithApp(
    <>
      <RecurrenceImportPage />
      <LocationProbe />
    </>,
    { path: '/importacao-de-recorrencia' },
  );
}

const location = () => screen.getByTestId('location').textContent;
const importButton = () => screen.getByRole('button', { name: 'Importar' });

async function choose(label: string, option: RegExp | string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Client, plan (Anual), due date and Pix: a whole import. */
async function fillAll() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Cliente' }), 'Ana');
  await userEvent.click(await screen.findByRole('option', { name: /Ana Souza/ }));
  await choose('Plano', 'Plano Ouro');
  await userEvent.click(screen.getByRole('radio', { name: 'Anual' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Próximo vencimento' }), '10/12/2026');
  await userEvent.click(screen.getByRole('radio', { name: 'Pix' }));
}

const realNow = clock.now;
beforeEach(() => {
  clock.now = () => new Date('2026-11-20T12:00:00-03:00');
});
afterEach(() => {
  clock.now = realNow;
});

describe('RecurrenceImportPage', { timeout: 30_000 }, () => {
  it("asks every field with the contract's messages before sending anything", async () => {
    signInAs();
    const api = importApi();
    renderImport();
    expect(screen.getByRole('heading', { level: 1, name: 'Importação de recorrências' })).toBeInTheDocument();
    await userEvent.click(importButton());

    // Client, plan, value per month, next due date and the method.
    await waitFor(() => expect(screen.getAllByText('Preenchimento obrigatório!')).toHaveLength(5));
    expect(screen.getByRole('radiogroup', { name: 'Forma de pagamento' })).toHaveAccessibleDescription(
      'Preenchimento obrigatório!',
    );
    expect(screen.getByRole('radio', { name: 'Mensal' })).toBeChecked();

    const day = screen.getByRole('textbox', { name: 'Próximo vencimento' });
    await userEvent.type(day, '19/11/2026');
    await userEvent.tab();
    expect(await screen.findByText('O próximo vencimento não pode estar no passado.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor por mês' }), '99');
    expect(await screen.findByText('O valor mínimo é R$ 1,00.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/subscriptions')).toHaveLength(0);
  });

  it('clears the price error once a picked plan refills the price', async () => {
    signInAs();
    importApi();
    renderImport();
    await userEvent.click(importButton());
    const value = screen.getByRole('textbox', { name: 'Valor por mês' });
    await waitFor(() => expect(value).toHaveAccessibleDescription(/Preenchimento obrigatório!/));
    await choose('Plano', 'Plano Ouro');
    expect(value).toHaveValue('R$\u00a049,90');
    await waitFor(() => expect(value).not.toHaveAccessibleDescription(/Preenchimento obrigatório!/));
  });

  it('prefills the price from the plan per cycle, sends the import with a key, and goes to the list after 0.5 s', async () => {
    signInAs();
    const api = importApi();
    const toasts = watchToasts();
    renderImport();

    await userEvent.type(screen.getByRole('combobox', { name: 'Cliente' }), 'Ana');
    await userEvent.click(await screen.findByRole('option', { name: /Ana Souza/ }));
    await choose('Plano', 'Plano Ouro');
    const value = screen.getByRole('textbox', { name: 'Valor por mês' });
    expect(value).toHaveValue('R$\u00a049,90');
    await userEvent.click(screen.getByRole('radio', { name: 'Semestral' }));
    expect(value).toHaveValue('R$\u00a044,90');
    expect(screen.getByText(/^Total por ciclo: R\$\s269,40$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(value).toHaveValue('R$\u00a039,90');
    await userEvent.type(screen.getByRole('textbox', { name: 'Próximo vencimento' }), '10/12/2026');
    await userEvent.click(screen.getByRole('radio', { name: 'Pix' }));
    await userEvent.click(importButton());

    await waitFor(() => expect(api.callsTo('POST', '/subscriptions')).toHaveLength(1));
    const post = at(api.callsTo('POST', '/subscriptions'), 0);
    expect(post.body).toEqual({
      idPlan: gold.id,
      uuidBuyer: CLIENT_ID,
      basicValue: { type: 'YEARLY', valuePerMonth: 3_990 },
      payment: { method: 'PIX' },
      startDate: '2026-12-10',
    });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Assinatura importada com sucesso' }),
    );
    // The list only after half a second.
    expect(location()).toBe('/importacao-de-recorrencia');
    expect(importButton()).toBeDisabled();
    await waitFor(() => expect(location()).toBe('/recorrencias'));
  });

  it('tries a failed import again with the same key, and a changed one with a new key', async () => {
    signInAs();
    let answers = 0;
    const api = importApi({
      'POST /subscriptions': () =>
        ++answers < 3 ? apiError(503, 'GEN-503', 'Serviço indisponível.') : json(201, subscriptionFixture()),
    });
    const toasts = watchToasts();
    renderImport();
    await fillAll();

    await userEvent.click(importButton());
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'red', message: 'GEN-503 - Serviço indisponível.' }));
    await userEvent.click(importButton());
    await waitFor(() => expect(api.callsTo('POST', '/subscriptions')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', '/subscriptions');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);

    await userEvent.click(screen.getByRole('radio', { name: 'Boleto' }));
    await waitFor(() => expect(importButton()).not.toHaveAttribute('data-loading'));
    await userEvent.click(importButton());
    await waitFor(() => expect(api.callsTo('POST', '/subscriptions')).toHaveLength(3));
    const third = at(api.callsTo('POST', '/subscriptions'), 2);
    expect(third.body).toMatchObject({ payment: { method: 'BOLETO' } });
    expect(third.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it("puts the server's due-date refusal under the date, not in a toast", async () => {
    signInAs();
    importApi({
      'POST /subscriptions': () => apiError(400, 'SUB-004', 'O próximo vencimento não pode estar no passado.'),
    });
    const toasts = watchToasts();
    renderImport();
    await fillAll();
    await userEvent.click(importButton());
    expect(await screen.findByText('O próximo vencimento não pode estar no passado.')).toBeInTheDocument();
    expect(toasts().filter((toast) => toast.color === 'red')).toEqual([]);
    expect(location()).toBe('/importacao-de-recorrencia');
  });

  it("offers only the methods the plan takes, says where plans live, and 'Cancelar' returns to the list", async () => {
    signInAs();
    importApi();
    renderImport();
    await userEvent.click(screen.getByRole('radio', { name: 'Pix' }));
    await choose('Plano', 'Plano Prata');
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Pix' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Boleto' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Valor por mês' })).toHaveValue('R$\u00a029,90');

    await userEvent.hover(screen.getByRole('button', { name: 'Onde configurar os planos' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Os planos são configurados em Meu Checkout > Meus Planos.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar plano' }));
    expect(await screen.findByRole('dialog', { name: 'Novo Plano' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Novo Plano' })).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(location()).toBe('/recorrencias');
  });

  it('never asks for the client list without clients.read, and cannot import then', async () => {
    signInAs(['SELLER_SUBSCRIPTIONS']);
    const api = importApi();
    renderImport();
    expect(
      screen.getByText(
        'Seu perfil não tem acesso à lista de clientes. Peça a um administrador para importar esta recorrência.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    // Plans are read by this role (plans.read); creating one is not.
    await choose('Plano', 'Plano Ouro');
    expect(screen.queryByRole('button', { name: 'Adicionar plano' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/seller-clients')).toHaveLength(0);
  });
});
