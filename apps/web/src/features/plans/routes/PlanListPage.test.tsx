import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocationProbe } from '../../../test/LocationProbe';
import { at } from '../../../test/at';
import { renderWithApp } from '../../../test/render';
import { apiError, fakeApi, json, pageOf, planFixture, planId, signInAs, watchToasts } from '../test/fakeApi';
import PlanListPage from './PlanListPage';

const ouro = planFixture();
const prata = planFixture(
  { id: planId(2), title: 'Plano Prata', enableBankSlip: false, enablePixPayment: true, active: false },
  [2990, 2790, 2490],
);

function renderList(path = '/meus-planos') {
  return renderWithApp(
    <>
      <PlanListPage />
      <LocationProbe />
    </>,
    { path },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => signInAs(['SELLER_ADMIN']));

describe('PlanListPage', () => {
  it('lists the plans with their prices per month and per cycle, methods, switches and edit links', async () => {
    const api = fakeApi({ 'GET /plans': () => json(200, pageOf([ouro, prata], 0, 2)) });
    renderList();

    const table = await screen.findByRole('table', { name: 'Meus planos' });
    await within(table).findByRole('link', { name: 'Editar o plano Plano Ouro' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Plano', 'Ativo', 'Valores', 'Métodos', 'Ações']);
    const [, ouroRow, prataRow] = within(table).getAllByRole('row');
    if (!ouroRow || !prataRow) throw new Error('two plan rows expected');
    expect(within(ouroRow).getByText(/Mensal: R\$\s49,90\/mês$/)).toBeInTheDocument();
    // Each price line wraps between its per-month figure and its total, never inside one of them.
    expect(ouroRow).toHaveTextContent(/Semestral: R\$\s44,90\/mês \(total R\$\s269,40\)/);
    expect(ouroRow).toHaveTextContent(/Anual: R\$\s39,90\/mês \(total R\$\s478,80\)/);
    expect(within(ouroRow).getByText(/^\(total R\$\s478,80\)$/)).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(ouroRow).getByText('Boleto')).toBeInTheDocument();
    expect(within(ouroRow).getByText('Cartão de crédito')).toBeInTheDocument();
    expect(within(ouroRow).queryByText('Pix')).not.toBeInTheDocument();
    expect(within(ouroRow).getByRole('switch', { name: 'Plano Plano Ouro ativo' })).toBeChecked();
    expect(within(prataRow).getByRole('switch', { name: 'Plano Plano Prata ativo' })).not.toBeChecked();
    expect(within(ouroRow).getByRole('link', { name: 'Editar o plano Plano Ouro' })).toHaveAttribute(
      'href',
      `/meus-planos/${ouro.id}`,
    );
    expect(screen.getByText('1 de 2 páginas')).toBeInTheDocument();

    const query = at(api.callsTo('GET', '/plans'), 0);
    expect(Object.fromEntries(query.url.searchParams)).toEqual({ page: '0', size: '20' });
  });

  it("opens a new plan's form from 'Criar plano'", async () => {
    fakeApi({ 'GET /plans': () => json(200, pageOf([ouro])) });
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Criar plano' }));
    expect(location()).toBe('/meus-planos/0');
  });

  it('puts a debounced search in the URL, back on page 1, and sends it to the server', async () => {
    const api = fakeApi({ 'GET /plans': () => json(200, pageOf([ouro], 1, 2)) });
    renderList('/meus-planos?pagina=2');
    await screen.findByText('2 de 2 páginas');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar planos' }), 'ouro');
    expect(screen.getByPlaceholderText('Buscar planos')).toHaveValue('ouro');

    await waitFor(() => expect(location()).toBe('/meus-planos?busca=ouro'));
    await waitFor(() => {
      const last = api.callsTo('GET', '/plans').at(-1);
      expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({ search: 'ouro', page: '0', size: '20' });
    });
    // Debounced: no request per keystroke.
    expect(api.callsTo('GET', '/plans').length).toBeLessThanOrEqual(3);
  });

  it("toggles a plan without confirmation and says 'Plano atualizado com sucesso!'", async () => {
    const api = fakeApi({
      'GET /plans': () => json(200, pageOf([ouro, prata])),
      'PATCH /plans/:id': ({ body }) => json(200, { ...ouro, ...(body as object) }),
    });
    const toasts = watchToasts();
    renderList();

    const toggle = await screen.findByRole('switch', { name: 'Plano Plano Ouro ativo' });
    // A pointer clicks the switch's track (inside its label), in a row that opens the plan on a click.
    const track = toggle.parentElement?.querySelector('[class*="Switch-track"]');
    if (!(track instanceof HTMLElement)) throw new Error("the switch's track is missing");
    await userEvent.click(track);

    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Plano atualizado com sucesso!' }));
    expect(location()).toBe('/meus-planos');
    const patch = at(api.callsTo('PATCH', '/plans/:id'), 0);
    expect(patch.url.pathname).toBe(`/api/plans/${ouro.id}`);
    expect(patch.body).toEqual({ active: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Plano não pode ser atualizado!' when the toggle fails, and keeps the switch as it was", async () => {
    fakeApi({
      'GET /plans': () => json(200, pageOf([ouro])),
      'PATCH /plans/:id': () => apiError(500, 'GEN-500', 'Erro interno.'),
    });
    const toasts = watchToasts();
    renderList();

    const toggle = await screen.findByRole('switch', { name: 'Plano Plano Ouro ativo' });
    await userEvent.click(toggle);

    await waitFor(() => expect(toasts()).toContainEqual({ color: 'red', message: 'Plano não pode ser atualizado!' }));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("says 'Sem Planos cadastrados' when there are none", async () => {
    fakeApi({ 'GET /plans': () => json(200, pageOf([], 0, 0)) });
    renderList();
    expect(await screen.findByText('Sem Planos cadastrados')).toBeInTheDocument();
    expect(screen.queryByText(/páginas$/)).not.toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    fakeApi({ 'GET /plans': () => apiError(500, 'GEN-500', 'Erro interno.') });
    const toasts = watchToasts();
    renderList();
    const table = await screen.findByRole('table', { name: 'Meus planos' });
    expect(await within(table).findByText('Não foi possível carregar os planos.')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(toasts()).toContainEqual({ color: 'red', message: 'Não foi possível carregar os planos.' });
  });
});
