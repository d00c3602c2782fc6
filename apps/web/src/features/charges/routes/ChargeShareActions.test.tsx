import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChargeHistoryEntry } from '@cofre/contract';
import { chargeApi, heading, renderDetail } from '../test/detailHarness';
import { apiError, chargeDetail, json, signInAs, watchToasts } from '../test/fakeApi';

const open = chargeDetail({ status: 'SCHEDULED', paymentMethod: 'BOLETO', expirationDate: '2026-12-10' });
const created: ChargeHistoryEntry = {
  kind: 'CREATED',
  at: '2026-11-20T13:00:00.000Z',
  by: null,
  previousExpirationDate: null,
  expirationDate: null,
  previousValue: null,
  value: null,
  sentTo: null,
};

describe('the everyday actions on an open charge', () => {
  it("'Enviar por e-mail' sends to the buyer's address by default and says where it went", async () => {
    await signInAs(['SELLER_CHARGES']);
    const toasts = watchToasts();
    const api = chargeApi(open, {
      'POST /charges/:id/send': (call) => json(202, { sentTo: (call.body as { email?: string }).email ?? 'x' }),
    });
    renderDetail();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar cobrança por e-mail' });
    const field = within(dialog).getByLabelText('E-mail do destinatário');
    expect(field).toHaveValue('ana@cliente.com.br');
    await userEvent.clear(field);
    await userEvent.type(field, 'x@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Digite um e-mail válido!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/charges/:id/send')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'contas@cliente.com.br');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Cobrança enviada para contas@cliente.com.br.' }),
    );
    const [call] = api.callsTo('POST', '/charges/:id/send');
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  }, 20_000);

  it("'Copiar link' copies the buyer's page", async () => {
    await signInAs(['SELLER_CHARGES']);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    chargeApi(open);
    renderDetail();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(open.pageUrl);
  });

  it("'Alterar cobrança' sends only what changed, and puts the server's refusal under its field", async () => {
    await signInAs(['SELLER_CHARGES']);
    let attempt = 0;
    const api = chargeApi(open, {
      'PATCH /charges/:id': (call) =>
        attempt++ === 0
          ? apiError(400, 'CHG-020', 'O valor mínimo de um boleto é R$ 5,00.')
          : json(200, { ...open, ...(call.body as object) }),
    });
    renderDetail();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar cobrança' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar cobrança' });
    const value = within(dialog).getByLabelText('Novo valor');
    await userEvent.clear(value);
    await userEvent.type(value, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alteração' }));
    expect(await within(dialog).findByText('O valor mínimo de um boleto é R$ 5,00.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/charges/:id')[0]?.body).toEqual({ value: 400 });
    await userEvent.clear(value);
    await userEvent.type(value, '15000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alteração' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar cobrança' })).toBeNull());
    expect(api.callsTo('PATCH', '/charges/:id')[1]?.body).toEqual({ value: 15000 });
  }, 20_000);

  it('offers neither to a paid charge, nor sending or changing without charges.write', async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail({ status: 'PAID', paymentMethod: 'PIX', paidDate: '2026-04-09' }));
    renderDetail();
    await heading();
    expect(screen.queryByRole('button', { name: 'Copiar link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar por e-mail' })).toBeNull();
  });

  it('shows the history once the charge was changed or sent', async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(open, {
      'GET /charges/:id/history': () =>
        json(200, {
          content: [
            created,
            {
              ...created,
              kind: 'CHANGED',
              at: '2026-11-23T15:00:00.000Z',
              by: 'Ana Admin',
              previousExpirationDate: '2026-11-30',
              expirationDate: '2026-12-10',
              previousValue: 15000,
              value: 17500,
            },
          ],
        }),
    });
    renderDetail();
    await heading();
    const history = await screen.findByRole('region', { name: 'Histórico' });
    expect(within(history).getByText('Cobrança criada')).toBeInTheDocument();
    expect(
      within(history).getByText(
        (text) =>
          text.replace(/\u00a0/g, ' ') ===
          'Alterada: vencimento de 30/11/2026 para 10/12/2026 e valor de R$ 150,00 para R$ 175,00',
      ),
    ).toBeInTheDocument();
    expect(within(history).getByText(/por Ana Admin/)).toBeInTheDocument();
  });
});
