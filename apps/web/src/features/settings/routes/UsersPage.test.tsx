import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamUser } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { apiError, fakeApi, json, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import UsersPage from './UsersPage';

const user = (n: number, overrides: Partial<TeamUser> = {}): TeamUser => ({
  id: `3f0c2d4e-1a2b-4c3d-8e9f-${String(n).padStart(12, '0')}`,
  email: `pessoa${n}@loja.com.br`,
  profile: 'SALE',
  status: 'ACTIVE',
  createdAt: '2026-11-20T13:00:00.000Z',
  invitation: null,
  ...overrides,
});
const pending = { state: 'PENDING', expiresAt: '2026-11-27T13:00:00.000Z' } as const;
const TEAM = [
  user(1, { profile: 'ADMIN' }),
  user(2),
  user(3, { status: 'CREATED', invitation: pending }),
  user(4, { status: 'CREATED', invitation: { state: 'EXPIRED', expiresAt: '2026-11-01T13:00:00.000Z' } }),
];

function renderPage(routes: Parameters<typeof fakeApi>[0] = {}) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  const api = fakeApi({ 'GET /users': () => json(200, { content: TEAM }), ...routes });
  renderWithApp(<UsersPage />, { path: '/usuarios' });
  return api;
}
async function table() {
  await screen.findByText('pessoa1@loja.com.br');
  return screen.getByRole('table', { name: 'Usuários da empresa' });
}

describe('UsersPage', { timeout: 20_000 }, () => {
  it('lists e-mail, profile and status; an invitation not yet accepted has no edit', async () => {
    renderPage();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/pessoa1@loja\.com\.brAdministradorATIVO/);
    expect(rows[3]).toHaveTextContent('Convite pendente');
    expect(rows[4]).toHaveTextContent('Convite expirado');
    expect(within(await table()).queryByText('CRIADO')).not.toBeInTheDocument();
    await userEvent.click(within(rows[3]!).getByRole('button', { name: 'Ações de pessoa3@loja.com.br' }));
    expect(await screen.findByRole('menuitem', { name: 'Excluir usuário' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar usuário' })).not.toBeInTheDocument();
  });

  it('sends an invitation not yet accepted again', async () => {
    const api = renderPage({ 'POST /users/:id/invitation': () => new Response(null, { status: 204 }) });
    const toasts = watchToasts();
    const rows = within(await table()).getAllByRole('row');
    await userEvent.click(within(rows[3]!).getByRole('button', { name: 'Ações de pessoa3@loja.com.br' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reenviar convite' }));
    await waitFor(() => expect(api.callsTo('POST', '/users/:id/invitation')).toHaveLength(1));
    expect(api.callsTo('POST', '/users/:id/invitation')[0]!.url.pathname).toBe(`/api/users/${TEAM[2]!.id}/invitation`);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Convite reenviado. O link anterior deixou de valer.',
      }),
    );
  });

  it('invites with e-mail and profile (Salvar waits for both), and says an e-mail in use under the field', async () => {
    let answer = () => apiError(409, 'USR-001', 'Já existe um usuário com este e-mail.');
    const api = renderPage({ 'POST /users': () => answer() });
    const toasts = watchToasts();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Usuário' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'nova@loja.com.br');
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Perfil/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Financeiro' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await within(dialog).findByText('Já existe um usuário com este e-mail.')).toBeInTheDocument();

    answer = () =>
      json(201, user(9, { email: 'nova@loja.com.br', profile: 'FINANCE', status: 'CREATED', invitation: pending }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Usuário criado com sucesso. Enviamos o convite por e-mail.',
      }),
    );
    expect(api.callsTo('POST', '/users').at(-1)!.body).toEqual({ email: 'nova@loja.com.br', profile: 'FINANCE' });
  });

  it('edits the profile and status, and deletes after the question', async () => {
    const api = renderPage({
      'PATCH /users/:id': (call) => json(200, { ...user(2), ...(call.body as object) }),
      'DELETE /users/:id': () => new Response(null, { status: 204 }),
    });
    const toasts = watchToasts();
    const rows = within(await table()).getAllByRole('row');
    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Ações de pessoa2@loja.com.br' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'BLOQUEADO' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/users/:id')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/users/:id')[0]!.body).toEqual({ profile: 'SALE', status: 'BLOCKED' });
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Usuário atualizado com sucesso.' }),
    );

    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Ações de pessoa2@loja.com.br' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir usuário' }));
    const question = await screen.findByRole('dialog', {
      name: 'Tem certeza que deseja excluir o usuário pessoa2@loja.com.br?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/users/:id')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/users/:id')[0]!.url.pathname).toBe(`/api/users/${user(2).id}`);
  });
});
