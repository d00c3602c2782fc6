import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import TwoFactorForm from './TwoFactorForm';
import { sessionResponse } from '../../../test/fixtures';
import { apiError, watchToasts } from '../../../test/fakeApi';

const challenge = {
  email: 'ana@loja.com.br',
  roles: ['TWO_FACTOR_AUTH'] as ['TWO_FACTOR_AUTH'],
  token: '2FA',
  expiresIn: 300,
};

describe('TwoFactorForm', () => {
  it('enables Entrar only with six digits', async () => {
    renderWithApp(<TwoFactorForm challenge={challenge} onVerified={vi.fn()} onBack={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Entrar' });
    const input = screen.getByLabelText('Código de verificação');

    expect(button).toBeDisabled();
    await userEvent.type(input, '12345');
    expect(button).toBeDisabled();
    await userEvent.type(input, 'a');
    expect(input).toHaveValue('12345');
    expect(button).toBeDisabled();
    await userEvent.type(input, '6');
    expect(input).toHaveValue('123456');
    expect(button).toBeEnabled();
    await userEvent.clear(input);
    expect(button).toBeDisabled();
  });

  it('verifies the code with the two-factor token as bearer', async () => {
    const session = sessionResponse();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(session), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onVerified = vi.fn();
    renderWithApp(<TwoFactorForm challenge={challenge} onVerified={onVerified} onBack={vi.fn()} />);

    await userEvent.type(screen.getByLabelText('Código de verificação'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith(session));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/twofactor/verify');
    expect(JSON.parse(String(init.body))).toEqual({ pin: '654321', type: 'WEB' });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer 2FA');
  });

  it('tells a wrong code in a toast without writing an error to the console (issue 14, defect 10)', async () => {
    // Fails before the fix: the refused code was logged with console.error and its stack trace.
    vi.stubGlobal('fetch', async () => apiError(401, 'AUTH-003', 'Código inválido.'));
    const consoleError = vi.spyOn(console, 'error');
    const toasts = watchToasts();
    const onVerified = vi.fn();
    renderWithApp(<TwoFactorForm challenge={challenge} onVerified={onVerified} onBack={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Código de verificação'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await vi.waitFor(() => expect(toasts()).toContainEqual({ color: 'red', message: 'AUTH-003 - Código inválido.' }));
    expect(onVerified).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead, and goes back to the app code', async () => {
    const session = sessionResponse();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(session), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onVerified = vi.fn();
    renderWithApp(<TwoFactorForm challenge={challenge} onVerified={onVerified} onBack={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
    expect(screen.queryByLabelText('Código de verificação')).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Código de recuperação' });
    const enter = screen.getByRole('button', { name: 'Entrar' });
    expect(enter).toBeDisabled();
    await userEvent.type(input, 'abc');
    await userEvent.click(enter);
    expect(
      await screen.findByText('O código de recuperação tem 8 letras e números, no formato xxxx-xxxx.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'K7M2-P9QX');
    await userEvent.click(enter);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith(session));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ pin: 'K7M2-P9QX', type: 'WEB' });

    await userEvent.click(screen.getByRole('button', { name: 'Usar o código do aplicativo' }));
    expect(screen.getByLabelText('Código de verificação')).toHaveValue('');
  });

  it('opens the help dialog', async () => {
    renderWithApp(<TwoFactorForm challenge={challenge} onVerified={vi.fn()} onBack={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Está com dificuldades para acessar?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Está com dificuldades para acessar?' });
    expect(dialog).toHaveTextContent('suporte@cofre.dev');
    expect(dialog).toHaveTextContent('(11) 4000-0000');
  });
});
