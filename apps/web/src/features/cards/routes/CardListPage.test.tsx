import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  card,
  cardList,
  cardsApi,
  json,
  MARKETING_ID,
  NOT_IN_TOASTS,
  onPhone,
  pendingCard,
  plain,
  renderList,
  signInAs,
  travelCard,
  watchToasts,
} from '../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const realNow = clock.now;
beforeEach(() => signInAs());
afterEach(() => {
  clock.now = realNow;
});

const table = () => screen.getByRole('table', { name: 'Cartões de crédito' });
/** The data rows' cells as text (the header row left out). */
const rowTexts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    );

describe('/cartao', () => {
  it('shows the Fatura total bar with both values, and each card with its masked number, name, type and status', async () => {
    cardsApi();
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Cartões de crédito' })).toBeVisible();
    const total = await screen.findByRole('region', { name: 'Fatura total' });
    // R$ 420,00 of R$ 1.680,00: 25%.
    expect(within(total).getByRole('progressbar', { name: 'Fatura total em relação ao limite total' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(plain(total.textContent)).toContain('R$ 420,00');
    expect(plain(total.textContent)).toContain('R$ 1.680,00');

    await waitFor(() => expect(rowTexts()).toHaveLength(4));
    expect(at(rowTexts(), 0)).toEqual(['final 1234', 'Marketing', 'Limite Fixo', 'Ativo', 'R$ 320,00', 'R$ 1.180,00']);
    expect(at(rowTexts(), 1)).toEqual(['final 9876', 'Viagens', 'Saldo Livre', 'Ativo', 'R$ 100,00', 'R$ 4.000,00']);
    expect(at(rowTexts(), 2)).toEqual(['Em emissão', 'Eventos', 'Limite Fixo', 'Pendente', 'R$ 0,00', '—']);
    expect(at(rowTexts(), 3)).toEqual(['final 5555', 'Antigo', 'Saldo Livre', 'Cancelado', 'R$ 0,00', '—']);
  });

  it('opens a card by its row link, but a PENDING card has no link', async () => {
    cardsApi();
    renderList();
    // The row is the link: its first cell (the masked number) on a table.
    const marketing = await screen.findByRole('link', { name: 'final 1234' });
    expect(marketing).toHaveAttribute('href', `/cartao/${MARKETING_ID}`);
    const pendingRow = screen.getByText('Eventos').closest('tr');
    expect(pendingRow).not.toBeNull();
    expect(within(pendingRow!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(pendingRow!).getByText('Em emissão')).toBeVisible();

    await userEvent.click(marketing);
    expect(screen.getByTestId('location')).toHaveTextContent(`/cartao/${MARKETING_ID}`);
  });

  it('sorts by name and by status on the client, keeping the order in the URL', async () => {
    const api = cardsApi({
      'GET /cards': () =>
        json(
          200,
          cardList([
            travelCard(),
            card({ status: 'BLOCKED' }),
            card({ id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', cardName: 'Compras' }),
          ]),
        ),
    });
    renderList();
    await waitFor(() => expect(rowTexts()).toHaveLength(3));
    const names = () => rowTexts().map((cells) => at(cells, 1));
    expect(names()).toEqual(['Viagens', 'Marketing', 'Compras']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nome (A–Z)' }));
    expect(names()).toEqual(['Compras', 'Marketing', 'Viagens']);
    expect(screen.getByTestId('location')).toHaveTextContent('/cartao?ordem=name-asc');

    await userEvent.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Status (Z–A)' }));
    // Bloqueado after Ativo: descending puts it first; the two active ones by name, descending.
    expect(names()).toEqual(['Marketing', 'Viagens', 'Compras']);
    expect(api.callsTo('GET', '/cards')).toHaveLength(1);
  });

  it('says so when there are no cards', async () => {
    cardsApi({ 'GET /cards': () => json(200, cardList([])) });
    renderList();
    expect(await screen.findByText('Sem dados de cartões de crédito.')).toBeVisible();
  });

  it('shows a failed load as a toast {code} - {description} and offers a retry', async () => {
    let fail = true;
    cardsApi({
      'GET /cards': () => (fail ? apiError(503, 'GEN-503', 'Serviço indisponível.') : json(200, cardList([card()]))),
    });
    const toasts = watchToasts();
    renderList();
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'red', message: 'GEN-503 - Serviço indisponível.' }));
    expect(screen.getByText('GEN-503 - Serviço indisponível.', { ignore: NOT_IN_TOASTS })).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'final 1234' })).toBeVisible();
  });

  it('turns Gerenciar limites and Novo cartão off, saying why, when cards may not be managed', async () => {
    cardsApi({ 'GET /cards': () => json(200, cardList([card()], { manageable: false })) });
    renderList();
    const why = await screen.findByText('A gestão de cartões está bloqueada para esta conta.');
    const create = screen.getByRole('button', { name: 'Novo cartão' });
    const limits = screen.getByRole('button', { name: 'Gerenciar limites' });
    expect(create).toBeDisabled();
    expect(limits).toBeDisabled();
    expect(create).toHaveAccessibleDescription(why.textContent ?? '');
    expect(screen.queryByRole('link', { name: 'Gerenciar limites' })).not.toBeInTheDocument();
  });

  it('links Gerenciar limites to /cartao/limites when cards may be managed', async () => {
    cardsApi();
    renderList();
    expect(await screen.findByRole('link', { name: 'Gerenciar limites' })).toHaveAttribute('href', '/cartao/limites');
    expect(screen.getByRole('button', { name: 'Novo cartão' })).toBeEnabled();
  });

  it('reads the list again every 3 s while a card is PENDING, and stops once none is', async () => {
    let answers = 0;
    const api = cardsApi({
      'GET /cards': () => {
        answers += 1;
        return json(
          200,
          cardList([
            answers === 1
              ? pendingCard()
              : pendingCard({ status: 'ACTIVE', panMasked: 'final 4321', last4: '4321', actions: card().actions }),
          ]),
        );
      },
    });
    renderList();
    expect(await screen.findByText('Em emissão')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'final 4321' }, { timeout: 5_000 })).toBeVisible();
    expect(api.callsTo('GET', '/cards')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(api.callsTo('GET', '/cards')).toHaveLength(2);
  });

  it('shows the cards as a list of cards on a phone, the PENDING one without a link', async () => {
    onPhone();
    cardsApi();
    renderList();
    const list = await screen.findByRole('list', { name: 'Cartões de crédito' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getByRole('link', { name: 'Marketing' })).toBeVisible();
    expect(within(list).queryByRole('link', { name: 'Eventos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
