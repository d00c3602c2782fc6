import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  cardsApi,
  json,
  MARKETING_ID,
  renderDetail,
  signInAs,
  transaction,
  TRANSACTIONS,
  typeAmount,
  watchToasts,
} from '../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

describe('sandbox controls of a card', () => {
  it("simulates a purchase ('Simular compra'), checked by the contract, and says why it was not approved", async () => {
    await signInAs();
    const api = cardsApi({
      'POST /sandbox/cards/:id/authorizations': () =>
        json(201, transaction({ approved: false, declineReason: 'Cartão bloqueado.' })),
    });
    const toasts = watchToasts();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Simular compra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simular compra (ambiente de testes)' });
    expect(within(dialog).getByRole('textbox', { name: /MCC/ })).toHaveValue('5999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simular' }));
    expect(await within(dialog).findByText('Informe o estabelecimento.')).toBeVisible();
    expect(within(dialog).getByText('Informe um valor maior que zero.')).toBeVisible();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Estabelecimento' }), 'Livraria Centro');
    await typeAmount(within(dialog).getByRole('textbox', { name: 'Valor' }), '4590');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simular' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'Compra não aprovada: Cartão bloqueado.' }),
    );
    const call = at(api.callsTo('POST', '/sandbox/cards/:id/authorizations'), 0);
    expect(call.url.pathname).toBe(`/api/sandbox/cards/${MARKETING_ID}/authorizations`);
    expect(call.body).toEqual({ merchantName: 'Livraria Centro', amount: 4_590, mcc: '5999' });
    // The statement is read again.
    await waitFor(() => expect(api.callsTo('GET', '/cards/:id').length).toBeGreaterThan(1));
  });

  it("reverses an approved purchase with 'Estornar (teste)', offered on that row only", async () => {
    await signInAs();
    const approved = at(TRANSACTIONS, 0);
    const api = cardsApi({
      'POST /sandbox/cards/:id/transactions/:transactionId/reversal': () =>
        json(200, { ...approved, reversed: true, status: 'REVERSED' }),
    });
    const toasts = watchToasts();
    renderDetail();
    const reverse = await screen.findByRole('button', { name: 'Estornar (teste) a compra em Papelaria Central' });
    expect(screen.getAllByRole('button', { name: /Estornar \(teste\)/ })).toHaveLength(1);
    await userEvent.click(reverse);
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Compra estornada.' }));
    expect(at(api.callsTo('POST', '/sandbox/cards/:id/transactions/:transactionId/reversal'), 0).url.pathname).toBe(
      `/api/sandbox/cards/${MARKETING_ID}/transactions/${approved.id}/reversal`,
    );
  });

  it('offers neither outside the sandbox', async () => {
    await signInAs(['SELLER_ADMIN'], { sandbox: false });
    cardsApi();
    renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Marketing' });
    expect(screen.queryByRole('button', { name: 'Simular compra' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Estornar/ })).not.toBeInTheDocument();
  });
});
