import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BOLETO_LINE_FIELD_MAX, BOLETO_PAYMENT_MESSAGES, formatBRL } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  BANK_BOLETO,
  boletoCheck,
  checkOf,
  choose,
  NOT_IN_TOASTS,
  paymentsApi,
  plain,
  renderPage,
  signInAs,
  TODAY,
  typeAmount,
  UTILITY_LINE,
  watchToasts,
  type ApiCall,
} from '../test/fixtures';
import { emptyBoletoPayment, firstBoletoProblem } from './boletoPaymentForm';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const BOLETO_TAB = '/pagamentos?aba=boleto';
const form = () => screen.getByRole('region', { name: 'Pagamento de Boleto' });
const barcodeInput = () => within(form()).getByRole('textbox', { name: 'Código de barras' });
const amountInput = () => within(form()).getByRole('textbox', { name: 'Valor' });
const dateInput = () => within(form()).getByRole('textbox', { name: 'Data de pagamento' });
const reviewButton = () => within(form()).getByRole('button', { name: 'Revisar pagamento' });
const checkCard = () => within(form()).findByRole('region', { name: 'Dados do boleto' });
const checks = (api: { callsTo: (method: string, path: string) => ApiCall[] }) =>
  api.callsTo('POST', '/payments/boleto/check').map((call) => call.body);

/** What a scanner does: the whole code at once. */
async function scan(code: string) {
  await userEvent.clear(barcodeInput());
  await userEvent.click(barcodeInput());
  await userEvent.paste(code);
}

async function typeDate(day: string) {
  await userEvent.clear(dateInput());
  if (day) await userEvent.type(dateInput(), day);
  await userEvent.tab();
}

/** Clicks 'Revisar pagamento' and returns the toasts it showed. */
async function review(toasts: () => Array<{ color?: string; message: string }>) {
  const before = toasts().length;
  await userEvent.click(reviewButton());
  await waitFor(() => expect(toasts().length).toBeGreaterThan(before));
  return toasts().slice(before);
}

