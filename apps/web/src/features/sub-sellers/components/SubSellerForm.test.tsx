import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '@cofre/contract';
import { at } from '../../../test/at';
import { LocationProbe } from '../../../test/LocationProbe';
import { renderWithApp } from '../../../test/render';
import SubSellerCreatePage from '../routes/SubSellerCreatePage';
import { apiError, BANKS, fakeApi, json, signInAs, subSellerFixture, watchToasts } from '../test/fixtures';

// Whole forms typed key by key.
vi.setConfig({ testTimeout: 30_000 });

const textbox = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });

const paulista = {
  zipCode: '01310100',
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  complement: null,
};

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function renderForm() {
  return renderWithApp(
    <>
      <SubSellerCreatePage />
      <LocationProbe />
    </>,
    { path: '/sub-vendedores/novo' },
  );
}

/** Everything but 'Informações gerais', valid. */
async function fillAddressSplitAndBank() {
  await userEvent.type(textbox('CEP'), '01310100');
  await userEvent.tab();
  await waitFor(() => expect(textbox('Rua')).toHaveValue('Avenida Paulista'));
  await userEvent.type(textbox('Número'), '1000');
  await userEvent.type(textbox('Valor'), '15000');
  await choose('Banco', '341 - Itaú Unibanco S.A.');
  await userEvent.type(textbox('Agência'), '0123');
  await userEvent.type(textbox('Conta'), '45678');
  await userEvent.type(textbox('Dígito da conta'), '9');
  await choose('Tipo de conta', 'Conta corrente');
  await choose('Tipo de chave Pix', 'E-mail');
  await userEvent.type(textbox('Chave Pix'), 'ana@parceira.com.br');
}

async function fillPerson() {
  await userEvent.type(textbox('CPF ou CNPJ'), '52998224725');
  await userEvent.type(textbox('Nome'), 'Ana Parceira');
  await userEvent.type(textbox('E-mail'), 'ana@parceira.com.br');
  await userEvent.type(textbox('Telefone'), '11987654321');
  await userEvent.type(textbox('Data de nascimento'), '12/04/1990');
}

const routes = (post = () => json(201, subSellerFixture({ splitStatus: 'PENDING' }))) => ({
  'GET /banks': () => json(200, BANKS),
  'GET /zip-codes/:zip': () => json(200, paulista),
  'POST /sellers/subseller': post,
});

beforeEach(() => signInAs(['SELLER_ADMIN']));

