import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckoutPayment,
  CheckoutPaymentRequest,
  Client,
  PaymentLink,
  PaymentLinkInput,
  PublicLink,
  SessionResponse,
} from '@cofre/contract';
import { eq } from 'drizzle-orm';
import { maskPhone } from '../src/modules/hosted-checkout/view.js';
import { charges } from '../src/modules/charges/tables.js';
import { subscriptions } from '../src/modules/subscriptions/tables.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let admin: SessionResponse;
let client: Client;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (session: { token: string } | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: session ? t.bearer(session) : {} });

const buyer = { name: 'Ana Souza', document: '529.982.247-25', email: 'ana@example.com', phone: '(11) 98765-4321' };
const approvedCard = { number: '4111 1111 1111 1111', holderName: 'ANA SOUZA', expiry: '12/30', cvv: '123' };

const order = (overrides: Partial<PaymentLinkInput> = {}): PaymentLinkInput => ({
  type: 'ORDER',
  title: 'Oficina de cerâmica',
  value: 20_000,
  creditCard: { enabled: true, discountPercent: 0, installments: 3, feeBearer: 'EARLY_SELLER' },
  bankSlip: { enabled: true, discountPercent: 5, installments: 3 },
  pix: { enabled: true, discountPercent: 10, installments: 1 },
  ...overrides,
});
const newLink = async (overrides: Partial<PaymentLinkInput> = {}): Promise<PaymentLink> =>
  (await call(admin, 'POST', '/api/payment-links', order(overrides))).json();
/** Each buyer from an address of their own, so the per-IP limit is met only where a test means it. */
let nextAddress = 1;
const pay = (linkId: string, body: Partial<CheckoutPaymentRequest>, remoteAddress = `10.0.0.${nextAddress++}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/checkout/links/${linkId}/payments`,
    remoteAddress,
    payload: { attemptId: randomUUID(), method: 'PIX', customer: buyer, ...body },
  });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.cofre.dev');
  client = (await call(admin, 'GET', '/api/seller-clients?size=1')).json().content[0];
  await call(admin, 'POST', '/api/checkouts', {
    title: 'Ateliê Demo',
    description: 'Cursos de artes',
    subDomain: 'atelie-demo',
  });
});
afterAll(() => t.close());

