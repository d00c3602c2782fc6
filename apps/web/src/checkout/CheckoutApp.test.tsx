import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPayment, PublicLink } from '@cofre/contract';
import { CheckoutApp } from './CheckoutApp';
import { linkAddress } from './api';
import { maskCardNumber, maskDocument, maskExpiry, maskPhone } from './masks';

const LINK_ID = 'e4a9c1d7-2b6f-4e3a-8c5d-9f1b3a7e6d20';
const CHARGE_ID = '6f1c2a9e-4b7d-4e2a-9c3f-1d8e5b7a2c40';

const link: PublicLink = {
  id: LINK_ID,
  type: 'ORDER',
  seller: { name: 'Ateliê Demo', description: 'Cursos de artes' },
  subdomain: 'atelie-demo',
  title: 'Oficina de cerâmica',
  description: null,
  value: 20_000,
  methods: [
    { method: 'PIX', discountPercent: 10, value: 18_000, installments: 1, options: [], scheduleDate: null },
    {
      method: 'CREDIT_CARD',
      discountPercent: 0,
      value: 20_000,
      installments: 2,
      options: [
        { installments: 1, installmentAmount: 20_000, totalAmount: 20_000 },
        { installments: 2, installmentAmount: 10_000, totalAmount: 20_000 },
      ],
      scheduleDate: null,
    },
  ],
  expiresAt: null,
  timer: false,
  asksCustomer: true,
  customer: null,
  sandbox: true,
  plan: null,
};
const pixPayment: CheckoutPayment = {
  chargeId: CHARGE_ID,
  status: 'SCHEDULED',
  method: 'PIX',
  total: 18_000,
  installments: 1,
  dueDate: '2026-11-23',
  pix: { copyPaste: '00020126-codigo-pix', qrImage: 'data:image/png;base64,AAAA' },
  boleto: null,
  instalments: [],
  challengeUrl: null,
  failure: null,
};

