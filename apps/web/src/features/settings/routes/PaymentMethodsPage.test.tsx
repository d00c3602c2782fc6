import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SellerDefaultTax, SellerPaymentMethods } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { apiError, fakeApi, json, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import PaymentMethodsPage from './PaymentMethodsPage';

const METHODS: SellerPaymentMethods = {
  defaultEnableCreditCard: true,
  defaultEnableBankSlip: true,
  defaultEnablePixPayment: true,
};
const TAX: SellerDefaultTax = {
  bankSlipTax: { fine: { enable: true, percentage: 2 }, interest: { enable: true, percentage: 1 } },
};

function settingsApi(methods = METHODS, tax = TAX) {
  return fakeApi({
    'GET /sellers/payment-methods': () => json(200, methods),
    'PATCH /sellers/payment-methods': (call) => json(200, call.body),
    'GET /sellers/default-tax': () => json(200, tax),
    'PATCH /sellers/default-tax': (call) => json(200, call.body),
  });
}

function renderPage() {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<PaymentMethodsPage />, { path: '/metodos-pagamentos' });
}

describe('PaymentMethodsPage', { timeout: 20_000 }, () => {
  it('saves a default method at once, with the spec’s toast', async () => {
    const api = settingsApi();
    const toasts = watchToasts();
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Boleto' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/sellers/payment-methods')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/sellers/payment-methods')[0]!.body).toEqual({
      ...METHODS,
      defaultEnableBankSlip: false,
    });
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Método de pagamento alterado com sucesso.' }),
    );
    expect(screen.getByRole('switch', { name: 'Boleto' })).not.toBeChecked();
  });

  it('keeps the last method on, saying why', async () => {
    settingsApi({ defaultEnableCreditCard: false, defaultEnableBankSlip: false, defaultEnablePixPayment: true });
    renderPage();
    const pix = await screen.findByRole('switch', { name: /^Pix/ });
    expect(pix).toBeDisabled();
    expect(screen.getByText('Mantenha ao menos um método de pagamento ativo.')).toBeInTheDocument();
  });

  it('saves the fine a second after the last edit, once, and only when it changed', async () => {
    const api = settingsApi();
    const toasts = watchToasts();
    renderPage();
    const fine = await screen.findByRole('textbox', { name: 'Percentual de multa' });
    expect(fine).toHaveValue('2');
    expect(screen.getByText('Recomendado: até 2%.')).toBeInTheDocument();
    await userEvent.clear(fine);
    await userEvent.type(fine, '2,5');
    expect(api.callsTo('PATCH', '/sellers/default-tax')).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('PATCH', '/sellers/default-tax')).toHaveLength(1), { timeout: 3_000 });
    expect(api.callsTo('PATCH', '/sellers/default-tax')[0]!.body).toEqual({
      bankSlipTax: { fine: { enable: true, percentage: 2.5 }, interest: { enable: true, percentage: 1 } },
    });
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Configuração de juros e multa default atualizadas.',
      }),
    );
    // Typed back to what is saved: nothing to send.
    await userEvent.clear(fine);
    await userEvent.type(fine, '2,5');
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(api.callsTo('PATCH', '/sellers/default-tax')).toHaveLength(1);
  });

  it('says what is wrong with a percentage and sends nothing; a switched-off interest is sent off', async () => {
    const api = settingsApi();
    renderPage();
    const interest = await screen.findByRole('textbox', { name: 'Percentual de juros ao mês' });
    await userEvent.clear(interest);
    await userEvent.type(interest, '1,234');
    expect(interest).toHaveValue('1,23');
    await userEvent.clear(interest);
    await userEvent.type(interest, 'x');
    expect(
      await screen.findByText('Informe um percentual de 0 a 100, com até duas casas decimais.', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/sellers/default-tax')).toHaveLength(0);
    await userEvent.clear(interest);
    await userEvent.type(interest, '1');
    await userEvent.click(screen.getByRole('switch', { name: 'Juros ao mês' }));
    expect(interest).toBeDisabled();
    await waitFor(() => expect(api.callsTo('PATCH', '/sellers/default-tax')).toHaveLength(1), { timeout: 3_000 });
    expect(api.callsTo('PATCH', '/sellers/default-tax')[0]!.body).toMatchObject({
      bankSlipTax: { interest: { enable: false, percentage: 1 } },
    });
  });

  it('offers to try again when the settings do not load', async () => {
    fakeApi({
      'GET /sellers/payment-methods': () => apiError(500, 'GEN-500', 'Erro'),
      'GET /sellers/default-tax': () => json(200, TAX),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