describe('what the buyer sees', () => {
  it('shows the seller, the item, each method after its discount and the card options, without signing in', async () => {
    const link = await newLink();
    const response = await call(null, 'GET', `/api/public/checkout/links/${link.id}?subdominio=atelie-demo`);
    expect(response.statusCode).toBe(200);
    const view: PublicLink = response.json();
    expect(view).toMatchObject({
      seller: { name: 'Ateliê Demo', description: 'Cursos de artes' },
      subdomain: 'atelie-demo',
      title: 'Oficina de cerâmica',
      value: 20_000,
      asksCustomer: true,
      customer: null,
      plan: null,
    });
    expect(view.methods.map((method) => [method.method, method.value])).toEqual([
      ['PIX', 18_000],
      ['CREDIT_CARD', 20_000],
      ['BOLETO', 19_000],
    ]);
    const card = view.methods.find((method) => method.method === 'CREDIT_CARD');
    expect(card?.options).toEqual([
      { installments: 1, installmentAmount: 20_000, totalAmount: 20_000 },
      { installments: 2, installmentAmount: 10_000, totalAmount: 20_000 },
      { installments: 3, installmentAmount: 6_668, totalAmount: 20_000 },
    ]);
    // The seller's fee is not the buyer's business.
    expect(JSON.stringify(view)).not.toContain('receivedAmount');
  });

  it('shows a dedicated link with the client masked, and asks nothing', async () => {
    const link = await newLink({ clientId: client.id });
    const view: PublicLink = (await call(null, 'GET', `/api/public/checkout/links/${link.id}`)).json();
    expect(view.asksCustomer).toBe(false);
    expect(view.customer?.name).toBe(client.name);
    expect(view.customer?.document).toMatch(/\*\*/);
    expect(view.customer?.document).not.toContain(client.document.documentNumber);
    expect(view.customer?.email).not.toBe(client.email);
    // The phone too: the area code and the last four digits, the rest hidden.
    expect(client.phone).toMatch(/^\d{10,11}$/);
    const hidden = client.phone.length - 6;
    expect(view.customer?.phone).toBe(`(${client.phone.slice(0, 2)}) ${'*'.repeat(hidden)}-${client.phone.slice(-4)}`);
    expect(view.customer?.phone).not.toContain(client.phone.slice(2, 2 + hidden));
  });

  it('masks a phone: area code and last four digits in Brazil, the dial code and last four elsewhere', () => {
    expect(maskPhone('11987654321', '55')).toBe('(11) *****-4321');
    expect(maskPhone('1133334444', '55')).toBe('(11) ****-4444');
    expect(maskPhone('2025550123', '1')).toBe('+1 ******0123');
    expect(maskPhone('123', '351')).toBe('***');
    expect(maskPhone('', '55')).toBeNull();
  });

  it('finds a link by its id under an old subdomain after a rename, and answers the current one', async () => {
    const link = await newLink();
    const checkout = (await call(admin, 'GET', '/api/checkouts/default')).json().checkout;
    const rename = (subDomain: string) =>
      call(admin, 'PUT', `/api/checkouts/${checkout.id}`, {
        title: checkout.title,
        description: checkout.description,
        subDomain,
      });
    expect((await rename('atelie-novo')).statusCode).toBe(200);
    try {
      for (const query of ['?subdominio=atelie-demo', '?subdominio=atelie-novo', '']) {
        const response = await call(null, 'GET', `/api/public/checkout/links/${link.id}${query}`);
        expect(response.statusCode, query).toBe(200);
        expect(response.json()).toMatchObject({ id: link.id, subdomain: 'atelie-novo', title: 'Oficina de cerâmica' });
      }
      expect((await call(admin, 'GET', `/api/payment-links/${link.id}`)).json().url).toBe(
        `${t.ctx.config.publicUrl}/pagar/atelie-novo/${link.id}`,
      );
      // An unknown id stays unknown, whatever subdomain the address names.
      const unknown = await call(null, 'GET', `/api/public/checkout/links/${randomUUID()}?subdominio=atelie-novo`);
      expect(unknown.statusCode).toBe(404);
    } finally {
      expect((await rename('atelie-demo')).statusCode).toBe(200);
    }
  });

  it('answers the seller subdomain whatever the address named, 404 for an unknown link, 410 for a deleted or expired one', async () => {
    expect((await call(null, 'GET', `/api/public/checkout/links/${randomUUID()}`)).statusCode).toBe(404);
    const link = await newLink();
    const elsewhere = await call(null, 'GET', `/api/public/checkout/links/${link.id}?subdominio=outra`);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().subdomain).toBe('atelie-demo');
    await call(admin, 'DELETE', `/api/payment-links/${link.id}`);
    const deleted = await call(null, 'GET', `/api/public/checkout/links/${link.id}`);
    expect(deleted.statusCode).toBe(410);
    expect(deleted.json().errors[0]).toMatchObject({
      code: 'LNK-001',
      description: 'Este link de pagamento não está mais disponível.',
    });
  });
});

