import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { sessionStore } from '../../../lib/session';
import { apiError, fakeApi, json } from '../test/fakeApi';
import ThreeDSecurePage from './ThreeDSecurePage';
import { at } from '../../../test/at';

const challenge = {
  challengeId: 'ch_123',
  sellerName: 'Loja da Ana',
  amount: 12990,
  cardLast4: '4242',
  cardBrand: 'Visa',
  status: 'PENDING' as const,
};

function renderPage(path = '/3ds?challenge=ch_123') {
  sessionStore.clear();
  return renderWithApp(<ThreeDSecurePage />, { path });
}

async function typeCode(code: string) {
  const first = at(await screen.findAllByRole('textbox', { name: 'Código de verificação, dígito 1 de 6' }), 0);
  await userEvent.click(first);
  await userEvent.keyboard(code);
}

describe('ThreeDSecurePage (/3ds, public)', () => {
  it('shows the purchase and the sandbox note, and confirms the code without a session', async () => {
    const api = fakeApi({
      'GET /public/3ds/:id': () => json(200, challenge),
      'POST /public/3ds/:id': () => json(200, { ...challenge, status: 'APPROVED' }),
    });
    renderPage();
    expect(await screen.findByText('Loja da Ana')).toBeInTheDocument();
    expect(screen.getByText('R$ 129,90')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByText('Ambiente de testes: use o código 123456.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();

    await typeCode('123456');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await screen.findByText('Pagamento autenticado. Você já pode fechar esta página.')).toBeInTheDocument();
    const post = at(api.callsTo('POST', '/public/3ds/:id'), 0);
    expect(post.url.pathname).toBe('/api/public/3ds/ch_123');
    expect(post.body).toEqual({ code: '123456' });
    expect(post.headers.Authorization).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
  });

  it("says 'Autenticação recusada.' when the answer is FAILED", async () => {
    fakeApi({
      'GET /public/3ds/:id': () => json(200, challenge),
      'POST /public/3ds/:id': () => json(200, { ...challenge, status: 'FAILED' }),
    });
    renderPage();
    await typeCode('654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Autenticação recusada.')).toBeInTheDocument();
  });

  it('shows the returned error and lets the buyer try again', async () => {
    fakeApi({
      'GET /public/3ds/:id': () => json(200, challenge),
      'POST /public/3ds/:id': () => apiError(400, 'CHG-005', 'Código de verificação incorreto.'),
    });
    renderPage();
    await typeCode('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Código de verificação incorreto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });

  it('shows an already answered challenge as such', async () => {
    fakeApi({ 'GET /public/3ds/:id': () => json(200, { ...challenge, status: 'APPROVED' }) });
    renderPage();
    expect(await screen.findByText('Pagamento autenticado. Você já pode fechar esta página.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
  });

  it('says it goes back to the checkout when the buyer came from one', async () => {
    fakeApi({ 'GET /public/3ds/:id': () => json(200, { ...challenge, status: 'APPROVED' }) });
    renderPage(`/3ds?challenge=${challenge.challengeId}&volta=${encodeURIComponent('/pagar/abc?pagamento=def')}`);
    expect(await screen.findByText('Pagamento autenticado. Voltando ao pagamento…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao pagamento' })).toHaveAttribute(
      'href',
      '/pagar/abc?pagamento=def',
    );
  });

  it('says an unknown challenge is not available', async () => {
    fakeApi({ 'GET /public/3ds/:id': () => apiError(404, 'GEN-404', 'Registro não encontrado.') });
    renderPage('/3ds?challenge=nope');
    expect(await screen.findByText('Esta autenticação não existe ou não está mais disponível.')).toBeInTheDocument();
  });

  it('says the link is invalid without a challenge, and asks nothing', async () => {
    const api = fakeApi({});
    renderPage('/3ds');
    expect(
      screen.getByText('Link de autenticação inválido. Abra novamente o link recebido com a cobrança.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});
