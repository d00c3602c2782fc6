import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Client } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { CLIENT_ID, clientFixture, fakeApi, json, pageOf, signInAs, watchToasts } from '../test/fakeApi';
import { LocationProbe } from '../../../test/LocationProbe';
import ClientDetailPage from './ClientDetailPage';
import { at } from '../../../test/at';

function renderDetail(path = `/clientes/${CLIENT_ID}`) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/clientes/:id" element={<ClientDetailPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}

const emptyPage = () => json(200, pageOf([], 0, 0, 10));

function clientApi(client: Client = clientFixture(), extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /seller-clients/:id': () => json(200, client),
    'GET /seller-clients/:id/charges': emptyPage,
    'GET /seller-clients/:id/subscriptions': emptyPage,
    ...extra,
  });
}

const contactCard = () => screen.getByRole('region', { name: 'Dados de contato' });
const addressCard = () => screen.getByRole('region', { name: 'Endereço' });

describe('ClientDetailPage', () => {
  it('shows the header with the read-only document and the creation date', async () => {
    signInAs(['SELLER_ADMIN']);
    clientApi();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    // The document is kept whole on one line (a CNPJ once broke as '…0001-' / '81').
    expect(screen.getByText('529.982.247-25')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText('529.982.247-25').closest('p')).toHaveTextContent(
      /CPF 529\.982\.247-25 · Cadastrado em 05\/03\/2026/,
    );
    expect(screen.queryByRole('textbox', { name: /CPF/ })).not.toBeInTheDocument();
    expect(within(contactCard()).getByText('+55 (11) 98765-4321')).toBeInTheDocument();
    expect(within(addressCard()).getByText('01310-100')).toBeInTheDocument();
  });

  it('edits the contact: Editar, Concluir, review of the changes, Confirmar sends the PUT', async () => {
    signInAs(['SELLER_ADMIN']);
    const updated = clientFixture({ name: 'Ana Souza Lima', phone: '21999998888' });
    const api = clientApi(clientFixture(), { 'PUT /seller-clients/:id': () => json(200, updated) });
    const toasts = watchToasts();
    renderDetail();
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Dados de contato' })).getByRole('button', { name: 'Editar' }),
    );

    const name = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Souza Lima');
    const phone = screen.getByRole('textbox', { name: 'Celular' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '21999998888');
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));

    const review = await screen.findByRole('dialog', { name: 'Confirme as alterações' });
    const rows = within(review)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Nome', 'Ana Souza', 'Ana Souza Lima'],
      ['Celular', '+55 (11) 98765-4321', '+55 (21) 99999-8888'],
    ]);
    expect(api.callsTo('PUT', '/seller-clients/:id')).toHaveLength(0);
    await userEvent.click(within(review).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Cliente editado com sucesso!' }));
    expect(at(api.callsTo('PUT', '/seller-clients/:id'), 0).body).toEqual({
      name: 'Ana Souza Lima',
      tradeName: null,
      email: 'ana@cliente.com.br',
      alternativeEmail: null,
      countryCode: '55',
      phone: '21999998888',
    });
    expect(await within(contactCard()).findByText('Ana Souza Lima')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concluir' })).not.toBeInTheDocument();
  });

  it('validates the contact with the contract messages before any review', async () => {
    signInAs(['SELLER_ADMIN']);
    clientApi();
    renderDetail();
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Dados de contato' })).getByRole('button', { name: 'Editar' }),
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Nome' }));
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText('Digite um e-mail válido!')).toBeInTheDocument();
    expect(screen.getByText('Preenchimento obrigatório!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before discarding contact changes, and discards them', async () => {
    signInAs(['SELLER_ADMIN']);
    const api = clientApi();
    renderDetail();
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Dados de contato' })).getByRole('button', { name: 'Editar' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), ' Modificada');
    await userEvent.click(within(contactCard()).getByRole('button', { name: 'Cancelar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deseja descartar as alterações?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza Modificada');

    await userEvent.click(within(contactCard()).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deseja descartar as alterações?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    expect(screen.queryByRole('textbox', { name: 'Nome' })).not.toBeInTheDocument();
    expect(within(contactCard()).getByText('Ana Souza')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/seller-clients/:id')).toHaveLength(0);
  });

  it("adds an address to a client that uses the seller's, with the CEP asked on leaving the field", async () => {
    signInAs(['SELLER_ADMIN']);
    const withAddress = clientFixture();
    const api = clientApi(clientFixture({ address: null }), {
      'GET /zip-codes/:zip': () =>
        json(200, {
          zipCode: '01310100',
          street: 'Avenida Paulista',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          complement: null,
        }),
      'PATCH /seller-clients/:id/address': () => json(200, withAddress),
    });
    const toasts = watchToasts();
    renderDetail();
    expect(await screen.findByText('Este cliente usa o endereço do vendedor.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar endereço' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '01310100');
    expect(api.callsTo('GET', '/zip-codes/:zip')).toHaveLength(0); // not while typing here
    await userEvent.click(screen.getByRole('textbox', { name: 'Número' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rua' })).toHaveValue('Avenida Paulista'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Número' }), '1000');
    expect(screen.getByRole('textbox', { name: 'Estado' })).toHaveAttribute('maxlength', '2');
    await userEvent.click(within(addressCard()).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Endereço editado com sucesso!' }));
    expect(at(api.callsTo('PATCH', '/seller-clients/:id/address'), 0).body).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    });
    expect(await within(addressCard()).findByText('01310-100')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown client', async () => {
    signInAs(['SELLER_ADMIN']);
    fakeApi({});
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });
});

describe('ClientDetailPage tabs by role (spec 1 §6)', () => {
  it('gives an admin both tabs, Assinaturas first, each with its empty text', async () => {
    signInAs(['SELLER_ADMIN']);
    const api = clientApi();
    renderDetail();
    // The tabs wait for the first pages and the totals that say which tab has data.
    const subscriptions = await screen.findByRole('tab', { name: 'Assinaturas' }, { timeout: 5_000 });
    expect(subscriptions).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Este cliente não possui assinaturas.')).toBeInTheDocument();
    // Asked while finding the tab with data, and by the tab itself (tests keep nothing fresh).
    const asked = api.callsTo('GET', '/seller-clients/:id/subscriptions').length;
    await userEvent.click(screen.getByRole('tab', { name: 'Recebíveis' }));
    expect(await screen.findByText('Sem dados de cobranças')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(`/clientes/${CLIENT_ID}?aba=recebiveis`);
    expect(api.callsTo('GET', '/seller-clients/:id/subscriptions')).toHaveLength(asked);
  });

  it('shows SELLER_CHARGES only Recebíveis, with Histórico and Agendados, and never asks for subscriptions', async () => {
    signInAs(['SELLER_CHARGES', 'SELLER_CLIENTS']);
    const api = clientApi();
    renderDetail();
    expect(await screen.findByRole('tab', { name: 'Recebíveis' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Assinaturas' })).not.toBeInTheDocument();
    expect(await screen.findByText('Sem dados de cobranças')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Agendados' }));
    expect(await screen.findByText('Nenhuma cobrança agendada.')).toBeInTheDocument();
    const scheduled = api
      .callsTo('GET', '/seller-clients/:id/charges')
      .map((call) => call.url.searchParams.get('scheduled'));
    expect(scheduled).toEqual(['false', 'true']);
    expect(at(api.callsTo('GET', '/seller-clients/:id/charges'), 0).url.searchParams.get('size')).toBe('10');
    expect(api.callsTo('GET', '/seller-clients/:id/subscriptions')).toHaveLength(0);
  });

  it('opens a history row as /cobrancas/{uuid}', async () => {
    signInAs(['SELLER_CHARGES']);
    const uuid = '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b';
    clientApi(clientFixture(), {
      'GET /seller-clients/:id/charges': () =>
        json(
          200,
          pageOf(
            [
              {
                uuid,
                title: 'Mensalidade',
                value: 12990,
                status: 'PAID',
                paymentMethod: 'PIX',
                expirationDate: '2026-04-10',
                paidDate: '2026-04-09',
              },
            ],
            0,
            1,
            10,
          ),
        ),
    });
    renderDetail();
    const row = (await screen.findByText('Mensalidade')).closest('tr')!;
    expect(within(row).getByText('R$ 129,90')).toBeInTheDocument();
    expect(within(row).getByText('10/04/2026')).toBeInTheDocument();
    expect(within(row).getByText('Paga')).toBeInTheDocument();
    await userEvent.click(within(row).getByText('R$ 129,90'));
    expect(screen.getByTestId('location').textContent).toBe(`/cobrancas/${uuid}`);
  });

  it('shows SELLER_CLIENTS alone no tab area', async () => {
    signInAs(['SELLER_CLIENTS']);
    const api = clientApi();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/seller-clients/:id/charges')).toHaveLength(0);
    expect(api.callsTo('GET', '/seller-clients/:id/subscriptions')).toHaveLength(0);
  });

  it("shows the client's totals and opens on Recebíveis when the client has charges", async () => {
    signInAs(['SELLER_ADMIN']);
    const subscription = {
      uuid: '11111111-2222-4333-8444-555555555555',
      planName: 'Plano Ouro',
      value: 9_990,
      nextChargeDate: '2026-06-01',
      status: 'ACTIVE',
    };
    clientApi(clientFixture(), {
      'GET /seller-clients/:id/subscriptions': () => json(200, pageOf([subscription], 0, 1, 10)),
      'GET /seller-clients/:id/charge-totals': () =>
        json(200, {
          paid: { count: 12, amount: 1_234_500 },
          open: { count: 1, amount: 9_990 },
          late: { count: 2, amount: 30_000 },
        }),
    });
    renderDetail();
    const totals = await screen.findByLabelText('Totais de cobranças do cliente');
    expect(await within(totals).findByText(/R\$\s12\.345,00/)).toBeInTheDocument();
    expect(within(totals).getByText('12 cobranças')).toBeInTheDocument();
    expect(within(totals).getByText('1 cobrança')).toBeInTheDocument();
    expect(within(totals).getByText(/R\$\s300,00/)).toBeInTheDocument();
    // Both tabs have data: charges first.
    expect(await screen.findByRole('tab', { name: 'Recebíveis' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on Assinaturas when only the subscriptions have data', async () => {
    signInAs(['SELLER_ADMIN']);
    const subscription = {
      uuid: '11111111-2222-4333-8444-555555555555',
      planName: 'Plano Ouro',
      value: 9_990,
      nextChargeDate: '2026-06-01',
      status: 'ACTIVE',
    };
    const none = { count: 0, amount: 0 };
    clientApi(clientFixture(), {
      'GET /seller-clients/:id/subscriptions': () => json(200, pageOf([subscription], 0, 1, 10)),
      'GET /seller-clients/:id/charge-totals': () => json(200, { paid: none, open: none, late: none }),
    });
    renderDetail();
    expect(await screen.findByRole('tab', { name: 'Assinaturas' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Plano Ouro')).toBeInTheDocument();
  });
});
