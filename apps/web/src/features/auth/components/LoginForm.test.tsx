import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { LoginForm } from './LoginForm';
import { sessionResponse } from '../../../test/fixtures';

describe('LoginForm', () => {
  it('starts in the e-mail field', () => {
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />, { path: '/login-form' });
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('shows both required messages on an empty submit and calls nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} />, { path: '/login-form' });

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('E-mail é um campo obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Senha é um campo obrigatório.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('rejects an invalid e-mail with the contract message', async () => {
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />, { path: '/login-form' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.passwordRequired)).not.toBeInTheDocument();
  });

  it('signs in with a fresh attemptReference and an Idempotency-Key', async () => {
    const session = sessionResponse();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(session), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} />, { path: '/login-form' });

    await userEvent.type(screen.getByLabelText('E-mail'), ' ana@loja.com.br ');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/auth/sign-in');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ email: 'ana@loja.com.br', password: 'segredo123' });
    expect(body.attemptReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
  });
});
