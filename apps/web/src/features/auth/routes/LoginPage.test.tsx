import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { prefetchSignedInArea } from '../hooks/useCompleteSignIn';
import LoginPage from './LoginPage';

vi.mock('../hooks/useCompleteSignIn', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  prefetchSignedInArea: vi.fn(),
}));

describe('/login', () => {
  it('fetches the signed-in area on the first input, not when the page focuses its e-mail field', async () => {
    renderWithApp(<LoginPage />, { path: '/entrar-teste' });
    const email = await screen.findByLabelText('E-mail');
    fireEvent.focus(email);
    expect(prefetchSignedInArea).not.toHaveBeenCalled();
    // A password manager's fill is an input event with no key pressed.
    fireEvent.input(email, { target: { value: 'ana@loja.dev' } });
    expect(prefetchSignedInArea).toHaveBeenCalled();
  });
});
