import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card, CardLimitsUpdate } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  canceledCard,
  card,
  cardList,
  cardsApi,
  json,
  MARKETING_ID,
  pendingCard,
  plain,
  renderLimits,
  signInAs,
  travelCard,
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

const CARDS = [card(), travelCard(), pendingCard(), canceledCard()];

/** The server: PUT applies every limit sent (or refuses with `refusal`). */
function serverOf(refusal?: Response) {
  let cards: Card[] = CARDS;
  return cardsApi({
    'GET /cards': () => json(200, cardList(cards)),
    'PUT /cards/limits': (call: ApiCall) => {
      if (refusal) return refusal;
      const limits = new Map((call.body as CardLimitsUpdate).limits.map((row) => [row.cardId, row.newLimit]));
      cards = cards.map((item) => ({ ...item, limitValue: limits.get(item.id) ?? item.limitValue }));
      return json(200, cardList(cards));
    },
  });
}

const limitInput = (name: string) => screen.getByRole('textbox', { name: `Limite de ${name}` });
const limitsTable = () => screen.getByRole('table', { name: 'Limites por cartão' });
const rowOf = (name: string) => {
  const row = within(limitsTable()).getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe('/cartao/limites', () => {
  it('shows Saldos Fixos, the global and the remaining limit, and each card not cancelled with its invoice and limit', async () => {
    serverOf();
    renderLimits();
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciar limites' })).toBeVisible();
    const summary = await screen.findByRole('region', { name: 'Resumo dos limites' });
    expect(plain(summary.textContent)).toBe('Saldos FixosR$ 2.000,00Limite globalR$ 1.680,00Limite restanteR$ 760,00');

    const rows = within(limitsTable())
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => plain(cell.textContent)),
      );
    expect(rows).toEqual([
      ['Marketingfinal 1234', 'Limite Fixo', 'R$ 320,00', 'R$ 1.500,00'],
      ['Viagensfinal 9876', 'Saldo Livre', 'R$ 100,00', 'Usa o saldo livre'],
      ['EventosEm emissão', 'Limite Fixo', 'R$ 0,00', 'R$ 500,00'],
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('edits only the Limite Fixo limits and sends only the ones that changed', async () => {
    const api = serverOf();
    const toasts = watchToasts();
    renderLimits();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(within(limitsTable()).getAllByRole('textbox')).toHaveLength(2);
    expect(within(rowOf('Viagens')).queryByRole('textbox')).not.toBeInTheDocument();

    await typeAmount(limitInput('Marketing'), '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Limites atualizados com sucesso.' }),
    );
    expect(api.callsTo('PUT', '/cards/limits')).toHaveLength(1);
    expect(at(api.callsTo('PUT', '/cards/limits'), 0).body).toEqual({
      limits: [{ cardId: MARKETING_ID, newLimit: 200_000 }],
    });
    // Back to view mode, with the saved limit.
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(plain(rowOf('Marketing').textContent)).toContain('R$ 2.000,00');
  });

  it('sends nothing when nothing changed, and Cancelar puts the limits back', async () => {
    const api = serverOf();
    renderLimits();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toBeVisible());
    expect(api.callsTo('PUT', '/cards/limits')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await typeAmount(limitInput('Marketing'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(plain(rowOf('Marketing').textContent)).toContain('R$ 1.500,00');
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(plain((limitInput('Marketing') as HTMLInputElement).value)).toBe('R$ 1.500,00');
    expect(api.callsTo('PUT', '/cards/limits')).toHaveLength(0);
  });

  it('needs a limit on every Limite Fixo card', async () => {
    const api = serverOf();
    renderLimits();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await typeAmount(limitInput('Marketing'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await within(rowOf('Marketing')).findByText('O limite é obrigatório quando o tipo é LIMIT_BALANCE'),
    ).toBeVisible();
    expect(api.callsTo('PUT', '/cards/limits')).toHaveLength(0);
  });

  it('puts the original limits back and shows {code} - {description} when the save is refused', async () => {
    serverOf(apiError(409, 'CRD-006', 'Somente cartões de Limite Fixo têm limite próprio.'));
    const toasts = watchToasts();
    renderLimits();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await typeAmount(limitInput('Marketing'), '200000');
    await typeAmount(limitInput('Eventos'), '90000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'CRD-006 - Somente cartões de Limite Fixo têm limite próprio.',
      }),
    );
    await waitFor(() => expect(plain((limitInput('Marketing') as HTMLInputElement).value)).toBe('R$ 1.500,00'));
    expect(plain((limitInput('Eventos') as HTMLInputElement).value)).toBe('R$ 500,00');
  });

  it('keeps Editar off, saying why, when cards may not be managed', async () => {
    cardsApi({ 'GET /cards': () => json(200, cardList(CARDS, { manageable: false })) });
    renderLimits();
    const edit = await screen.findByRole('button', { name: 'Editar' });
    await waitFor(() => expect(edit).toBeDisabled());
    expect(edit).toHaveAccessibleDescription('A gestão de cartões está bloqueada para esta conta.');
  });
});
