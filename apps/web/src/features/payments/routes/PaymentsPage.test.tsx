import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import { LocationProbe } from '../../../test/LocationProbe';
import { renderWithApp } from '../../../test/render';
import PaymentsPage from './PaymentsPage';
import {
  apiError,
  BALANCE,
  json,
  NOT_IN_TOASTS,
  paymentsApi,
  plain,
  POLICY,
  renderPage,
  signInAs,
  watchToasts,
} from '../test/fixtures';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

describe('/pagamentos', { timeout: 20_000 }, () => {
  it('shows the title, the PIX tab and the balance card with its time, refresh and Extrato', async () => {
    await signInAs();
    const api = paymentsApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sistema de Gerenciamento de Pagamentos' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'PIX' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['PIX', 'Boleto', 'Pagamento em lote']);

    const card = screen.getByRole('region', { name: 'Saldo disponível' });
    await waitFor(() => expect(plain(card.textContent)).toContain('R$ 5.000,00'));
    // 14:30 UTC is 11:30 in São Paulo.
    expect(card).toHaveTextContent('Atualizado em 10/05/2026 11:30');
    expect(within(card).getByRole('link', { name: 'Extrato' })).toHaveAttribute('href', '/financeiro');
    // The form shows the same balance under the amount.
    expect(plain(screen.getByRole('region', { name: 'Pagamento PIX' }).textContent)).toContain(
      'Saldo disponível: R$ 5.000,00',
    );

    const before = api.callsTo('GET', '/payments/balance').length;
    await userEvent.click(within(card).getByRole('button', { name: 'Atualizar saldo' }));
    await waitFor(() => expect(api.callsTo('GET', '/payments/balance').length).toBe(before + 1));
  });

  it('reads the balance again every 5 minutes on its own (spec 4 §9: 300000 ms)', async () => {
    await signInAs();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = paymentsApi();
      renderPage();
      await waitFor(() => expect(api.callsTo('GET', '/payments/balance')).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(299_000);
      expect(api.callsTo('GET', '/payments/balance')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() => expect(api.callsTo('GET', '/payments/balance')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says Erro ao carregar saldo with a retry, and keeps Revisar pagamento off until the balance loads', async () => {
    await signInAs();
    let fail = true;
    paymentsApi({
      'GET /payments/balance': () => (fail ? apiError(404, 'GEN-404', 'Registro não encontrado.') : json(200, BALANCE)),
    });
    renderPage();
    const card = screen.getByRole('region', { name: 'Saldo disponível' });
    expect(await within(card).findByText('Erro ao carregar saldo')).toBeVisible();
    const form = screen.getByRole('region', { name: 'Pagamento PIX' });
    expect(within(form).getByText('Erro ao carregar saldo')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Revisar pagamento' })).toBeDisabled();

    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(plain(card.textContent)).toContain('R$ 5.000,00'));
    expect(within(form).getByRole('button', { name: 'Revisar pagamento' })).toBeEnabled();
    expect(screen.queryByText('Erro ao carregar saldo', { ignore: NOT_IN_TOASTS })).not.toBeInTheDocument();
  });

  it('saves the approval policy with PUT and shows the server’s PAY-009 refusal', async () => {
    await signInAs(['SELLER_ADMIN']);
    const refusal =
      'Para exigir aprovação, a conta precisa de ao menos dois usuários ativos que possam aprovar pagamentos.';
    let refuse = false;
    const api = paymentsApi({
      'GET /payments/pix/approval-policy': () => json(200, { ...POLICY, required: false, threshold: 0 }),
      'PUT /payments/pix/approval-policy': (call) =>
        refuse ? apiError(409, 'PAY-009', refusal) : json(200, { ...POLICY, ...(call.body as object) }),
    });
    const toasts = watchToasts();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Aprovação de pagamentos' });
    const required = await within(section).findByRole('switch', { name: 'Exigir aprovação de outra pessoa' });
    expect(required).not.toBeChecked();
    const save = within(section).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();

    await userEvent.click(required);
    const threshold = within(section).getByRole('textbox', { name: 'A partir de' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '200000');
    refuse = true;
    await userEvent.click(save);
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'red', message: refusal }));
    expect(at(api.callsTo('PUT', '/payments/pix/approval-policy'), 0).body).toEqual({
      required: true,
      threshold: 200_000,
    });

    refuse = false;
    await userEvent.click(save);
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Regra de aprovação salva.' }));
    expect(api.callsTo('PUT', '/payments/pix/approval-policy')).toHaveLength(2);
  });

  it('shows the rule as text to whoever may not change it', async () => {
    await signInAs(['SELLER_BACKOFFICE']);
    paymentsApi({ 'GET /payments/pix/approval-policy': () => json(200, { ...POLICY, editable: false }) });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Aprovação de pagamentos' });
    await waitFor(() =>
      expect(plain(section.textContent)).toContain(
        'Pagamentos a partir de R$ 1.000,00 precisam da aprovação de outra pessoa antes de sair da conta.',
      ),
    );
    expect(within(section).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('opens the Boleto tab (?aba=boleto) by its tab, each list starting unfiltered', async () => {
    await signInAs();
    const api = paymentsApi();
    renderWithApp(
      <>
        <PaymentsPage />
        <LocationProbe />
      </>,
      { path: '/pagamentos?status=rejected' },
    );
    await screen.findByRole('region', { name: 'Aprovação de Pagamentos PIX' });
    await userEvent.click(screen.getByRole('tab', { name: 'Boleto' }));
    expect(screen.getByRole('tab', { name: 'Boleto' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/pagamentos?aba=boleto');
    expect(await screen.findByRole('region', { name: 'Pagamento de Boleto' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Pagamentos de Boleto' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Aprovação de pagamentos' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pagamento PIX' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/payments/boleto')).toHaveLength(1));
    expect(at(api.callsTo('GET', '/payments/boleto'), 0).url.searchParams.get('status')).toBe('all');

    await userEvent.click(screen.getByRole('tab', { name: 'PIX' }));
    expect(await screen.findByRole('region', { name: 'Pagamento PIX' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/pagamentos?aba=pix');
  });

  it('opens Pagamento em lote (?aba=lote) by its tab, its list starting unfiltered', async () => {
    await signInAs();
    const api = paymentsApi();
    renderWithApp(
      <>
        <PaymentsPage />
        <LocationProbe />
      </>,
      { path: '/pagamentos?aba=boleto&status=rejected&pagina=2' },
    );
    await screen.findByRole('region', { name: 'Pagamentos de Boleto' });
    await userEvent.click(screen.getByRole('tab', { name: 'Pagamento em lote' }));
    expect(screen.getByRole('tab', { name: 'Pagamento em lote' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/pagamentos?aba=lote');
    const section = await screen.findByRole('region', { name: 'Pagamentos em Lote' });
    expect(
      within(section).getByRole('button', { name: 'Arraste o arquivo CNAB aqui ou clique para escolher' }),
    ).toBeVisible();
    expect(await within(section).findByRole('table', { name: 'Arquivos enviados' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pagamento de Boleto' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/payments/batches')).toHaveLength(1));
    expect(Object.fromEntries(at(api.callsTo('GET', '/payments/batches'), 0).url.searchParams)).toEqual({
      status: 'all',
      sort: 'uploadedAt,desc',
      page: '0',
      size: '10',
    });
  });

  it('opens the batch tab straight from ?aba=lote (the batch notifications’ link)', async () => {
    await signInAs();
    paymentsApi();
    renderPage('/pagamentos?aba=lote');
    expect(screen.getByRole('tab', { name: 'Pagamento em lote' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Pagamentos em Lote' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pagamento PIX' })).not.toBeInTheDocument();
  });
});
