import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { apiError, clientFixture, fakeApi, json, signInAs, watchToasts } from '../test/fakeApi';
import { ClientForm } from './ClientForm';
import { at } from '../../../test/at';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });

async function choose(selectLabel: string, option: string) {
  await userEvent.click(combobox(selectLabel));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillIdentification() {
  await userEvent.type(textbox('CPF'), '52998224725');
  await userEvent.type(textbox('Nome'), 'Ana Souza');
  await userEvent.type(textbox('Celular'), '11987654321');
  await userEvent.type(textbox('E-mail'), 'Ana@Cliente.com.br');
}

const company: Company = {
  cnpj: '11222333000181',
  name: 'Cofre Demonstração Ltda',
  tradeName: 'Cofre Demo',
  email: 'financeiro@cofre.example',
  phone: '1133334444',
  address: {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Conjunto 101',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
};

const paulista = {
  zipCode: '01310100',
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  complement: null,
};

beforeEach(() => signInAs(['SELLER_ADMIN']));

describe('ClientForm, step 1', () => {
  it("keeps 'Proximo' disabled for an invalid CPF and says why once it is complete", async () => {
    fakeApi({});
    renderWithApp(<ClientForm onCreated={vi.fn()} />);
    expect(button('Proximo')).toBeDisabled();

    await userEvent.type(textbox('CPF'), '5299822');
    expect(button('Proximo')).toBeDisabled();
    expect(screen.queryByText('Inclua um CNPJ ou CPF válido')).not.toBeInTheDocument();

    await userEvent.type(textbox('CPF'), '4724');
    expect(textbox('CPF')).toHaveValue('529.982.247-24');
    expect(screen.getByText('Inclua um CNPJ ou CPF válido')).toBeInTheDocument();
    expect(button('Proximo')).toBeDisabled();

    await userEvent.clear(textbox('CPF'));
    await userEvent.type(textbox('CPF'), '52998224725');
    expect(screen.queryByText('Inclua um CNPJ ou CPF válido')).not.toBeInTheDocument();
    expect(button('Proximo')).toBeEnabled();
  });

  it('always lets a foreign document through, labelled by type', async () => {
    fakeApi({});
    renderWithApp(<ClientForm onCreated={vi.fn()} />);
    await choose('País do documento', 'Argentina');

    expect(combobox('Tipo de documento')).toHaveValue('Documento pessoal');
    expect(textbox('Número do documento')).toBeInTheDocument();
    expect(button('Proximo')).toBeEnabled();
    await choose('Tipo de documento', 'Documento da empresa');
    expect(textbox('Razão Social')).toBeInTheDocument();
    expect(textbox('Nome fantasia')).toBeInTheDocument();
  });

  it('prefills from the company registry once a valid CNPJ is typed, without overwriting what was typed', async () => {
    const api = fakeApi({
      'GET /public/companies/:cnpj': () => json(200, company),
      'GET /zip-codes/:zip': () => json(200, paulista),
    });
    renderWithApp(<ClientForm onCreated={vi.fn()} />);
    await choose('Tipo de documento', 'CNPJ');
    await userEvent.type(textbox('Razão Social'), 'Nome digitado');
    await userEvent.type(textbox('CNPJ'), '11222333000181');

    expect(await screen.findByText('Dados preenchidos com o cadastro da empresa.')).toBeInTheDocument();
    expect(textbox('Razão Social')).toHaveValue('Nome digitado');
    expect(textbox('Nome fantasia')).toHaveValue('Cofre Demo');
    expect(textbox('E-mail')).toHaveValue('financeiro@cofre.example');
    expect(textbox('Celular')).toHaveValue('(11) 3333-4444');
    expect(api.callsTo('GET', '/public/companies/:cnpj').map((call) => call.url.pathname)).toEqual([
      '/api/public/companies/11222333000181',
    ]);

    await userEvent.click(button('Proximo'));
    expect(textbox('CEP')).toHaveValue('01310-100');
    expect(textbox('Rua')).toHaveValue('Avenida Paulista');
    expect(textbox('Número')).toHaveValue('1000');
    expect(textbox('Complemento')).toHaveValue('Conjunto 101');
    // The prefilled CEP is not asked again.
    expect(api.callsTo('GET', '/zip-codes/:zip')).toHaveLength(0);
  });

  it('only hints when the registry does not know the CNPJ', async () => {
    fakeApi({ 'GET /public/companies/:cnpj': () => apiError(404, 'LOOKUP-001', 'CNPJ não encontrado.') });
    const toasts = watchToasts();
    renderWithApp(<ClientForm onCreated={vi.fn()} />);
    await choose('Tipo de documento', 'CNPJ');
    await userEvent.type(textbox('CNPJ'), '11222333000181');
    expect(await screen.findByText('CNPJ não encontrado.')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(button('Proximo')).toBeEnabled();
  });
});

describe('ClientForm, step 2 and save', () => {
  it('fills the address from a complete CEP and sets the country to BR', async () => {
    const api = fakeApi({ 'GET /zip-codes/:zip': () => json(200, paulista) });
    renderWithApp(<ClientForm onCreated={vi.fn()} />);
    await userEvent.type(textbox('CPF'), '52998224725');
    await userEvent.click(button('Proximo'));
    await userEvent.clear(textbox('País'));
    await userEvent.type(textbox('País'), 'ar');
    expect(textbox('País')).toHaveValue('AR');

    await userEvent.type(textbox('CEP'), '01310100');

    await waitFor(() => expect(textbox('Rua')).toHaveValue('Avenida Paulista'));
    expect(textbox('Bairro')).toHaveValue('Bela Vista');
    expect(textbox('Cidade')).toHaveValue('São Paulo');
    expect(textbox('Estado')).toHaveValue('SP');
    expect(textbox('País')).toHaveValue('BR');
    expect(api.callsTo('GET', '/zip-codes/:zip').map((call) => call.url.pathname)).toEqual(['/api/zip-codes/01310100']);
  });

  it("shows 'Cep inválido.' on the field when the CEP is unknown", async () => {
    fakeApi({ 'GET /zip-codes/:zip': () => apiError(404, 'LOOKUP-002', 'Cep inválido.') });
    renderWithApp(<ClientForm onCreated={vi.fn()} />);
    await userEvent.type(textbox('CPF'), '52998224725');
    await userEvent.click(button('Proximo'));
    await userEvent.type(textbox('CEP'), '99999999');
    expect(await screen.findByText('Cep inválido.')).toBeInTheDocument();
    expect(textbox('CEP')).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to step 1 when a step-1 field is missing on save, keeping what was typed', async () => {
    const api = fakeApi({});
    renderWithApp(<ClientForm onCreated={vi.fn()} />);
    await userEvent.type(textbox('CPF'), '52998224725');
    await userEvent.type(textbox('E-mail'), 'ana@cliente.com.br');
    await userEvent.click(button('Proximo'));
    await userEvent.click(screen.getByRole('switch', { name: 'Usar o meu endereço no lugar do endereço do cliente' }));
    await userEvent.click(button('Salvar'));

    expect(await screen.findAllByText('Preenchimento obrigatório!')).toHaveLength(2); // name and phone
    expect(textbox('CPF')).toHaveValue('529.982.247-25');
    expect(textbox('E-mail')).toHaveValue('ana@cliente.com.br');
    expect(button('Proximo')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('posts digits-only document and phone, address null with the switch, then reports the new client', async () => {
    const created = clientFixture({ address: null });
    const api = fakeApi({ 'POST /seller-clients': () => json(201, created) });
    const toasts = watchToasts();
    const onCreated = vi.fn();
    renderWithApp(<ClientForm onCreated={onCreated} />);
    await fillIdentification();
    await userEvent.click(button('Proximo'));
    await userEvent.click(screen.getByRole('switch', { name: 'Usar o meu endereço no lugar do endereço do cliente' }));
    expect(screen.queryByRole('textbox', { name: 'CEP' })).not.toBeInTheDocument();
    await userEvent.click(button('Salvar'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const post = at(api.callsTo('POST', '/seller-clients'), 0);
    expect(post.body).toEqual({
      document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
      contact: {
        name: 'Ana Souza',
        tradeName: null,
        email: 'ana@cliente.com.br',
        alternativeEmail: null,
        countryCode: '55',
        phone: '11987654321',
      },
      address: null,
    });
    expect(toasts()).toContainEqual({ color: 'green', message: 'Cliente cadastrado com sucesso!' });
  });

  it('shows a duplicate document on the field and as a toast of its description, keeping the form', async () => {
    const description = 'Já existe um cliente cadastrado com este documento: Ana Souza.';
    fakeApi({ 'POST /seller-clients': () => apiError(409, 'CLI-001', description) });
    const toasts = watchToasts();
    renderWithApp(<ClientForm onCreated={vi.fn()} />);
    await fillIdentification();
    await userEvent.click(button('Proximo'));
    await userEvent.click(screen.getByRole('switch', { name: 'Usar o meu endereço no lugar do endereço do cliente' }));
    await userEvent.click(button('Salvar'));

    await waitFor(() => expect(textbox('CPF')).toHaveAccessibleDescription(description));
    expect(textbox('CPF')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Nome')).toHaveValue('Ana Souza');
    expect(toasts()).toEqual([{ color: 'red', message: description }]);
  });
});
