import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { InvitationForm } from './InvitationForm';

const invitation = {
  email: 'ana@loja.com.br',
  store: 'Loja Exemplo',
  invitedBy: 'Marina Souza',
  expiresAt: '2026-11-27T13:00:00.000Z',
};
const reply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('InvitationForm', () => {
  it('names who invited to which store, then creates the password', async () => {
    const fetchMock = vi.fn(async (url: string) => (url.endsWith('/lookup') ? reply(200, invitation) : reply(204)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<InvitationForm token="abc" />, { path: '/convite/abc' });

    expect(screen.getByRole('heading', { name: 'Você foi convidado para o Cofre' })).toBeInTheDocument();
    expect(
      await screen.findByText('Marina Souza convidou você para acessar a loja Loja Exemplo no Cofre.'),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Senha'), 'senhaForte1');
    await userEvent.type(screen.getByLabelText('Confirme sua senha'), 'senhaForte1');
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/invitations/acceptance');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc', newPassword: 'senhaForte1' });
  });

  it('says an expired invitation expired, without a form', async () => {
    const description = 'Este convite expirou. Peça a quem convidou você para reenviar o convite.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(410, { errors: [{ code: 'AUTH-011', description }] })),
    );
    renderWithApp(<InvitationForm token="abc" />, { path: '/convite/abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(description);
    expect(screen.queryByRole('button', { name: 'Criar senha' })).not.toBeInTheDocument();
  });
});
