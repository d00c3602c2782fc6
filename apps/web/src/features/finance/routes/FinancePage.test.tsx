import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Withdrawal } from '@cofre/contract';
import { at } from '../../../test/at';
import { renderWithApp } from '../../../test/render';
import {
  apiError,
  balanceFixture,
  CHARGE_ID,
  financeApi,
  json,
  signInAs,
  statementPage,
  statementRow,
  watchToasts,
} from '../test/fakeApi';
import FinancePage from './FinancePage';

/** Text with the non-breaking space of BRL amounts as a plain one. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

const renderPage = (path = '/financeiro') => renderWithApp(<FinancePage />, { path });

const withdrawal: Withdrawal = {
  uuid: '9a8b7c6d-1111-4222-8333-444455556666',
  amount: 5000,
  anticipatedAmount: 0,
  date: '2026-05-10T15:00:00.000Z',
  scheduledDate: '2026-05-11',
  status: 'PROCESSING',
};

// 12:00 in São Paulo: withdrawals are allowed (23:00 to 01:00 is blocked).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const openWithdrawal = async () => {
  const button = await screen.findByRole('button', { name: 'Solicitar saque' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: 'Novo saque' });
};

// The withdrawal flows type, wait and click a lot: room for a loaded CI machine.
describe('/financeiro', { timeout: 15_000 }, () => {
  it('shows the balance cards and the Extrato tab of the last 30 days, a charge row linking to its charge', async () => {
    await signInAs(['SELLER_FINANCES']);
    const api = financeApi();
    renderPage();
    const available = await screen.findByRole('region', { name: 'Saldo disponível' });
    await waitFor(() => expect(plain(available.textContent)).toContain('R$ 1.500,00'));
    expect(plain(screen.getByRole('region', { name: 'Saldo a liberar' }).textContent)).toContain('R$ 820,50');
    expect(plain(screen.getByRole('region', { name: 'Saldo total' }).textContent)).toContain('R$ 2.320,50');

    const table = await screen.findByRole('table', { name: 'Extrato' });
    const link = await within(table).findByRole('link', { name: /Pagamento recebido/ });
    expect(link).toHaveAttribute('href', `/cobrancas/${CHARGE_ID}`);
    const call = at(api.callsTo('GET', '/redeems/statement'), 0);
    expect(call.url.searchParams.get('tab')).toBe('EXTRATO');
    expect(call.url.searchParams.get('size')).toBe('10');
    expect(call.url.searchParams.get('page')).toBe('0');
    // The period shows the tab's default range: the last 30 days.
    expect(screen.getByDisplayValue('10/04/2026 – 10/05/2026')).toBeInTheDocument();
    // Antecipações only with on-demand anticipation.
    expect(screen.queryByRole('tab', { name: 'Antecipações' })).not.toBeInTheDocument();
  });

  it('switches to Lançamentos futuros: the tab is asked for and its empty period said in the spec words', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = financeApi(balanceFixture({ isOnDemandEnabled: true }), {
      'GET /redeems/statement': (call) =>
        json(200, statementPage(call.url.searchParams.get('tab') === 'EXTRATO' ? [statementRow()] : [])),
    });
    renderPage();
    await screen.findByRole('link', { name: /Pagamento recebido/ });
    expect(screen.queryByText('Você não possui transações no período selecionado')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('tab', { name: 'Lançamentos futuros' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/redeems/statement').map((c) => c.url.searchParams.get('tab'))).toContain('FUTUROS'),
    );
    expect(await screen.findByRole('table', { name: 'Lançamentos futuros' })).toBeInTheDocument();
    expect(await screen.findByText('Você não possui transações no período selecionado')).toBeInTheDocument();
    expect(screen.getByDisplayValue('11/05/2026 – 09/07/2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Antecipações' })).toBeInTheDocument();
  });

  it("validates the withdrawal with the contract's rule, sends centavos with an Idempotency-Key and says it was scheduled", async () => {
    await signInAs(['SELLER_FINANCES']);
    const toasts = watchToasts();
    const api = financeApi(balanceFixture(), {
      'POST /sellers/transfers': () => json(201, withdrawal),
    });
    renderPage();
    const dialog = await openWithdrawal();
    expect(await within(dialog).findByText('56789-0')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Solicitar saque' });
    expect(submit).toBeDisabled();
    const amount = within(dialog).getByRole('textbox', { name: 'Valor do saque' });
    await userEvent.type(amount, '900');
    expect(await within(dialog).findByText('O valor do saque deve ser maior que R$ 9,00.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(amount, '0');
    expect(plain((amount as HTMLInputElement).value)).toBe('R$ 90,00');
    await waitFor(() => expect(submit).toBeEnabled());
    const balanceLoads = api.callsTo('GET', '/redeems').length;
    await userEvent.click(submit);

    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Saque agendado com sucesso!' }));
    const post = at(api.callsTo('POST', '/sellers/transfers'), 0);
    expect(post.body).toEqual({ amount: 9000, useAnticipationAmount: false });
    expect(post.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo saque' })).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', '/redeems').length).toBeGreaterThan(balanceLoads));
  });

  it('keeps the button off above the available balance, shows a refusal in one toast and keys each outcome', async () => {
    await signInAs(['SELLER_ADMIN']);
    const toasts = watchToasts();
    const answers = [
      () => apiError(503, 'GEN-503', 'Serviço indisponível.'),
      () => apiError(409, 'FIN-002', 'O valor do saque é maior que o saldo disponível.'),
      () => json(202, { ...withdrawal, status: 'PENDING' }),
    ];
    const api = financeApi(balanceFixture({ amount: 10_000 }), {
      'POST /sellers/transfers': (call) => at(answers, api.callsTo('POST', '/sellers/transfers').indexOf(call))(),
    });
    renderPage();
    const dialog = await openWithdrawal();
    const submit = within(dialog).getByRole('button', { name: 'Solicitar saque' });
    const amount = within(dialog).getByRole('textbox', { name: 'Valor do saque' });
    await userEvent.type(amount, '10001');
    expect(await within(dialog).findByText('O valor é maior que o saldo disponível.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(amount, '{Backspace}');
    await waitFor(() => expect(submit).toBeEnabled());

    // Our own failure (503) is not stored: trying again is the same request, with the same key.
    await userEvent.click(submit);
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'red', message: 'GEN-503 - Serviço indisponível.' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'FIN-002 - O valor do saque é maior que o saldo disponível.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Novo saque' })).toBeInTheDocument();
    // A refusal is the server's answer for that key: the next try is a new request.
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Saque agendado com sucesso!' }));
    const keys = api.callsTo('POST', '/sellers/transfers').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('refuses withdrawals between 23:00 and 01:00 in Brasília time', async () => {
    vi.setSystemTime(new Date('2026-05-11T02:30:00Z')); // 23:30 in São Paulo
    await signInAs(['SELLER_ADMIN']);
    financeApi();
    renderPage();
    const dialog = await openWithdrawal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor do saque' }), '5000');
    expect(
      within(dialog).getByText('Saques não podem ser solicitados entre 23h e 1h (horário de Brasília).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Solicitar saque' })).toBeDisabled();
  });

  it("quotes a withdrawal that includes the balance to be released, with the fraud fee's notice", async () => {
    await signInAs(['SELLER_ADMIN', 'SELLER_ANTICIPATION']);
    const api = financeApi(balanceFixture({ bankingType: 'SELLER_BANKING' }), {
      'GET /redeems/anticipation/amount': (call) =>
        json(200, {
          totalRedeem: Number(call.url.searchParams.get('requestedAmount')),
          anticipationTax: 2_150,
          amountToReceive: Number(call.url.searchParams.get('requestedAmount')) - 2_150,
        }),
      'GET /sellers/anti-fraud': () => json(200, { isFraud: true }),
    });
    renderPage();
    const dialog = await openWithdrawal();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Incluir saldo a liberar' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor do saque' }), '200000');
    const quote = await within(dialog).findByRole('group', { name: 'Resumo do saque com antecipação' });
    await waitFor(() => expect(plain(quote.textContent)).toContain('R$ 2.000,00'));
    expect(plain(quote.textContent)).toContain('R$ 21,50');
    expect(plain(quote.textContent)).toContain('R$ 1.978,50');
    expect(within(quote).getByText(/uma taxa de 10% do total solicitado/)).toBeInTheDocument();
    // Debounced: the typing asked for the final amount, not for each digit.
    const asked = api
      .callsTo('GET', '/redeems/anticipation/amount')
      .map((call) => call.url.searchParams.get('requestedAmount'));
    expect(asked.at(-1)).toBe('200000');
    expect(asked.length).toBeLessThan(6);
    expect(
      api.callsTo('GET', '/redeems/anticipation/amount').at(-1)!.url.searchParams.get('useAnticipationAmount'),
    ).toBe('true');
  });

  it('never asks for the fraud flag of a user who is not SELLER_ADMIN', async () => {
    await signInAs(['SELLER_ANTICIPATION', 'SELLER_FINANCES']);
    const api = financeApi(balanceFixture({ bankingType: 'SELLER_BANKING' }), {
      'GET /redeems/anticipation/amount': () =>
        json(200, { totalRedeem: 5_000, anticipationTax: 100, amountToReceive: 4_900 }),
    });
    renderPage();
    const dialog = await openWithdrawal();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Incluir saldo a liberar' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor do saque' }), '5000');
    await within(dialog).findByRole('group', { name: 'Resumo do saque com antecipação' });
    expect(api.callsTo('GET', '/sellers/anti-fraud')).toHaveLength(0);
  });

  it('lists the withdrawals in processing', async () => {
    await signInAs(['SELLER_BACKOFFICE']);
    const api = financeApi(balanceFixture(), {
      'GET /sellers/transfers/approve': () => json(200, { content: [withdrawal] }),
    });
    renderPage();
    expect(api.callsTo('GET', '/sellers/transfers/approve')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver solicitações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saques em processamento' });
    expect(await within(dialog).findByText('11/05/2026')).toBeInTheDocument();
    expect(plain(within(dialog).getByRole('table').textContent)).toContain('R$ 50,00');
    expect(within(dialog).getByText('Em processamento')).toBeInTheDocument();
  });

  it('hides anticipation without finance.anticipation, and shows it to the administrator of an on-demand seller', async () => {
    await signInAs(['SELLER_FINANCES']);
    const api = financeApi(balanceFixture({ isOnDemandEnabled: true }));
    const view = renderPage();
    await screen.findByRole('button', { name: 'Solicitar saque' });
    await waitFor(() => expect(api.callsTo('GET', '/redeems')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Antecipação de recebíveis' })).not.toBeInTheDocument();
    view.unmount();

    await signInAs(['SELLER_ADMIN']);
    financeApi(balanceFixture({ isOnDemandEnabled: true }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Antecipação de recebíveis' })).toBeEnabled();
  });

  it('simulates an anticipation, then confirms that amount once', async () => {
    await signInAs(['SELLER_ADMIN']);
    const toasts = watchToasts();
    const simulation = { netAmount: 49_000, grossAmount: 50_000, anticipationDate: '2026-05-10', effectiveRate: 200 };
    const api = financeApi(balanceFixture({ isOnDemandEnabled: true }), {
      'GET /seller/antecipation/rate': () => json(200, simulation),
      'POST /redeems/anticipation': () => json(201, { ...simulation, uuid: withdrawal.uuid }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Antecipação de recebíveis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antecipação de recebíveis' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor a antecipar' }), '49000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simular' }));
    expect(await within(dialog).findByText('2,00%')).toBeInTheDocument();
    expect(at(api.callsTo('GET', '/seller/antecipation/rate'), 0).url.searchParams.get('amount')).toBe('49000');
    expect(api.callsTo('POST', '/redeems/anticipation')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar antecipação' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Saldo antecipado com sucesso' }));
    const post = at(api.callsTo('POST', '/redeems/anticipation'), 0);
    expect(post.body).toEqual({ amount: 49_000 });
    expect(post.headers['Idempotency-Key']).toBeTruthy();
  });

  it('without the view_seller_finance toggle asks for nothing and shows the permission page', async () => {
    await signInAs(['SELLER_ADMIN'], ['view_seller_balance']);
    const api = financeApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar saque' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver solicitações' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
