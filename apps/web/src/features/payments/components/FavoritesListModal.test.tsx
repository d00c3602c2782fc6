import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  favorite,
  favoritePage,
  json,
  paymentsApi,
  renderPage,
  signInAs,
  watchToasts,
} from '../test/fixtures';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const form = () => screen.getByRole('region', { name: 'Pagamento PIX' });
const GRAFICA = favorite();

async function openFromDropdown(button: string, title: string) {
  await userEvent.click(within(form()).getByRole('button', { name: 'Abrir favoritos PIX' }));
  const dropdown = await screen.findByRole('dialog', { name: 'Sugestões de favoritos PIX' });
  await userEvent.click(within(dropdown).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('Favoritos PIX modals', { timeout: 30_000 }, () => {
  it('manages favorites: server search, active switch, edit and delete with a confirmation', async () => {
    await signInAs();
    const api = paymentsApi({
      'PATCH /payments/favorites/:id/active': (call) =>
        json(200, { ...GRAFICA, ...(call.body as { active: boolean }) }),
      'PUT /payments/favorites/:id': (call) => json(200, { ...GRAFICA, ...(call.body as object) }),
      'DELETE /payments/favorites/:id': () => new Response(null, { status: 204 }),
    });
    const toasts = watchToasts();
    renderPage();
    let dialog = await openFromDropdown('Gerenciar favoritos', 'Favoritos PIX');
    const list = await within(dialog).findByRole('list', { name: 'Favoritos' });
    expect(list).toHaveTextContent('Gráfica Central Ltda');
    expect(list).toHaveTextContent('E-mail · financeiro@grafica.com.br');

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Buscar favoritos' }), 'graf');
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/payments/favorites').some((call) => call.url.searchParams.get('search') === 'graf'),
      ).toBe(true),
    );
    // Manage mode lists inactive favorites too.
    const searched = api.callsTo('GET', '/payments/favorites').find((call) => call.url.searchParams.get('search'));
    expect(searched?.url.searchParams.get('active')).toBeNull();

    await userEvent.click(within(dialog).getByRole('switch', { name: 'Favorito Gráfica Central ativo' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Favorito desativado' }));
    expect(at(api.callsTo('PATCH', '/payments/favorites/:id/active'), 0).body).toEqual({ active: false });
    expect(at(api.callsTo('PATCH', '/payments/favorites/:id/active'), 0).url.pathname).toBe(
      `/api/payments/favorites/${GRAFICA.id}/active`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar Gráfica Central' }));
    const edit = await screen.findByRole('dialog', { name: 'Cadastrar/Editar Favorito PIX' });
    const nickname = within(edit).getByRole('textbox', { name: 'Apelido' });
    expect(nickname).toHaveValue('Gráfica Central');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Gráfica');
    await userEvent.click(within(edit).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Favorito atualizado com sucesso!' }),
    );
    expect(at(api.callsTo('PUT', '/payments/favorites/:id'), 0).body).toEqual({
      nickname: 'Gráfica',
      beneficiaryName: 'Gráfica Central Ltda',
      key: 'financeiro@grafica.com.br',
      beneficiaryDocument: '11222333000181',
    });

    // Back to the list after the form.
    dialog = await screen.findByRole('dialog', { name: 'Favoritos PIX' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir Gráfica Central' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir favorito?' });
    expect(api.callsTo('DELETE', '/payments/favorites/:id')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Favorito excluído com sucesso!' }));
    expect(api.callsTo('DELETE', '/payments/favorites/:id')).toHaveLength(1);
  });

  it('says Erro ao alterar status do favorito, with the server’s reason, when the switch is refused', async () => {
    await signInAs();
    paymentsApi({
      'PATCH /payments/favorites/:id/active': () => apiError(404, 'PAY-011', 'Favorito não encontrado.'),
    });
    const show = vi.spyOn(notifications, 'show');
    renderPage();
    const dialog = await openFromDropdown('Gerenciar favoritos', 'Favoritos PIX');
    await userEvent.click(await within(dialog).findByRole('switch', { name: 'Favorito Gráfica Central ativo' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          title: 'Erro ao alterar status do favorito',
          message: 'Favorito não encontrado.',
        }),
      ),
    );
  });

  it('selects a favorite from every active one (Ver todos os favoritos)', async () => {
    await signInAs();
    const api = paymentsApi({
      'GET /payments/favorites': () => json(200, favoritePage([GRAFICA])),
    });
    renderPage();
    const dialog = await openFromDropdown('Ver todos os favoritos', 'Selecionar Favorito PIX');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Selecionar Gráfica Central' }));
    expect(await screen.findByRole('region', { name: 'Favorito selecionado' })).toHaveTextContent('Gráfica Central');
    expect(within(form()).getByRole('textbox', { name: 'Chave PIX' })).toHaveValue('financeiro@grafica.com.br');
    const paged = api
      .callsTo('GET', '/payments/favorites')
      .filter((call) => call.url.searchParams.get('size') === '10');
    expect(at(paged, 0).url.searchParams.get('active')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Selecionar Favorito PIX' })).not.toBeInTheDocument();
  });
});
