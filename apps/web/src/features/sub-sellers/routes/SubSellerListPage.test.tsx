import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { at } from '../../../test/at';
import { LocationProbe } from '../../../test/LocationProbe';
import { renderWithApp } from '../../../test/render';
import {
  apiError,
  companyFixture,
  fakeApi,
  json,
  pageOf,
  rowOf,
  signInAs,
  subSellerFixture,
  subSellerId,
  watchToasts,
  NOT_IN_TOASTS,
} from '../test/fixtures';
import SubSellerListPage from './SubSellerListPage';

const ana = rowOf(subSellerFixture());
const loja = rowOf(companyFixture({ isActive: false }));
const refused = rowOf(
  subSellerFixture({
    id: subSellerId(3),
    name: 'Recusado Sandbox',
    document: '11144477735',
    splitStatus: 'INACTIVE',
    splitStatusReason: 'Documento reprovado na análise cadastral.',
  }),
);

function renderList(path = '/sub-vendedores') {
  return renderWithApp(
    <>
      <SubSellerListPage />
      <LocationProbe />
    </>,
    { path },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => signInAs(['SELLER_ADMIN']));

describe('SubSellerListPage', () => {
  it('lists name, document, default split and status, with a details link per row and the pager', async () => {
    const api = fakeApi({ 'GET /sellers/subseller': () => json(200, pageOf([ana, loja, refused], 0, 2)) });
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Sub-vendedores' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sub-vendedores' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nome', 'CPF/CNPJ', 'Divisão padrão', 'Status', 'Ações']);
    await within(table).findByText('Ana Parceira');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(at(rows, 0)).toHaveTextContent('529.982.247-25');
    expect(at(rows, 0)).toHaveTextContent('12,5%');
    expect(at(rows, 0)).toHaveTextContent('Aprovado');
    expect(at(rows, 1)).toHaveTextContent('11.222.333/0001-81');
    expect(at(rows, 1)).toHaveTextContent('R$ 15,00');
    expect(at(rows, 1)).toHaveTextContent('Desativado');
    expect(within(at(rows, 0)).getByRole('link', { name: 'Ver detalhes de Ana Parceira' })).toHaveAttribute(
      'href',
      `/sub-vendedores/${ana.id}`,
    );
    expect(screen.getByText('1 de 2 páginas')).toBeInTheDocument();
    expect(Object.fromEntries(at(api.callsTo('GET', '/sellers/subseller'), 0).url.searchParams)).toEqual({
      page: '0',
      size: '20',
    });
  });

  it('explains a refused registration: the reason and the hint to check the data and resend', async () => {
    fakeApi({ 'GET /sellers/subseller': () => json(200, pageOf([refused])) });
    renderList();
    const badge = await screen.findByText('Reprovado');
    const hint =
      'Documento reprovado na análise cadastral. Confira os dados do sub-vendedor e salve para reenviar o cadastro.';
    // Read with the badge by a screen reader; shown as a tooltip on hover or focus.
    expect(badge.closest('[tabindex="0"]')).toHaveTextContent(hint);
    await userEvent.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(hint);
  });

  it("opens the form from '+ Novo sub-vendedor'", async () => {
    fakeApi({ 'GET /sellers/subseller': () => json(200, pageOf([])) });
    renderList();
    await userEvent.click(screen.getByRole('button', { name: '+ Novo sub-vendedor' }));
    expect(location()).toBe('/sub-vendedores/novo');
  });

  it('searches on the server by name or document, debounced, with the search in the URL and back on page 1', async () => {
    const api = fakeApi({ 'GET /sellers/subseller': () => json(200, pageOf([ana], 0, 3)) });
    renderList('/sub-vendedores?pagina=2');
    const search = await screen.findByRole('searchbox', { name: 'Buscar sub-vendedores' });
    expect(search).toHaveAttribute('placeholder', 'Buscar por nome, CPF ou CNPJ');

    await userEvent.type(search, '529.982');
    await waitFor(() => expect(location()).toBe('/sub-vendedores?busca=529.982'));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', '/sellers/subseller').at(-1)!.url.searchParams)).toEqual({
        filter: '529.982',
        page: '0',
        size: '20',
      }),
    );
    expect(api.callsTo('GET', '/sellers/subseller').length).toBeLessThanOrEqual(3);
  });

  it('pages on the server, the page kept in the URL', async () => {
    const api = fakeApi({
      'GET /sellers/subseller': ({ url }) => json(200, pageOf([ana], Number(url.searchParams.get('page')), 3)),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('2 de 3 páginas')).toBeInTheDocument();
    expect(location()).toBe('/sub-vendedores?pagina=2');
    expect(api.callsTo('GET', '/sellers/subseller').at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it("says 'Sem dados de sub-vendedores' when there are none", async () => {
    fakeApi({ 'GET /sellers/subseller': () => json(200, pageOf([], 0, 0)) });
    renderList();
    expect(await screen.findByText('Sem dados de sub-vendedores')).toBeInTheDocument();
    expect(screen.queryByText(/páginas$/)).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    fakeApi({
      'GET /sellers/subseller': () => (fail ? apiError(500, 'GEN-500', 'Erro inesperado.') : json(200, pageOf([ana]))),
    });
    const toasts = watchToasts();
    renderList();
    expect(
      await screen.findByText('Não foi possível carregar os sub-vendedores.', { ignore: NOT_IN_TOASTS }),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([{ color: 'red', message: 'Não foi possível carregar os sub-vendedores.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ana Parceira')).toBeInTheDocument();
  });
});
