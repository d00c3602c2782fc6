import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/LocationProbe';
import { fakeApi, json, pageOf, rowOf, signInAs, subscriptionFixture, subscriptionId } from '../test/fakeApi';
import SubscriptionsPage from './SubscriptionsPage';

const ana = rowOf(subscriptionFixture());
const bruno = rowOf(
  subscriptionFixture({
    uuid: subscriptionId(2),
    customerName: 'Bruno Lima',
    customerDocument: '11222333000181',
    startDate: '2026-02-10',
    status: 'DEFAULTER',
    titlePlan: 'Plano Prata',
    basicValue: { type: 'SEMESTER', valuePerMonth: 8_990, value: 53_940 },
  }),
);

function renderList(path = '/recorrencias') {
  return renderWithApp(
    <>
      <SubscriptionsPage />
      <LocationProbe />
    </>,
    { path },
  );
}

const location = () => screen.getByTestId('location').textContent;
type Api = ReturnType<typeof fakeApi>;
const lastQuery = (api: Api) => Object.fromEntries(api.callsTo('GET', '/subscriptions').at(-1)!.url.searchParams);

describe('SubscriptionsPage', { timeout: 20_000 }, () => {
  it('lists the subscriptions with client, start, plan, cycle, value per month and status', async () => {
    signInAs();
    const api = fakeApi({ 'GET /subscriptions': () => json(200, pageOf([ana, bruno], 0, 2)) });
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Recorrências' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recorrências' });
    await within(table).findByText('Bruno Lima');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'ClienteContrataçãoPlanoPeriodicidadeValor/mêsStatus',
      'Ana Souza529.982.247-2505/03/2026Plano OuroMensalR$ 49,90Ativo',
      'Bruno Lima11.222.333/0001-8110/02/2026Plano PrataSemestralR$ 89,90Inadimplente',
    ]);
    expect(screen.getByText('1 de 2 páginas')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ page: '0', size: '20' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Todas',
      'Ativas',
      'Inativas',
      'Pendentes',
      'Inadimplentes',
    ]);
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Importar Recorrências' })).toHaveAttribute(
      'href',
      '/importacao-de-recorrencia',
    );
  });

  it('keeps tab, search, start range and page in the URL and sends them to the server', async () => {
    signInAs();
    const api = fakeApi({ 'GET /subscriptions': () => json(200, pageOf([ana], 0, 3)) });
    renderList();
    await screen.findByText('1 de 3 páginas');

    await userEvent.click(screen.getByRole('tab', { name: 'Inadimplentes' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ status: 'DEFAULTER', page: '0', size: '20' }));
    expect(location()).toBe('/recorrencias?status=DEFAULTER');

    // A name goes as customerName.
    const search = screen.getByRole('searchbox', { name: 'Buscar recorrências' });
    expect(search).toHaveAttribute('placeholder', 'Buscar por nome ou documento');
    await userEvent.type(search, 'Ana');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ status: 'DEFAULTER', customerName: 'Ana', page: '0', size: '20' }),
    );
    expect(location()).toBe('/recorrencias?status=DEFAULTER&busca=Ana');

    // A CPF, typed with its punctuation, goes as customerDocument (digits only).
    await userEvent.clear(search);
    await userEvent.type(search, '529.982.247-25');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ customerDocument: '52998224725' }));
    expect(lastQuery(api).customerName).toBeUndefined();

    // The start range, typed as digits, in yyyy-MM-dd (spec 2 §5), the earlier day first.
    const range = screen.getByRole('textbox', { name: 'Contratação' });
    await userEvent.type(range, '3103202601032026');
    expect(range).toHaveValue('31/03/2026 – 01/03/2026');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        status: 'DEFAULTER',
        customerDocument: '52998224725',
        startDateInitial: '2026-03-01',
        startDateFinal: '2026-03-31',
        page: '0',
        size: '20',
      }),
    );
    expect(location()).toBe(
      '/recorrencias?status=DEFAULTER&busca=529.982.247-25&contratacao-de=2026-03-01&contratacao-ate=2026-03-31',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: '1', startDateInitial: '2026-03-01' }));
    expect(location()).toMatch(/&pagina=2$/);

    // Another tab starts on page 1 and keeps the filters.
    await userEvent.click(screen.getByRole('tab', { name: 'Todas' }));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        customerDocument: '52998224725',
        startDateInitial: '2026-03-01',
        startDateFinal: '2026-03-31',
        page: '0',
        size: '20',
      }),
    );
  });

  it('opens a list from its URL, dropping what the API would refuse', async () => {
    signInAs();
    const api = fakeApi({ 'GET /subscriptions': () => json(200, pageOf([ana], 1, 2)) });
    renderList('/recorrencias?status=PENDING&busca=Ana&contratacao-de=2026-01-01&contratacao-ate=31/01/2026&pagina=2');
    expect(screen.getByRole('tab', { name: 'Pendentes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Buscar recorrências' })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Contratação' })).toHaveValue('A partir de 01/01/2026');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        status: 'PENDING',
        customerName: 'Ana',
        startDateInitial: '2026-01-01',
        page: '1',
        size: '20',
      }),
    );
  });

  it("says 'Sem dados de recorrências' when there are none, without a pager", async () => {
    signInAs();
    fakeApi({ 'GET /subscriptions': () => json(200, pageOf([], 0, 0)) });
    renderList('/recorrencias?status=INACTIVE');
    expect(await screen.findByText('Sem dados de recorrências')).toBeInTheDocument();
    expect(screen.queryByText(/páginas$/)).not.toBeInTheDocument();
  });

  it('opens a subscription from its row', async () => {
    signInAs();
    fakeApi({ 'GET /subscriptions': () => json(200, pageOf([ana, bruno])) });
    renderList();
    const link = await screen.findByRole('link', { name: /Bruno Lima/ });
    expect(link).toHaveAttribute('href', `/recorrencias/${subscriptionId(2)}`);
    await userEvent.click(screen.getByText('Plano Prata'));
    expect(location()).toBe(`/recorrencias/${subscriptionId(2)}`);
  });

  it("hides 'Importar Recorrências' from a role the spec leaves it out for", async () => {
    signInAs(['SELLER_SUBSCRIPTIONS']);
    fakeApi({ 'GET /subscriptions': () => json(200, pageOf([ana])) });
    renderList();
    await screen.findByText('Ana Souza');
    expect(screen.queryByRole('link', { name: 'Importar Recorrências' })).not.toBeInTheDocument();
  });
});