describe('Pagamento de Boleto form', { timeout: 30_000 }, () => {
  it('runs the spec’s checks in order, one toast each, and sends nothing until they pass', async () => {
    await signInAs();
    // A boleto without a fixed amount ('valor livre'): the amount is the seller's to type.
    const api = paymentsApi({
      'POST /payments/boleto/check': (call) =>
        checkOf(call, { nominalAmount: 0, amount: 0, minAmount: 1, maxAmount: 10_000_000 }),
    });
    const toasts = watchToasts();
    renderPage(BOLETO_TAB);
    await waitFor(() => expect(reviewButton()).toBeEnabled());
    expect(dateInput()).toHaveValue('10/05/2026');

    // 1. Nothing typed.
    expect(await review(toasts)).toEqual([{ color: 'red', message: BOLETO_PAYMENT_MESSAGES.barcodeRequired }]);
    // 2. Part of a line: invalid, and never asked about.
    await userEvent.type(barcodeInput(), BANK_BOLETO.line.slice(0, 20));
    expect(await review(toasts)).toEqual([{ color: 'red', message: BOLETO_PAYMENT_MESSAGES.barcodeInvalid }]);
    expect(checks(api)).toHaveLength(0);
    // 3. The whole line is checked at once; no amount yet.
    await scan(BANK_BOLETO.line);
    await checkCard();
    expect(amountInput()).not.toHaveAttribute('readonly');
    expect(plain(form().textContent)).toContain('Entre R$ 0,01 e R$ 100.000,00.');
    expect(await review(toasts)).toEqual([{ color: 'red', message: BOLETO_PAYMENT_MESSAGES.amountRequired }]);
    // 4. An amount, no date (clearing the day asks nothing).
    await typeAmount('Valor', '5000');
    await typeDate('');
    expect(await review(toasts)).toEqual([{ color: 'red', message: BOLETO_PAYMENT_MESSAGES.dateRequired }]);
    await typeDate('01/05/2026');
    expect(await review(toasts)).toEqual([{ color: 'red', message: BOLETO_PAYMENT_MESSAGES.datePast }]);
    expect(checks(api)).toHaveLength(1);
    // 5. Today again (asked again, the typed amount kept), no cost centre.
    await typeDate('10/05/2026');
    await waitFor(() => expect(checks(api)).toHaveLength(2));
    expect(at(checks(api), 1)).toEqual({ barcode: BANK_BOLETO.line, paymentDate: TODAY });
    await waitFor(async () => expect(await checkCard()).toHaveAttribute('aria-busy', 'false'));
    expect(plain((amountInput() as HTMLInputElement).value)).toBe('R$ 50,00');
    expect(await review(toasts)).toEqual([{ color: 'red', message: BOLETO_PAYMENT_MESSAGES.costCenterRequired }]);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/payments/boleto')).toHaveLength(0);

    // All good: the review opens, with the payee and the bank, and nothing is paid yet.
    await choose(form(), 'Centro de custo', 'Operacional');
    await userEvent.click(reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Revisão de Pagamento de Boleto' });
    expect(dialog).toHaveTextContent('Gráfica Central Ltda');
    expect(dialog).toHaveTextContent('Banco Bradesco S.A.');
    expect(api.callsTo('POST', '/payments/boleto')).toHaveLength(0);
  });

  it('checks a typed 47-digit line once complete, masks it, and fills the amount it asks', async () => {
    await signInAs();
    const api = paymentsApi({
      'POST /payments/boleto/check': (call) =>
        checkOf(call, {
          discount: 1_000,
          fine: 492,
          interest: 82,
          amount: 24_184,
          minAmount: 24_184,
          maxAmount: 24_184,
        }),
    });
    renderPage(BOLETO_TAB);
    expect(barcodeInput()).toHaveAttribute('maxlength', String(BOLETO_LINE_FIELD_MAX));
    expect(barcodeInput()).toHaveAccessibleDescription(
      'Linha digitável de 47 dígitos, linha de 48 dígitos de contas de consumo e tributos, ou os 44 dígitos lidos por um leitor.',
    );
    await userEvent.type(barcodeInput(), `${BANK_BOLETO.line.slice(0, 10)}ab.-`);
    expect(barcodeInput()).toHaveValue(BANK_BOLETO.line.slice(0, 10));
    await userEvent.type(barcodeInput(), BANK_BOLETO.line.slice(10));
    expect(barcodeInput()).toHaveValue(BANK_BOLETO.formatted);

    const card = await checkCard();
    expect(checks(api)).toEqual([{ barcode: BANK_BOLETO.line, paymentDate: TODAY }]);
    for (const shown of [
      'Gráfica Central Ltda',
      '11.222.333/****-**',
      'Banco Bradesco S.A.',
      'Boleto bancário',
      BANK_BOLETO.formatted,
      'Vencimento20/05/2026',
      'Data limite de pagamento19/06/2026',
      'Valor nominalR$ 246,10',
      'DescontoR$ 10,00',
      'MultaR$ 4,92',
      'JurosR$ 0,82',
      'Total a pagarR$ 241,84',
    ])
      expect(plain(card.textContent)).toContain(shown);
    expect(amountInput()).toHaveValue(formatBRL(24_184));
    expect(amountInput()).toHaveAttribute('readonly');
    expect(form()).toHaveTextContent('Valor definido pelo boleto.');
    expect(plain(form().textContent)).toContain('Saldo disponível: R$ 5.000,00');

    // Another line: the last answer goes.
    await userEvent.type(barcodeInput(), '{backspace}');
    expect(within(form()).queryByRole('region', { name: 'Dados do boleto' })).not.toBeInTheDocument();
    expect(amountInput()).toHaveValue(formatBRL(0));
  });

  it('accepts a scanner’s 44-digit barcode and a utility bill’s 48-digit line, keeping 48 digits at most', async () => {
    await signInAs();
    const api = paymentsApi();
    renderPage(BOLETO_TAB);

    await scan(BANK_BOLETO.barcode);
    expect(barcodeInput()).toHaveValue(BANK_BOLETO.barcode);
    expect(plain((await checkCard()).textContent)).toContain('Gráfica Central Ltda');
    expect(at(checks(api), 0)).toEqual({ barcode: BANK_BOLETO.barcode, paymentDate: TODAY });

    await scan(UTILITY_LINE);
    expect(barcodeInput()).toHaveValue('84610000000-5 24610029110-2 00546033900-4 69589506108-0');
    await waitFor(() => expect(checks(api)).toHaveLength(2));
    expect(at(checks(api), 1)).toEqual({ barcode: UTILITY_LINE, paymentDate: TODAY });
    expect(plain((await checkCard()).textContent)).toContain('Conta de consumo ou tributo');

    await scan(`${UTILITY_LINE}99`);
    expect(barcodeInput()).toHaveValue('84610000000-5 24610029110-2 00546033900-4 69589506108-0');
  });

  it('says the check’s refusal under the field: PAY-021 and PAY-022 in their words, anything else as Erro ao validar boleto', async () => {
    await signInAs();
    const answers = [
      () => apiError(422, 'PAY-021', 'Boleto não encontrado. Verifique se o código de barras está correto.'),
      () => apiError(409, 'PAY-022', 'Este boleto já foi pago.'),
      () => apiError(503, 'PAY-025', 'O diretório de boletos não respondeu.'),
      () => apiError(500, 'GEN-500', 'Erro inesperado.'),
    ];
    const api = paymentsApi({ 'POST /payments/boleto/check': () => answers.shift()!() });
    const toasts = watchToasts();
    renderPage(BOLETO_TAB);
    await waitFor(() => expect(reviewButton()).toBeEnabled());

    await scan(BANK_BOLETO.line);
    await waitFor(() => expect(barcodeInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(barcodeInput()).toHaveAccessibleDescription(expect.stringContaining(BOLETO_PAYMENT_MESSAGES.notFound));
    expect(within(form()).queryByRole('region', { name: 'Dados do boleto' })).not.toBeInTheDocument();
    // Reviewing says it again, before anything else.
    expect(await review(toasts)).toEqual([{ color: 'red', message: BOLETO_PAYMENT_MESSAGES.notFound }]);

    const consult = within(form()).getByRole('button', { name: 'Consultar' });
    await userEvent.click(consult);
    expect(await within(form()).findByText('Este boleto já foi pago.', { ignore: NOT_IN_TOASTS })).toBeVisible();
    await userEvent.click(consult);
    await waitFor(() =>
      expect(barcodeInput()).toHaveAccessibleDescription(expect.stringContaining(BOLETO_PAYMENT_MESSAGES.checkError)),
    );
    await userEvent.click(consult);
    await waitFor(() => expect(checks(api)).toHaveLength(4));
    expect(
      await within(form()).findByText(BOLETO_PAYMENT_MESSAGES.checkError, { ignore: NOT_IN_TOASTS }),
    ).toBeVisible();
  });

  it('asks again when the day changes, and the amount follows the fine and interest of that day', async () => {
    await signInAs();
    const api = paymentsApi({
      'POST /payments/boleto/check': (call) =>
        (call.body as { paymentDate?: string }).paymentDate === '2026-05-25'
          ? checkOf(call, { fine: 492, interest: 41, amount: 25_143, minAmount: 25_143, maxAmount: 25_143 })
          : checkOf(call),
    });
    renderPage(BOLETO_TAB);
    await scan(BANK_BOLETO.line);
    await waitFor(() => expect(amountInput()).toHaveValue(formatBRL(24_610)));

    await typeDate('25/05/2026');
    await waitFor(() => expect(amountInput()).toHaveValue(formatBRL(25_143)));
    expect(at(checks(api), 1)).toEqual({ barcode: BANK_BOLETO.line, paymentDate: '2026-05-25' });
    const card = await checkCard();
    expect(plain(card.textContent)).toContain('MultaR$ 4,92');
    expect(plain(card.textContent)).toContain('Total a pagarR$ 251,43');
  });

  it('checks on Enter (what a scanner sends after the code) instead of submitting', async () => {
    await signInAs();
    const api = paymentsApi();
    const toasts = watchToasts();
    renderPage(BOLETO_TAB);
    await scan(BANK_BOLETO.line);
    await checkCard();
    await userEvent.type(barcodeInput(), '{enter}');
    await waitFor(() => expect(checks(api)).toHaveLength(2));
    expect(toasts()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the ordered checks (spec 4 §5 Boleto)', () => {
  const valid = {
    ...emptyBoletoPayment(TODAY),
    barcode: BANK_BOLETO.formatted,
    amount: 24_610,
    costCenter: 'operacional' as const,
  };
  const checked = { pending: false, failed: null, result: boletoCheck() };

  it('says a failed balance, then a short one naming the balance, after the cost centre', () => {
    const noCentre = { costCenter: { type: 'custom', message: BOLETO_PAYMENT_MESSAGES.costCenterRequired } };
    expect(firstBoletoProblem(valid, noCentre, checked, { failed: true, available: undefined }, TODAY)).toBe(
      BOLETO_PAYMENT_MESSAGES.costCenterRequired,
    );
    expect(firstBoletoProblem(valid, {}, checked, { failed: true, available: undefined }, TODAY)).toBe(
      BOLETO_PAYMENT_MESSAGES.balanceError,
    );
    expect(plain(firstBoletoProblem(valid, {}, checked, { failed: false, available: 24_609 }, TODAY))).toBe(
      'Saldo insuficiente para realizar o pagamento. Saldo disponível: R$ 246,09',
    );
    expect(firstBoletoProblem(valid, {}, checked, { failed: false, available: 24_610 }, TODAY)).toBeNull();
  });

  it('waits for the check of a valid line before judging the amount', () => {
    const noAmount = { amount: { type: 'custom', message: BOLETO_PAYMENT_MESSAGES.amountRequired } };
    const balance = { failed: false, available: 500_000 };
    expect(firstBoletoProblem(valid, noAmount, { ...checked, pending: true }, balance, TODAY)).toBe(
      'Aguarde a consulta do boleto.',
    );
    expect(
      firstBoletoProblem(valid, noAmount, { ...checked, failed: BOLETO_PAYMENT_MESSAGES.notFound }, balance, TODAY),
    ).toBe(BOLETO_PAYMENT_MESSAGES.notFound);
    expect(firstBoletoProblem(valid, noAmount, checked, balance, TODAY)).toBe(BOLETO_PAYMENT_MESSAGES.amountRequired);
  });
});
