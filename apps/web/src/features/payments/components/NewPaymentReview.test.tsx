import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBRL, type PixPaymentStatus } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  choose,
  CPF_KEY,
  json,
  paymentsApi,
  pixPayment,
  plain,
  RECIPIENT,
  renderPage,
  signInAs,
  typeAmount,
  watchToasts,
  type ApiCall,
} from '../test/fixtures';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const form = () => screen.getByRole('region', { name: 'Pagamento PIX' });
const created = (status: PixPaymentStatus) => (call: ApiCall) =>
  json(201, pixPayment({ ...(call.body as object), status }));

/** Fills the form with a valid payment of `digits` centavos and opens its review. */
async function reviewPayment(digits: string, day?: string) {
  const button = within(form()).getByRole('button', { name: 'Revisar pagamento' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.type(within(form()).getByRole('textbox', { name: 'Chave PIX' }), '529.982.247-25');
  await typeAmount('Valor', digits);
  if (day) {
    const date = within(form()).getByRole('textbox', { name: 'Data de pagamento' });
    await userEvent.clear(date);
    await userEvent.type(date, day);
    await userEvent.tab();
  }
  await choose(form(), 'Centro de custo', 'Vendas');
  await userEvent.type(within(form()).getByRole('textbox', { name: 'Descrição (opcional)' }), 'Fornecedor de maio');
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: 'Revisão de Pagamento PIX' });
}

describe('Revisão de Pagamento PIX', { timeout: 30_000 }, () => {
  it('shows the directory’s recipient, pays in centavos with an Idempotency-Key, then resets and refreshes', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({ 'POST /payments/pix': created('processing') });
    const toasts = watchToasts();
    renderPage();
    const dialog = await reviewPayment('50000');

    const text = () => plain(dialog.textContent);
    await waitFor(() => expect(text()).toContain('Maria da Silva'));
    expect(at(api.callsTo('POST', '/payments/pix/recipient'), 0).body).toEqual({ key: CPF_KEY });
    for (const shown of [
      '529.982.247-25',
      'CPF',
      'Banco Sandbox S.A.',
      '***.982.247-**',
      'R$ 500,00',
      '10/05/2026',
      'Vendas',
      'Fornecedor de maio',
    ])
      expect(text()).toContain(shown);

    const balanceReads = api.callsTo('GET', '/payments/balance').length;
    const listReads = api.callsTo('GET', '/payments/pix').length;
    // Under the R$ 1.000,00 threshold, and an administrator may approve: 'Pagar'.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento PIX aprovado e processado com sucesso!' }),
    );
    const post = at(api.callsTo('POST', '/payments/pix'), 0);
    expect(post.body).toEqual({
      key: CPF_KEY,
      amount: 50_000,
      paymentDate: '2026-05-10',
      costCenter: 'vendas',
      description: 'Fornecedor de maio',
    });
    expect(post.headers['Idempotency-Key']).toMatch(UUID);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form()).getByRole('textbox', { name: 'Chave PIX' })).toHaveValue('');
    expect(within(form()).getByRole('textbox', { name: 'Valor' })).toHaveValue(formatBRL(0));
    await waitFor(() => expect(api.callsTo('GET', '/payments/balance').length).toBeGreaterThan(balanceReads));
    expect(api.callsTo('GET', '/payments/pix').length).toBeGreaterThan(listReads);
  });

  it('saves for approval from the threshold on, and says so', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({ 'POST /payments/pix': created('pending_approval') });
    const toasts = watchToasts();
    renderPage();
    const dialog = await reviewPayment('100000');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar para Aprovação' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento salvo para aprovação' }));
    expect(at(api.callsTo('POST', '/payments/pix'), 0).body).toMatchObject({ amount: 100_000 });
  });

  it('offers only Salvar para Aprovação to whoever may not approve, whatever the amount', async () => {
    await signInAs(['SELLER_BACKOFFICE']);
    paymentsApi();
    renderPage();
    const dialog = await reviewPayment('100');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar para Aprovação' })).toBeEnabled());
    expect(within(dialog).queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
  });

  it('says a later day was scheduled', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({ 'POST /payments/pix': created('scheduled') });
    const toasts = watchToasts();
    renderPage();
    const dialog = await reviewPayment('5000', '15/05/2026');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pagar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento PIX agendado com sucesso!' }),
    );
    expect(at(api.callsTo('POST', '/payments/pix'), 0).body).toMatchObject({ paymentDate: '2026-05-15' });
  });

  it('stays open with the server’s words on a refusal; a new key only once the server has answered', async () => {
    await signInAs(['SELLER_ADMIN']);
    const answers = [
      () => apiError(503, 'PAY-008', 'O diretório do Pix não respondeu. Tente novamente em instantes.'),
      () => apiError(409, 'PAY-003', 'Saldo insuficiente para realizar o pagamento. Saldo disponível: R$ 5.000,00'),
      created('processing'),
    ];
    const api = paymentsApi({ 'POST /payments/pix': (call) => answers.shift()!(call) });
    renderPage();
    const dialog = await reviewPayment('5000');
    const pay = await within(dialog).findByRole('button', { name: 'Pagar' });

    await userEvent.click(pay);
    expect(
      await within(dialog).findByText('O diretório do Pix não respondeu. Tente novamente em instantes.'),
    ).toBeVisible();
    await userEvent.click(pay);
    await waitFor(() => expect(plain(dialog.textContent)).toContain('Saldo insuficiente para realizar o pagamento.'));
    expect(screen.getByRole('dialog', { name: 'Revisão de Pagamento PIX' })).toBeVisible();
    await userEvent.click(pay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const keys = api.callsTo('POST', '/payments/pix').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    // A 503 may not have been done: the same key; a 409 was answered: the next try is a new request.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('keeps Pagar off when the directory does not know the key, saying why', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({
      'POST /payments/pix/recipient': () =>
        apiError(422, 'PAY-007', 'Chave PIX não encontrada no diretório do Pix. Confira a chave digitada.'),
    });
    renderPage();
    const dialog = await reviewPayment('5000');
    expect(await within(dialog).findByText('Não foi possível confirmar o favorecido')).toBeVisible();
    expect(
      within(dialog).getByText('Chave PIX não encontrada no diretório do Pix. Confira a chave digitada.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Pagar' })).toBeDisabled();
    expect(api.callsTo('POST', '/payments/pix')).toHaveLength(0);
  });

  it('hides the recipient badge when the directory names nobody better than Beneficiário', async () => {
    await signInAs(['SELLER_ADMIN']);
    paymentsApi({ 'POST /payments/pix/recipient': () => json(200, { ...RECIPIENT, name: 'Beneficiário' }) });
    renderPage();
    const dialog = await reviewPayment('5000');
    await waitFor(() => expect(dialog).toHaveTextContent('Banco Sandbox S.A.'));
    expect(within(dialog).queryByText('Favorecido')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Beneficiário');
  });
});
