import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PIX_PAYMENT_MESSAGES } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import {
  choose,
  CPF_KEY,
  paymentsApi,
  plain,
  renderPage,
  signInAs,
  TODAY,
  typeAmount,
  watchToasts,
} from '../test/fixtures';
import { emptyPixPayment, firstProblem } from './pixPaymentForm';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const form = () => screen.getByRole('region', { name: 'Pagamento PIX' });
const keyInput = () => within(form()).getByRole('textbox', { name: 'Chave PIX' });
const dateInput = () => within(form()).getByRole('textbox', { name: 'Data de pagamento' });

async function typeKey(key: string) {
  await userEvent.clear(keyInput());
  if (key) await userEvent.type(keyInput(), key);
}

async function typeDate(day: string) {
  await userEvent.clear(dateInput());
  if (day) await userEvent.type(dateInput(), day);
  await userEvent.tab();
}

/** Clicks 'Revisar pagamento' and returns the toasts it showed. */
async function review(toasts: () => Array<{ color?: string; message: string }>) {
  const before = toasts().length;
  await userEvent.click(within(form()).getByRole('button', { name: 'Revisar pagamento' }));
  await waitFor(() => expect(toasts().length).toBeGreaterThan(before));
  return toasts().slice(before);
}

describe('Pagamento PIX form', { timeout: 30_000 }, () => {
  it('runs the spec’s checks in order, one toast each, and opens nothing until they pass', async () => {
    await signInAs();
    const api = paymentsApi();
    const toasts = watchToasts();
    renderPage();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Revisar pagamento' })).toBeEnabled());
    expect(dateInput()).toHaveValue('10/05/2026');

    // 1. Everything empty: the key is said first.
    expect(await review(toasts)).toEqual([{ color: 'red', message: PIX_PAYMENT_MESSAGES.keyRequired }]);
    // 2. A key, no amount.
    await typeKey(CPF_KEY);
    expect(await review(toasts)).toEqual([{ color: 'red', message: PIX_PAYMENT_MESSAGES.amountRequired }]);
    // 3. An amount, no date.
    await typeAmount('Valor', '5000');
    await typeDate('');
    expect(await review(toasts)).toEqual([{ color: 'red', message: PIX_PAYMENT_MESSAGES.dateRequired }]);
    // 4. A past day comes before an invalid key (check 8) and a missing cost centre (check 5).
    await typeKey('abc');
    await typeDate('01/05/2026');
    expect(await review(toasts)).toEqual([{ color: 'red', message: PIX_PAYMENT_MESSAGES.datePast }]);
    // 5. Today, no cost centre: the centre before the invalid key.
    await typeDate('10/05/2026');
    expect(await review(toasts)).toEqual([{ color: 'red', message: PIX_PAYMENT_MESSAGES.costCenterRequired }]);
    // 8. Everything but the key.
    await choose(form(), 'Centro de custo', 'Vendas');
    expect(await review(toasts)).toEqual([{ color: 'red', message: PIX_PAYMENT_MESSAGES.keyInvalid }]);

    expect(screen.queryByRole('dialog', { name: 'Revisão de Pagamento PIX' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/payments/pix/recipient')).toHaveLength(0);

    // All good: the review opens.
    await typeKey(CPF_KEY);
    await userEvent.click(within(form()).getByRole('button', { name: 'Revisar pagamento' }));
    expect(await screen.findByRole('dialog', { name: 'Revisão de Pagamento PIX' })).toBeVisible();
  });

  it('shows the checks as 3-second toasts that can be closed', async () => {
    await signInAs();
    paymentsApi();
    const show = vi.spyOn(notifications, 'show');
    renderPage();
    const button = within(form()).getByRole('button', { name: 'Revisar pagamento' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: PIX_PAYMENT_MESSAGES.keyRequired,
          autoClose: 3000,
          withCloseButton: true,
        }),
      ),
    );
  });

  it('badges the detected key type, and says Chave PIX inválida under a key that is none', async () => {
    await signInAs();
    paymentsApi();
    renderPage();
    await typeKey('529.982.247-25');
    expect(screen.getByRole('status', { name: 'Tipo de chave: CPF' })).toHaveTextContent('CPF');
    expect(keyInput()).not.toHaveAttribute('aria-invalid', 'true');

    await typeKey('financeiro@loja.com.br');
    expect(screen.getByRole('status', { name: 'Tipo de chave: E-mail' })).toBeVisible();
    await typeKey('+55 11 98765-4321');
    expect(screen.getByRole('status', { name: 'Tipo de chave: Telefone' })).toBeVisible();
    await typeKey('123e4567-e89b-42d3-a456-426614174000');
    expect(screen.getByRole('status', { name: 'Tipo de chave: Chave aleatória' })).toBeVisible();

    await typeKey('12345');
    expect(keyInput()).toHaveAttribute('aria-invalid', 'true');
    expect(keyInput()).toHaveAccessibleDescription('Chave PIX inválida');
    expect(screen.queryByRole('status', { name: /Tipo de chave/ })).not.toBeInTheDocument();
    // Nothing typed: no error.
    await typeKey('');
    expect(keyInput()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('warns ⚠️ Saldo insuficiente above the balance and turns Revisar pagamento off; 10 digits at most', async () => {
    await signInAs();
    paymentsApi();
    renderPage();
    const button = within(form()).getByRole('button', { name: 'Revisar pagamento' });
    await waitFor(() => expect(button).toBeEnabled());
    await typeAmount('Valor', '600000');
    expect(plain(form().textContent)).toContain('Saldo disponível: R$ 5.000,00 ⚠️ Saldo insuficiente');
    expect(button).toBeDisabled();
    await typeAmount('Valor', '500000');
    expect(form()).not.toHaveTextContent('Saldo insuficiente');
    expect(button).toBeEnabled();
    // An 11th digit is ignored.
    await typeAmount('Valor', '12345678901');
    expect(plain((screen.getByRole('textbox', { name: 'Valor' }) as HTMLInputElement).value)).toBe('R$ 12.345.678,90');
  });
});

describe('the ordered checks (spec 4 §5)', () => {
  const valid = { ...emptyPixPayment(TODAY), key: CPF_KEY, amount: 5_000, costCenter: 'vendas' as const };
  const keyInvalid = { key: { type: 'custom', message: PIX_PAYMENT_MESSAGES.keyInvalid } };

  it('says a failed balance (6) and a short one (7) before an invalid key (8)', () => {
    expect(firstProblem(valid, keyInvalid, { failed: true, available: undefined }, TODAY)).toBe(
      PIX_PAYMENT_MESSAGES.balanceError,
    );
    expect(plain(firstProblem(valid, keyInvalid, { failed: false, available: 4_999 }, TODAY))).toBe(
      'Saldo insuficiente para realizar o pagamento. Saldo disponível: R$ 49,99',
    );
    expect(firstProblem(valid, keyInvalid, { failed: false, available: 5_000 }, TODAY)).toBe(
      PIX_PAYMENT_MESSAGES.keyInvalid,
    );
    expect(firstProblem(valid, {}, { failed: false, available: 5_000 }, TODAY)).toBeNull();
  });

  it('says a past day (4) before a missing cost centre (5) and a failed balance (6)', () => {
    const past = { ...valid, paymentDate: '2026-05-09', costCenter: null };
    const noCentre = { costCenter: { type: 'custom', message: PIX_PAYMENT_MESSAGES.costCenterRequired } };
    expect(firstProblem(past, noCentre, { failed: true, available: undefined }, TODAY)).toBe(
      PIX_PAYMENT_MESSAGES.datePast,
    );
    expect(firstProblem({ ...past, paymentDate: TODAY }, noCentre, { failed: true, available: undefined }, TODAY)).toBe(
      PIX_PAYMENT_MESSAGES.costCenterRequired,
    );
  });
});
