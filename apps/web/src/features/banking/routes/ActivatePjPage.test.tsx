import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { at } from '../../../test/at';
import { apiError, fakeApi, json, NOT_IN_TOASTS, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { accountFixture, COMPANY_CNPJ, COMPLETE_DRAFT, paulista, PARTNER_CPF } from '../test/fixtures';
import ActivatePjPage from './ActivatePjPage';

// Steps typed key by key.
vi.setConfig({ testTimeout: 30_000 });

const textbox = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });

function renderPage() {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<ActivatePjPage />, { path: '/ativar-pj' });
}

const zipRoute = { 'GET /zip-codes/:zip': () => json(200, { ...paulista, complement: null }) };

beforeEach(() => {
  sessionStore.clear();
});

describe('Ativar Conta PJ', () => {
  it('starts an untouched account at Dados da empresa, with the contract’s messages on an empty Próximo', async () => {
    const api = fakeApi({ 'GET /banking/account': () => json(200, accountFixture('INACTIVE')) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ativar Conta PJ' })).toBeInTheDocument();
    expect(await screen.findByText('Inativa')).toBeInTheDocument();
    expect(textbox('CNPJ')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();

    await userEvent.type(textbox('E-mail da empresa'), 'contato@');
    await userEvent.click(button('Próximo'));
    expect((await screen.findAllByText('Preenchimento obrigatório!')).length).toBeGreaterThanOrEqual(8);
    expect(screen.getByText('E-mail inválido!')).toBeInTheDocument();
    // Refused by the contract before any request: nothing saved, still on step 1.
    expect(api.callsTo('PUT', '/banking/account/draft')).toHaveLength(0);
    expect(textbox('CNPJ')).toBeInTheDocument();
    expect(textbox('E-mail da empresa')).toHaveValue('contato@');
  });

  it('saves step 1 with the CEP’s address, moves on to Dados adicionais and checks its url', async () => {
    const saved = accountFixture('INACTIVE', { draft: { ...COMPLETE_DRAFT, additional: null, partners: null } });
    const api = fakeApi({
      'GET /banking/account': () => json(200, accountFixture('INACTIVE')),
      'GET /public/companies/:cnpj': () => apiError(404, 'LOOKUP-001', 'Empresa não encontrada.'),
      ...zipRoute,
      'PUT /banking/account/draft': () => json(200, saved),
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'CNPJ' }), COMPANY_CNPJ);
    expect(textbox('CNPJ')).toHaveValue('11.222.333/0001-81');
    await userEvent.type(textbox('Razão social'), 'Loja Demonstração Ltda');
    await userEvent.type(textbox('Data de abertura'), '10/03/2015');
    await userEvent.keyboard('{Escape}');
    await userEvent.type(textbox('E-mail da empresa'), 'contato@loja.com.br');
    await userEvent.type(textbox('CEP'), '01310100');
    await waitFor(() => expect(textbox('Rua')).toHaveValue('Avenida Paulista'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP'));
    await userEvent.type(textbox('Número'), '1000');
    await userEvent.click(button('Próximo'));

    await waitFor(() => expect(api.callsTo('PUT', '/banking/account/draft')).toHaveLength(1));
    expect(at(api.callsTo('PUT', '/banking/account/draft'), 0).body).toEqual({
      step: 1,
      company: {
        companyDocument: COMPANY_CNPJ,
        companyName: 'Loja Demonstração Ltda',
        openingDate: '2015-03-10',
        mail: 'contato@loja.com.br',
        address: { ...paulista, complement: '' },
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Nome fantasia' })).toBeInTheDocument();
    // LTDA by default (spec 3 §9).
    expect(screen.getByRole('combobox', { name: 'Tipo de empresa' })).toHaveValue('LTDA - Sociedade limitada');
    await userEvent.type(textbox('Nome fantasia'), 'Loja Demo');
    await userEvent.type(textbox('Site'), 'loja sem protocolo');
    await userEvent.click(button('Próximo'));
    expect(await screen.findByText('Digite uma url válida!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/banking/account/draft')).toHaveLength(1);
  });

  it('says the CNPJ lookup failed under the field and keeps the form open for typing', async () => {
    const api = fakeApi({
      'GET /banking/account': () => json(200, accountFixture('INACTIVE')),
      'GET /public/companies/:cnpj': () => apiError(503, 'LOOKUP-003', 'Consulta indisponível.'),
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'CNPJ' }), COMPANY_CNPJ);
    expect(
      await screen.findByText('Erro ao consultar CNPJ. Por favor, preencha os dados manualmente.', {
        ignore: NOT_IN_TOASTS,
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/public/companies/:cnpj')).toHaveLength(1);
    expect(textbox('Razão social')).toBeEnabled();
  });

  it('prefills the empty fields from the registry when the CNPJ is known', async () => {
    fakeApi({
      'GET /banking/account': () => json(200, accountFixture('INACTIVE')),
      'GET /public/companies/:cnpj': () =>
        json(200, {
          cnpj: COMPANY_CNPJ,
          name: 'Loja Demonstração Ltda',
          tradeName: 'Loja Demo',
          email: 'contato@demo.cofre.dev',
          phone: '1130000000',
          address: { ...paulista, country: 'BR' },
        }),
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail da empresa' }), 'meu@loja.com.br');
    await userEvent.type(textbox('CNPJ'), COMPANY_CNPJ);
    await waitFor(() => expect(textbox('Razão social')).toHaveValue('Loja Demonstração Ltda'));
    // What the seller typed wins over the registry.
    expect(textbox('E-mail da empresa')).toHaveValue('meu@loja.com.br');
    expect(textbox('Rua')).toHaveValue('Avenida Paulista');
    expect(textbox('Complemento (opcional)')).toHaveValue('Conjunto 101');
  });

  it('puts the server’s field errors under their inputs, keeping what was typed', async () => {
    const draft = { ...COMPLETE_DRAFT, additional: null, partners: null };
    fakeApi({
      'GET /banking/account': () => json(200, accountFixture('INACTIVE', { draft })),
      'PUT /banking/account/draft': () =>
        json(400, {
          errors: [{ code: 'VAL-002', description: 'E-mail recusado pelo banco.', title: 'company.mail' }],
        }),
    });
    renderPage();
    // Step 1 saved: the wizard goes on at step 2; back to step 1 through Voltar.
    expect(await screen.findByRole('textbox', { name: 'Nome fantasia' })).toBeInTheDocument();
    await userEvent.click(button('Voltar'));
    expect(textbox('CNPJ')).toHaveValue('11.222.333/0001-81');
    await userEvent.click(button('Próximo'));
    expect(await screen.findByText('E-mail recusado pelo banco.')).toBeInTheDocument();
    expect(textbox('E-mail da empresa')).toHaveValue('contato@loja.com.br');
  });

  it('locks step 1 while PENDING: Próximo only advances, steps 2 and 3 still save', async () => {
    const api = fakeApi({
      'GET /banking/account': () => json(200, accountFixture('PENDING')),
      'PUT /banking/account/draft': () => json(200, accountFixture('PENDING')),
    });
    renderPage();
    expect(await screen.findByText('Em análise')).toBeInTheDocument();
    expect(screen.getByText('Conta em análise')).toBeInTheDocument();
    expect(textbox('CNPJ')).toBeDisabled();
    expect(textbox('Razão social')).toBeDisabled();
    expect(textbox('CEP')).toBeDisabled();
    expect(button('Concluir análise agora')).toBeInTheDocument();

    await userEvent.click(button('Próximo'));
    expect(await screen.findByRole('textbox', { name: 'Nome fantasia' })).toBeEnabled();
    expect(api.callsTo('PUT', '/banking/account/draft')).toHaveLength(0);
    await userEvent.click(button('Próximo'));
    await waitFor(() => expect(api.callsTo('PUT', '/banking/account/draft')).toHaveLength(1));
    // Already sent: the last step saves its changes, it does not send again.
    expect(await screen.findByRole('button', { name: 'Salvar alterações' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).not.toBeInTheDocument();
  });

  it('shows an ACTIVE account read-only, with its bank, agency and account', async () => {
    const api = fakeApi({
      'GET /banking/account': () =>
        json(
          200,
          accountFixture('ACTIVE', { account: { bankCode: '999', agency: '0001', number: '12345678', digit: '9' } }),
        ),
    });
    renderPage();
    expect(await screen.findByText('Ativa')).toBeInTheDocument();
    expect(screen.getByText('12345678-9')).toBeInTheDocument();
    expect(screen.getByText('0001')).toBeInTheDocument();
    expect(textbox('CNPJ')).toBeDisabled();
    await userEvent.click(button('Próximo'));
    expect(await screen.findByRole('textbox', { name: 'Nome fantasia' })).toBeDisabled();
    await userEvent.click(button('Próximo'));
    expect(await screen.findByRole('textbox', { name: 'Nome completo' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/banking/account/draft')).toHaveLength(0);
  });

  it('tells a refused account which part was refused and why, at the step to correct', async () => {
    fakeApi({
      'GET /banking/account': () =>
        json(
          200,
          accountFixture('FAILED', {
            kycAnalysisResult: {
              part: 'PARTNERS',
              reason: 'O CPF de um dos sócios tem pendências na Receita Federal.',
            },
          }),
        ),
    });
    renderPage();
    expect(await screen.findByText('Recusada')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Parte recusada: Dados dos sócios');
    expect(alert).toHaveTextContent('O CPF de um dos sócios tem pendências na Receita Federal.');
    expect(alert).toHaveTextContent("Corrija a etapa 'Dados dos sócios'");
    // Opened at the partners, editable, ready to send again.
    expect(textbox('Nome completo')).toBeEnabled();
    expect(button('Finalizar')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Ir para Dados dos sócios' })).not.toBeInTheDocument();
    await userEvent.click(button('Voltar'));
    expect(await screen.findByRole('textbox', { name: 'Nome fantasia' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Ir para Dados dos sócios' }));
    expect(await screen.findByRole('textbox', { name: 'Nome completo' })).toBeInTheDocument();
    // The badge's tooltip says the same.
    await userEvent.hover(screen.getByText('Recusada'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Dados dos sócios: O CPF de um dos sócios tem pendências na Receita Federal.',
    );
  });

  it('sends the account with Finalizar: saves the partners, submits, says so and shows Em análise', async () => {
    const toasts = watchToasts();
    const complete = accountFixture('INACTIVE', { draft: COMPLETE_DRAFT });
    const api = fakeApi({
      'GET /banking/account': () => json(200, complete),
      'PUT /banking/account/draft': () => json(200, complete),
      'POST /banking/account/submission': () => json(202, accountFixture('PENDING')),
    });
    renderPage();
    // All three steps saved: the wizard opens at the last one.
    expect(await screen.findByRole('textbox', { name: 'Nome completo' })).toHaveValue('Ana Maria Souza');
    expect(textbox('CPF')).toHaveValue('529.982.247-25');
    await userEvent.click(button('Finalizar'));

    await waitFor(() => expect(api.callsTo('POST', '/banking/account/submission')).toHaveLength(1));
    expect(at(api.callsTo('PUT', '/banking/account/draft'), 0).body).toMatchObject({
      step: 3,
      partners: [{ document: PARTNER_CPF, name: 'Ana Maria Souza', type: 'PARTNER', date: '1985-06-20' }],
    });
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Conta enviada com sucesso. Aguarde o processamento da mesma.',
      }),
    );
    expect(await screen.findByText('Em análise')).toBeInTheDocument();
    expect(textbox('CNPJ')).toBeDisabled();
  });

  it('keeps at least one partner, asks the first for a CPF and labels a company partner by its CNPJ', async () => {
    fakeApi({
      'GET /banking/account': () => json(200, accountFixture('INACTIVE', { draft: COMPLETE_DRAFT })),
    });
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'CPF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover sócio 1' })).not.toBeInTheDocument();
    await userEvent.click(button('Adicionar sócio'));
    const second = screen.getByRole('region', { name: 'Sócio 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'CPF ou CNPJ' }), '11222333000181');
    expect(within(second).getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue('11.222.333/0001-81');
    expect(within(second).getByRole('textbox', { name: 'Razão social' })).toBeInTheDocument();
    expect(within(second).getByRole('textbox', { name: 'Data de fundação' })).toBeInTheDocument();
    await userEvent.click(button('Finalizar'));
    expect((await within(second).findAllByText('Preenchimento obrigatório!')).length).toBeGreaterThanOrEqual(5);
    await userEvent.click(button('Remover sócio 2'));
    expect(screen.queryByRole('region', { name: 'Sócio 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover sócio 1' })).not.toBeInTheDocument();
  });

  it('says the load failed and loads again on Tentar novamente', async () => {
    let fail = true;
    fakeApi({
      'GET /banking/account': () =>
        fail ? apiError(500, 'GEN-500', 'Erro interno.') : json(200, accountFixture('INACTIVE')),
    });
    renderPage();
    expect(
      await screen.findByText('Não foi possível carregar os dados da conta PJ.', { ignore: NOT_IN_TOASTS }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(button('Tentar novamente'));
    expect(await screen.findByRole('textbox', { name: 'CNPJ' })).toBeInTheDocument();
  });
});
