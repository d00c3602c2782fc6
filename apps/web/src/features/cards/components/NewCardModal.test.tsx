import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  card,
  cardsApi,
  json,
  pendingCard,
  renderList,
  signInAs,
  typeAmount,
  watchToasts,
  type ApiCall,
} from '../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const realNow = clock.now;
beforeEach(() => signInAs());
afterEach(() => {
  clock.now = realNow;
});

async function openModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Novo cartão' }));
  return screen.findByRole('dialog', { name: 'Novo cartão de crédito' });
}

const created = (call: ApiCall) => {
  const body = call.body as { cardName: string; limitType: 'FREE_BALANCE' | 'LIMIT_BALANCE'; newLimit: number | null };
  return json(201, pendingCard({ cardName: body.cardName, type: body.limitType, limitValue: body.newLimit }));
};

describe('Novo cartão de crédito', () => {
  it('asks for the name, counts its characters up to 20, and sends a Saldo Livre card without a limit', async () => {
    const api = cardsApi({ 'POST /cards': created });
    const toasts = watchToasts();
    renderList();
    const dialog = await openModal();
    const name = within(dialog).getByRole('textbox', { name: 'Nome do cartão' });
    expect(name).toHaveAttribute('maxlength', '20');
    expect(within(dialog).getByText('0/20')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Saldo Livre' })).toBeChecked();
    // Saldo Livre has no limit field.
    expect(within(dialog).queryByRole('textbox', { name: 'Limite' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar cartão' }));
    expect(await within(dialog).findByText('Este campo é obrigatório')).toBeVisible();
    expect(api.callsTo('POST', '/cards')).toHaveLength(0);

    await userEvent.type(name, 'Viagens da equipe de vendas');
    expect(name).toHaveValue('Viagens da equipe de');
    expect(within(dialog).getByText('20/20')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar cartão' }));

    await waitFor(() => expect(api.callsTo('POST', '/cards')).toHaveLength(1));
    const post = at(api.callsTo('POST', '/cards'), 0);
    expect(post.body).toEqual({ cardName: 'Viagens da equipe de', limitType: 'FREE_BALANCE', newLimit: null });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Cartão solicitado. Ele fica disponível assim que o emissor o gerar.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again, with the new card.
    await waitFor(() => expect(api.callsTo('GET', '/cards').length).toBeGreaterThan(1));
  });

  it('needs a limit for Limite Fixo, held to R$ 99.999.999,99, and sends it in centavos', async () => {
    const api = cardsApi({ 'POST /cards': () => json(201, card({ cardName: 'Eventos' })) });
    const toasts = watchToasts();
    renderList();
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome do cartão' }), 'Eventos');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Limite Fixo' }));
    const limit = within(dialog).getByRole('textbox', { name: 'Limite' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar cartão' }));
    expect(await within(dialog).findByText('O limite é obrigatório quando o tipo é LIMIT_BALANCE')).toBeVisible();
    expect(api.callsTo('POST', '/cards')).toHaveLength(0);

    // An 11th digit is not taken: the field stops at 15 characters' worth.
    await typeAmount(limit, '99999999999');
    expect((limit as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('R$ 99.999.999,99');
    await typeAmount(limit, '250000');
    expect(within(dialog).queryByText('O limite é obrigatório quando o tipo é LIMIT_BALANCE')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar cartão' }));

    await waitFor(() => expect(api.callsTo('POST', '/cards')).toHaveLength(1));
    expect(at(api.callsTo('POST', '/cards'), 0).body).toEqual({
      cardName: 'Eventos',
      limitType: 'LIMIT_BALANCE',
      newLimit: 250_000,
    });
    // Made at once (ACTIVE): it says the card is ready.
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Cartão gerado com sucesso.' }));
  });

  it('keeps one Idempotency-Key for the tries of one opening, and takes a new one on the next opening', async () => {
    let failures = 1;
    const api = cardsApi({
      'POST /cards': (call) => {
        if (failures-- > 0) return apiError(503, 'GEN-503', 'Serviço indisponível.');
        return created(call);
      },
    });
    const toasts = watchToasts();
    renderList();
    let dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome do cartão' }), 'Marketing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar cartão' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'red', message: 'GEN-503 - Serviço indisponível.' }));
    // The modal stays, with what was typed.
    expect(within(dialog).getByRole('textbox', { name: 'Nome do cartão' })).toHaveValue('Marketing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar cartão' }));
    await waitFor(() => expect(api.callsTo('POST', '/cards')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', '/cards').map((call) => call.headers['Idempotency-Key']);
    expect(second).toBe(first);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openModal();
    expect(within(dialog).getByRole('textbox', { name: 'Nome do cartão' })).toHaveValue('');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome do cartão' }), 'Outro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar cartão' }));
    await waitFor(() => expect(api.callsTo('POST', '/cards')).toHaveLength(3));
    expect(at(api.callsTo('POST', '/cards'), 2).headers['Idempotency-Key']).not.toBe(first);
  });

  it("shows the server's refusal as {code} - {description}", async () => {
    cardsApi({
      'POST /cards': () => apiError(409, 'CRD-009', 'Esta conta já tem o número máximo de cartões (100).'),
    });
    const toasts = watchToasts();
    renderList();
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome do cartão' }), 'Marketing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar cartão' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'CRD-009 - Esta conta já tem o número máximo de cartões (100).',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Novo cartão de crédito' })).toBeVisible();
  });
});
