import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/LocationProbe';
import { at } from '../../../test/at';
import {
  ALL_FEATURES,
  apiError,
  CLIENT_ID,
  fakeApi,
  json,
  linkFixture,
  linkId,
  pageOf,
  rowOf,
  signInAs,
  watchToasts,
} from '../test/fakeApi';
import PaymentLinksPage from './PaymentLinksPage';

const workshop = rowOf(linkFixture());
const dedicated = rowOf(
  linkFixture({ id: linkId(2), title: 'Consultoria', value: 120_050, client: { id: CLIENT_ID, name: 'Ana Souza' } }),
);

function renderList(path = '/seja-pago') {
  return renderWithApp(
    <>
      <PaymentLinksPage />
      <LocationProbe />
    </>,
    { path },
  );
}

const location = () => screen.getByTestId('location').textContent;
const lastList = (api: ReturnType<typeof fakeApi>) =>
  Object.fromEntries(api.callsTo('GET', '/payment-links').at(-1)!.url.searchParams);

describe('PaymentLinksPage', () => {
  it('lists one-off links with value, client, status, paid charges and dates, asking the server for the newest', async () => {
    await signInAs();
    const api = fakeApi({ 'GET /payment-links': () => json(200, pageOf([workshop, dedicated], 0, 2)) });
    renderList();

    const table = await screen.findByRole('table', { name: 'Links de pagamento' });
    await within(table).findByText('Consultoria');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'TítuloValorClienteStatusCobranças pagasCriado emExpira emAções',
      'Oficina de fotografiaR$ 250,00Sem cliente associadoAtivo305/03/2026Sem expiração',
      'ConsultoriaR$ 1.200,50Ana SouzaAtivo305/03/2026Sem expiração',
    ]);
    expect(screen.getByText('1 de 2 páginas')).toBeInTheDocument();
    expect(lastList(api)).toEqual({ type: 'ORDER', page: '0', size: '20' });
    expect(screen.getByRole('searchbox', { name: 'Buscar links' })).toHaveAttribute(
      'placeholder',
      'Buscar cobranças pontuais',
    );
  });

  it('keeps tab, dedicated switch, search and page in the URL and sends them to the server', async () => {
    await signInAs();
    const api = fakeApi({ 'GET /payment-links': () => json(200, pageOf([workshop], 0, 3)) });
    renderList();
    await screen.findByText('1 de 3 páginas');

    await userEvent.click(screen.getByRole('tab', { name: 'Cobranças recorrentes' }));
    await waitFor(() => expect(lastList(api)).toEqual({ type: 'SUBSCRIPTION', page: '0', size: '20' }));
    expect(location()).toBe('/seja-pago?aba=recorrentes');
    expect(screen.getByRole('searchbox', { name: 'Buscar links' })).toHaveAttribute(
      'placeholder',
      'Buscar assinaturas customizadas',
    );

    await userEvent.click(screen.getByRole('switch', { name: 'Ver somente links dedicados a clientes' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ type: 'SUBSCRIPTION', dedicated: 'true' }));
    expect(location()).toBe('/seja-pago?aba=recorrentes&dedicados=sim');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar links' }), 'ouro');
    await waitFor(() =>
      expect(lastList(api)).toEqual({ type: 'SUBSCRIPTION', dedicated: 'true', search: 'ouro', page: '0', size: '20' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ search: 'ouro', page: '1' }));
    expect(location()).toBe('/seja-pago?aba=recorrentes&dedicados=sim&busca=ouro&pagina=2');

    await userEvent.click(screen.getByRole('tab', { name: 'Links Rápidos' }));
    await waitFor(() => expect(lastList(api)).toEqual({ type: 'FAST_ORDER', page: '0', size: '20' }));
    expect(screen.getByRole('searchbox', { name: 'Buscar links' })).toHaveValue('');
  });

  it('opens a list from its URL', async () => {
    await signInAs();
    const api = fakeApi({ 'GET /payment-links': () => json(200, pageOf([workshop], 1, 2)) });
    renderList('/seja-pago?aba=recorrentes&busca=ouro&dedicados=sim&pagina=2');
    expect(screen.getByRole('tab', { name: 'Cobranças recorrentes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Buscar links' })).toHaveValue('ouro');
    await waitFor(() =>
      expect(lastList(api)).toEqual({ type: 'SUBSCRIPTION', search: 'ouro', dedicated: 'true', page: '1', size: '20' }),
    );
  });

  it('hides the quick links without view_fast_payment_link, and the import button without the subscriptions role', async () => {
    await signInAs(
      ['SELLER_PAYMENT_LINK'],
      ALL_FEATURES.filter((feature) => feature !== 'view_fast_payment_link'),
    );
    const api = fakeApi({ 'GET /payment-links': () => json(200, pageOf([])) });
    renderList('/seja-pago?aba=rapidos');
    expect(screen.queryByRole('tab', { name: 'Links Rápidos' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastList(api).type).toBe('ORDER'));
    expect(screen.queryByRole('link', { name: 'Importar Recorrências' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByRole('menuitem', { name: 'Link de Pagamento' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Link Rápido' })).not.toBeInTheDocument();
  });

  it("offers 'Importar Recorrências' and the 'Criar' items, each to its route", async () => {
    await signInAs(['SELLER_ADMIN']);
    fakeApi({ 'GET /payment-links': () => json(200, pageOf([])) });
    renderList();
    expect(screen.getByRole('link', { name: 'Importar Recorrências' })).toHaveAttribute(
      'href',
      '/importacao-de-recorrencia',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByRole('menuitem', { name: 'Link de Pagamento' })).toHaveAttribute(
      'href',
      '/seja-pago/criar/cobranca-pontual',
    );
    expect(screen.getByRole('menuitem', { name: 'Assinatura customizada' })).toHaveAttribute(
      'href',
      '/seja-pago/criar/assinatura-customizada',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Link Rápido' }));
    expect(location()).toBe('/seja-pago/criar/link-rapido');
  });

  it("says 'Sem dados de links customizados' when there are none", async () => {
    await signInAs();
    fakeApi({ 'GET /payment-links': () => json(200, pageOf([], 0, 0)) });
    renderList();
    expect(await screen.findByText('Sem dados de links customizados')).toBeInTheDocument();
    expect(screen.queryByText(/páginas$/)).not.toBeInTheDocument();
  });

  it('duplicates a link after asking, then says so and reloads the list', async () => {
    await signInAs();
    const toasts = watchToasts();
    const api = fakeApi({
      'GET /payment-links': () => json(200, pageOf([workshop])),
      'POST /payment-links/:id/duplicate': () => json(201, linkFixture({ id: linkId(9) })),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicar o link Oficina de fotografia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja duplicar esse link customizado?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Link duplicado com sucesso!' }));
    expect(at(api.callsTo('POST', '/payment-links/:id/duplicate'), 0).url.pathname).toBe(
      `/api/payment-links/${workshop.id}/duplicate`,
    );
    await waitFor(() => expect(api.callsTo('GET', '/payment-links')).toHaveLength(2));
  });

  it('deletes a link only after Sim, with the warning', async () => {
    await signInAs();
    const toasts = watchToasts();
    const api = fakeApi({
      'GET /payment-links': () => json(200, pageOf([workshop])),
      'DELETE /payment-links/:id': () => new Response(null, { status: 204 }),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir o link Oficina de fotografia' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tem certeza que deseja excluir esse link?' });
    expect(within(dialog).getByText('Excluí-lo desativará o link para futuras contratações.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(api.callsTo('DELETE', '/payment-links/:id')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir o link Oficina de fotografia' }));
    dialog = await screen.findByRole('dialog', { name: 'Tem certeza que deseja excluir esse link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Link customizado excluído com sucesso!' }),
    );
    expect(at(api.callsTo('DELETE', '/payment-links/:id'), 0).url.pathname).toBe(`/api/payment-links/${workshop.id}`);
  });

  it('shows the server error of a refused delete as a toast', async () => {
    await signInAs();
    const toasts = watchToasts();
    fakeApi({
      'GET /payment-links': () => json(200, pageOf([workshop])),
      'DELETE /payment-links/:id': () => apiError(403, 'PERM-001', 'Você não tem permissão.'),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir o link Oficina de fotografia' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'PERM-001 - Você não tem permissão.' }),
    );
  });

  it('copies the public address and opens the edit page in a new tab', async () => {
    await signInAs();
    const user = userEvent.setup();
    const toasts = watchToasts();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    fakeApi({ 'GET /payment-links': () => json(200, pageOf([workshop])) });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Copiar o endereço do link Oficina de fotografia' }));
    expect(writeText).toHaveBeenCalledWith(workshop.url);
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Link copiado para a área de transferência!' }),
    );
    const open = screen.getByRole('link', { name: 'Abrir o link Oficina de fotografia em uma nova aba' });
    expect(open).toHaveAttribute('href', `/seja-pago/editar/${workshop.id}`);
    expect(open).toHaveAttribute('target', '_blank');
  });
});
