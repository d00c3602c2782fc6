import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBRL, type SubSeller } from '@cofre/contract';
import { at } from '../../../test/at';
import { LocationProbe } from '../../../test/LocationProbe';
import { renderWithApp } from '../../../test/render';
import {
  apiError,
  BANKS,
  companyFixture,
  fakeApi,
  json,
  signInAs,
  subSellerFixture,
  watchToasts,
  type ApiCall,
} from '../test/fixtures';
import SubSellerDetailPage from './SubSellerDetailPage';

vi.setConfig({ testTimeout: 30_000 });

const textbox = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });

function renderDetail(id: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/sub-vendedores/:id" element={<SubSellerDetailPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { path: `/sub-vendedores/${id}` },
  );
}

/** The server: the stored sub-seller, changed by each PATCH; `answers` overrides a route's answer. */
function serverOf(initial: SubSeller, answers: Record<string, (call: ApiCall) => Response> = {}) {
  let stored = initial;
  const change = (patch: (call: ApiCall) => Partial<SubSeller>) => (call: ApiCall) => {
    stored = { ...stored, ...patch(call) };
    return json(200, stored);
  };
  const api = fakeApi({
    'GET /banks': () => json(200, BANKS),
    'GET /sellers/subseller/:id': () => json(200, stored),
    'PATCH /sellers/subseller/:id': change((call) => call.body as Partial<SubSeller>),
    'PATCH /sellers/subseller/:id/address': change((call) => ({ address: call.body as SubSeller['address'] })),
    'PATCH /sellers/subseller/:id/accounts': change((call) => ({
      account: { ...stored.account, ...(call.body as object) },
      splitStatus: 'PENDING',
      splitStatusReason: null,
    })),
    'PATCH /sellers/subseller/:id/contacts': change((call) => ({ contact: call.body as SubSeller['contact'] })),
    'PATCH /sellers/subseller/:id/active': change((call) => ({
      isActive: call.url.searchParams.get('active') === 'true',
    })),
    'POST /sellers/subseller/:id/split': change(() => ({ splitStatus: 'PENDING', splitStatusReason: null })),
    ...answers,
  });
  const sent = () =>
    api.calls
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.url.pathname.replace(/^\/api\/sellers\/subseller\/[^/]+/, '')}`);
  return { api, sent };
}

async function startEditing() {
  await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
  return screen.getByRole('form', { name: 'Editar' });
}

beforeEach(() => {
  signInAs(['SELLER_ADMIN']);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('SubSellerDetailPage, read mode', () => {
  it('shows the general data, default split, address and bank data with the status badge', async () => {
    serverOf(subSellerFixture());
    renderDetail(subSellerFixture().id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Parceira' })).toBeInTheDocument();
    const general = screen.getByRole('region', { name: 'Informações gerais' });
    expect(general).toHaveTextContent('529.982.247-25');
    expect(general).toHaveTextContent('+55 (11) 98765-4321');
    expect(general).toHaveTextContent('12/04/1990');
    expect(screen.getByRole('region', { name: 'Divisão de valores padrão' })).toHaveTextContent('12,5%');
    expect(screen.getByRole('region', { name: 'Endereço' })).toHaveTextContent('01310-100');
    const bank = screen.getByRole('region', { name: 'Dados bancários' });
    expect(bank).toHaveTextContent('341 - Itaú Unibanco S.A.');
    expect(bank).toHaveTextContent('45678-9');
    expect(within(bank).getByText('Aprovado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desativar sub-vendedor' })).not.toBeInTheDocument();
  });

  it('shows a company’s owner, opening date, description and fixed split in BRL', async () => {
    serverOf(companyFixture());
    renderDetail(companyFixture().id);
    const general = await screen.findByRole('region', { name: 'Informações gerais' });
    expect(general).toHaveTextContent('Razão social');
    expect(general).toHaveTextContent('01/06/2015');
    expect(general).toHaveTextContent('390.533.447-05');
    expect(general).toHaveTextContent('Revenda de acessórios');
    expect(screen.getByRole('region', { name: 'Divisão de valores padrão' })).toHaveTextContent('R$ 15,00');
  });

  it('says why a registration was refused and what to do', async () => {
    const refused = subSellerFixture({
      splitStatus: 'INACTIVE',
      splitStatusReason: 'Documento reprovado na análise cadastral.',
    });
    serverOf(refused);
    renderDetail(refused.id);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Documento reprovado na análise cadastral. Confira os dados do sub-vendedor e salve para reenviar o cadastro.',
    );
  });

  it("is not found for another seller's id (the server's 404) or an id that cannot exist", async () => {
    fakeApi({ 'GET /sellers/subseller/:id': () => apiError(404, 'GEN-404', 'Registro não encontrado.') });
    const view = renderDetail(subSellerFixture().id);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    view.unmount();
    const api = fakeApi({});
    renderDetail('nao-e-um-id');
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('SubSellerDetailPage, edit mode', () => {
  it('sends only the changed sections, in the spec’s order, then says so', async () => {
    const { api, sent } = serverOf(subSellerFixture());
    renderDetail(subSellerFixture().id);
    const form = await startEditing();
    expect(within(form).getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveAttribute('readonly');

    await userEvent.clear(textbox('Número'));
    await userEvent.type(textbox('Número'), '2000');
    await userEvent.clear(textbox('Nome'));
    await userEvent.type(textbox('Nome'), 'Ana Parceira Souza');
    await userEvent.click(button('Concluir'));

    const dialog = await screen.findByRole('dialog', { name: 'Dados alterados com sucesso!' });
    // The name is also the contact's: both requests carry it.
    expect(sent()).toEqual(['PATCH ', 'PATCH /address', 'PATCH /contacts']);
    expect(at(api.callsTo('PATCH', '/sellers/subseller/:id'), 0).body).toMatchObject({
      name: 'Ana Parceira Souza',
      paymentType: 'PERCENTAGE',
      paymentValue: 1_250,
      birthdate: '1990-04-12',
    });
    expect(at(api.callsTo('PATCH', '/sellers/subseller/:id/address'), 0).body).toMatchObject({ number: '2000' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Parceira Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Editar' })).not.toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('sends a refused registration again after the edits (POST …/split), even with nothing changed', async () => {
    const refused = subSellerFixture({ splitStatus: 'INACTIVE', splitStatusReason: 'Documento reprovado.' });
    const { sent } = serverOf(refused);
    renderDetail(refused.id);
    await startEditing();
    await userEvent.click(button('Concluir'));
    await screen.findByRole('dialog', { name: 'Dados alterados com sucesso!' });
    expect(sent()).toEqual(['POST /split']);
  });

  it('does not resend when the new bank account was already sent by its own PATCH', async () => {
    const refused = subSellerFixture({ splitStatus: 'INACTIVE', splitStatusReason: 'Conta inválida.' });
    const { sent } = serverOf(refused);
    renderDetail(refused.id);
    await startEditing();
    await userEvent.clear(textbox('Conta'));
    await userEvent.type(textbox('Conta'), '99887');
    await userEvent.click(button('Concluir'));
    await screen.findByRole('dialog', { name: 'Dados alterados com sucesso!' });
    expect(sent()).toEqual(['PATCH /accounts']);
  });

  it("says 'Erro ao validar a conta bancária do sub-vendedor' when the resend fails; OK goes to the list", async () => {
    const refused = subSellerFixture({ splitStatus: 'INACTIVE', splitStatusReason: 'Documento reprovado.' });
    serverOf(refused, {
      'POST /sellers/subseller/:id/split': () =>
        apiError(409, 'SVD-002', 'O cadastro deste sub-vendedor já está em análise ou ativo.'),
    });
    renderDetail(refused.id);
    await startEditing();
    await userEvent.click(button('Concluir'));
    const dialog = await screen.findByRole('dialog', { name: 'Erro ao validar a conta bancária do sub-vendedor' });
    expect(dialog).toHaveTextContent('O cadastro deste sub-vendedor já está em análise ou ativo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sub-vendedores$/);
  });

  it("says 'Erro ao atualizar cadastro do sub-vendedor' on a refused PATCH, with the error under its field", async () => {
    const { sent } = serverOf(subSellerFixture(), {
      'PATCH /sellers/subseller/:id/address': () =>
        json(400, { errors: [{ code: 'VAL-002', description: 'Cep inválido.', title: 'zipCode' }] }),
    });
    renderDetail(subSellerFixture().id);
    await startEditing();
    await userEvent.clear(textbox('Número'));
    await userEvent.type(textbox('Número'), '2000');
    await userEvent.clear(textbox('Agência'));
    await userEvent.type(textbox('Agência'), '9999');
    await userEvent.click(button('Concluir'));

    const dialog = await screen.findByRole('dialog', { name: 'Erro ao atualizar cadastro do sub-vendedor' });
    expect(dialog).toHaveTextContent('Cep inválido.');
    // Stopped at the first refusal: the account was not sent.
    expect(sent()).toEqual(['PATCH /address']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    const address = screen.getByRole('region', { name: 'Endereço' });
    expect(within(address).getByText('Cep inválido.')).toBeInTheDocument();
    expect(textbox('Agência')).toHaveValue('9999');
  });

  it('asks before changing the fee type: Voltar keeps the previous one, confirming clears the value', async () => {
    serverOf(subSellerFixture());
    renderDetail(subSellerFixture().id);
    await startEditing();
    expect(textbox('Porcentagem')).toHaveValue('12,5');

    await userEvent.click(screen.getByRole('radio', { name: 'Valor fixo (R$)' }));
    let confirm = await screen.findByRole('dialog', { name: 'Alterar o tipo de divisão?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Porcentagem (%)' })).toBeChecked();
    expect(textbox('Porcentagem')).toHaveValue('12,5');

    await userEvent.click(screen.getByRole('radio', { name: 'Valor fixo (R$)' }));
    confirm = await screen.findByRole('dialog', { name: 'Alterar o tipo de divisão?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Alterar' }));
    expect(screen.getByRole('radio', { name: 'Valor fixo (R$)' })).toBeChecked();
    expect(textbox('Valor')).toHaveValue(formatBRL(0));
  });

  it('deactivates with a confirmation, in edit mode only', async () => {
    const { api } = serverOf(subSellerFixture());
    const toasts = watchToasts();
    renderDetail(subSellerFixture().id);
    await startEditing();
    await userEvent.click(button('Desativar sub-vendedor'));
    const confirm = await screen.findByRole('dialog', { name: 'Desativar este sub-vendedor?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('button', { name: 'Ativar sub-vendedor' })).toBeInTheDocument();
    expect(at(api.callsTo('PATCH', '/sellers/subseller/:id/active'), 0).url.searchParams.get('active')).toBe('false');
    expect(toasts()).toContainEqual({ color: 'green', message: 'Sub-vendedor desativado.' });
    expect(screen.getAllByText('Desativado').length).toBeGreaterThan(0);
  });
});
