import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientSummary } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { renderWithApp } from '../../../test/render';
import { at } from '../../../test/at';
import { NewChargeButton } from '../components/new-charge/NewChargeButton';
import { apiError, chargeDetail, chargePage, fakeApi, json, signInAs, watchToasts } from '../test/fakeApi';
import ChargeListPage from './ChargeListPage';

const CLIENT: ClientSummary = {
  id: '0b7e2f4a-6c1d-4e8a-9f3b-000000000001',
  name: 'Bruno Lima',
  document: { documentNumber: '11222333000181', documentType: 'CNPJ', documentNation: 'BR' },
  email: 'bruno@lima.com.br',
  countryCode: '55',
  phone: '11987654321',
};
const LINE = '23793381286000000000300000000400184340000012990';
const BOLETO = chargeDetail({
  status: 'SCHEDULED',
  paymentMethod: 'BOLETO',
  customerName: 'Bruno Lima',
  boleto: { digitableLine: LINE, barcode: '2379', pdfPath: '/api/charges/x/boleto.pdf' },
});
const PIX = chargeDetail({
  status: 'SCHEDULED',
  paymentMethod: 'PIX',
  customerName: 'Bruno Lima',
  pix: { copyPaste: '00020126360014br.gov.bcb.pix', qrCodeImage: 'data:image/png;base64,AAAA' },
});

const realNow = clock.now;
beforeEach(async () => {
  clock.now = () => new Date('2026-05-14T15:00:00Z');
  await signInAs(['SELLER_CHARGES']);
});
afterEach(() => {
  clock.now = realNow;
});

function api(create: Parameters<typeof fakeApi>[0][string]) {
  return fakeApi({
    'GET /seller-clients': () =>
      json(200, { content: [CLIENT], page: 0, size: 100, totalElements: 1, totalPages: 1, capped: false }),
    'GET /seller-clients/:id': () => json(200, { ...CLIENT, tradeName: null, alternativeEmail: null, address: null }),
    'POST /charges': create,
  });
}

