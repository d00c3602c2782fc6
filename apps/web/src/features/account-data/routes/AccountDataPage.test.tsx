import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountPixKey } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { at } from '../../../test/at';
import { apiError, fakeApi, json, NOT_IN_TOASTS, watchToasts, type ApiCall } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ACTIVE_ACCOUNT, CNPJ_KEY, EMAIL_KEY, EVP_KEY, listOf, pixKey } from '../test/fixtures';
import AccountDataPage from './AccountDataPage';

const BNK_010 =
  'Esta chave está registrada em outra instituição ou para outra pessoa. A portabilidade e a reivindicação de posse ainda não estão disponíveis no Cofre.';

function renderPage() {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<AccountDataPage />, { path: '/dados-conta' });
}

/** A fake directory: the list the server holds, changed by the handlers the test adds. */
function fakeBanking(keys: AccountPixKey[], routes: Record<string, (call: ApiCall) => Response> = {}) {
  const state = { keys: [...keys] };
  const api = fakeApi({
    'GET /banking/account': () => json(200, ACTIVE_ACCOUNT),
    'GET /banking/pix-keys': () => json(200, listOf(state.keys)),
    ...routes,
  });
  return { api, state };
}

const table = () => screen.findByRole('table', { name: 'Chaves Pix da conta' });
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text.replace(/[.()+]/g, '\\$&')) });

async function openNewKey(type?: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Nova Chave Pix' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova Chave Pix' });
  if (type) {
    await userEvent.click(within(dialog).getByLabelText('Tipo de chave', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: type }));
  }
  return dialog;
}

async function typeCode(code: string) {
  const first = at(await screen.findAllByRole('textbox', { name: 'Código SMS, dígito 1 de 6' }), 0);
  await userEvent.click(first);
  await userEvent.keyboard(code);
}

