import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/LocationProbe';
import { at } from '../../../test/at';
import {
  apiError,
  CLIENT_ID,
  fakeApi,
  json,
  linkFixture,
  pageOf,
  PLAN_ID,
  SELLER_DEFAULTS,
  signInAs,
  watchToasts,
} from '../test/fakeApi';
import FastLinkPage from './FastLinkPage';
import PaymentLinkCreatePage from './PaymentLinkCreatePage';

// Long forms typed key by key on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

function renderCreate(path: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/seja-pago/criar/:kind" element={<PaymentLinkCreatePage />} />
        <Route path="/seja-pago/link-rapido" element={<FastLinkPage />} />
        <Route path="/seja-pago" element={<p>Lista de links</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}

const ana = {
  id: CLIENT_ID,
  name: 'Ana Souza',
  document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
  email: 'ana@cliente.com.br',
  countryCode: '55',
  phone: '11987654321',
  createdAt: '2026-03-05T15:00:00.000Z',
};

const baseRoutes = {
  'GET /sellers/default-payments-method': () => json(200, SELLER_DEFAULTS),
  'GET /payment-links/installments-payment': () => json(200, { feeBearer: 'EARLY_SELLER', options: [] }),
  'GET /seller-clients': () => json(200, { ...pageOf([ana]), capped: false }),
};

const createButton = () => screen.getByRole('button', { name: 'Criar link' });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('PaymentLinkCreatePage (one-off)', () => {
  it('keeps Criar link disabled until title, value and a method are there, and sends the request in centavos', async () => {
    await signInAs();
    const created = linkFixture();
    const api = fakeApi({ ...baseRoutes, 'POST /payment-links': () => json(201, created) });
    renderCreate('/seja-pago/criar/cobranca-pontual');

    expect(await screen.findByRole('heading', { name: 'Nova cobrança pontual' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Título' });
    expect(screen.getByRole('link', { name: 'Voltar para os links de pagamento' })).toHaveAttribute(
      'href',
      '/seja-pago',
    );
    // The seller's defaults: every method on, 12 instalments on the card.
    expect(screen.getByRole('switch', { name: 'Aceitar Boleto' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Máximo de parcelas Cartão de crédito' })).toHaveValue('12x');
    expect(createButton()).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'Oficina de fotografia');
    expect(createButton()).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), '25000');
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$\u00a0250,00');
    expect(createButton()).toBeEnabled();

    await userEvent.type(screen.getByRole('combobox', { name: 'Cliente (opcional)' }), 'Ana');
    await userEvent.click(await screen.findByRole('option', { name: /Ana Souza/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Desconto (%) PIX' }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Desconto (%) Boleto' }), '5');
    await userEvent.click(screen.getByRole('radio', { name: 'Comprador' }));
    await choose('Máximo de parcelas Cartão de crédito', '15x');
    await userEvent.click(screen.getByRole('switch', { name: 'Definir data de expiração' }));
    const day = screen.getByRole('textbox', { name: 'Data de expiração' });
    await userEvent.clear(day);
    await userEvent.type(day, '31/12/2030');
    fireEvent.change(screen.getByLabelText(/^Horário de expiração/), { target: { value: '10:30' } });
    await userEvent.click(screen.getByRole('switch', { name: 'Mostrar contagem regressiva no checkout' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Descrição do boleto (opcional)' }), 'Oficina');

    await userEvent.click(createButton());
    await waitFor(() => expect(api.callsTo('POST', '/payment-links')).toHaveLength(1));
    expect(at(api.callsTo('POST', '/payment-links'), 0).body).toEqual({
      type: 'ORDER',
      title: 'Oficina de fotografia',
      description: null,
      value: 25_000,
      clientId: CLIENT_ID,
      creditCard: { enabled: true, discountPercent: 0, installments: 15, feeBearer: 'EARLY_BUYER', scheduleDate: null },
      bankSlip: { enabled: true, discountPercent: 5, installments: 1 },
      pix: { enabled: true, discountPercent: 10, installments: 1 },
      expiresAt: '2030-12-31T10:30:00-03:00',
      timer: true,
      bankSlipDescription: 'Oficina',
      metadata: [],
      subscription: null,
      split: [],
    });

    const dialog = await screen.findByRole('dialog', { name: 'Link de pagamento criado com sucesso!' });
    expect(within(dialog).getByRole('textbox', { name: 'Link de pagamento' })).toHaveValue(created.url);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.getByTestId('location').textContent).toBe('/seja-pago');
  });

  it("shows the contract's messages and keeps the seller from sending without a method", async () => {
    await signInAs();
    fakeApi(baseRoutes);
    renderCreate('/seja-pago/criar/cobranca-pontual');
    const title = await screen.findByRole('textbox', { name: 'Título' });

    await userEvent.click(title);
    await userEvent.tab();
    expect(await screen.findByText('Preenchimento obrigatório!')).toBeInTheDocument();
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(61));
    expect(await screen.findByText('O título deve ter no máximo 60 caracteres!')).toBeInTheDocument();

    const slip = screen.getByRole('textbox', { name: 'Descrição do boleto (opcional)' });
    await userEvent.click(slip);
    await userEvent.paste('y'.repeat(131));
    await userEvent.tab();
    expect(await screen.findByText('A descrição do boleto deve ter no máximo 130 caracteres!')).toBeInTheDocument();

    for (const method of ['Aceitar Boleto', 'Aceitar Cartão de crédito', 'Aceitar PIX']) {
      await userEvent.click(screen.getByRole('switch', { name: method }));
    }
    expect(await screen.findByText('Selecione ao menos um método de pagamento.')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Aceitar PIX' }));
    await waitFor(() =>
      expect(screen.queryByText('Selecione ao menos um método de pagamento.')).not.toBeInTheDocument(),
    );
  });

  it('says the defaults failed and starts with every method off; a refused create keeps what was typed', async () => {
    await signInAs();
    const toasts = watchToasts();
    fakeApi({
      ...baseRoutes,
      'GET /sellers/default-payments-method': () => apiError(500, 'GEN-500', 'Erro interno.'),
      'POST /payment-links': () => apiError(400, 'LNK-003', 'O valor com desconto fica abaixo do mínimo do método.'),
    });
    renderCreate('/seja-pago/criar/cobranca-pontual');
    await screen.findByRole('textbox', { name: 'Título' });
    expect(toasts()).toContainEqual({
      color: 'red',
      message: 'Falha ao carregar as informações dos métodos de pagamento.',
    });
    expect(screen.getByRole('switch', { name: 'Aceitar PIX' })).not.toBeChecked();

    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'Aula');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), '500');
    expect(createButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Aceitar PIX' }));
    await userEvent.click(createButton());
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'LNK-003 - O valor com desconto fica abaixo do mínimo do método.',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Aula');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before cancelling and goes back to the list on Sim', async () => {
    await signInAs();
    fakeApi(baseRoutes);
    renderCreate('/seja-pago/criar/cobranca-pontual');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tem certeza que deseja cancelar?' });
    expect(within(dialog).getByText('Todas as alterações serão perdidas')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(screen.getByTestId('location').textContent).toBe('/seja-pago');
  });
});

describe('PaymentLinkCreatePage (subscription)', () => {
  const gold = {
    id: PLAN_ID,
    title: 'Plano Ouro',
    description: null,
    bullets: [],
    basicValues: [
      { type: 'MONTHLY', value: 9_990, valuePerMonth: 9_990 },
      { type: 'SEMESTER', value: 53_940, valuePerMonth: 8_990 },
      { type: 'YEARLY', value: 95_880, valuePerMonth: 7_990 },
    ],
    idCheckout: null,
    enableBankSlip: true,
    enableCreditCard: true,
    enablePixPayment: true,
    active: true,
    createdAt: '2026-03-05T15:00:00.000Z',
  };

  it('needs a plan, prefills the price per month of the cycle and sends the subscription', async () => {
    await signInAs();
    const api = fakeApi({
      ...baseRoutes,
      'GET /plans': () => json(200, pageOf([gold])),
      'POST /payment-links': () => json(201, linkFixture({ type: 'SUBSCRIPTION', title: 'Plano Ouro' })),
    });
    renderCreate('/seja-pago/criar/assinatura-customizada');
    expect(await screen.findByRole('heading', { name: 'Nova assinatura customizada' })).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Plano' });
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
    expect(createButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Plano' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Plano Ouro' }));
    expect(screen.getByRole('textbox', { name: 'Valor por mês' })).toHaveValue('R$\u00a099,90');
    await userEvent.click(screen.getByRole('radio', { name: 'Semestral' }));
    expect(screen.getByRole('textbox', { name: 'Valor por mês' })).toHaveValue('R$\u00a089,90');
    expect(screen.getByText(/^Total por ciclo: R\$\s539,40$/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor adicional' }), '2000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Título do valor adicional' }), 'Adesão');
    expect(createButton()).toBeEnabled();

    await userEvent.click(createButton());
    await waitFor(() => expect(api.callsTo('POST', '/payment-links')).toHaveLength(1));
    expect(at(api.callsTo('POST', '/payment-links'), 0).body).toMatchObject({
      type: 'SUBSCRIPTION',
      title: null,
      value: 8_990,
      clientId: null,
      subscription: {
        planId: PLAN_ID,
        periodicity: 'SEMESTER',
        additionalValue: 2_000,
        additionalTitle: 'Adesão',
        additionalInstallments: 1,
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Link de pagamento criado com sucesso!' })).toBeInTheDocument();
  });
});

describe('quick links', () => {
  it("titles the form 'Crie seu link rápido' and shows the QR code of the created link", async () => {
    await signInAs();
    const created = linkFixture({ type: 'FAST_ORDER', title: 'Café' });
    const api = fakeApi({ ...baseRoutes, 'POST /payment-links': () => json(201, created) });
    renderCreate('/seja-pago/link-rapido');
    expect(await screen.findByRole('heading', { name: 'Crie seu link rápido' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Título' });
    expect(screen.queryByRole('textbox', { name: 'Cliente (opcional)' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Máximo de parcelas Cartão de crédito' })).toHaveValue('10x');
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'Café');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Link rápido criado com sucesso!' });
    expect(at(api.callsTo('POST', '/payment-links'), 0).body).toMatchObject({ type: 'FAST_ORDER', value: 1_200 });
    const qr = within(dialog).getByRole('img', { name: `QR Code do link ${created.url}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(within(dialog).getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
  });

  it('refuses the quick-link form without view_fast_payment_link', async () => {
    await signInAs(['SELLER_ADMIN'], ['view_seller_payment_link', 'view_seller_create_payment_link']);
    fakeApi(baseRoutes);
    renderCreate('/seja-pago/criar/link-rapido');
    expect(await screen.findByText('Você não tem permissão para visualizar essa página!')).toBeInTheDocument();
  });
});