describe('Novo sub-vendedor', () => {
  it('shows the four sections, collapsible, and the contract’s messages on an empty submit', async () => {
    fakeApi(routes());
    renderForm();
    for (const title of ['Informações gerais', 'Endereço', 'Divisão de valores padrão', 'Dados bancários']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const toggle = button('Dados bancários');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button('Criar sub-vendedor'));
    // A refused submit opens the section with errors again.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const general = screen.getByRole('region', { name: 'Informações gerais' });
    // Empty fields are required ones, the document and the phone included; none is 'inválido' yet.
    expect((await within(general).findAllByText('Preenchimento obrigatório!')).length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText('CPF inválido')).not.toBeInTheDocument();
    expect(within(general).getByText('O campo e-mail é obrigatório!')).toBeInTheDocument();
    const bank = screen.getByRole('region', { name: 'Dados bancários' });
    expect(within(bank).queryByText('Banco inválido.')).not.toBeInTheDocument();
    expect(within(bank).getAllByText('Preenchimento obrigatório!').length).toBeGreaterThanOrEqual(4);
  });

  it('asks a CPF for the birth date and a CNPJ for the opening date, owner and description', async () => {
    fakeApi(routes());
    renderForm();
    expect(textbox('Nome')).toBeInTheDocument();
    expect(textbox('Data de nascimento')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Descrição do negócio' })).not.toBeInTheDocument();

    await userEvent.type(textbox('CPF ou CNPJ'), '52998224724');
    expect(textbox('CPF ou CNPJ')).toHaveValue('529.982.247-24');
    expect(screen.getByText('CPF inválido')).toBeInTheDocument();

    await userEvent.type(textbox('CPF ou CNPJ'), '999');
    expect(textbox('CPF ou CNPJ')).toHaveValue('52.998.224/7249-99');
    expect(textbox('Razão social')).toBeInTheDocument();
    expect(textbox('Data de abertura')).toBeInTheDocument();
    expect(textbox('Nome do responsável')).toBeInTheDocument();
    expect(textbox('CPF do responsável')).toBeInTheDocument();
    expect(textbox('Descrição do negócio')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Data de nascimento' })).not.toBeInTheDocument();
    expect(screen.getByText('CNPJ inválido')).toBeInTheDocument();
  });

  it('says the Pix key’s format and the CNPJ’s missing fields; the percentage stops at 100', async () => {
    fakeApi({ ...routes(), 'GET /public/companies/:cnpj': () => apiError(404, 'LOOKUP-001', 'CNPJ não encontrado.') });
    renderForm();
    await fillAddressSplitAndBank();
    await userEvent.type(textbox('CPF ou CNPJ'), '11222333000181');
    expect(await screen.findByText('CNPJ não encontrado.')).toBeInTheDocument();
    await userEvent.type(textbox('Razão social'), 'Loja Parceira Ltda');
    await userEvent.type(textbox('E-mail'), 'loja@parceira.com.br');
    await userEvent.type(textbox('Telefone'), '1133334444');
    await choose('Tipo de chave Pix', 'Telefone');
    await userEvent.click(screen.getByRole('radio', { name: 'Porcentagem (%)' }));
    // Spec 3 §5: digits with a comma or dot only, capped at 100 (the server still refuses more).
    await userEvent.type(textbox('Porcentagem'), '15x0');
    expect(textbox('Porcentagem')).toHaveValue('100');

    await userEvent.click(button('Criar sub-vendedor'));
    expect(await screen.findByText('Formato de telefone inválido')).toBeInTheDocument();
    expect(screen.queryByText('A porcentagem deve ser de no máximo 100%.')).not.toBeInTheDocument();
    const general = screen.getByRole('region', { name: 'Informações gerais' });
    // Opening date, owner's name and CPF, description.
    expect(within(general).getAllByText('Preenchimento obrigatório!')).toHaveLength(4);
  });

  it('sends centavos for a fixed split, creates, shows the processing dialog and goes to the list', async () => {
    const api = fakeApi(routes());
    renderForm();
    await fillPerson();
    await fillAddressSplitAndBank();
    await userEvent.click(button('Criar sub-vendedor'));

    const dialog = await screen.findByRole('dialog', { name: 'Cadastro em análise' });
    expect(dialog).toHaveTextContent(
      'Estamos validando os dados do sub-vendedor. Em cerca de 5 minutos ele estará disponível para receber split.',
    );
    expect(at(api.callsTo('POST', '/sellers/subseller'), 0).body).toEqual({
      document: '52998224725',
      name: 'Ana Parceira',
      birthdate: '1990-04-12',
      openingDate: null,
      ownerName: null,
      ownerDocument: null,
      description: null,
      paymentType: 'FIXED',
      paymentValue: 15_000,
      contact: { name: 'Ana Parceira', email: 'ana@parceira.com.br', phone: '11987654321' },
      address: subSellerFixture().address,
      account: {
        bank: '341',
        issuer: '0123',
        issuerDigit: null,
        number: '45678',
        bankDigit: '9',
        accountType: 'CHECKING_ACCOUNT',
        pixKeyType: 'EMAIL',
        pixKey: 'ana@parceira.com.br',
      },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sub-vendedores');
  });

  it('sends basis points for a percentage split', async () => {
    const api = fakeApi(routes());
    renderForm();
    await fillPerson();
    await fillAddressSplitAndBank();
    await userEvent.click(screen.getByRole('radio', { name: 'Porcentagem (%)' }));
    expect(textbox('Porcentagem')).toHaveValue('');
    await userEvent.type(textbox('Porcentagem'), '12,5');
    await userEvent.click(button('Criar sub-vendedor'));
    await screen.findByRole('dialog', { name: 'Cadastro em análise' });
    expect(at(api.callsTo('POST', '/sellers/subseller'), 0).body).toMatchObject({
      paymentType: 'PERCENTAGE',
      paymentValue: 1_250,
    });
  });

  it('keeps everything typed when refused, with the server’s message under its field', async () => {
    let answer = () => apiError(409, 'SVD-001', 'Já existe um sub-vendedor cadastrado com este documento.');
    fakeApi(routes(() => answer()));
    const toasts = watchToasts();
    renderForm();
    await fillPerson();
    await fillAddressSplitAndBank();
    await userEvent.click(button('Criar sub-vendedor'));

    expect(await screen.findByText('Já existe um sub-vendedor cadastrado com este documento.')).toBeInTheDocument();
    expect(textbox('CPF ou CNPJ')).toHaveValue('529.982.247-25');
    expect(textbox('Nome')).toHaveValue('Ana Parceira');
    expect(textbox('Chave Pix')).toHaveValue('ana@parceira.com.br');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    answer = () =>
      json(400, {
        errors: [
          { code: 'VAL-002', description: 'Banco inválido.', title: 'account.bank' },
          { code: 'GEN-500', description: 'Erro inesperado.' },
        ],
      });
    await userEvent.click(button('Criar sub-vendedor'));
    const bank = screen.getByRole('region', { name: 'Dados bancários' });
    expect(await within(bank).findByText('Banco inválido.')).toBeInTheDocument();
    expect(toasts()).toContainEqual({ color: 'red', message: 'GEN-500 - Erro inesperado.' });
    expect(textbox('Nome')).toHaveValue('Ana Parceira');
  });

  it('prefills a CNPJ’s name, contact and address from the company registry', async () => {
    const company: Company = {
      cnpj: '11222333000181',
      name: 'Loja Parceira Ltda',
      tradeName: null,
      email: 'contato@lojaparceira.com.br',
      phone: '1133334444',
      address: { ...paulista, number: '200', complement: 'Sala 4', country: 'BR' },
    };
    fakeApi({ ...routes(), 'GET /public/companies/:cnpj': () => json(200, company) });
    renderForm();
    await userEvent.type(textbox('CPF ou CNPJ'), '11222333000181');
    expect(await screen.findByText('Dados preenchidos com o cadastro da empresa.')).toBeInTheDocument();
    expect(textbox('Razão social')).toHaveValue('Loja Parceira Ltda');
    expect(textbox('E-mail')).toHaveValue('contato@lojaparceira.com.br');
    expect(textbox('Telefone')).toHaveValue('(11) 3333-4444');
    expect(textbox('CEP')).toHaveValue('01310-100');
    expect(textbox('Número')).toHaveValue('200');
  });
});
