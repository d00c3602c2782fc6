import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ALL_FEATURES, apiError, fakeApi, json, SELLER_DEFAULTS, signInAs, watchToasts } from '../test/fakeApi';
import PaymentLinkCreatePage from '../routes/PaymentLinkCreatePage';

vi.setConfig({ testTimeout: 30_000 });

const simulation = {
  feeBearer: 'EARLY_SELLER',
  options: [
    { installments: 1, installmentAmount: 9_000, totalAmount: 9_000, receivedAmount: 8_731, fee: 269 },
    { installments: 2, installmentAmount: 4_500, totalAmount: 9_000, receivedAmount: 8_686, fee: 314 },
  ],
};

function renderForm(kind = 'cobranca-pontual') {
  return renderWithApp(
    <Routes>
      <Route path="/seja-pago/criar/:kind" element={<PaymentLinkCreatePage />} />
    </Routes>,
    { path: `/seja-pago/criar/${kind}` },
  );
}

const simulations = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET', '/payment-links/installments-payment').map((call) => Object.fromEntries(call.url.searchParams));

describe('LinkPreview', () => {
  it('opens on Parcelamento for a one-off link and simulates 1 s after the last edit, with the card discount', async () => {
    await signInAs(
      ['SELLER_ADMIN'],
      ALL_FEATURES.filter((feature) => feature !== 'view_seller_full_instalments'),
    );
    const api = fakeApi({
      'GET /sellers/default-payments-method': () => json(200, SELLER_DEFAULTS),
      'GET /payment-links/installments-payment': () => json(200, simulation),
    });
    renderForm();
    const preview = await screen.findByRole('complementary', { name: 'Pré-visualização' });
    expect(within(preview).getByRole('tab', { name: 'Parcelamento' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: 'Desconto (%) Cartão de crédito' }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), '10000');
    const typedAt = Date.now();
    // Nothing while the seller types, nor right after.
    expect(simulations(api)).toEqual([]);
    const table = await within(preview).findByRole(
      'table',
      { name: 'Parcelamento no cartão de crédito' },
      { timeout: 4_000 },
    );
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
    // One request for the whole burst of keystrokes: R$ 100,00 less 10 % on the card.
    expect(simulations(api)).toEqual([{ amount: '9000', maxInstallments: '12', feeBearer: 'EARLY_SELLER' }]);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'ParcelasParcelaCliente pagaVocê recebe',
      '1xR$ 90,00R$ 90,00R$ 87,31',
      '2xR$ 45,00R$ 90,00R$ 86,86',
    ]);
  });

  it('lists every option the fee bearer allows with view_seller_full_instalments, marking those off the link', async () => {
    await signInAs(['SELLER_ADMIN'], ALL_FEATURES);
    const api = fakeApi({
      'GET /sellers/default-payments-method': () => json(200, SELLER_DEFAULTS),
      'GET /payment-links/installments-payment': () => json(200, simulation),
    });
    renderForm();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Máximo de parcelas Cartão de crédito' }));
    await userEvent.click(await screen.findByRole('option', { name: '1x' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), '9000');
    const table = await screen.findByRole('table', { name: 'Parcelamento no cartão de crédito' }, { timeout: 4_000 });
    expect(simulations(api).at(-1)).toEqual({ amount: '9000', maxInstallments: '12', feeBearer: 'EARLY_SELLER' });
    expect(within(table).getByText('fora deste link')).toBeInTheDocument();
  });

  it("says when the simulation fails: 'Não foi possível carregar os dados de valores'", async () => {
    await signInAs();
    const toasts = watchToasts();
    fakeApi({
      'GET /sellers/default-payments-method': () => json(200, SELLER_DEFAULTS),
      'GET /payment-links/installments-payment': () => apiError(500, 'GEN-500', 'Erro interno.'),
    });
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Valor' }), '5000');
    await waitFor(
      () => expect(toasts()).toContainEqual({ color: 'red', message: 'Não foi possível carregar os dados de valores' }),
      { timeout: 4_000 },
    );
  });

  it('summarises the link as typed 1 s after the last edit, and opens on Resumo without Parcelamento for a subscription', async () => {
    await signInAs();
    fakeApi({
      'GET /sellers/default-payments-method': () => json(200, SELLER_DEFAULTS),
      'GET /payment-links/installments-payment': () => json(200, simulation),
      'GET /plans': () => json(200, { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 }),
    });
    const view = renderForm();
    const preview = await screen.findByRole('complementary', { name: 'Pré-visualização' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'Aula de violão');
    await userEvent.type(screen.getByRole('textbox', { name: 'Desconto (%) PIX' }), '5');
    await userEvent.click(within(preview).getByRole('tab', { name: 'Resumo' }));
    // The summary too follows the form 1 s after the last edit.
    expect(within(preview).queryByText('Aula de violão')).not.toBeInTheDocument();
    expect(await within(preview).findByText('Aula de violão', undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(within(preview).getByText('Sem cliente associado')).toBeInTheDocument();
    expect(within(preview).getByText(/Habilitado · 5% de desconto · Até 1x/)).toBeInTheDocument();
    view.unmount();

    renderForm('assinatura-customizada');
    const subscriptionPreview = await screen.findByRole('complementary', { name: 'Pré-visualização' });
    expect(within(subscriptionPreview).getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
    expect(within(subscriptionPreview).queryByRole('tab', { name: 'Parcelamento' })).not.toBeInTheDocument();
  });
});
