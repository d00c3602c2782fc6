import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { fakeApi, json, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import InvoiceSettingsPage from './InvoiceSettingsPage';

const OFF = { active: false, serviceCode: null, issRatePercent: null };

function renderPage() {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<InvoiceSettingsPage />, { path: '/nota-fiscal' });
}

describe('InvoiceSettingsPage', { timeout: 20_000 }, () => {
  it('switches running invoices off after the question, with the spec’s toast', async () => {
    const api = fakeApi({
      'GET /sellers/invoice-config': () => json(200, { active: true, serviceCode: '01.07', issRatePercent: 2 }),
      'PATCH /sellers/invoice-config': () => json(200, OFF),
    });
    const toasts = watchToasts();
    renderPage();
    expect(await screen.findByText('01.07')).toBeInTheDocument();
    expect(screen.getByText('2%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Tem certeza que deseja desativar a emissão de notas fiscais?',
    });
    expect(api.callsTo('PATCH', '/sellers/invoice-config')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/sellers/invoice-config')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/sellers/invoice-config')[0]!.body).toEqual({ active: false });
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Nota fiscal desativado com sucesso!' }),
    );
    expect(await screen.findByText('Emissão de notas fiscais não configurada')).toBeInTheDocument();
  });

  it('offers the set-up form when invoices are not set up, and no way to switch them on here', async () => {
    fakeApi({ 'GET /sellers/invoice-config': () => json(200, OFF) });
    renderPage();
    const link = await screen.findByRole('link', { name: /Configurar a emissão/ });
    expect(link).toHaveAttribute('href', 'https://ajuda.cofre.dev/nota-fiscal');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
  });
});
