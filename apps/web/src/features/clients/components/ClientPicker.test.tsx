import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientSummary } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { clientFixture, clientId, fakeApi, json, pageOf, signInAs, summaryOf } from '../test/fakeApi';
import { ClientPicker } from './ClientPicker';

const ana = summaryOf(clientFixture({ id: clientId(1) }));
const bruno = summaryOf(
  clientFixture({
    id: clientId(2),
    name: 'Bruno Lima',
    document: { documentNumber: '11222333000181', documentType: 'CNPJ', documentNation: 'BR' },
  }),
);

/** The picker inside a form that keeps its value, as a charge form would. */
function Harness({ onChange }: { onChange: (client: ClientSummary | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ClientPicker
      label="Cliente"
      value={value}
      onChange={(client) => {
        setValue(client?.id ?? null);
        onChange(client);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Cliente' });

beforeEach(() => signInAs(['SELLER_ADMIN']));

describe('ClientPicker', () => {
  it('searches on the server (100 by name) and shows name and document', async () => {
    const api = fakeApi({
      'GET /seller-clients': ({ url }) =>
        json(200, pageOf(url.searchParams.get('search') === 'bru' ? [bruno] : [ana, bruno], 0, 1, 100)),
    });
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);

    await userEvent.click(input());
    expect(await screen.findByRole('option', { name: /Ana Souza/ })).toHaveTextContent('529.982.247-25');
    await userEvent.type(input(), 'bru');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Ana Souza/ })).not.toBeInTheDocument());
    const calls = api.callsTo('GET', '/seller-clients');
    expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({ search: 'bru', page: '0', size: '100' });
    expect(calls.length).toBeLessThanOrEqual(3); // debounced, not one request per letter

    await userEvent.click(screen.getByRole('option', { name: /Bruno Lima/ }));
    expect(onChange).toHaveBeenCalledWith(bruno);
    expect(input()).toHaveValue('Bruno Lima');
  });

  it("adds a client through 'Adicionar cliente' and selects the one the POST returned", async () => {
    const created = clientFixture({ id: clientId(77), name: 'Carla Nova', address: null });
    const api = fakeApi({
      'GET /seller-clients': () => json(200, pageOf([ana, bruno], 0, 1, 100)),
      'POST /seller-clients': () => json(201, created),
    });
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);

    await userEvent.click(input());
    await userEvent.click(await screen.findByRole('option', { name: 'Adicionar cliente' }));
    const modal = await screen.findByRole('dialog', { name: 'Adicionar cliente' });
    await userEvent.type(within(modal).getByRole('textbox', { name: 'CPF' }), '52998224725');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Nome' }), 'Carla Nova');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Celular' }), '11912345678');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'E-mail' }), 'carla@cliente.com.br');
    await userEvent.click(within(modal).getByRole('button', { name: 'Proximo' }));
    await userEvent.click(
      within(modal).getByRole('switch', { name: 'Usar o meu endereço no lugar do endereço do cliente' }),
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(summaryOf(created)));
    expect(screen.queryByRole('dialog', { name: 'Adicionar cliente' })).not.toBeInTheDocument();
    expect(input()).toHaveValue('Carla Nova');
    expect(api.callsTo('POST', '/seller-clients')).toHaveLength(1);
  });

  it("closes the modal on 'Cancelar' without changing the value", async () => {
    fakeApi({ 'GET /seller-clients': () => json(200, pageOf([ana], 0, 1, 100)) });
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);
    await userEvent.click(input());
    await userEvent.click(await screen.findByRole('option', { name: 'Adicionar cliente' }));
    const modal = await screen.findByRole('dialog', { name: 'Adicionar cliente' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Adicionar cliente' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveValue('');
  });
});
