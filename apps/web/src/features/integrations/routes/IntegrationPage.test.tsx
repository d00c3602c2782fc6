import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { apiError, fakeApi, json, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import IntegrationPage from './IntegrationPage';

const key = (n: number, overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: `7a1b2c3d-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`,
  title: `Chave ${n}`,
  active: true,
  preview: `cofre_test_…ab${n}c`,
  createdAt: '2026-11-20T13:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});

function renderPage(keys: ApiKey[], routes: Parameters<typeof fakeApi>[0] = {}) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  const api = fakeApi({
    'GET /seller-api-tokens': () => json(200, { content: keys }),
    'GET /seller-api-webhooks': () => json(200, { content: [] }),
    ...routes,
  });
  renderWithApp(<IntegrationPage />, { path: '/integracao' });
  return api;
}

describe('IntegrationPage', { timeout: 20_000 }, () => {
  it('says when there is no key yet', async () => {
    renderPage([]);
    expect(await screen.findByText('Nenhuma chave cadastrada ainda')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documentação da API' })).toHaveAttribute('href', '/api/docs');
  });

  it('shows the webhooks under the keys', async () => {
    renderPage([key(1)]);
    expect(await screen.findByText('Nenhum webhook cadastrado ainda')).toBeInTheDocument();
    const [keys, webhooks] = screen.getAllByRole('heading', { level: 2 });
    expect(keys).toHaveTextContent('Chaves API');
    expect(webhooks).toHaveTextContent('Webhooks');
    expect(screen.getByRole('button', { name: 'Novo Webhook' })).toBeInTheDocument();
  });

  it('creates a key titled Chave N, then shows it once with a copy button', async () => {
    const api = renderPage([key(1), key(2)], {
      'POST /seller-api-tokens': (call) =>
        json(201, { ...key(3, { title: (call.body as { title: string }).title }), key: 'cofre_test_SEGREDO123' }),
    });
    const toasts = watchToasts();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova chave API' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova chave API' });
    const title = within(dialog).getByRole('textbox', { name: /Título/ });
    expect(title).toHaveValue('Chave 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    await waitFor(() => expect(api.callsTo('POST', '/seller-api-tokens')).toHaveLength(1));
    expect(api.callsTo('POST', '/seller-api-tokens')[0]!.body).toEqual({ title: 'Chave 3' });
    const shown = await screen.findByRole('dialog', { name: 'Chave API criada' });
    expect(within(shown).getByText('cofre_test_SEGREDO123')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Copiar chave' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Chave API copiada para a área de transferência!' }),
    );
    expect(toasts()).toContainEqual({ color: 'green', message: 'Chave API criada com sucesso!' });
  });

  it('refuses an empty title in the form', async () => {
    const api = renderPage([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova chave API' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova chave API' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Título/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(await within(dialog).findByText('Preenchimento obrigatório!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/seller-api-tokens')).toHaveLength(0);
  });

  it('deactivates after the question, and says when a delete fails', async () => {
    const api = renderPage([key(1)], {
      'PATCH /seller-api-tokens/:id/active': () => json(200, key(1, { active: false })),
      'DELETE /seller-api-tokens/:id': () => apiError(500, 'GEN-500', 'Erro inesperado.'),
    });
    const toasts = watchToasts();
    await userEvent.click(await screen.findByRole('button', { name: 'Ações da chave Chave 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desativar' }));
    const question = await screen.findByRole('dialog', { name: 'Chave 1' });
    expect(question).toHaveTextContent('deixam de funcionar na próxima chamada');
    await userEvent.click(within(question).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/seller-api-tokens/:id/active')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/seller-api-tokens/:id/active')[0]!.body).toEqual({ active: false });
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Chave API desativada com sucesso!' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Ações da chave Chave 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Chave 1' })).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(api.callsTo('DELETE', '/seller-api-tokens/:id')).toHaveLength(1));
    await waitFor(() => expect(toasts().some((toast) => toast.color === 'red')).toBe(true));
  });
});