async function openForm() {
  renderWithApp(<NewChargeButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Nova cobrança' }));
  return screen.findByRole('dialog', { name: 'Nova cobrança' });
}

async function fill(dialog: HTMLElement, { method = 'Boleto', value = '15000' } = {}) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Cliente' }));
  await userEvent.click(await screen.findByRole('option', { name: /Bruno Lima/ }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Consultoria de maio');
  await userEvent.click(within(dialog).getByRole('radio', { name: method }));
  if (value) await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor' }), value);
}

const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Criar cobrança' }));

describe('Nova cobrança', { timeout: 20_000 }, () => {
  it('is offered in the list header only with charges.write', async () => {
    fakeApi({ 'GET /charges': () => chargePage([]) });
    const { unmount } = renderWithApp(<ChargeListPage />);
    expect(await screen.findByRole('button', { name: 'Nova cobrança' })).toBeInTheDocument();
    unmount();
    await signInAs(['SELLER_FINANCES']);
    renderWithApp(<NewChargeButton />);
    expect(screen.queryByRole('button', { name: 'Nova cobrança' })).not.toBeInTheDocument();
  });

  it("refuses an empty form with the contract's messages and sends nothing", async () => {
    const calls = api(() => json(201, BOLETO));
    const dialog = await openForm();
    await submit(dialog);
    expect(await within(dialog).findAllByText('Preenchimento obrigatório!')).toHaveLength(2); // client, title
    expect(within(dialog).getByText('O valor mínimo é R$ 1,00.')).toBeInTheDocument();
    // The method's own minimum: a boleto under R$ 5,00.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor' }), '300');
    await fill(dialog, { value: '' });
    await submit(dialog);
    expect(await within(dialog).findByText('O valor mínimo de um boleto é R$ 5,00.')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/charges')).toHaveLength(0);
  });

  it('creates a boleto for the picked client and shows its digitable line and PDF', async () => {
    const calls = api(() => json(201, BOLETO));
    const dialog = await openForm();
    // Dated today on São Paulo's calendar.
    expect(within(dialog).getByRole('textbox', { name: 'Vencimento' })).toHaveValue('14/05/2026');
    await fill(dialog);
    await submit(dialog);

    const result = await screen.findByRole('dialog', { name: 'Cobrança criada' });
    expect(within(result).getByText(LINE)).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Copiar: Linha digitável' })).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Baixar boleto (PDF)' })).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Abrir cobrança' })).toHaveAttribute(
      'href',
      `/cobrancas-agendadas/${BOLETO.uuid}`,
    );
    const call = at(calls.callsTo('POST', '/charges'), 0);
    expect(call.body).toEqual({
      title: 'Consultoria de maio',
      value: 15000,
      paymentMethod: 'BOLETO',
      installments: 1,
      expirationDate: '2026-05-14',
      customer: {
        name: 'Bruno Lima',
        document: '11222333000181',
        email: 'bruno@lima.com.br',
        phone: '11987654321',
        countryCode: '55',
      },
    });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('creates a Pix and shows its QR code and copia e cola', async () => {
    api(() => json(201, PIX));
    const dialog = await openForm();
    await fill(dialog, { method: 'Pix' });
    await submit(dialog);
    const result = await screen.findByRole('dialog', { name: 'Cobrança criada' });
    expect(within(result).getByRole('img', { name: 'QR Code Pix da cobrança' })).toBeInTheDocument();
    expect(within(result).getByText('00020126360014br.gov.bcb.pix')).toBeInTheDocument();
  });

  it("puts the server's refusal on its field, keeps what was typed, and retries with a new key", async () => {
    let first = true;
    const calls = api(() => {
      if (!first) return json(201, BOLETO);
      first = false;
      return apiError(400, 'CHG-006', 'A data de vencimento não pode estar no passado.');
    });
    const toasts = watchToasts();
    const dialog = await openForm();
    await fill(dialog);
    await submit(dialog);

    const date = within(dialog).getByRole('textbox', { name: 'Vencimento' });
    expect(await within(dialog).findByText('A data de vencimento não pode estar no passado.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Consultoria de maio');
    expect(within(dialog).getByRole('textbox', { name: 'Valor' })).toHaveValue('R$\u00a0150,00');
    expect(toasts()).toEqual([]);

    await userEvent.clear(date);
    await userEvent.type(date, '20052026');
    await submit(dialog);
    await screen.findByRole('dialog', { name: 'Cobrança criada' });
    const [refused, created] = calls.callsTo('POST', '/charges');
    expect(created!.body).toMatchObject({ expirationDate: '2026-05-20' });
    expect(created!.headers['Idempotency-Key']).not.toBe(refused!.headers['Idempotency-Key']);
  });

  it('asks for the card and offers instalments up to the contract limit for a card', async () => {
    api(() => json(201, BOLETO));
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cartão de Crédito' }));
    expect(within(dialog).getByRole('textbox', { name: 'Número do cartão' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Com vencimento hoje, o cartão é cobrado assim que a cobrança for criada.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Parcelas' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(21);
  });
});

describe('Nova cobrança answers', { timeout: 20_000 }, () => {
  it('shows a conflict as a toast, keeping the form', async () => {
    api(() => apiError(409, 'GEN-409', 'A operação não pode ser realizada no estado atual.'));
    const toasts = watchToasts();
    const dialog = await openForm();
    await fill(dialog);
    await submit(dialog);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'GEN-409 - A operação não pode ser realizada no estado atual.',
      }),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Consultoria de maio');
  });

  it("puts a 400's per-field item about the buyer on the client picker", async () => {
    const calls = api(() =>
      json(400, {
        errors: [{ code: 'VAL-002', description: 'Inclua um CNPJ ou CPF válido', title: 'customer.document' }],
      }),
    );
    const dialog = await openForm();
    await fill(dialog);
    await submit(dialog);
    expect(await within(dialog).findByText('Inclua um CNPJ ou CPF válido')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Cliente' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.callsTo('POST', '/charges')).toHaveLength(1);
  });
});