describe('AccountDataPage', { timeout: 20_000 }, () => {
  it('lists the keys with type, formatted key, status and date, and the account at the top', async () => {
    const waiting = pixKey({ type: 'PHONE', key: '+5511987654321', status: 'AWAITING_CODE' });
    fakeBanking([CNPJ_KEY, EMAIL_KEY, EVP_KEY, waiting]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados da Conta' })).toBeInTheDocument();
    await table();
    expect(screen.getByRole('tab', { name: 'Chaves Pix' })).toHaveAttribute('aria-selected', 'true');
    expect(rowOf('11.222.333/0001-81')).toHaveTextContent('CNPJ');
    expect(rowOf('11.222.333/0001-81')).toHaveTextContent('20/11/2026');
    expect(rowOf('11.222.333/0001-81')).not.toHaveTextContent('Ativa');
    expect(rowOf('pix@loja.com.br')).toHaveTextContent('E-mail');
    expect(rowOf(EVP_KEY.key!)).toHaveTextContent('Chave aleatória');
    expect(rowOf('(11) 98765-4321')).toHaveTextContent('Celular');
    expect(rowOf('(11) 98765-4321')).toHaveTextContent('Aguardando código');
    expect(screen.getByText('4 de 20 chaves')).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Conta PJ' });
    await waitFor(() => expect(account).toHaveTextContent('999'));
    expect(account).toHaveTextContent('0001');
    expect(account).toHaveTextContent('123456-7');
  });

  it('says Sem dados de chaves pix. when the account has none', async () => {
    fakeBanking([]);
    renderPage();
    expect(await screen.findByText('Sem dados de chaves pix.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova Chave Pix' })).toBeEnabled();
  });

  it('says Conta não configurada. with the way to Ativar Conta PJ when the account is not active', async () => {
    fakeApi({
      'GET /banking/account': () => json(200, { ...ACTIVE_ACCOUNT, status: 'INACTIVE', account: null }),
      'GET /banking/pix-keys': () => json(200, { configured: false, keys: [], max: 20 }),
    });
    renderPage();
    expect(await screen.findByText('Conta não configurada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ativar Conta PJ' })).toHaveAttribute('href', '/ativar-pj');
    expect(screen.queryByRole('button', { name: 'Nova Chave Pix' })).not.toBeInTheDocument();
  });

  it('shows the load error with a retry that loads the list', async () => {
    let fail = true;
    fakeApi({
      'GET /banking/account': () => json(200, ACTIVE_ACCOUNT),
      'GET /banking/pix-keys': () => (fail ? apiError(500, 'GEN-500', 'Erro interno.') : json(200, listOf([]))),
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByText('Não foi possível carregar os dados da conta.', { ignore: NOT_IN_TOASTS })).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Sem dados de chaves pix.')).toBeInTheDocument();
  });

  it('turns Nova Chave Pix off at 20 keys and says the limit', async () => {
    fakeBanking(Array.from({ length: 20 }, () => pixKey()));
    renderPage();
    const button = await screen.findByRole('button', { name: 'Nova Chave Pix' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Limite de 20 chaves pix atingido. Exclua uma chave para cadastrar outra.',
    );
  });

  it('registers an e-mail key (201): validated first, then the success with the key', async () => {
    const { api, state } = fakeBanking([CNPJ_KEY], {
      'POST /banking/pix-keys': (call) => {
        const made = pixKey({ type: 'EMAIL', key: (call.body as { key: string }).key });
        state.keys.push(made);
        return json(201, made);
      },
    });
    renderPage();
    const dialog = await openNewKey();
    // The account already has its CNPJ key: the dialog starts at E-mail.
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    const submit = within(dialog).getByRole('button', { name: 'Cadastrar chave' });
    expect(submit).toBeDisabled();
    await userEvent.type(email, 'nao-e-email');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Digite um e-mail válido!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/banking/pix-keys')).toHaveLength(0);
    await userEvent.clear(email);
    await userEvent.type(email, 'vendas@loja.com.br');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Chave pix cadastrada com sucesso.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/banking/pix-keys')[0]!.body).toEqual({ type: 'EMAIL', key: 'vendas@loja.com.br' });
    expect(within(dialog).getByText('vendas@loja.com.br')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(rowOf('vendas@loja.com.br')).toBeInTheDocument());
  });

  it('locks the CNPJ key to the company’s CNPJ and sends a random key with nothing typed', async () => {
    const { api } = fakeBanking([], {
      'POST /banking/pix-keys': () => json(202, pixKey({ type: 'EVP', key: null, status: 'REGISTERING' })),
    });
    renderPage();
    const dialog = await openNewKey();
    const cnpj = within(dialog).getByRole('textbox', { name: 'CNPJ da empresa' });
    expect(cnpj).toHaveValue('11.222.333/0001-81');
    expect(cnpj).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cadastrar chave' })).toBeEnabled();
    await userEvent.click(within(dialog).getByLabelText('Tipo de chave', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chave aleatória' }));
    expect(within(dialog).getByText('Uma chave aleatória será gerada pelo diretório do Pix.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar chave' }));
    expect(await within(dialog).findByText(/Chave pix enviada para registro/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/banking/pix-keys')[0]!.body).toEqual({ type: 'EVP' });
  });

  it('registers a phone key: SMS code, a wrong code said and retyped, the right one → success', async () => {
    const waiting = pixKey({ type: 'PHONE', key: '+5511987654321', status: 'AWAITING_CODE' });
    const { api, state } = fakeBanking([CNPJ_KEY], {
      'POST /banking/pix-keys': () => {
        state.keys.push(waiting);
        return json(202, waiting);
      },
      'POST /banking/pix-keys/:id/confirmation': (call) => {
        if ((call.body as { code: string }).code !== '654321')
          return apiError(400, 'BNK-013', 'Código inválido. Confira o SMS e tente de novo.');
        state.keys = state.keys.map((key) => (key.id === waiting.id ? { ...key, status: 'ACTIVE' } : key));
        return json(201, { ...waiting, status: 'ACTIVE' });
      },
      'GET /sandbox/sms': () =>
        json(200, {
          messages: [
            {
              keyId: waiting.id,
              to: '+5511987654321',
              text: 'Cofre: seu código para cadastrar a chave Pix é 654321.',
              sentAt: '2026-11-20T15:00:00.000Z',
            },
          ],
        }),
    });
    renderPage();
    const dialog = await openNewKey('Celular');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Celular \(com DDD\)/ }), '11987654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar chave' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Confirme o celular' });
    expect(api.callsTo('POST', '/banking/pix-keys')[0]!.body).toEqual({ type: 'PHONE', key: '11987654321' });
    expect(codeStep).toHaveTextContent('(11) 98765-4321');

    // The sandbox shows the SMS the directory 'sent'.
    await userEvent.click(within(codeStep).getByRole('button', { name: 'Ver SMS enviado (ambiente de testes)' }));
    expect(await within(codeStep).findByText(/seu código para cadastrar a chave Pix é 654321/)).toBeInTheDocument();
    // And the way to the sandbox page of every SMS sent.
    expect(within(codeStep).getByRole('link', { name: 'Ver todos os SMS' })).toHaveAttribute('href', '/sandbox/sms');

    await typeCode('111111');
    await userEvent.click(within(codeStep).getByRole('button', { name: 'Confirmar' }));
    expect(await within(codeStep).findByText('Código inválido. Confira o SMS e tente de novo.')).toBeInTheDocument();
    expect(at(screen.getAllByRole('textbox', { name: 'Código SMS, dígito 1 de 6' }), 0)).toHaveValue('');

    await typeCode('654321');
    await userEvent.click(within(codeStep).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Chave pix cadastrada com sucesso.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/banking/pix-keys/:id/confirmation').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '654321' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(rowOf('(11) 98765-4321')).not.toHaveTextContent('Aguardando código'));
  });

  it('closes the code step when the code expires (BNK-014) and says so', async () => {
    const waiting = pixKey({ type: 'PHONE', key: '+5511987650000', status: 'AWAITING_CODE' });
    fakeBanking([waiting], {
      'POST /banking/pix-keys/:id/confirmation': () =>
        apiError(409, 'BNK-014', 'O código expirou ou foi digitado errado vezes demais. Cadastre a chave novamente.'),
    });
    renderPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Ações da chave +55 (11) 98765-0000' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Digitar código SMS' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Confirme o celular' });
    await typeCode('123456');
    await userEvent.click(within(codeStep).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Chave Pix' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('BNK-014 - O código expirou');
    expect(screen.queryByRole('textbox', { name: 'Código SMS, dígito 1 de 6' })).not.toBeInTheDocument();
  });

  it('shows the directory’s refusal (BNK-010) on the form, with what was typed kept', async () => {
    fakeBanking([CNPJ_KEY], {
      'POST /banking/pix-keys': () => apiError(409, 'BNK-010', BNK_010),
    });
    renderPage();
    const dialog = await openNewKey();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'outra-pessoa@exemplo.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar chave' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`BNK-010 - ${BNK_010}`);
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('outra-pessoa@exemplo.com');
  });

  it('deletes a key after a confirmation that names it, with the spec’s toast', async () => {
    const toasts = watchToasts();
    const { api, state } = fakeBanking([CNPJ_KEY, EMAIL_KEY], {
      'DELETE /banking/pix-keys/:id': (call) => {
        state.keys = state.keys.filter((key) => !call.url.pathname.endsWith(key.id));
        return new Response(null, { status: 204 });
      },
    });
    renderPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Ações da chave pix@loja.com.br' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir chave' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir chave Pix?' });
    expect(confirm).toHaveTextContent('pix@loja.com.br');
    expect(api.callsTo('DELETE', '/banking/pix-keys/:id')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir chave' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Chave Pix excluída com sucesso.' }),
    );
    expect(api.callsTo('DELETE', '/banking/pix-keys/:id')[0]!.url.pathname).toBe(
      `/api/banking/pix-keys/${EMAIL_KEY.id}`,
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /pix@loja\.com\.br/ })).not.toBeInTheDocument());
  });

  it('says the deletion is waiting for the directory when the key is still there (202)', async () => {
    const toasts = watchToasts();
    const { state } = fakeBanking([EMAIL_KEY], {
      'DELETE /banking/pix-keys/:id': () => {
        state.keys = state.keys.map((key) => ({ ...key, status: 'DELETING' as const }));
        return new Response(null, { status: 202 });
      },
    });
    renderPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Ações da chave pix@loja.com.br' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir chave' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir chave Pix?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir chave' }));
    await waitFor(() => expect(rowOf('pix@loja.com.br')).toHaveTextContent('Excluindo'));
    expect(toasts()).not.toContainEqual({ color: 'green', message: 'Chave Pix excluída com sucesso.' });
    expect(toasts().map((toast) => toast.message)).toContain(
      'Exclusão enviada ao diretório do Pix. A chave aparece como Excluindo até a confirmação.',
    );
  });

  it('copies a key and says so', async () => {
    const toasts = watchToasts();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeBanking([CNPJ_KEY, EMAIL_KEY]);
    renderPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Ações da chave 11.222.333/0001-81' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copiar chave' }));
    expect(writeText).toHaveBeenCalledWith('11222333000181');
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Chave pix copiada para a área de transferência!' }),
    );
  });
});
