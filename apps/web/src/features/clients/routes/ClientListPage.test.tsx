import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import {
  clientFixture,
  clientId,
  fakeApi,
  pageOf,
  signInAs,
  summaryOf,
  watchToasts,
  NOT_IN_TOASTS,
} from '../test/fakeApi';
import { LocationProbe } from '../../../test/LocationProbe';
import ClientListPage from './ClientListPage';
import { at } from '../../../test/at';

const ana = summaryOf(clientFixture({ id: clientId(1) }));
const bruno = summaryOf(
  clientFixture({
    id: clientId(2),
    name: 'Bruno Lima Comércio',
    document: { documentNumber: '11222333000181', documentType: 'CNPJ', documentNation: 'BR' },
    email: 'bruno@lima.com.br',
    phone: '2133334444',
  }),
);

function renderList(path = '/clientes') {
  return renderWithApp(
    <>
      <ClientListPage />
      <LocationProbe />
    </>,
    { path },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => signInAs(['SELLER_ADMIN']));

describe('ClientListPage', () => {
  it('lists clients with document and phone formatted, rows linking to the detail, and the pager', async () => {
    const api = fakeApi({ 'GET /seller-clients': () => Promise.resolve(pageOfTwo()) });
    renderList();

    const table = await screen.findByRole('table', { name: 'Clientes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cliente', 'E-mail', 'Telefone']);
    const link = await within(table).findByRole('link', { name: /Ana Souza/ });
    expect(link).toHaveAttribute('href', `/clientes/${ana.id}`);
    expect(within(table).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(table).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(table).getByText('+55 (11) 98765-4321')).toBeInTheDocument();
    expect(within(table).getByText('+55 (21) 3333-4444')).toBeInTheDocument();

    expect(screen.getByText('1 de 3 páginas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeEnabled();

    const query = at(api.callsTo('GET', '/seller-clients'), 0);
    expect(Object.fromEntries(query.url.searchParams)).toEqual({ page: '0', size: '20' });
  });

  it("opens the add form from 'Adicionar cliente'", async () => {
    fakeApi({ 'GET /seller-clients': () => json200(0) });
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar cliente' }));
    expect(location()).toBe('/clientes/adicionar-cliente');
  });

  it('keeps the page in the URL and asks the server for it', async () => {
    const api = fakeApi({
      'GET /seller-clients': ({ url }) => json200(Number(url.searchParams.get('page'))),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Próxima página' }));

    expect(await screen.findByText('2 de 3 páginas')).toBeInTheDocument();
    expect(location()).toBe('/clientes?pagina=2');
    expect(api.callsTo('GET', '/seller-clients').at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
  });

  it('disables next on the last page', async () => {
    fakeApi({ 'GET /seller-clients': ({ url }) => json200(Number(url.searchParams.get('page'))) });
    renderList('/clientes?pagina=3');
    expect(await screen.findByText('3 de 3 páginas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });

  it('moves a page past the end to the last page', async () => {
    fakeApi({ 'GET /seller-clients': ({ url }) => json200(Number(url.searchParams.get('page'))) });
    renderList('/clientes?pagina=9');
    expect(await screen.findByText('3 de 3 páginas')).toBeInTheDocument();
    expect(location()).toBe('/clientes?pagina=3');
  });

  it('puts a debounced search in the URL, back on page 1, and sends it to the server', async () => {
    const api = fakeApi({
      'GET /seller-clients': ({ url }) => json200(Number(url.searchParams.get('page'))),
    });
    renderList('/clientes?pagina=2');
    await screen.findByText('2 de 3 páginas');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'ana souza');

    await waitFor(() => expect(location()).toBe('/clientes?busca=ana+souza'));
    await waitFor(() => {
      const last = api.callsTo('GET', '/seller-clients').at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toEqual({ search: 'ana souza', page: '0', size: '20' });
    });
    // Debounced: no request per keystroke.
    expect(api.callsTo('GET', '/seller-clients').length).toBeLessThanOrEqual(3);
  });

  it('shows the search of the URL it was opened with', async () => {
    const api = fakeApi({ 'GET /seller-clients': () => json200(0) });
    renderList('/clientes?busca=bruno');
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('bruno');
    await waitFor(() =>
      expect(at(api.callsTo('GET', '/seller-clients'), 0).url.searchParams.get('search')).toBe('bruno'),
    );
  });

  it("says 'Sem dados de clientes' when there are none", async () => {
    fakeApi({ 'GET /seller-clients': () => jsonPage([], 0) });
    renderList();
    expect(await screen.findByText('Sem dados de clientes')).toBeInTheDocument();
    expect(screen.queryByText(/páginas$/)).not.toBeInTheDocument();
  });

  it('shows the list-failure toast (D12) when the list cannot load', async () => {
    fakeApi({
      'GET /seller-clients': () =>
        Promise.resolve(
          new Response(JSON.stringify({ errors: [{ code: 'GEN-500', description: 'x' }] }), { status: 500 }),
        ),
    });
    const toasts = watchToasts();
    renderList();
    expect(
      await screen.findByText('Não foi possível carregar os clientes.', { ignore: NOT_IN_TOASTS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(toasts()).toEqual([{ color: 'red', message: 'Não foi possível carregar os clientes.' }]);
  });
});

function jsonPage(content: unknown[], totalPages: number, page = 0) {
  return new Response(JSON.stringify({ ...pageOf(content, page, totalPages), totalElements: content.length }), {
    status: 200,
  });
}

function json200(page: number) {
  return jsonPage(page === 0 ? [ana, bruno] : [bruno], 3, page);
}

function pageOfTwo() {
  return json200(0);
}
