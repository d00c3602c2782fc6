import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChargeExport } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { apiError, chargePage, chargeRow, fakeApi, json, signInAs, watchToasts } from '../test/fakeApi';
import { LocationProbe } from '../../../test/LocationProbe';
import ChargeListPage from './ChargeListPage';
import { at } from '../../../test/at';

const accepted: ChargeExport = {
  uuid: '99999999-2222-4333-8444-555555555555',
  status: 'PENDING',
  email: 'ana@loja.com.br',
  rows: null,
  downloadPath: null,
};

function renderList(path = '/cobrancas') {
  return renderWithApp(
    <>
      <ChargeListPage />
      <LocationProbe />
    </>,
    { path },
  );
}

function exportApi(answer: () => Response = () => json(202, accepted)) {
  return fakeApi({ 'GET /charges': () => chargePage([chargeRow()]), 'POST /charge-exports': answer });
}

const csvButton = () => screen.getByRole('button', { name: 'Baixar CSV' });
const TOOLTIP = 'Escolha uma data de vencimento inicial e final para gerar o relatório CSV.';

describe('CSV export of the charges list', () => {
  // Many steps (tooltip, calendar, dialog): room for a loaded machine.
  it(
    'stays off with its tooltip until both due dates are chosen, then exports what the bar shows',
    { timeout: 15_000 },
    async () => {
      await signInAs(['SELLER_CHARGES']);
      const api = exportApi();
      // Only the start of the due-date range: still off.
      renderList('/cobrancas?status=LATE&busca=ana&vencimento-de=2026-04-01');
      await screen.findByText('Ana Souza');
      expect(csvButton()).toHaveAttribute('aria-disabled', 'true');
      await userEvent.hover(csvButton());
      expect(await screen.findByRole('tooltip')).toHaveTextContent(TOOLTIP);
      await userEvent.click(csvButton());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await userEvent.unhover(csvButton());

      // The end chosen in the picker, without searching: on.
      await userEvent.click(screen.getByRole('button', { name: 'Abrir calendário: Vencimento' }));
      await userEvent.click(await screen.findByRole('button', { name: '30 abril 2026' }));
      await waitFor(() => expect(csvButton()).toHaveAttribute('aria-disabled', 'false'));
      await userEvent.hover(csvButton());
      expect(screen.queryByText(TOOLTIP)).not.toBeInTheDocument();

      await userEvent.click(csvButton());
      const dialog = await screen.findByRole('dialog', { name: 'Exportar cobranças em CSV' });
      expect(within(dialog).getByRole('textbox', { name: 'E-mail do destinatário' })).toHaveValue('ana@loja.com.br');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));

      await waitFor(() => expect(api.callsTo('POST', '/charge-exports')).toHaveLength(1));
      const call = at(api.callsTo('POST', '/charge-exports'), 0);
      expect(call.url.pathname).toBe('/api/charge-exports');
      expect(call.body).toEqual({
        status: 'LATE',
        customerName: 'ana',
        expirationDateInitial: '2026-04-01',
        expirationDateFinal: '2026-04-30',
        email: 'ana@loja.com.br',
      });
      // Exporting is not searching: the URL (and so the list) stays as it was.
      expect(screen.getByTestId('location').textContent).toBe(
        '/cobrancas?status=LATE&busca=ana&vencimento-de=2026-04-01',
      );
    },
  );

  it('sends every filter of the URL, and the recipient typed', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = exportApi();
    const toasts = watchToasts();
    renderList(
      '/cobrancas?campo=customerEmail&busca=ana%40cliente.com.br&vencimento-de=2026-01-01&vencimento-ate=2026-03-31' +
        '&pagamento-de=2026-01-05&valor-min=10%2C5&valor-max=1.234%2C56&forma=PIX',
    );
    await screen.findByText('Ana Souza');
    expect(csvButton()).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(csvButton());
    const dialog = await screen.findByRole('dialog', { name: 'Exportar cobranças em CSV' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail do destinatário' });
    await userEvent.clear(email);
    await userEvent.type(email, 'financeiro@loja.com.br');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));

    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Relatório gerado com sucesso. Será enviado para o email informado.',
      }),
    );
    expect(at(api.callsTo('POST', '/charge-exports'), 0).body).toEqual({
      status: 'ALL',
      customerEmail: 'ana@cliente.com.br',
      expirationDateInitial: '2026-01-01',
      expirationDateFinal: '2026-03-31',
      paidDateInitial: '2026-01-05',
      valueMin: '10,5',
      valueMax: '1.234,56',
      paymentMethod: 'PIX',
      email: 'financeiro@loja.com.br',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an invalid e-mail with the contract message and sends nothing', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = exportApi();
    renderList('/cobrancas?vencimento-de=2026-04-01&vencimento-ate=2026-04-30');
    await screen.findByText('Ana Souza');
    await userEvent.click(csvButton());
    const dialog = await screen.findByRole('dialog', { name: 'Exportar cobranças em CSV' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail do destinatário' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    expect(await within(dialog).findByText('Digite um e-mail válido!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/charge-exports')).toHaveLength(0);
  });

  it("says 'Falha ao gerar relatório.' when the export is refused, and keeps the modal", async () => {
    await signInAs(['SELLER_CHARGES']);
    exportApi(() => apiError(500, 'GEN-500', 'Erro inesperado.'));
    const toasts = watchToasts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList('/cobrancas?vencimento-de=2026-04-01&vencimento-ate=2026-04-30');
    await screen.findByText('Ana Souza');
    await userEvent.click(csvButton());
    const dialog = await screen.findByRole('dialog', { name: 'Exportar cobranças em CSV' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'red', message: 'Falha ao gerar relatório.' }));
    expect(screen.getByRole('dialog', { name: 'Exportar cobranças em CSV' })).toBeInTheDocument();
  });
});
