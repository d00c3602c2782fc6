import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CHARGE_TABS } from '@cofre/contract';
import {
  chargeId,
  chargePage,
  chargeRow,
  fakeApi,
  json,
  signInAs,
  watchToasts,
  apiError,
  NOT_IN_TOASTS,
} from '../test/fakeApi';
import { LocationProbe } from '../../../test/LocationProbe';
import ChargeListPage from './ChargeListPage';

const paid = chargeRow({ uuid: chargeId(1), installments: 3, paymentMethod: 'CREDIT_CARD' });
const scheduled = chargeRow({
  uuid: chargeId(2),
  customerName: 'Bruno Lima',
  email: 'bruno@lima.com.br',
  title: 'Consultoria',
  status: 'SCHEDULED',
  value: 150000,
  paymentMethod: 'BOLETO',
  expirationDate: '2026-05-20',
  paidDate: null,
});

function renderList(path = '/cobrancas') {
  return renderWithApp(
    <>
      <ChargeListPage />
      <LocationProbe />
    </>,
    { path },
  );
}

const location = () => screen.getByTestId('location').textContent;
const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  Object.fromEntries(api.callsTo('GET', '/charges').at(-1)!.url.searchParams);

describe('ChargeListPage', () => {
  it("shows 'Estorno parcial' beside 'Paga' on a partly refunded charge (issue 14, defect 5)", async () => {
    // Fails before the fix: the list showed only 'Paga'.
    await signInAs(['SELLER_CHARGES']);
    const partly = chargeRow({ uuid: chargeId(3), customerName: 'Carla Dias', refundedAmount: 5_000 });
    const whole = chargeRow({ uuid: chargeId(4), customerName: 'Davi Reis', status: 'REFUND', refundedAmount: 12_990 });
    fakeApi({ 'GET /charges': () => chargePage([partly, whole, paid]) });
    renderList();
    const table = await screen.findByRole('table', { name: 'Cobranças' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    await within(table).findByText('Carla Dias');
    expect(within(row('Carla Dias')).getByText('Paga')).toBeInTheDocument();
    expect(within(row('Carla Dias')).getByText('Estorno parcial')).toBeInTheDocument();
    expect(within(row('Davi Reis')).queryByText('Estorno parcial')).not.toBeInTheDocument();
    expect(within(row('Ana Souza')).queryByText('Estorno parcial')).not.toBeInTheDocument();
  });

  it('lists charges with the spec columns, formatted values and links by status', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([paid, scheduled], { totalPages: 3 }) });
    renderList();

    const table = await screen.findByRole('table', { name: 'Cobranças' });
    await within(table).findByText('Ana Souza');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cliente', 'Cobrança', 'Pagamento', 'Venc.', 'Valor', 'Status']);
    const bruno = within(table).getByText('Bruno Lima').closest('tr')!;
    expect(within(bruno).getByText('bruno@lima.com.br')).toBeInTheDocument();
    expect(within(bruno).getByText('Boleto')).toBeInTheDocument();
    expect(within(bruno).getByText('20/05/2026')).toBeInTheDocument();
    expect(within(bruno).getByText('R$ 1.500,00')).toBeInTheDocument();
    expect(within(bruno).getByText('Agendada')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /Bruno Lima/ })).toHaveAttribute(
      'href',
      `/cobrancas-agendadas/${chargeId(2)}`,
    );
    expect(within(table).getByRole('link', { name: /Ana Souza/ })).toHaveAttribute('href', `/cobrancas/${chargeId(1)}`);
    expect(screen.getByText('1 de 3 páginas')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ status: 'ALL', page: '0', size: '20', sort: 'expirationDate,DESC' });
  });

  it("shows 'Parc.' only with the feature view_charge_installments", async () => {
    await signInAs(['SELLER_CHARGES'], ['view_charge_installments']);
    fakeApi({ 'GET /charges': () => chargePage([paid]) });
    renderList();
    const table = await screen.findByRole('table', { name: 'Cobranças' });
    expect(await within(table).findByRole('columnheader', { name: 'Parc.' })).toBeInTheDocument();
    expect(within(table).getByText('3x')).toBeInTheDocument();
  });

  it('opens a row on click', async () => {
    await signInAs(['SELLER_CHARGES']);
    fakeApi({ 'GET /charges': () => chargePage([paid, scheduled]) });
    renderList();
    await userEvent.click(await screen.findByText('R$ 1.500,00'));
    expect(location()).toBe(`/cobrancas-agendadas/${chargeId(2)}`);
  });

  it('reads every filter, the tab and the page from the URL into the request', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([paid], { page: 1, totalPages: 2 }) });
    renderList(
      '/cobrancas?status=LATE&campo=customerEmail&busca=ana%40cliente.com.br&vencimento-de=2026-01-01' +
        '&pagamento-ate=2026-02-28&valor-min=10%2C5&valor-max=1.234%2C56&forma=PIX&pagina=2',
    );
    await screen.findByText('2 de 2 páginas');
    expect(lastQuery(api)).toEqual({
      status: 'LATE',
      customerEmail: 'ana@cliente.com.br',
      expirationDateInitial: '2026-01-01',
      paidDateFinal: '2026-02-28',
      valueMin: '10,5',
      valueMax: '1.234,56',
      paymentMethod: 'PIX',
      page: '1',
      size: '20',
      sort: 'expirationDate,DESC',
    });
    expect(screen.getByRole('tab', { name: 'Atrasadas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Buscar por e-mail' })).toHaveValue('ana@cliente.com.br');
    // Filters of 'Mais filtros' in the URL open it.
    expect(screen.getByRole('textbox', { name: 'Valor mínimo' })).toHaveValue('10,5');
  });

  it('drops URL values the API would refuse', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([]) });
    renderList('/cobrancas?status=NOPE&vencimento-de=01/02/2026&valor-min=abc&forma=CASH');
    await screen.findByText('Sem dados de cobranças');
    expect(lastQuery(api)).toEqual({ status: 'ALL', page: '0', size: '20', sort: 'expirationDate,DESC' });
  });

  it('puts the typed filters in the URL on Buscar, back on page 1, and sends them', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([paid], { totalPages: 3 }) });
    renderList('/cobrancas?status=PAID&pagina=2');
    await screen.findByText('2 de 3 páginas');

    await userEvent.click(screen.getByRole('combobox', { name: 'Campo da busca' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cobrança' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por cobrança' }), 'Mensalidade');
    await userEvent.click(screen.getByRole('button', { name: 'Mais filtros' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor mínimo' }), '1.234,56');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor máximo' }), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() =>
      expect(location()).toBe(
        '/cobrancas?status=PAID&campo=chargeTitle&busca=Mensalidade&valor-min=1.234%2C56&valor-max=2000',
      ),
    );
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        status: 'PAID',
        chargeTitle: 'Mensalidade',
        valueMin: '1.234,56',
        valueMax: '2000',
        page: '0',
        size: '20',
        sort: 'expirationDate,DESC',
      }),
    );
  });

  it("refuses an amount that is not one with 'Informe um valor válido.'", async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([paid]) });
    renderList();
    await screen.findByText('Ana Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Mais filtros' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor máximo' }), '12,3,4');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Informe um valor válido.')).toBeInTheDocument();
    expect(location()).toBe('/cobrancas');
    expect(api.callsTo('GET', '/charges')).toHaveLength(1);
  });

  it('picks an expiration range with an open end in the pt-BR picker', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([paid]) });
    renderList('/cobrancas?vencimento-de=2026-04-01&vencimento-ate=2026-04-30');
    await screen.findByText('Ana Souza');
    const field = screen.getByRole('textbox', { name: 'Vencimento' });
    expect(field).toHaveValue('01/04/2026 – 30/04/2026');

    // One date picked and the calendar closed: a range from that date, the end left open (D10).
    await userEvent.click(screen.getByRole('button', { name: 'Abrir calendário: Vencimento' }));
    const calendar = await screen.findByRole('dialog', { name: 'Vencimento' });
    // One weekday style everywhere: dayjs's short pt-BR names, the week from Sunday.
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    await userEvent.click(within(calendar).getByRole('button', { name: '10 abril 2026' }));
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('A partir de 10/04/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(location()).toBe('/cobrancas?vencimento-de=2026-04-10'));
    await waitFor(() => expect(lastQuery(api).expirationDateInitial).toBe('2026-04-10'));
    expect(lastQuery(api).expirationDateFinal).toBeUndefined();
  });

  it('takes a typed expiration range, digits only, and searches it on Enter', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([paid]) });
    renderList();
    await screen.findByText('Ana Souza');
    const field = screen.getByRole('textbox', { name: 'Vencimento' });
    await userEvent.type(field, '3004202601042026');
    // The slashes and the dash come by themselves.
    expect(field).toHaveValue('30/04/2026 – 01/04/2026');
    await userEvent.keyboard('{Enter}');
    // The earlier day first.
    await waitFor(() => expect(location()).toBe('/cobrancas?vencimento-de=2026-04-01&vencimento-ate=2026-04-30'));
    await waitFor(() => expect(lastQuery(api).expirationDateFinal).toBe('2026-04-30'));
  });

  it('says a typed day that does not exist is not a date, and keeps the filter', async () => {
    await signInAs(['SELLER_CHARGES']);
    fakeApi({ 'GET /charges': () => chargePage([paid]) });
    renderList();
    await screen.findByText('Ana Souza');
    const field = screen.getByRole('textbox', { name: 'Vencimento' });
    await userEvent.type(field, '31022026');
    await userEvent.tab();
    expect(await screen.findByText('Informe uma data válida.')).toBeInTheDocument();
    expect(field).toHaveValue('31/02/2026');
  });

  it('shows an end-only range from a link and clears it with its button', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([paid]) });
    renderList('/cobrancas?vencimento-ate=2026-04-30');
    await screen.findByText('Ana Souza');
    expect(lastQuery(api).expirationDateFinal).toBe('2026-04-30');
    expect(screen.getByRole('textbox', { name: 'Vencimento' })).toHaveValue('Até 30/04/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar vencimento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(location()).toBe('/cobrancas'));
  });

  it('Limpar clears the filters and keeps the tab', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([paid]) });
    renderList('/cobrancas?status=LATE&busca=ana&valor-min=10');
    await screen.findByText('Ana Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(location()).toBe('/cobrancas?status=LATE'));
    expect(screen.getByRole('searchbox', { name: 'Buscar por cliente' })).toHaveValue('');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ status: 'LATE', page: '0', size: '20', sort: 'expirationDate,DESC' }),
    );
  });

  it('switches the status tab through the URL and the request, back on page 1', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = fakeApi({ 'GET /charges': () => chargePage([paid], { totalPages: 3 }) });
    renderList('/cobrancas?pagina=3&busca=ana');
    await screen.findByText('3 de 3 páginas');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Todas',
      'Pagas',
      'Agendadas',
      'Atrasadas',
      'Canceladas',
      'Desistência',
      'Estornadas',
      'Erro',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Estornadas' }));
    expect(location()).toBe('/cobrancas?busca=ana&status=REFUND');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'REFUND', page: '0', customerName: 'ana' }));
  });

  it("says 'Sem dados de cobranças' when there are none", async () => {
    await signInAs(['SELLER_CHARGES']);
    fakeApi({ 'GET /charges': () => chargePage([], { totalPages: 0 }) });
    renderList();
    expect(await screen.findByText('Sem dados de cobranças')).toBeInTheDocument();
    expect(screen.queryByText(/páginas$/)).not.toBeInTheDocument();
  });

  it('shows the pager and the refine hint when the count is capped', async () => {
    await signInAs(['SELLER_CHARGES']);
    fakeApi({ 'GET /charges': () => chargePage([paid], { totalPages: 500, capped: true }) });
    renderList();
    expect(await screen.findByText('Mostrando os primeiros 2.000 resultados; refine a busca.')).toBeInTheDocument();
    expect(screen.getByText('1 de 500 páginas')).toBeInTheDocument();
  });

  it('shows no hint when the count is exact', async () => {
    await signInAs(['SELLER_CHARGES']);
    fakeApi({ 'GET /charges': () => chargePage([paid]) });
    renderList();
    await screen.findByText('Ana Souza');
    expect(screen.queryByText(/refine a busca/)).not.toBeInTheDocument();
  });

  it('says when the list cannot load, with a toast and a retry', async () => {
    await signInAs(['SELLER_CHARGES']);
    fakeApi({ 'GET /charges': () => apiError(500, 'GEN-500', 'Erro inesperado.') });
    const toasts = watchToasts();
    renderList();
    expect(
      await screen.findByText('Não foi possível carregar as cobranças.', { ignore: NOT_IN_TOASTS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(toasts()).toContainEqual({ color: 'red', message: 'Não foi possível carregar as cobranças.' });
  });

  it("shows the current tab's count and sum under the filters, and each tab's count, asked once per filters", async () => {
    await signInAs(['SELLER_CHARGES']);
    const tabs = CHARGE_TABS.map(({ key }, index) => ({
      tab: key,
      count: index * 10,
      amount: index * 100_000,
      capped: false,
    }));
    const api = fakeApi({
      'GET /charges': () => chargePage([paid], { totalPages: 3 }),
      'GET /charges/summary': () =>
        json(200, { tabs: [{ ...tabs[0], count: 1_280, amount: 1_234_567 }, ...tabs.slice(1)] }),
    });
    renderList('/cobrancas?busca=ana&pagina=2');
    expect(await screen.findByText(/^1\.280 cobranças · R\$\s12\.345,67$/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Todas (1.280)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pagas (10)' })).toBeInTheDocument();
    // The summary takes the list's filters, never its tab, page, size or sort.
    expect(Object.fromEntries(api.callsTo('GET', '/charges/summary')[0]!.url.searchParams)).toEqual({
      customerName: 'ana',
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Pagas (10)' }));
    expect(await screen.findByText(/^10 cobranças · R\$\s1\.000,00$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /próxima/i }));
    await waitFor(() => expect(location()).toContain('pagina=2'));
    expect(api.callsTo('GET', '/charges/summary')).toHaveLength(1);
  });

  it("says 'Mais de 10.000 cobranças' without a sum when the count is capped", async () => {
    await signInAs(['SELLER_CHARGES']);
    fakeApi({
      'GET /charges': () => chargePage([paid]),
      'GET /charges/summary': () =>
        json(200, {
          tabs: CHARGE_TABS.map(({ key }) =>
            key === 'ALL'
              ? { tab: key, count: 10_000, amount: null, capped: true }
              : { tab: key, count: 1, amount: 100, capped: false },
          ),
        }),
    });
    renderList();
    expect(await screen.findByText('Mais de 10.000 cobranças')).toBeInTheDocument();
    expect(screen.queryByText(/R\$.*· |· R\$/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Todas (10.000+)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Erro (1)' })).toBeInTheDocument();
  });

  it('leaves the tabs without counts when the summary cannot be read', async () => {
    await signInAs(['SELLER_CHARGES']);
    fakeApi({
      'GET /charges': () => chargePage([paid]),
      'GET /charges/summary': () => apiError(500, 'GEN-500', 'Erro inesperado.'),
    });
    renderList();
    await screen.findByText('Ana Souza');
    expect(screen.getByRole('tab', { name: 'Todas' })).toBeInTheDocument();
  });
});
