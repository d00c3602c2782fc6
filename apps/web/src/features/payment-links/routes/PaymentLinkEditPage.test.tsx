import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/LocationProbe';
import { at } from '../../../test/at';
import { fakeApi, json, linkFixture, signInAs, watchToasts } from '../test/fakeApi';
import PaymentLinkEditPage from './PaymentLinkEditPage';

vi.setConfig({ testTimeout: 30_000 });

const link = linkFixture({
  expiresAt: '2030-12-31T13:30:00.000Z',
  metadata: [{ key: 'pedido', value: '42' }],
  bankSlip: { enabled: false, discountPercent: 0, installments: 1 },
});

function renderEdit() {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/seja-pago/editar/:id" element={<PaymentLinkEditPage />} />
        <Route path="/seja-pago" element={<p>Lista de links</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { path: `/seja-pago/editar/${link.id}` },
  );
}

describe('PaymentLinkEditPage', () => {
  it('loads the link into its form and saves it with PUT', async () => {
    await signInAs();
    const toasts = watchToasts();
    const api = fakeApi({
      'GET /payment-links/:id': () => json(200, link),
      'GET /payment-links/installments-payment': () => json(200, { feeBearer: 'EARLY_SELLER', options: [] }),
      // The request's split is a list of shares; the view's is the shares with their amounts.
      'PUT /payment-links/:id': ({ body }) => json(200, { ...link, ...(body as object), split: null }),
    });
    renderEdit();
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Oficina de fotografia');
    expect(screen.getByRole('switch', { name: 'Aceitar Boleto' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Data de expiração' })).toHaveValue('31/12/2030');
    expect(screen.getByLabelText(/^Horário de expiração/)).toHaveValue('10:30');
    expect(screen.getByRole('textbox', { name: 'Chave' })).toHaveValue('pedido');

    await userEvent.clear(title);
    await userEvent.type(title, 'Oficina avançada');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Link atualizado com sucesso!' }));
    expect(at(api.callsTo('PUT', '/payment-links/:id'), 0).body).toMatchObject({
      type: 'ORDER',
      title: 'Oficina avançada',
      value: 25_000,
      expiresAt: '2030-12-31T10:30:00-03:00',
      metadata: [{ key: 'pedido', value: '42' }],
      pix: { enabled: true, discountPercent: 10, installments: 1 },
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seja-pago'));
  });

  it('deletes a one-off link after its own question and returns to the list', async () => {
    await signInAs();
    const toasts = watchToasts();
    const api = fakeApi({
      'GET /payment-links/:id': () => json(200, link),
      'GET /payment-links/installments-payment': () => json(200, { feeBearer: 'EARLY_SELLER', options: [] }),
      'DELETE /payment-links/:id': () => new Response(null, { status: 204 }),
    });
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir link' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Tem certeza que deseja excluir o link para essa cobrança pontual?',
    });
    expect(within(dialog).getByText('Excluí-lo desativará o link para futuras contratações.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Link customizado excluído com sucesso!' }),
    );
    expect(api.callsTo('DELETE', '/payment-links/:id')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seja-pago'));
  });
});
