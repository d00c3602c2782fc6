import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { NewPasswordForm } from './NewPasswordForm';

describe('NewPasswordForm', () => {
  it('shows the mismatch message and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<NewPasswordForm token="abc" />, { path: '/redefinir-senha/abc' });

    await userEvent.type(screen.getByLabelText('Senha'), 'senhaForte1');
    await userEvent.type(screen.getByLabelText('Confirme sua senha'), 'senhaForte2');
    await userEvent.click(screen.getByRole('button', { name: 'Definir nova senha' }));

    expect(await screen.findByText('As senhas precisam ser iguais')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the required messages on an empty submit', async () => {
    renderWithApp(<NewPasswordForm token="abc" />, { path: '/redefinir-senha/abc' });
    await userEvent.click(screen.getByRole('button', { name: 'Definir nova senha' }));
    expect(await screen.findByText('O campo senha é obrigatório!')).toBeInTheDocument();
    expect(screen.getByText('O campo confirme sua senha é obrigatório!')).toBeInTheDocument();
  });

  it('sends token and new password, then returns to /login after 2 s', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<NewPasswordForm token="abc" />, { path: '/redefinir-senha/abc' });

    await userEvent.type(screen.getByLabelText('Senha'), 'senhaForte1');
    await userEvent.type(screen.getByLabelText('Confirme sua senha'), 'senhaForte1');
    await userEvent.click(screen.getByRole('button', { name: 'Definir nova senha' }));

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/password-tokens');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc', newPassword: 'senhaForte1' });
    expect(screen.queryByText('Página de login')).not.toBeInTheDocument();
    expect(await screen.findByText('Página de login', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
