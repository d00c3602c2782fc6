import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  card,
  cardDetail,
  cardsApi,
  json,
  MARKETING_ID,
  plain,
  renderDetail,
  signInAs,
  watchToasts,
  type ApiCall,
} from '../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const realNow = clock.now;
beforeEach(() => signInAs());
afterEach(() => {
  clock.now = realNow;
});

/** The server's card, changed by each PATCH, status PUT and DELETE. */
function serverOf(initial: Card = card(), answers: Record<string, (call: ApiCall) => Response> = {}) {
  let stored = initial;
  const answer = (next: Partial<Card>) => {
    stored = { ...stored, ...next };
    return json(200, stored);
  };
  return cardsApi({
    'GET /cards/:id': () => json(200, cardDetail({ card: stored })),
    'PATCH /cards/:id': (call) => answer(call.body as Partial<Card>),
    'PUT /cards/:id/status': (call) => {
      const status = (call.body as { status: 'ACTIVE' | 'BLOCKED' }).status;
      return answer({
        status,
        actions: { ...stored.actions, block: status === 'ACTIVE', unblock: status === 'BLOCKED' },
      });
    },
    'DELETE /cards/:id': () => answer({ status: 'CANCELED' }),
    ...answers,
  });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('/cartao/:id', () => {
  it('shows the masked card, its name, status, type, limit, the open invoice and the statement', async () => {
    serverOf();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'Marketing' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Cartão de crédito' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gerenciar cartões' })).toHaveAttribute('href', '/cartao');

    const visual = screen.getByRole('group', { name: 'Cartão Marketing, final 1234' });
    expect(visual).toHaveTextContent('•••• •••• •••• 1234');
    expect(visual).toHaveTextContent('CVV•••');
    expect(visual).toHaveTextContent('Validade••/••••');
    expect(visual).not.toHaveTextContent('05/2031');

    expect(screen.getByText('Ativo')).toBeVisible();
    expect(screen.getByText('Limite Fixo')).toBeVisible();
    const invoice = screen.getByRole('region', { name: 'Fatura aberta' });
    expect(plain(invoice.textContent)).toContain('Valor da faturaR$ 320,00');
    expect(plain(invoice.textContent)).toContain('Limite restanteR$ 1.180,00');
    expect(invoice).toHaveTextContent('renova em 01/06/2026');

    expect(screen.getByRole('tab', { name: 'Extrato' })).toHaveAttribute('aria-selected', 'true');
    const statement = screen.getByRole('table', { name: 'Extrato do cartão' });
    const rows = within(statement)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => plain(cell.textContent)),
      );
    // 12:30 UTC is 09:30 in São Paulo.
    expect(at(rows, 0).slice(0, 5)).toEqual(['10/05/2026 09:30', 'Papelaria Central', 'R$ 120,00', 'Aprovado', '—']);
    expect(at(rows, 1).slice(0, 5)).toEqual([
      '09/05/2026 15:05',
      'Hotel Praia',
      'R$ 2.000,00',
      'Não aprovado',
      'Limite do cartão insuficiente.',
    ]);
    expect(at(rows, 2).slice(0, 5)).toEqual(['08/05/2026 07:00', 'Café Aroma', 'R$ 15,50', 'Estornado', '—']);
  });

  it('says Sem dados da fatura when the month has no purchase', async () => {
    cardsApi({ 'GET /cards/:id': () => json(200, cardDetail({ transactions: [] })) });
    renderDetail();
    expect(await screen.findByText('Sem dados da fatura')).toBeVisible();
  });

  it("offers each action as the card's status shows it and enables it as the server's actions say", async () => {
    serverOf(
      card({ actions: { open: true, block: false, unblock: false, cancel: false, rename: false, reveal: false } }),
    );
    renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Marketing' });
    expect(button('Ver dados')).toBeDisabled();
    expect(button('Bloquear')).toBeDisabled();
    expect(button('Cancelar')).toBeDisabled();
    expect(button('Renomear cartão')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).not.toBeInTheDocument();
  });

  it('shows no block or cancel on a cancelled card', async () => {
    serverOf(
      card({
        status: 'CANCELED',
        actions: { open: true, block: false, unblock: false, cancel: false, rename: false, reveal: false },
      }),
    );
    renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Marketing' });
    expect(screen.queryByRole('button', { name: 'Bloquear' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.getByText('Cancelado')).toBeVisible();
  });

  it('blocks and unblocks the card, saying the status changed', async () => {
    const api = serverOf();
    const toasts = watchToasts();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Bloquear' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Situação do cartão alterada com sucesso.' }),
    );
    expect(at(api.callsTo('PUT', '/cards/:id/status'), 0).body).toEqual({ status: 'BLOCKED' });
    expect(at(api.callsTo('PUT', '/cards/:id/status'), 0).url.pathname).toBe(`/api/cards/${MARKETING_ID}/status`);
    expect(await screen.findByText('Bloqueado')).toBeVisible();

    await userEvent.click(button('Desbloquear'));
    await waitFor(() => expect(api.callsTo('PUT', '/cards/:id/status')).toHaveLength(2));
    expect(at(api.callsTo('PUT', '/cards/:id/status'), 1).body).toEqual({ status: 'ACTIVE' });
    expect(await screen.findByRole('button', { name: 'Bloquear' })).toBeEnabled();
  });

  it("shows a refused block as the server's {code} - {description}", async () => {
    serverOf(card(), { 'PUT /cards/:id/status': () => apiError(409, 'CRD-004', 'O cartão já está neste estado.') });
    const toasts = watchToasts();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Bloquear' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'CRD-004 - O cartão já está neste estado.' }),
    );
    expect(screen.getByText('Ativo')).toBeVisible();
  });

  it('cancels only after confirming, then says it was deleted and goes back to /cartao', async () => {
    const api = serverOf();
    const toasts = watchToasts();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancelar cartão' });
    expect(dialog).toHaveTextContent('O cartão Marketing será cancelado de forma permanente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/cards/:id')).toHaveLength(0);

    await userEvent.click(button('Cancelar'));
    dialog = await screen.findByRole('dialog', { name: 'Cancelar cartão' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar cartão' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Cartão excluído com sucesso.' }));
    expect(api.callsTo('DELETE', '/cards/:id')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cartao$/));
  });

  it('renames the card: the name starts filled, Salvar is off while empty', async () => {
    const api = serverOf();
    const toasts = watchToasts();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Renomear cartão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renomear cartão' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome do cartão' });
    expect(name).toHaveValue('Marketing');
    expect(name).toHaveAttribute('maxlength', '20');
    await userEvent.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.type(name, '   ');
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Viagens');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Cartão renomeado com sucesso.' }));
    expect(at(api.callsTo('PATCH', '/cards/:id'), 0).body).toEqual({ cardName: 'Viagens' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Viagens' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not found for an unknown card or an id that cannot be one', async () => {
    cardsApi({ 'GET /cards/:id': () => apiError(404, 'CRD-001', 'Cartão não encontrado.') });
    const toasts = watchToasts();
    renderDetail();
    expect(await screen.findByText('Página não encontrada')).toBeVisible();
    expect(toasts()).toEqual([]);
  });

  it('says a PENDING card is still being made (409 CRD-002), with the way back', async () => {
    cardsApi({
      'GET /cards/:id': () => apiError(409, 'CRD-002', 'Este cartão ainda está sendo gerado pelo emissor.'),
    });
    renderDetail();
    expect(await screen.findByText('Este cartão ainda está sendo gerado pelo emissor.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gerenciar cartões' })).toHaveAttribute('href', '/cartao');
    expect(button('Tentar novamente')).toBeVisible();
  });
});
