import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBRL, type PixPaymentStatus } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  BANK_BOLETO,
  boletoPayment,
  checkOf,
  choose,
  json,
  paymentsApi,
  plain,
  renderPage,
  signInAs,
  watchToasts,
  type ApiCall,
} from '../test/fixtures';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const form = () => screen.getByRole('region', { name: 'Pagamento de Boleto' });
const barcodeInput = () => within(form()).getByRole('textbox', { name: 'Código de barras' });
const dateInput = () => within(form()).getByRole('textbox', { name: 'Data de pagamento' });
const created = (status: PixPaymentStatus) => (call: ApiCall) =>
  json(201, boletoPayment({ ...(call.body as object), status }));

/** Scans the boleto, picks the day (when not today), fills the rest and opens the review. */
async function reviewBoleto(day?: string) {
  const button = within(form()).getByRole('button', { name: 'Revisar pagamento' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(barcodeInput());
  await userEvent.paste(BANK_BOLETO.line);
  await within(form()).findByRole('region', { name: 'Dados do boleto' });
  if (day) {
    await userEvent.clear(dateInput());
    await userEvent.type(dateInput(), day);
    await userEvent.tab();
  }
  await choose(form(), 'Centro de custo', 'Operacional');
  await userEvent.type(within(form()).getByRole('textbox', { name: 'Descrição (opcional)' }), 'Impressos de maio');
  await waitFor(() =>
    expect(within(form()).getByRole('region', { name: 'Dados do boleto' })).toHaveAttribute('aria-busy', 'false'),
  );
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: 'Revisão de Pagamento de Boleto' });
}

describe('Revisão de Pagamento de Boleto', { timeout: 30_000 }, () => {
  it('shows the payee and bank, pays in centavos with an Idempotency-Key, then resets and refreshes', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({ 'POST /payments/boleto': created('processing') });
    const toasts = watchToasts();
    renderPage('/pagamentos?aba=boleto');
    const dialog = await reviewBoleto();
    for (const shown of [
      'Gráfica Central Ltda',
      '11.222.333/****-**',
      'Banco Bradesco S.A.',
      BANK_BOLETO.formatted,
      '20/05/2026',
      'R$ 246,10',
      '10/05/2026',
      'Operacional',
      'Impressos de maio',
    ])
      expect(plain(dialog.textContent)).toContain(shown);

    const balanceReads = api.callsTo('GET', '/payments/balance').length;
    const listReads = api.callsTo('GET', '/payments/boleto').length;
    // Under the R$ 1.000,00 threshold, and an administrator may approve: 'Pagar'.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pagar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento de boleto processado com sucesso!' }),
    );
    const post = at(api.callsTo('POST', '/payments/boleto'), 0);
    expect(post.body).toEqual({
      barcode: BANK_BOLETO.line,
      amount: 24_610,
      paymentDate: '2026-05-10',
      costCenter: 'operacional',
      description: 'Impressos de maio',
    });
    expect(post.headers['Idempotency-Key']).toMatch(UUID);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(barcodeInput()).toHaveValue('');
    expect(within(form()).getByRole('textbox', { name: 'Valor' })).toHaveValue(formatBRL(0));
    expect(within(form()).queryByRole('region', { name: 'Dados do boleto' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/payments/balance').length).toBeGreaterThan(balanceReads));
    expect(api.callsTo('GET', '/payments/boleto').length).toBeGreaterThan(listReads);
  });

  it('says a later day was scheduled', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({ 'POST /payments/boleto': created('scheduled') });
    const toasts = watchToasts();
    renderPage('/pagamentos?aba=boleto');
    const dialog = await reviewBoleto('15/05/2026');
    expect(dialog).toHaveTextContent('15/05/2026');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pagar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento de boleto agendado com sucesso!' }),
    );
    expect(at(api.callsTo('POST', '/payments/boleto'), 0).body).toMatchObject({ paymentDate: '2026-05-15' });
  });

  it('saves for approval from the policy’s threshold on, and says so', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({
      'POST /payments/boleto/check': (call) =>
        checkOf(call, { nominalAmount: 150_000, amount: 150_000, minAmount: 150_000, maxAmount: 150_000 }),
      'POST /payments/boleto': created('pending_approval'),
    });
    const toasts = watchToasts();
    renderPage('/pagamentos?aba=boleto');
    const dialog = await reviewBoleto();
    expect(within(dialog).queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar para Aprovação' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento salvo para aprovação' }));
    expect(at(api.callsTo('POST', '/payments/boleto'), 0).body).toMatchObject({ amount: 150_000 });
  });

  it('offers only Salvar para Aprovação to whoever may not approve', async () => {
    await signInAs(['SELLER_BACKOFFICE']);
    paymentsApi();
    renderPage('/pagamentos?aba=boleto');
    const dialog = await reviewBoleto();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar para Aprovação' })).toBeEnabled());
    expect(within(dialog).queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
  });

  it('keeps everything typed on a refusal, with the server’s words in the dialog and under the field', async () => {
    await signInAs(['SELLER_ADMIN']);
    const answers = [
      () => apiError(409, 'PAY-022', 'Este boleto já foi pago.'),
      () => apiError(400, 'PAY-002', 'A data de pagamento deve ser hoje ou uma data futura'),
    ];
    const api = paymentsApi({ 'POST /payments/boleto': () => answers.shift()!() });
    renderPage('/pagamentos?aba=boleto');
    let dialog = await reviewBoleto();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pagar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este boleto já foi pago.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(barcodeInput()).toHaveValue(BANK_BOLETO.formatted);
    expect(barcodeInput()).toHaveAccessibleDescription(expect.stringContaining('Este boleto já foi pago.'));
    expect(within(form()).getByRole('textbox', { name: 'Valor' })).toHaveValue(formatBRL(24_610));
    expect(dateInput()).toHaveValue('10/05/2026');
    expect(within(form()).getByRole('combobox', { name: 'Centro de custo' })).toHaveValue('Operacional');
    expect(within(form()).getByRole('textbox', { name: 'Descrição (opcional)' })).toHaveValue('Impressos de maio');

    // The server's clock says the day has passed: under the date.
    await userEvent.click(within(form()).getByRole('button', { name: 'Revisar pagamento' }));
    dialog = await screen.findByRole('dialog', { name: 'Revisão de Pagamento de Boleto' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pagar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A data de pagamento deve ser hoje');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dateInput()).toHaveAccessibleDescription('A data de pagamento deve ser hoje ou uma data futura');
    expect(api.callsTo('POST', '/payments/boleto')).toHaveLength(2);
  });
});
