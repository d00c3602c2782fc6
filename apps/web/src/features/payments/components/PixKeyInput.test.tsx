import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  choose,
  favorite,
  favoritePage,
  json,
  paymentsApi,
  pixPayment,
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

const form = () => screen.getByRole('region', { name: 'Pagamento PIX' });
const keyInput = () => within(form()).getByRole('textbox', { name: 'Chave PIX' });
const GRAFICA = favorite();
const PADARIA = favorite({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  nickname: 'Padaria',
  beneficiaryName: 'Padaria do Zé',
  key: '11222333000181',
  keyType: 'CNPJ',
});

async function openDropdown() {
  await userEvent.click(within(form()).getByRole('button', { name: 'Abrir favoritos PIX' }));
  return screen.findByRole('dialog', { name: 'Sugestões de favoritos PIX' });
}

const favoriteCalls = (api: { callsTo: (method: string, path: string) => ApiCall[] }) =>
  api.callsTo('GET', '/payments/favorites').map((call) => Object.fromEntries(call.url.searchParams));

describe('PIX key input and its favorites', { timeout: 30_000 }, () => {
  it('suggests recent active favorites, and a chosen one shows in a green card and goes with the payment', async () => {
    await signInAs();
    const api = paymentsApi({
      'GET /payments/favorites': () => json(200, favoritePage([GRAFICA, PADARIA])),
      'POST /payments/pix': (call) => json(201, pixPayment({ status: 'processing', ...(call.body as object) })),
    });
    const toasts = watchToasts();
    renderPage();
    const dropdown = await openDropdown();
    expect(within(dropdown).getByRole('heading', { name: 'Favoritos recentes' })).toBeVisible();
    expect(within(dropdown).queryByText('Usar esta chave:')).not.toBeInTheDocument();
    expect(within(dropdown).getByRole('button', { name: 'Ver todos os favoritos' })).toBeVisible();
    expect(within(dropdown).getByRole('button', { name: 'Gerenciar favoritos' })).toBeVisible();
    expect(at(favoriteCalls(api), 0)).toEqual({ active: 'true', size: '5' });

    await userEvent.click(within(dropdown).getByRole('button', { name: /Padaria do Zé/ }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Favorito selecionado: Padaria' }));
    expect(keyInput()).toHaveValue('11222333000181');
    const card = screen.getByRole('region', { name: 'Favorito selecionado' });
    expect(card).toHaveTextContent('Padaria');
    expect(card).toHaveTextContent('Padaria do Zé');
    expect(card).toHaveTextContent('CNPJ · 11.222.333/0001-81');

    await typeAmount('Valor', '5000');
    await choose(form(), 'Centro de custo', 'Operacional');
    await userEvent.click(within(form()).getByRole('button', { name: 'Revisar pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisão de Pagamento PIX' });
    expect(dialog).toHaveTextContent('Padaria');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(api.callsTo('POST', '/payments/pix')).toHaveLength(1));
    expect(at(api.callsTo('POST', '/payments/pix'), 0).body).toMatchObject({
      key: '11222333000181',
      favoriteId: PADARIA.id,
      costCenter: 'operacional',
    });
  });

  it('clears the chosen favorite with its button, or when the key is changed', async () => {
    await signInAs();
    paymentsApi();
    renderPage();
    await userEvent.click(within(await openDropdown()).getByRole('button', { name: /Gráfica Central Ltda/ }));
    const card = await screen.findByRole('region', { name: 'Favorito selecionado' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remover o favorito selecionado' }));
    expect(screen.queryByRole('region', { name: 'Favorito selecionado' })).not.toBeInTheDocument();

    await userEvent.click(within(await openDropdown()).getByRole('button', { name: /Gráfica Central Ltda/ }));
    await screen.findByRole('region', { name: 'Favorito selecionado' });
    await userEvent.type(keyInput(), 'x');
    expect(screen.queryByRole('region', { name: 'Favorito selecionado' })).not.toBeInTheDocument();
  });

  it('offers the typed key first (Usar, Salvar), searching the favorites on the server', async () => {
    await signInAs();
    const api = paymentsApi();
    const toasts = watchToasts();
    renderPage();
    await userEvent.type(keyInput(), ' Ana@Loja.com.br ');
    await waitFor(() =>
      expect(favoriteCalls(api)).toContainEqual({ active: 'true', size: '5', search: 'ana@loja.com.br' }),
    );
    const dropdown = await openDropdown();
    expect(within(dropdown).getByText('Usar esta chave:')).toBeVisible();
    expect(within(dropdown).queryByRole('heading', { name: 'Favoritos recentes' })).not.toBeInTheDocument();
    expect(
      within(dropdown).getByRole('button', { name: 'Salvar a chave Ana@Loja.com.br como favorito' }),
    ).toBeVisible();
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Usar a chave Ana@Loja.com.br' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Usando: ana@loja.com.br' }));
    // Used keys are trimmed.
    expect(keyInput()).toHaveValue('Ana@Loja.com.br');
  });

  it('says Chave inválida: for what is not a key, without Usar or Salvar', async () => {
    await signInAs();
    paymentsApi({ 'GET /payments/favorites': () => json(200, favoritePage([])) });
    renderPage();
    await userEvent.type(keyInput(), '123');
    const dropdown = await openDropdown();
    expect(within(dropdown).getByText('Chave inválida:')).toBeVisible();
    expect(within(dropdown).queryByRole('button', { name: /Usar/ })).not.toBeInTheDocument();
    expect(within(dropdown).queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
    expect(await within(dropdown).findByText('Nenhum favorito disponível')).toBeVisible();
  });

  it('stays usable when the favorites cannot be loaded', async () => {
    await signInAs();
    paymentsApi({ 'GET /payments/favorites': () => apiError(500, 'GEN-500', 'Erro inesperado.') });
    renderPage();
    await waitFor(() =>
      expect(keyInput()).toHaveAttribute('placeholder', 'Digite a chave PIX (favoritos temporariamente indisponíveis)'),
    );
    await userEvent.type(keyInput(), '52998224725');
    expect(screen.getByRole('status', { name: 'Tipo de chave: CPF' })).toBeVisible();
  });

  it('saves a typed key as a favorite: prefilled, checked by the contract, PAY-010 under the key', async () => {
    await signInAs();
    const answers = [
      () => apiError(409, 'PAY-010', 'Esta chave já está nos seus favoritos.'),
      (call: ApiCall) => json(201, favorite({ ...(call.body as object) })),
    ];
    const api = paymentsApi({ 'POST /payments/favorites': (call) => answers.shift()!(call) });
    const toasts = watchToasts();
    renderPage();
    await userEvent.type(keyInput(), '529.982.247-25');
    await userEvent.click(within(await openDropdown()).getByRole('button', { name: /como favorito/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar/Editar Favorito PIX' });
    const key = within(dialog).getByRole('textbox', { name: 'Chave PIX' });
    expect(key).toHaveValue('529.982.247-25');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Apelido é obrigatório')).toBeVisible();
    expect(within(dialog).getByText('Nome do favorecido é obrigatório')).toBeVisible();
    expect(api.callsTo('POST', '/payments/favorites')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Apelido' }), 'Maria');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome do favorecido' }), 'Maria da Silva');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(key).toHaveAccessibleDescription('Esta chave já está nos seus favoritos.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Favorito cadastrado com sucesso!' }),
    );
    expect(at(api.callsTo('POST', '/payments/favorites'), 1).body).toEqual({
      nickname: 'Maria',
      beneficiaryName: 'Maria da Silva',
      key: '52998224725',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
