import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  cardDetail,
  cardsApi,
  json,
  MARKETING_ID,
  renderDetail,
  signInAs,
  typeCode,
  watchToasts,
} from '../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const SECRETS = { pan: '4111111111111234', cvv: '987', expiry: '05/2031' };
const CODE_LABEL = 'Código do aplicativo autenticador';

const realNow = clock.now;
beforeEach(() => signInAs());
afterEach(() => {
  clock.now = realNow;
  vi.restoreAllMocks();
});

async function openReveal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ver dados' }));
  return screen.findByRole('dialog', { name: 'Dados do cartão' });
}

describe("'Ver dados' (D24)", () => {
  it('asks the authenticator code, then shows the number in groups of 4, the CVV and the expiry; closing forgets them', async () => {
    const api = cardsApi({ 'POST /cards/:id/reveal': () => json(200, SECRETS) });
    renderDetail();
    let dialog = await openReveal();
    expect(dialog).toHaveTextContent('Para ver os dados do cartão, confirme sua identidade.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('O código tem 6 dígitos.')).toBeVisible();
    expect(api.callsTo('POST', '/cards/:id/reveal')).toHaveLength(0);

    await typeCode(CODE_LABEL, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('4111 1111 1111 1234')).toBeVisible();
    expect(within(dialog).getByText('987')).toBeVisible();
    expect(within(dialog).getByText('05/2031')).toBeVisible();
    const reveal = at(api.callsTo('POST', '/cards/:id/reveal'), 0);
    expect(reveal.url.pathname).toBe(`/api/cards/${MARKETING_ID}/reveal`);
    expect(reveal.body).toEqual({ code: '123456' });
    // The card visual stays masked behind the modal.
    expect(screen.getByRole('group', { name: 'Cartão Marketing, final 1234', hidden: true })).not.toHaveTextContent(
      '4111',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent('4111 1111 1111 1234');
    expect(document.body).not.toHaveTextContent('987');

    // Opened again, it asks again.
    dialog = await openReveal();
    expect(within(dialog).getByRole('textbox', { name: `${CODE_LABEL}, dígito 1 de 6` })).toHaveValue('');
    expect(within(dialog).queryByText('4111 1111 1111 1234')).not.toBeInTheDocument();
  });

  it('copies the number and says Número do cartão copiado para a área de transferência!', async () => {
    cardsApi({ 'POST /cards/:id/reveal': () => json(200, SECRETS) });
    const toasts = watchToasts();
    renderDetail();
    const dialog = await openReveal();
    await typeCode(CODE_LABEL, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const copy = await within(dialog).findByRole('button', { name: 'Copiar número' });
    // user-event's own clipboard, watched.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('4111111111111234');
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Número do cartão copiado para a área de transferência!',
      }),
    );
  });

  it('asks the password when the user has no two-factor', async () => {
    const api = cardsApi({
      'GET /cards/:id': () => json(200, cardDetail({ stepUp: 'password' })),
      'POST /cards/:id/reveal': () => json(200, SECRETS),
    });
    renderDetail();
    const dialog = await openReveal();
    expect(within(dialog).queryByRole('textbox', { name: `${CODE_LABEL}, dígito 1 de 6` })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Este campo é obrigatório')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Sua senha/), 'segredo-forte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('4111 1111 1111 1234')).toBeVisible();
    expect(at(api.callsTo('POST', '/cards/:id/reveal'), 0).body).toEqual({ password: 'segredo-forte' });
  });

  it('shows a refused code as {code} - {description} and asks again', async () => {
    cardsApi({ 'POST /cards/:id/reveal': () => apiError(400, 'CRD-008', 'Código ou senha incorretos.') });
    const toasts = watchToasts();
    renderDetail();
    const dialog = await openReveal();
    await typeCode(CODE_LABEL, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'CRD-008 - Código ou senha incorretos.' }),
    );
    expect(within(dialog).getByRole('textbox', { name: `${CODE_LABEL}, dígito 1 de 6` })).toHaveValue('');
  });
});
