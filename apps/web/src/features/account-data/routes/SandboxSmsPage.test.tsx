import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { at } from '../../../test/at';
import { apiError, fakeApi, json } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import SandboxSmsPage from './SandboxSmsPage';

const TEXT = (code: string) =>
  `Cofre: seu código para cadastrar a chave Pix é ${code}. Ele vale por 10 minutos. Não o informe a ninguém.`;

function renderPage() {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<SandboxSmsPage />, { path: '/sandbox/sms' });
}

describe('SandboxSmsPage', () => {
  it('lists every SMS sent, as the server orders them (newest first): time, masked phone, text', async () => {
    const api = fakeApi({
      'GET /sandbox/sms': () =>
        json(200, {
          messages: [
            { keyId: 'k2', to: '+5511976543210', text: TEXT('654321'), sentAt: '2026-11-23T15:02:00.000Z' },
            { keyId: 'k1', to: '+5511987654321', text: TEXT('482913'), sentAt: '2026-11-23T14:59:00.000Z' },
          ],
        }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SMS enviados (ambiente de testes)' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'SMS enviados' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // São Paulo time, dd/MM/yyyy HH:mm.
    expect(at(rows, 0)).toHaveTextContent('23/11/2026 12:02');
    expect(at(rows, 0)).toHaveTextContent('+55 (••) •••••-3210');
    expect(at(rows, 0)).toHaveTextContent('celular terminado em 3210');
    expect(at(rows, 0)).toHaveTextContent(TEXT('654321'));
    expect(at(rows, 1)).toHaveTextContent('23/11/2026 11:59');
    expect(at(rows, 1)).toHaveTextContent('+55 (••) •••••-4321');
    expect(at(rows, 1)).toHaveTextContent(TEXT('482913'));
    // The phone is never shown whole.
    expect(table).not.toHaveTextContent('98765');
    expect(table).not.toHaveTextContent('97654');
    // Every SMS of the seller's keys, not only the ones awaiting a code.
    expect(api.callsTo('GET', '/sandbox/sms').map((call) => call.url.searchParams.get('all'))).toEqual(['true']);
  });

  it('says Nenhum SMS enviado. when there is none', async () => {
    fakeApi({ 'GET /sandbox/sms': () => json(200, { messages: [] }) });
    renderPage();
    expect(await screen.findByText('Nenhum SMS enviado.')).toBeInTheDocument();
  });

  it('is not found where the server keeps no sandbox SMS (404: production)', async () => {
    fakeApi({ 'GET /sandbox/sms': () => apiError(404, 'GEN-404', 'Registro não encontrado.') });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