/** A MONTHLY link at the seller's R$ 37,90 of a plan at R$ 39,90 / 35,90 / 32,90 a month; Pix 10% off. */
const subscriptionMethods = (cycle: number, pix: number): PublicLink['methods'] => [
  { method: 'PIX', discountPercent: 10, value: pix, installments: 1, options: [], scheduleDate: null },
  {
    method: 'CREDIT_CARD',
    discountPercent: 0,
    value: cycle,
    installments: 2,
    options: [
      { installments: 1, installmentAmount: cycle, totalAmount: cycle },
      { installments: 2, installmentAmount: cycle / 2, totalAmount: cycle },
    ],
    scheduleDate: null,
  },
];
const subscriptionLink: PublicLink = {
  ...link,
  type: 'SUBSCRIPTION',
  title: 'Clube do café',
  value: 3_790,
  methods: subscriptionMethods(3_790, 3_411),
  plan: {
    title: 'Clube do café',
    description: null,
    bullets: [],
    periodicity: 'MONTHLY',
    valuePerMonth: 3_790,
    cycleValue: 3_790,
    additionalValue: 0,
    additionalTitle: null,
    choices: [
      { periodicity: 'MONTHLY', valuePerMonth: 3_790, cycleValue: 3_790, methods: subscriptionMethods(3_790, 3_411) },
      {
        periodicity: 'SEMESTER',
        valuePerMonth: 3_590,
        cycleValue: 21_540,
        methods: subscriptionMethods(21_540, 19_386),
      },
      { periodicity: 'YEARLY', valuePerMonth: 3_290, cycleValue: 39_480, methods: subscriptionMethods(39_480, 35_532) },
    ],
  },
};

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.pushState({}, '', `/pagar/atelie-demo/${LINK_ID}`);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('the hosted checkout page', () => {
  it('shows the seller, the item and each method with its price after discount', async () => {
    fetchMock.mockReturnValueOnce(json(200, link));
    render(<CheckoutApp />);
    expect(await screen.findByRole('heading', { name: 'Ateliê Demo' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/public/checkout/links/${LINK_ID}?subdominio=atelie-demo`,
      expect.anything(),
    );
    expect(screen.getByRole('radio', { name: /Pix.*R\$\s180,00.*10% de desconto/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /Pagar R\$\s180,00/ })).toBeInTheDocument();
  });

  it('opened at a former subdomain, shows the link and puts the current address in the bar', async () => {
    window.history.pushState({}, '', `/pagar/atelie-antigo/${LINK_ID}?pagamento=`);
    fetchMock.mockReturnValueOnce(json(200, link));
    render(<CheckoutApp />);
    expect(await screen.findByRole('heading', { name: 'Ateliê Demo' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/pagar/atelie-demo/${LINK_ID}`);
    expect(window.location.search).toBe('?pagamento=');
  });

  it('a link dedicated to a client asks nothing and shows who pays, phone included, masked', async () => {
    const customer = {
      name: 'Ana Souza',
      document: '***.982.247-**',
      email: 'a***@example.com',
      phone: '(11) *****-4321',
    };
    fetchMock.mockReturnValueOnce(json(200, { ...link, asksCustomer: false, customer }));
    render(<CheckoutApp />);
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('***.982.247-** · a***@example.com · (11) *****-4321')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome completo')).not.toBeInTheDocument();
  });

  it("refuses the buyer's invalid data with the contract's messages, sending nothing", async () => {
    fetchMock.mockReturnValueOnce(json(200, link));
    render(<CheckoutApp />);
    await userEvent.click(await screen.findByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText('Confira os campos destacados.')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('pays by Pix: shows the QR code and the code to copy, and turns paid in the sandbox', async () => {
    fetchMock
      .mockReturnValueOnce(json(200, link))
      .mockReturnValueOnce(json(201, pixPayment))
      .mockReturnValueOnce(json(200, { ...pixPayment, status: 'PAID' }));
    render(<CheckoutApp />);
    await userEvent.type(await screen.findByLabelText('Nome completo'), 'Ana Souza');
    await userEvent.type(screen.getByLabelText('CPF ou CNPJ'), '52998224725');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('529.982.247-25');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Celular com DDD'), '11987654321');
    await userEvent.click(screen.getByRole('button', { name: /Pagar R\$\s180,00/ }));
    expect(await screen.findByRole('img', { name: 'QR Code do Pix' })).toBeInTheDocument();
    expect(screen.getByText('00020126-codigo-pix')).toBeInTheDocument();
    const sent = JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ method: 'PIX', installments: 1, customer: { document: '529.982.247-25' } });
    await userEvent.click(screen.getByRole('button', { name: 'Simular pagamento (ambiente de testes)' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento confirmado!' })).toBeInTheDocument();
  });

  it('a subscription: the buyer picks the periodicity, the prices follow, and the choice is sent', async () => {
    fetchMock.mockReturnValueOnce(json(200, subscriptionLink)).mockReturnValueOnce(json(201, pixPayment));
    render(<CheckoutApp />);
    const periodicity = await screen.findByRole('group', { name: 'Periodicidade' });
    expect(within(periodicity).getByRole('radio', { name: /Mensal.*R\$\s37,90\/mês/ })).toBeChecked();
    expect(
      within(periodicity).getByRole('radio', { name: /Semestral.*R\$\s215,40.*a cada 6 meses.*R\$\s35,90\/mês/ }),
    ).not.toBeChecked();
    expect(screen.getByText(/Cobrança mensal de R\$\s37,90/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pagar R\$\s34,11/ })).toBeInTheDocument();

    await userEvent.click(within(periodicity).getByRole('radio', { name: /Anual.*R\$\s394,80.*a cada 12 meses/ }));
    expect(within(periodicity).getByRole('radio', { name: /Anual/ })).toBeChecked();
    expect(screen.getByText(/Cobrança anual de R\$\s394,80/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pix.*R\$\s355,32/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    expect(screen.getByRole('option', { name: /2x de R\$\s197,40/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Pix/ }));

    await userEvent.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await userEvent.type(screen.getByLabelText('CPF ou CNPJ'), '52998224725');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Celular com DDD'), '11987654321');
    await userEvent.click(screen.getByRole('button', { name: /Pagar R\$\s355,32/ }));
    expect(await screen.findByRole('img', { name: 'QR Code do Pix' })).toBeInTheDocument();
    const sent = JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ method: 'PIX', installments: 1, periodicity: 'YEARLY' });
  });

  it('a retry after a lost answer keeps the attempt, even at another periodicity, so it finds the first payment', async () => {
    // The first payment's answer is lost on the way back (the page sees a failed fetch).
    const lost = Promise.reject(new TypeError('Failed to fetch'));
    lost.catch(() => undefined);
    fetchMock
      .mockReturnValueOnce(json(200, subscriptionLink))
      .mockReturnValueOnce(lost)
      .mockReturnValueOnce(json(201, pixPayment));
    render(<CheckoutApp />);
    const periodicity = await screen.findByRole('group', { name: 'Periodicidade' });
    await userEvent.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await userEvent.type(screen.getByLabelText('CPF ou CNPJ'), '52998224725');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Celular com DDD'), '11987654321');
    await userEvent.click(screen.getByRole('button', { name: /Pagar R\$\s34,11/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await userEvent.click(within(periodicity).getByRole('radio', { name: /Anual/ }));
    await userEvent.click(screen.getByRole('button', { name: /Pagar R\$\s355,32/ }));
    expect(await screen.findByRole('img', { name: 'QR Code do Pix' })).toBeInTheDocument();
    const [first, retry] = [1, 2].map(
      (call) =>
        JSON.parse(String((fetchMock.mock.calls[call] as [string, RequestInit])[1].body)) as Record<string, unknown>,
    );
    expect(retry).toMatchObject({ periodicity: 'YEARLY', attemptId: first!.attemptId });
    expect(first).toMatchObject({ periodicity: 'MONTHLY' });
  });

  it('a link that is not a subscription offers no periodicity and sends none', async () => {
    fetchMock.mockReturnValueOnce(json(200, link));
    render(<CheckoutApp />);
    expect(await screen.findByRole('heading', { name: 'Ateliê Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Periodicidade' })).not.toBeInTheDocument();
  });

  it('says a deleted or expired link is unavailable, and an unknown one not found', async () => {
    fetchMock.mockReturnValueOnce(json(410, { errors: [{ code: 'LNK-001', description: 'x' }] }));
    const { unmount } = render(<CheckoutApp />);
    expect(await screen.findByRole('heading', { name: 'Link indisponível' })).toBeInTheDocument();
    unmount();
    fetchMock.mockReturnValueOnce(json(404, { errors: [{ code: 'GEN-404', description: 'x' }] }));
    render(<CheckoutApp />);
    expect(await screen.findByRole('heading', { name: 'Link de pagamento não encontrado' })).toBeInTheDocument();
  });

  it('says a subscription link whose plan was switched off sells no more, and shows no payment form', async () => {
    fetchMock.mockReturnValueOnce(
      json(410, { errors: [{ code: 'LNK-009', description: 'Este plano não está mais disponível.' }] }),
    );
    render(<CheckoutApp />);
    expect(await screen.findByRole('heading', { name: 'Plano indisponível' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Este plano não está mais disponível. Fale com o vendedor para conhecer os planos atuais.',
    );
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Link indisponível' })).not.toBeInTheDocument();
  });

  it('offers a retry when the link cannot be loaded', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockReturnValueOnce(json(200, link));
    render(<CheckoutApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ateliê Demo' })).toBeInTheDocument());
  });
});

describe('the checkout helpers', () => {
  it('reads the link from both address shapes', () => {
    expect(linkAddress(`/pagar/${LINK_ID}`)).toEqual({ linkId: LINK_ID, subdomain: null });
    expect(linkAddress(`/pagar/loja/${LINK_ID}`)).toEqual({ linkId: LINK_ID, subdomain: 'loja' });
    expect(linkAddress('/pagar')).toBeNull();
    expect(linkAddress('/cobrancas/1')).toBeNull();
  });

  it('masks as the buyer types', () => {
    expect(maskDocument('52998224725')).toBe('529.982.247-25');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskExpiry('1230')).toBe('12/30');
  });
});