describe('paying', () => {
  it('pays by Pix: a charge of the seller with the link id, the client found or created, the page told when paid', async () => {
    const link = await newLink();
    const response = await pay(link.id, { method: 'PIX' });
    expect(response.statusCode).toBe(201);
    const payment: CheckoutPayment = response.json();
    expect(payment).toMatchObject({ status: 'SCHEDULED', method: 'PIX', total: 18_000, boleto: null, failure: null });
    expect(payment.pix?.copyPaste).toMatch(/^000201/);
    const charge = (await call(admin, 'GET', `/api/charges/${payment.chargeId}`)).json();
    expect(charge).toMatchObject({ value: 18_000, paymentLinkId: link.id, status: 'SCHEDULED' });
    const clients = (await call(admin, 'GET', '/api/seller-clients?search=52998224725')).json();
    expect(clients.content.map((c: Client) => c.name)).toContain('Ana Souza');
    const paid = await call(
      null,
      'POST',
      `/api/public/checkout/links/${link.id}/payments/${payment.chargeId}/sandbox-payment`,
    );
    expect(paid.json().status).toBe('PAID');
    const polled = await call(null, 'GET', `/api/public/checkout/links/${link.id}/payments/${payment.chargeId}`);
    expect(polled.json().status).toBe('PAID');
    expect((await call(admin, 'GET', `/api/payment-links/${link.id}`)).json().paidCharges).toBe(1);
    const notifications = (await call(admin, 'GET', '/api/notification-panel?page=0&size=5')).json();
    expect(JSON.stringify(notifications)).toContain(payment.chargeId);
  });

  it('pays by card: approved at once, in the chosen instalments', async () => {
    const link = await newLink();
    const payment: CheckoutPayment = (
      await pay(link.id, { method: 'CREDIT_CARD', installments: 3, card: approvedCard })
    ).json();
    expect(payment).toMatchObject({ status: 'PAID', installments: 3, total: 20_000, failure: null });
  });

  it('a declined card says why in pt-BR, and the buyer may try again with another card', async () => {
    const link = await newLink();
    const declined: CheckoutPayment = (
      await pay(link.id, { method: 'CREDIT_CARD', card: { ...approvedCard, number: '4000000000000002' } })
    ).json();
    expect(declined.status).toBe('FAILED');
    expect(declined.failure).toBe('Transação não autorizada pelo emissor.');
    const retried: CheckoutPayment = (await pay(link.id, { method: 'CREDIT_CARD', card: approvedCard })).json();
    expect(retried.status).toBe('PAID');
  });

  it('a card asked for 3-D Secure sends the buyer to the challenge page and back', async () => {
    const link = await newLink();
    const payment: CheckoutPayment = (
      await pay(link.id, { method: 'CREDIT_CARD', card: { ...approvedCard, number: '4000000000003220' } })
    ).json();
    // Relative: the buyer stays on the address they opened, whatever PUBLIC_URL says.
    expect(payment.challengeUrl).toMatch(/^\/3ds\?challenge=/);
    expect(payment.challengeUrl).toContain(encodeURIComponent(`/pagar/${link.id}?pagamento=${payment.chargeId}`));
  });

  it('pays by boleto in three parts: three charges a month apart, the first due in 3 days', async () => {
    const link = await newLink();
    const payment: CheckoutPayment = (await pay(link.id, { method: 'BOLETO', installments: 3 })).json();
    expect(payment.total).toBe(19_000);
    expect(payment.instalments.map((part) => part.value)).toEqual([6_334, 6_333, 6_333]);
    expect(payment.boleto?.line).toBeTruthy();
    expect(payment.boleto!.pdfUrl).toBe(
      `/api/public/checkout/links/${link.id}/payments/${payment.chargeId}/boleto.pdf`,
    );
    const pdf = await call(null, 'GET', payment.boleto!.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const charges = (await call(admin, 'GET', `/api/charges?paymentLink=${link.id}`)).json();
    expect(charges.totalElements).toBe(3);
  });

  it('a double submit with one attempt id makes one charge', async () => {
    const link = await newLink();
    const attemptId = randomUUID();
    const [first, second] = await Promise.all([pay(link.id, { attemptId }), pay(link.id, { attemptId })]);
    expect(first.json().chargeId).toBe(second.json().chargeId);
    const charges = (await call(admin, 'GET', `/api/charges?paymentLink=${link.id}`)).json();
    expect(charges.totalElements).toBe(1);
  });

  it('refuses an expired link on the server, a method the link does not offer, and too many instalments', async () => {
    const link = await newLink({ pix: { enabled: false } });
    expect((await pay(link.id, { method: 'PIX' })).json().errors[0].code).toBe('LNK-007');
    const tooMany = await pay(link.id, { method: 'CREDIT_CARD', installments: 4, card: approvedCard });
    expect(tooMany.json().errors[0].code).toBe('LNK-008');
    const soon = await newLink({ expiresAt: new Date(t.ctx.clock.now().getTime() + 60_000).toISOString() });
    await t.ctx.db.execute(`update payment_links set expires_at = now() - interval '1 minute' where id = '${soon.id}'`);
    const expired = await pay(soon.id, { method: 'CREDIT_CARD', card: approvedCard });
    expect(expired.statusCode).toBe(410);
  });

  it('needs the buyer data on a one-off link, validated; uses the client on a dedicated one', async () => {
    const link = await newLink();
    expect((await pay(link.id, { customer: undefined })).statusCode).toBe(400);
    const bad = await pay(link.id, { customer: { ...buyer, document: '111.111.111-11' } });
    expect(bad.statusCode).toBe(400);
    const dedicated = await newLink({ clientId: client.id });
    const payment: CheckoutPayment = (await pay(dedicated.id, { customer: undefined })).json();
    const charge = (await call(admin, 'GET', `/api/charges/${payment.chargeId}`)).json();
    expect(charge.customerName).toBe(client.name);
  });

  it('a quick link asks nothing for Pix, and a payer for boleto', async () => {
    const fast = await newLink({ type: 'FAST_ORDER' });
    const view: PublicLink = (await call(null, 'GET', `/api/public/checkout/links/${fast.id}`)).json();
    expect(view.asksCustomer).toBe(false);
    expect((await pay(fast.id, { customer: undefined })).statusCode).toBe(201);
    expect((await pay(fast.id, { method: 'BOLETO', customer: undefined })).statusCode).toBe(400);
    const boleto = await pay(fast.id, {
      method: 'BOLETO',
      customer: undefined,
      payer: { name: 'Ana', document: '52998224725' },
    });
    expect(boleto.statusCode).toBe(201);
  });

  it('never shows one link’s payment through another link', async () => {
    const [one, other] = [await newLink(), await newLink()];
    const payment: CheckoutPayment = (await pay(one.id, {})).json();
    expect(
      (await call(null, 'GET', `/api/public/checkout/links/${other.id}/payments/${payment.chargeId}`)).statusCode,
    ).toBe(404);
  });

  it('limits the submits of one address: 429 GEN-429 with Retry-After, other addresses unaffected', async () => {
    const link = await newLink();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push(
        (await pay(link.id, { customer: { ...buyer, document: '529.982.247-25' } }, '10.9.9.9')).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    const refused = await pay(link.id, {}, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('GEN-429');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await pay(link.id, {}, '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('a subscription link: the buyer subscribes', () => {
  /** A plan at R$ 39,90, 35,90 and 32,90 a month; the link is MONTHLY at R$ 39,90 with no discount unless told. */
  const subscriptionLink = async (overrides: Partial<PaymentLinkInput> = {}, additionalValue = 0) => {
    const plan = (
      await call(admin, 'POST', '/api/plans', {
        title: 'Clube do café',
        bullets: [],
        prices: { MONTHLY: 3_990, SEMESTER: 3_590, YEARLY: 3_290 },
        enableBankSlip: true,
        enableCreditCard: true,
        enablePixPayment: true,
      })
    ).json();
    const link = await call(admin, 'POST', '/api/payment-links', {
      ...order({ type: 'SUBSCRIPTION', title: null, value: 3_990 }),
      pix: { enabled: true, discountPercent: 0, installments: 1 },
      bankSlip: { enabled: true, discountPercent: 0, installments: 1 },
      ...overrides,
      subscription: {
        planId: plan.id,
        periodicity: 'MONTHLY',
        additionalValue,
        additionalTitle: '',
        additionalInstallments: 1,
      },
    });
    expect(link.statusCode, link.body).toBe(201);
    return link.json() as PaymentLink;
  };
  const subscriptionCount = async () => (await call(admin, 'GET', '/api/subscriptions')).json().totalElements as number;
  /** The subscription whose cycle a charge bills. */
  const subscriptionOf = async (chargeId: string) => {
    const [row] = await t.ctx.db
      .select({ id: subscriptions.id, token: subscriptions.cardToken, last4: subscriptions.cardLast4 })
      .from(charges)
      .innerJoin(subscriptions, eq(subscriptions.id, charges.subscriptionId))
      .where(eq(charges.id, chargeId));
    return row!;
  };

  it('by Pix: PENDING with its first cycle, ACTIVE once paid, the next cycle a month later', async () => {
    const link = await subscriptionLink();
    const before = await subscriptionCount();
    const attemptId = randomUUID();
    const [first, again] = await Promise.all([pay(link.id, { attemptId }), pay(link.id, { attemptId })]);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().chargeId).toBe(first.json().chargeId);
    expect(await subscriptionCount()).toBe(before + 1);
    const charge = (await call(admin, 'GET', `/api/charges/${first.json().chargeId}`)).json();
    const { id } = await subscriptionOf(first.json().chargeId);
    const pending = (await call(admin, 'GET', `/api/subscriptions/${id}`)).json();
    expect(pending).toMatchObject({ status: 'PENDING', paymentLinkId: link.id, cyclesIssued: 1, paymentMethod: 'PIX' });
    expect(pending.charges).toEqual([expect.objectContaining({ uuid: charge.uuid, cycle: 1, value: 3_990 })]);
    await call(null, 'POST', `/api/public/checkout/links/${link.id}/payments/${first.json().chargeId}/sandbox-payment`);
    const active = (await call(admin, 'GET', `/api/subscriptions/${id}`)).json();
    expect(active.status).toBe('ACTIVE');
    expect(active.nextDueDate > active.startDate).toBe(true);
  });

  it('by card: the token is kept for the next cycles, never the number', async () => {
    const link = await subscriptionLink();
    const response = await pay(link.id, { method: 'CREDIT_CARD', installments: 1, card: approvedCard });
    expect(response.json().status).toBe('PAID');
    const row = await subscriptionOf(response.json().chargeId);
    expect(row.last4).toBe('1111');
    expect(row.token).not.toContain('4111111111111111');
    const detail = (await call(admin, 'GET', `/api/subscriptions/${row.id}`)).json();
    expect(detail).toMatchObject({ status: 'ACTIVE', cardLast4: '1111', paymentMethod: 'CREDIT_CARD' });
    expect(JSON.stringify(detail)).not.toContain(row.token!);
  });

  it('boleto or Pix of a subscription cycle is one charge: parts are refused', async () => {
    const link = await subscriptionLink();
    const view: PublicLink = (await call(null, 'GET', `/api/public/checkout/links/${link.id}`)).json();
    expect(
      view.methods.filter((method) => method.method !== 'CREDIT_CARD').map((method) => method.installments),
    ).toEqual([1, 1]);
    const parts = await pay(link.id, { method: 'BOLETO', installments: 2 });
    expect(parts.json().errors[0]).toMatchObject({ code: 'LNK-008' });
  });

  describe('the buyer chooses the periodicity', () => {
    /** The seller's own price for MONTHLY (R$ 37,90, under the plan's), Pix 10% off, boleto 5% off, R$ 10,00 added. */
    const choosableLink = () =>
      subscriptionLink(
        {
          value: 3_790,
          pix: { enabled: true, discountPercent: 10, installments: 1 },
          bankSlip: { enabled: true, discountPercent: 5, installments: 1 },
        },
        1_000,
      );

    it('lists every periodicity, the link’s own first at its own value, the others at the plan’s, discounts applied', async () => {
      const link = await choosableLink();
      const view: PublicLink = (await call(null, 'GET', `/api/public/checkout/links/${link.id}`)).json();
      const choices = view.plan?.choices ?? [];
      expect(
        choices.map(({ periodicity, valuePerMonth, cycleValue, methods }) => [
          periodicity,
          valuePerMonth,
          cycleValue,
          methods.map((method) => [method.method, method.value]),
        ]),
      ).toEqual([
        [
          'MONTHLY',
          3_790,
          3_790,
          [
            ['PIX', 3_411 + 1_000],
            ['CREDIT_CARD', 3_790 + 1_000],
            ['BOLETO', 3_600 + 1_000],
          ],
        ],
        [
          'SEMESTER',
          3_590,
          21_540,
          [
            ['PIX', 19_386 + 1_000],
            ['CREDIT_CARD', 21_540 + 1_000],
            ['BOLETO', 20_463 + 1_000],
          ],
        ],
        [
          'YEARLY',
          3_290,
          39_480,
          [
            ['PIX', 35_532 + 1_000],
            ['CREDIT_CARD', 39_480 + 1_000],
            ['BOLETO', 37_506 + 1_000],
          ],
        ],
      ]);
      // The card's options are simulated on each periodicity's price.
      const yearlyCard = choices[2]?.methods.find((method) => method.method === 'CREDIT_CARD');
      expect(yearlyCard?.options.map((option) => option.totalAmount)).toEqual([40_480, 40_480, 40_480]);
      // The link's own fields are its default choice.
      expect(view.plan).toMatchObject({ periodicity: 'MONTHLY', valuePerMonth: 3_790, cycleValue: 3_790 });
      expect(view.value).toBe(3_790);
      expect(view.methods).toEqual(choices[0]?.methods);
    });

    it('paying YEARLY charges the yearly cycle with the additional value, and subscribes YEARLY at the plan’s price', async () => {
      const link = await choosableLink();
      const response = await pay(link.id, {
        method: 'CREDIT_CARD',
        installments: 3,
        card: approvedCard,
        periodicity: 'YEARLY',
      });
      expect(response.statusCode, response.body).toBe(201);
      const payment: CheckoutPayment = response.json();
      expect(payment).toMatchObject({ status: 'PAID', total: 40_480, installments: 3 });
      const { id } = await subscriptionOf(payment.chargeId);
      const detail = (await call(admin, 'GET', `/api/subscriptions/${id}`)).json();
      expect(detail).toMatchObject({
        status: 'ACTIVE',
        basicValue: { type: 'YEARLY', valuePerMonth: 3_290, value: 39_480 },
        additionalValue: { value: 1_000 },
      });
      expect(detail.charges).toEqual([expect.objectContaining({ cycle: 1, value: 40_480 })]);
      // A year to the next cycle.
      expect(Number(detail.nextDueDate.slice(0, 4)) - Number(detail.startDate.slice(0, 4))).toBe(1);
    });

    it('paying without a periodicity, or with the link’s own, is the link’s price', async () => {
      const link = await choosableLink();
      for (const periodicity of [undefined, 'MONTHLY'] as const) {
        const payment: CheckoutPayment = (await pay(link.id, { method: 'PIX', periodicity })).json();
        expect(payment.total).toBe(4_411);
        const { id } = await subscriptionOf(payment.chargeId);
        const detail = (await call(admin, 'GET', `/api/subscriptions/${id}`)).json();
        expect(detail.basicValue).toEqual({ type: 'MONTHLY', valuePerMonth: 3_790, value: 3_790 });
      }
    });

    it('a retry of the same attempt at another periodicity finds the first payment: one subscription, one card charge', async () => {
      const link = await choosableLink();
      const before = await subscriptionCount();
      const attemptId = randomUUID();
      // The first answer was lost on its way back; the buyer switches to YEARLY and pays again.
      const monthly = await pay(link.id, { attemptId, method: 'CREDIT_CARD', installments: 1, card: approvedCard });
      expect(monthly.json()).toMatchObject({ status: 'PAID' });
      const yearly = await pay(link.id, {
        attemptId,
        method: 'CREDIT_CARD',
        installments: 1,
        card: approvedCard,
        periodicity: 'YEARLY',
      });
      expect(yearly.statusCode, yearly.body).toBe(201);
      expect(yearly.json()).toMatchObject({ chargeId: monthly.json().chargeId, status: 'PAID' });
      expect(await subscriptionCount()).toBe(before + 1);
      const { id } = await subscriptionOf(monthly.json().chargeId);
      const detail = (await call(admin, 'GET', `/api/subscriptions/${id}`)).json();
      expect(detail.basicValue.type).toBe('MONTHLY');
      expect(detail.charges).toHaveLength(1);
    });

    it('a periodicity is refused on a link that is not a subscription, and an unknown one anywhere', async () => {
      const orderLink = await newLink();
      const before = (await call(admin, 'GET', '/api/charges?size=1')).json().totalElements as number;
      const refused = await pay(orderLink.id, { periodicity: 'YEARLY' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([expect.objectContaining({ code: 'VAL-002', title: 'periodicity' })]);
      expect((await call(admin, 'GET', '/api/charges?size=1')).json().totalElements).toBe(before);
      const link = await choosableLink();
      const unknown = await pay(link.id, { periodicity: 'WEEKLY' as 'YEARLY' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].title).toBe('periodicity');
    });
  });
});
