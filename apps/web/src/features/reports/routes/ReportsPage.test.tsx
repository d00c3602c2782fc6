import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { apiError, fakeApi, json, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import ReportsPage from './ReportsPage';

const realNow = clock.now;
const ACCEPTED = {
  uuid: '4d1f7a2e-8b3c-4f5d-9e6a-1b2c3d4e5f60',
  reportType: 'SALES',
  startDate: '2026-10-25',
  endDate: '2026-11-23',
  status: 'PENDING',
  email: 'admin@demo.cofre.dev',
  rows: null,
  downloadPath: null,
  createdAt: '2026-11-23T15:00:00.000Z',
};

function renderPage() {
  // Monday 23 November 2026, noon in São Paulo.
  clock.now = () => new Date('2026-11-23T15:00:00Z');
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<ReportsPage />, { path: '/reports' });
}

afterEach(() => {
  clock.now = realNow;
});

describe('ReportsPage', { timeout: 20_000 }, () => {
  it('lists the eight reports, each with its own Gerar relatório', () => {
    fakeApi({});
    renderPage();
    const list = screen.getByRole('list', { name: 'Tipos de relatório' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Vendas',
      'Financeiro',
      'Saques',
      'Nota Fiscal',
      'Links de pagamento',
      'Saldo',
      'Chargeback',
      'Extrato',
    ]);
    expect(within(list).getAllByRole('button', { name: /^Gerar relatório de / })).toHaveLength(8);
  });

  it('asks for the last 30 days by default and says Relatório gerado', async () => {
    const api = fakeApi({ 'POST /reports': () => json(202, ACCEPTED) });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório de Vendas' }));
    const modal = await screen.findByRole('dialog', { name: 'Gerar relatório de Vendas' });
    expect(within(modal).getByRole('button', { name: /Período/ })).toHaveTextContent('25/10/2026 – 23/11/2026');
    await userEvent.click(within(modal).getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() => expect(api.callsTo('POST', '/reports')).toHaveLength(1));
    expect(api.callsTo('POST', '/reports')[0]!.body).toEqual({
      reportType: 'SALES',
      startDate: '2026-10-25',
      endDate: '2026-11-23',
    });
    const sent = await screen.findByRole('dialog', { name: 'Relatório gerado' });
    expect(sent).toHaveTextContent('O relatório será enviado para o seu e-mail em instantes.');
    await userEvent.click(within(sent).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Relatório gerado' })).not.toBeInTheDocument());
  });

  it('says Falha ao tentar gerar o relatório. when the server refuses', async () => {
    fakeApi({ 'POST /reports': () => apiError(500, 'GEN-500', 'Erro interno.') });
    const toasts = watchToasts();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório de Extrato' }));
    const modal = await screen.findByRole('dialog', { name: 'Gerar relatório de Extrato' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'Falha ao tentar gerar o relatório.' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Relatório gerado' })).not.toBeInTheDocument();
  });
});
