import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { apiError, json, watchToasts, webhookApi, webhookFixture, webhookId } from '../test/webhookFakeApi';
import { WebhooksSection } from './WebhooksSection';

const render = () => renderWithApp(<WebhooksSection />, { path: '/integracao' });

async function openNewForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Novo Webhook' }));
  return screen.findByRole('dialog', { name: 'Novo Webhook' });
}

describe('WebhooksSection', { timeout: 20_000 }, () => {
  it('says when there is no webhook yet', async () => {
    webhookApi([]);
    render();
    expect(await screen.findByText('Nenhum webhook cadastrado ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Webhook' })).toBeEnabled();
  });

  it('says when the list fails, and reads it again on Tentar novamente', async () => {
    let fail = true;
    webhookApi([], {
      'GET /seller-api-webhooks': () =>
        fail ? apiError(500, 'GEN-500', 'Erro inesperado.') : json(200, { content: [webhookFixture(1)] }),
    });
    render();
    expect(await screen.findByText('Ocorreu um erro ao listar os webhooks!')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Webhook 1' })).toBeInTheDocument();
    expect(screen.queryByText('Ocorreu um erro ao listar os webhooks!')).not.toBeInTheDocument();
  });

  it('lists each endpoint with its URL, domains, status and failure hints; copies the URL', async () => {
    webhookApi([
      webhookFixture(1, { domains: ['SUBSCRIPTION', 'ORDER'], failingSince: '2026-11-19T13:00:00.000Z' }),
      webhookFixture(2, { active: false, disabledForFailures: true, failingSince: '2026-11-10T13:00:00.000Z' }),
      webhookFixture(3, { active: false, failingSince: '2026-11-10T13:00:00.000Z' }),
    ]);
    const toasts = watchToasts();
    render();
    await screen.findByRole('button', { name: 'Webhook 1' });
    const table = screen.getByRole('table', { name: 'Webhooks cadastrados' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('https://erp.exemplo.com.br/hooks/1');
    expect(first).toHaveTextContent('Assinaturas');
    expect(first).toHaveTextContent('Cobrança Pontual');
    expect(first).toHaveTextContent('Ativo');
    expect(first).toHaveTextContent('Entregas falhando desde 19/11/2026 10:00');
    expect(second).toHaveTextContent('Inativo');
    expect(second).toHaveTextContent('Desativado pela plataforma após 3 dias');
    expect(second).not.toHaveTextContent('Entregas falhando desde');
    // Switched off by the seller: its old failures are no warning.
    expect(third).toHaveTextContent('Inativo');
    expect(third).not.toHaveTextContent('Entregas falhando desde');
    expect(third).not.toHaveTextContent('Desativado pela plataforma');
    await userEvent.click(within(table).getByRole('button', { name: 'Copiar URL do webhook Webhook 1' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'URL copiada para a área de transferência!' }),
    );
  });

  it('validates the form with the contract, then creates and shows the secret once', async () => {
    const api = webhookApi([], {
      'POST /seller-api-webhooks': (call) =>
        json(201, { ...webhookFixture(1, call.body as object), secret: 'whsec_SEGREDO123' }),
    });
    const toasts = watchToasts();
    render();
    const dialog = await openNewForm();
    const save = within(dialog).getByRole('button', { name: 'Criar webhook' });
    expect(save).toBeDisabled();
    expect(dialog).toHaveTextContent('Marque ao menos um domínio.');
    expect(within(dialog).getByRole('textbox', { name: /URL/ })).toHaveAttribute('placeholder', 'https://…');

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cobrança Pontual' }));
    expect(save).toBeEnabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'erp.exemplo/hooks');
    await userEvent.click(save);
    expect(await within(dialog).findByText('Entre com uma url correta')).toBeInTheDocument();
    expect(within(dialog).getByText('Preenchimento obrigatório!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/seller-api-webhooks')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cobrança Pontual' }));
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Assinaturas' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cobrança Pontual' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'ERP');
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://erp.exemplo.com.br/hooks');
    await userEvent.click(save);

    await waitFor(() => expect(api.callsTo('POST', '/seller-api-webhooks')).toHaveLength(1));
    expect(api.callsTo('POST', '/seller-api-webhooks')[0]!.body).toEqual({
      title: 'ERP',
      url: 'https://erp.exemplo.com.br/hooks',
      domains: ['SUBSCRIPTION', 'ORDER'],
    });
    const shown = await screen.findByRole('dialog', { name: 'Webhook criado' });
    expect(within(shown).getByText('whsec_SEGREDO123')).toBeInTheDocument();
    expect(shown).toHaveTextContent("pode ser visto de novo em 'Entregas'");
    await userEvent.click(within(shown).getByRole('button', { name: 'Copiar segredo' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Segredo copiado para a área de transferência!' }),
    );
    expect(toasts()).toContainEqual({ color: 'green', message: 'Webhook criado com sucesso!' });
    expect(screen.queryByRole('dialog', { name: 'Novo Webhook' })).not.toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses the URL', async () => {
    const api = webhookApi([], {
      'POST /seller-api-webhooks': () => apiError(400, 'WHK-002', 'Esse endereço não é permitido.'),
    });
    const toasts = watchToasts();
    render();
    const dialog = await openNewForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Interno');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'http://10.0.0.5/hook');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Assinaturas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar webhook' }));
    await waitFor(() => expect(api.callsTo('POST', '/seller-api-webhooks')).toHaveLength(1));
    expect(await within(dialog).findByText('Esse endereço não é permitido.')).toBeInTheDocument();
    expect(toasts()).toContainEqual({ color: 'red', message: 'WHK-002 - Esse endereço não é permitido.' });
    expect(within(dialog).getByRole('textbox', { name: /URL/ })).toHaveValue('http://10.0.0.5/hook');
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Interno');
  });

  it('edits an endpoint, switching it off in the form', async () => {
    const api = webhookApi([webhookFixture(1)], {
      'PUT /seller-api-webhooks/:id': (call) => json(200, webhookFixture(1, call.body as object)),
    });
    const toasts = watchToasts();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ações do webhook Webhook 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar webhook' });
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Webhook 1');
    expect(within(dialog).getByRole('checkbox', { name: 'Assinaturas' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cobrança Pontual' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/seller-api-webhooks/:id')).toHaveLength(1));
    const [put] = api.callsTo('PUT', '/seller-api-webhooks/:id');
    expect(put!.url.pathname).toBe(`/api/seller-api-webhooks/${webhookId(1)}`);
    expect(put!.body).toEqual({
      title: 'Webhook 1',
      url: 'https://erp.exemplo.com.br/hooks/1',
      domains: ['SUBSCRIPTION', 'ORDER'],
      active: false,
    });
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Webhook atualizado com sucesso!' }),
    );
  });

  it('switches an endpoint off and on after the question', async () => {
    let active = true;
    const api = webhookApi([], {
      'GET /seller-api-webhooks': () => json(200, { content: [webhookFixture(1, { active })] }),
      'PATCH /seller-api-webhooks/:id/active': (call) => {
        active = (call.body as { active: boolean }).active;
        return json(200, webhookFixture(1, { active }));
      },
    });
    const toasts = watchToasts();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ações do webhook Webhook 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desativar' }));
    const question = await screen.findByRole('dialog', { name: 'Webhook 1' });
    expect(question).toHaveTextContent('deixam de ser enviados');
    await userEvent.click(within(question).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/seller-api-webhooks/:id/active')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/seller-api-webhooks/:id/active')[0]!.body).toEqual({ active: false });
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Webhook desativado com sucesso' }));
    expect(await screen.findByText('Inativo')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ações do webhook Webhook 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ativar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Webhook 1' })).getByRole('button', { name: 'Ativar' }),
    );
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Webhook ativado com sucesso!' }));
    expect(api.callsTo('PATCH', '/seller-api-webhooks/:id/active')[1]!.body).toEqual({ active: true });
  });

  it('deletes an endpoint after the question', async () => {
    const api = webhookApi([webhookFixture(1)], {
      'DELETE /seller-api-webhooks/:id': () => new Response(null, { status: 204 }),
    });
    const toasts = watchToasts();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ações do webhook Webhook 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const question = await screen.findByRole('dialog', { name: 'Webhook 1' });
    await userEvent.click(within(question).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/seller-api-webhooks/:id')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/seller-api-webhooks/:id')[0]!.url.pathname).toBe(
      `/api/seller-api-webhooks/${webhookId(1)}`,
    );
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Webhook excluído com sucesso!' }));
  });
});
