import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargeRow, Dashboard } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { ALL_FEATURES, balanceFixture, fakeApi, json, signInAs } from '../../finance/test/fakeApi';
import HomePage from './HomePage';

/** Text with the non-breaking space of BRL amounts as a plain one. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

function dashboardFixture(startDate: string, endDate: string, overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    startDate,
    endDate,
    paidAmount: 35_000,
    paidCount: 3,
    lateAmount: 4_000,
    lateCount: 1,
    scheduledAmount: 10_000,
    scheduledCount: 2,
    defaultRate: 1_026,
    timeSaved: 130,
    newBuyerQty: 4,
    firstChargeDate: '2026-03-02',
    bucket: 'DAY',
    series: [{ start: startDate, paidAmount: 35_000, lateAmount: 4_000, scheduledAmount: 10_000 }],
    ...overrides,
  };
}

const charge = (overrides: Partial<ChargeRow> = {}): ChargeRow =>
  ({
    uuid: '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b',
    customerName: 'Ana Souza',
    customerDocument: '52998224725',
    email: 'ana@exemplo.com',
    title: 'Mensalidade de maio',
    value: 12_990,
    status: 'SCHEDULED',
    paymentMethod: 'BOLETO',
    installments: 1,
    expirationDate: '2026-05-12',
    paidDate: null,
    refundedAmount: 0,
    ...overrides,
  }) satisfies ChargeRow;

function homeApi(dashboard: (start: string, end: string) => Dashboard = dashboardFixture, rows = [charge()]) {
  return fakeApi({
    'GET /seller/dashboard': (call) =>
      json(200, dashboard(call.url.searchParams.get('startDate')!, call.url.searchParams.get('endDate')!)),
    'GET /redeems': () => json(200, balanceFixture()),
    'GET /charges': () =>
      json(200, { content: rows, page: 0, size: 10, totalElements: rows.length, totalPages: 1, capped: false }),
    'GET /notifications': () => json(200, { content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 }),
  });
}

const ranges = (api: ReturnType<typeof fakeApi>) =>
  api
    .callsTo('GET', '/seller/dashboard')
    .map((call) => `${call.url.searchParams.get('startDate')}..${call.url.searchParams.get('endDate')}`);

// Sunday 10 May 2026, 12:00 in São Paulo.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('/ (the seller dashboard)', { timeout: 15_000 }, () => {
  it('shows the balance, the week from today, its receivables and the metrics of this month', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = homeApi();
    renderWithApp(<HomePage />, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Bem-vindo!' })).toBeInTheDocument();
    const available = await screen.findByRole('region', { name: 'Saldo disponível' });
    await waitFor(() => expect(plain(available.textContent)).toContain('R$ 1.500,00'));

    // The chart's week, and the metrics' month (their card renders once the top of the page has painted).
    await waitFor(() =>
      expect(ranges(api)).toEqual(expect.arrayContaining(['2026-05-10..2026-05-16', '2026-05-01..2026-05-31'])),
    );

    const metrics = screen.getByRole('region', { name: 'Indicadores' });
    await waitFor(() =>
      expect(plain(within(metrics).getByRole('group', { name: 'Recebido' }).textContent)).toContain('R$ 350,00'),
    );
    expect(plain(within(metrics).getByRole('group', { name: 'Em atraso' }).textContent)).toContain('R$ 40,00');
    expect(plain(within(metrics).getByRole('group', { name: 'A receber' }).textContent)).toContain('2 cobranças');
    expect(within(metrics).getByRole('group', { name: 'Inadimplência' })).toHaveTextContent('10,26%');
    expect(within(metrics).getByRole('group', { name: 'Tempo economizado' })).toHaveTextContent('2 h 10 min');
    expect(within(metrics).getByRole('group', { name: 'Novos clientes' })).toHaveTextContent('4');

    // The receivables of the chart's week, with the dashboard's own status words.
    const receivables = screen.getByRole('region', { name: 'Recebíveis' });
    const table = await within(receivables).findByRole('table', { name: 'Recebíveis do período' });
    expect(await within(table).findByText('A receber')).toBeInTheDocument();
    const listCall = api.callsTo('GET', '/charges').at(-1)!;
    expect(Object.fromEntries(listCall.url.searchParams)).toMatchObject({
      status: 'ALL',
      expirationDateInitial: '2026-05-10',
      expirationDateFinal: '2026-05-16',
      size: '10',
    });
    expect(within(receivables).getByRole('link', { name: 'ver todos' })).toHaveAttribute('href', '/cobrancas');
  });

  it('switches the chart to the month and the receivables to a tab', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = homeApi();
    renderWithApp(<HomePage />, { path: '/' });
    await screen.findByRole('region', { name: 'Receita' });
    await userEvent.click(screen.getByRole('radio', { name: 'Mês' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/charges').at(-1)!.url.searchParams.get('expirationDateFinal')).toBe('2026-05-31'),
    );
    expect(api.callsTo('GET', '/charges').at(-1)!.url.searchParams.get('expirationDateInitial')).toBe('2026-05-01');

    await userEvent.click(screen.getByRole('tab', { name: 'Atrasadas' }));
    await waitFor(() => expect(api.callsTo('GET', '/charges').at(-1)!.url.searchParams.get('status')).toBe('LATE'));

    await userEvent.selectOptions(screen.getByLabelText('Período'), 'YEAR');
    await waitFor(() => expect(ranges(api)).toContain('2026-01-01..2026-12-31'));
  });

  it('says there is no revenue yet, and no charges, for a new seller', async () => {
    await signInAs(['SELLER_ADMIN']);
    homeApi(
      (start, end) =>
        dashboardFixture(start, end, {
          paidAmount: 0,
          paidCount: 0,
          lateAmount: 0,
          lateCount: 0,
          scheduledAmount: 0,
          scheduledCount: 0,
          defaultRate: 0,
          timeSaved: 0,
          newBuyerQty: 0,
          firstChargeDate: null,
          series: [{ start, paidAmount: 0, lateAmount: 0, scheduledAmount: 0 }],
        }),
      [],
    );
    renderWithApp(<HomePage />, { path: '/' });
    expect(await screen.findByText('Sem dados de receita ainda')).toBeInTheDocument();
    // The receivables card renders after the top of the page has painted: room for a loaded machine.
    expect(await screen.findAllByText('Sem dados de cobranças', {}, { timeout: 5_000 })).not.toHaveLength(0);
  });

  it("says 'para o período selecionado' when the seller has charges elsewhere", async () => {
    await signInAs(['SELLER_ADMIN']);
    homeApi((start, end) =>
      dashboardFixture(start, end, { series: [{ start, paidAmount: 0, lateAmount: 0, scheduledAmount: 0 }] }),
    );
    renderWithApp(<HomePage />, { path: '/' });
    expect(await screen.findByText('Sem dados de receita para o período selecionado')).toBeInTheDocument();
  });

  it("offers 'Criar cobrança' with both links to an admin, without Link Rápido when its toggle is off", async () => {
    await signInAs(
      ['SELLER_ADMIN'],
      ALL_FEATURES.filter((feature) => feature !== 'view_fast_payment_link'),
    );
    homeApi();
    renderWithApp(<HomePage />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Criar cobrança' }));
    const item = await screen.findByRole('menuitem', { name: 'Link de Pagamento' });
    expect(item).toHaveAttribute('href', '/seja-pago/criar/cobranca-pontual');
    expect(screen.queryByRole('menuitem', { name: 'Link Rápido' })).not.toBeInTheDocument();
  });

  it("opens 'Criar cobrança' on 'Nova cobrança', whose dialog (the one of /cobrancas) opens on its client field", async () => {
    await signInAs(['SELLER_ADMIN']);
    homeApi();
    renderWithApp(<HomePage />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Criar cobrança' }));
    const item = await screen.findByRole('menuitem', { name: 'Nova cobrança' });
    // The first item, not the menu's frame, has the focus.
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Nova cobrança' }, { timeout: 5_000 });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Cliente' })).toHaveFocus());
  });

  it('hides the balance, the receivables (never asking for them) and the create menu from a dashboard-only user', async () => {
    await signInAs(['SELLER_DASHBOARD']);
    const api = homeApi();
    renderWithApp(<HomePage />, { path: '/' });
    await screen.findByRole('region', { name: 'Indicadores' }, { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Saldo disponível' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recebíveis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar cobrança' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/redeems')).toHaveLength(0);
    expect(api.callsTo('GET', '/charges')).toHaveLength(0);
  });
});
