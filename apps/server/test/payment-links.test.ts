import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEATURES,
  type Client,
  type PaymentLink,
  type PaymentLinkInput,
  type PaymentLinkRow,
  type Plan,
  type SessionResponse,
} from '@cofre/contract';
import { setFeature } from '../src/ops/commands.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let admin: SessionResponse;
let sale: SessionResponse;
let finance: SessionResponse;
let outsider: SessionResponse;
let plan: Plan;
let client: Client;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (session: { token: string } | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: session ? t.bearer(session) : {} });
const descriptionsOf = (body: { errors: Array<{ description: string }> }) => body.errors.map((e) => e.description);

const order = (overrides: Partial<PaymentLinkInput> = {}): PaymentLinkInput => ({
  type: 'ORDER',
  title: 'Curso de fotografia',
  description: 'Turma de dezembro',
  value: 25_000,
  creditCard: { enabled: true, discountPercent: 0, installments: 10, feeBearer: 'EARLY_SELLER' },
  bankSlip: { enabled: true, discountPercent: 5, installments: 1 },
  pix: { enabled: true, discountPercent: 10, installments: 1 },
  ...overrides,
});
const create = async (session: SessionResponse, input: PaymentLinkInput): Promise<PaymentLink> => {
  const response = await call(session, 'POST', '/api/payment-links', input);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json();
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  outsider = await t.signInOutsider();
  // The other seller has every toggle too, so its refusals below are about ownership, not toggles.
  for (const feature of [
    'view_seller_payment_link',
    'view_seller_create_payment_link',
    'view_seller_payment_link_edit',
  ]) {
    await setFeature(t.ctx, outsider.idSeller, feature, true);
  }
  outsider = await t.signInOutsider();
  plan = (
    await call(admin, 'POST', '/api/plans', {
      title: 'Clube do Livro',
      prices: { MONTHLY: 4_990, SEMESTER: 4_490, YEARLY: 3_990 },
      enableBankSlip: true,
      enableCreditCard: true,
      enablePixPayment: true,
    })
  ).json();
  client = (await call(admin, 'GET', '/api/seller-clients?size=1')).json().content[0];
});
afterAll(() => t.close());

describe('creating a link', () => {
  it('stores a one-off link with its methods and answers its public address', async () => {
    const link = await create(admin, order({ clientId: client.id, bankSlipDescription: 'Referente ao curso' }));
    expect(link).toMatchObject({
      type: 'ORDER',
      status: 'ACTIVE',
      title: 'Curso de fotografia',
      value: 25_000,
      client: { id: client.id, name: client.name },
      creditCard: { enabled: true, installments: 10, feeBearer: 'EARLY_SELLER', scheduleDate: null },
      bankSlip: { enabled: true, discountPercent: 5 },
      pix: { enabled: true, discountPercent: 10 },
      bankSlipDescription: 'Referente ao curso',
      subscription: null,
      paidCharges: 0,
    });
    expect(link.url).toBe(`${t.ctx.config.publicUrl}/pagar/${link.id}`);
    expect((await call(admin, 'GET', `/api/payment-links/${link.id}`)).json()).toEqual(link);
  });

  it('builds the address on the checkout subdomain once the seller has one', async () => {
    await call(admin, 'POST', '/api/checkouts', { title: 'Loja Demo', subDomain: 'loja-links' });
    const link = await create(admin, order());
    expect(link.url).toBe(`${t.ctx.config.publicUrl}/pagar/loja-links/${link.id}`);
  });

  it('takes a subscription link on an active plan, titled by the plan, value per month × the cycle', async () => {
    const link = await create(admin, {
      ...order({ title: null, value: 4_490 }),
      type: 'SUBSCRIPTION',
      subscription: { planId: plan.id, periodicity: 'SEMESTER', additionalValue: 1_000, additionalTitle: 'Adesão' },
    });
    expect(link.title).toBe('Clube do Livro');
    expect(link.subscription).toEqual({
      planId: plan.id,
      planTitle: 'Clube do Livro',
      periodicity: 'SEMESTER',
      valuePerMonth: 4_490,
      value: 26_940,
      additionalValue: 1_000,
      additionalTitle: 'Adesão',
      additionalInstallments: 1,
    });
  });

  it('refuses what the spec refuses, with its texts', async () => {
    const cases: Array<[Partial<PaymentLinkInput>, string]> = [
      [{ title: '' }, 'Preenchimento obrigatório!'],
      [{ title: 'x'.repeat(61) }, 'O título deve ter no máximo 60 caracteres!'],
      [{ description: 'x'.repeat(301) }, 'A descrição deve ter no máximo 300 caracteres!'],
      [{ bankSlipDescription: 'x'.repeat(131) }, 'A descrição do boleto deve ter no máximo 130 caracteres!'],
      [
        {
          creditCard: { enabled: false },
          bankSlip: { enabled: false },
          pix: { enabled: false },
        },
        'Selecione ao menos um método de pagamento.',
      ],
      [
        { creditCard: { enabled: true, installments: 18, feeBearer: 'EARLY_SELLER' } },
        'Acima de 12 parcelas, as taxas do parcelamento ficam por conta do comprador.',
      ],
      [{ timer: true }, 'A contagem regressiva só pode ser usada com uma data de expiração.'],
      [{ pix: { enabled: true, discountPercent: 100 } }, 'O desconto deve ser entre 0 e 99%.'],
      [{ value: 99 }, 'O valor mínimo é R$ 1,00.'],
      [{ value: 1_000.5 }, 'Informe um valor válido.'],
      [{ value: 1_000_000_000_000 }, 'Informe um valor válido.'],
      [{ metadata: [{ key: 'k'.repeat(61), value: 'v' }] }, 'A chave deve ter no máximo 60 caracteres!'],
      [{ metadata: [{ key: 'k', value: 'v'.repeat(251) }] }, 'O valor deve ter no máximo 250 caracteres!'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(admin, 'POST', '/api/payment-links', order(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(descriptionsOf(response.json()), message).toContain(message);
    }
  });

  it('refuses a subscription link without its plan, or with an additional title over 60, with their texts', async () => {
    const subscription = (overrides: Partial<PaymentLinkInput>): PaymentLinkInput => ({
      ...order({ title: null, value: 4_990 }),
      type: 'SUBSCRIPTION',
      ...overrides,
    });
    const noPlan = await call(admin, 'POST', '/api/payment-links', subscription({ subscription: null }));
    expect(noPlan.statusCode).toBe(400);
    expect(descriptionsOf(noPlan.json())).toContain('Escolha o plano da assinatura.');
    const badPlan = await call(
      admin,
      'POST',
      '/api/payment-links',
      subscription({ subscription: { planId: '', periodicity: 'MONTHLY' } }),
    );
    expect(badPlan.statusCode).toBe(400);
    expect(descriptionsOf(badPlan.json())).toContain('Escolha o plano da assinatura.');
    const longAdditional = await call(
      admin,
      'POST',
      '/api/payment-links',
      subscription({
        subscription: {
          planId: plan.id,
          periodicity: 'MONTHLY',
          additionalValue: 500,
          additionalTitle: 'x'.repeat(61),
        },
      }),
    );
    expect(longAdditional.statusCode).toBe(400);
    expect(longAdditional.json().errors).toEqual([
      expect.objectContaining({ description: 'O título deve ter no máximo 60 caracteres!' }),
    ]);
  });

  it('refuses an expiry in the past and a discount that leaves a method under its minimum', async () => {
    const past = await call(admin, 'POST', '/api/payment-links', order({ expiresAt: '2020-01-01T00:00:00-03:00' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ code: 'LNK-004', description: 'A data precisa estar no futuro' });
    const tooCheap = await call(
      admin,
      'POST',
      '/api/payment-links',
      order({ value: 520, bankSlip: { enabled: true, discountPercent: 10 } }),
    );
    expect(tooCheap.statusCode).toBe(400);
    expect(tooCheap.json().errors[0].code).toBe('LNK-003');
  });

  it('allows 13 to 21 card instalments when the buyer bears the fees', async () => {
    const link = await create(
      admin,
      order({ creditCard: { enabled: true, installments: 21, feeBearer: 'EARLY_BUYER' } }),
    );
    expect(link.creditCard).toMatchObject({ installments: 21, feeBearer: 'EARLY_BUYER' });
  });

  it("refuses another seller's client or plan (404) and an inactive plan (LNK-002)", async () => {
    const foreignClient = await call(outsider, 'POST', '/api/payment-links', order({ clientId: client.id }));
    expect(foreignClient.statusCode).toBe(404);
    const foreignPlan = await call(outsider, 'POST', '/api/payment-links', {
      ...order({ title: null }),
      type: 'SUBSCRIPTION',
      subscription: { planId: plan.id, periodicity: 'MONTHLY' },
    });
    expect(foreignPlan.statusCode).toBe(404);
    const inactive = (
      await call(admin, 'POST', '/api/plans', {
        title: 'Plano parado',
        prices: { MONTHLY: 1_000, SEMESTER: 1_000, YEARLY: 1_000 },
        enableBankSlip: true,
        enableCreditCard: false,
        enablePixPayment: false,
      })
    ).json();
    await call(admin, 'PATCH', `/api/plans/${inactive.id}`, { active: false });
    const refused = await call(admin, 'POST', '/api/payment-links', {
      ...order({ title: null }),
      type: 'SUBSCRIPTION',
      subscription: { planId: inactive.id, periodicity: 'MONTHLY' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('LNK-002');
  });

  it('needs the quick-link and metadata toggles for those', async () => {
    const fast = { ...order(), type: 'FAST_ORDER' as const };
    expect((await call(admin, 'POST', '/api/payment-links', fast)).statusCode).toBe(201);
    const withMetadata = order({ metadata: [{ key: 'pedido', value: 'A-123' }] });
    expect((await call(admin, 'POST', '/api/payment-links', withMetadata)).statusCode).toBe(201);
    const noFast = await call(outsider, 'POST', '/api/payment-links', fast);
    expect(noFast.statusCode).toBe(403);
    expect(noFast.json().errors[0].code).toBe('LNK-005');
    const noMetadata = await call(outsider, 'POST', '/api/payment-links', withMetadata);
    expect(noMetadata.json().errors[0].code).toBe('LNK-006');
    // A quick link asks the buyer nothing, so it cannot be dedicated to a client.
    expect((await call(admin, 'POST', '/api/payment-links', { ...fast, clientId: client.id })).statusCode).toBe(400);
  });
});

describe('the link list', () => {
  it('lists one type, newest first, 20 a page, searchable and filterable by dedicated links', async () => {
    for (let index = 0; index < 21; index += 1) await create(admin, order({ title: `Oficina ${index}` }));
    const first = (await call(admin, 'GET', '/api/payment-links?type=ORDER')).json();
    expect(first.size).toBe(20);
    expect(first.content).toHaveLength(20);
    expect(first.totalElements).toBeGreaterThanOrEqual(21);
    const dates = first.content.map((row: PaymentLinkRow) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.content.every((row: PaymentLinkRow) => row.type === 'ORDER')).toBe(true);
    const found = (await call(admin, 'GET', '/api/payment-links?type=ORDER&search=oficina%2017')).json();
    expect(found.content.map((row: PaymentLinkRow) => row.title)).toEqual(['Oficina 17']);
    const dedicated = (await call(admin, 'GET', '/api/payment-links?type=ORDER&dedicated=true')).json();
    expect(dedicated.content.length).toBeGreaterThan(0);
    expect(dedicated.content.every((row: PaymentLinkRow) => row.client?.id === client.id)).toBe(true);
  });

  it('searches subscription links by their plan title', async () => {
    const found = (await call(admin, 'GET', '/api/payment-links?type=SUBSCRIPTION&search=clube')).json();
    expect(found.content.length).toBeGreaterThan(0);
    expect(found.content.every((row: PaymentLinkRow) => row.title === 'Clube do Livro')).toBe(true);
    const none = (await call(admin, 'GET', '/api/payment-links?type=SUBSCRIPTION&search=inexistente')).json();
    expect(none.content).toEqual([]);
  });
});

describe('editing, deleting and duplicating', () => {
  it('edits a link but not its kind', async () => {
    const link = await create(admin, order());
    const edited = await call(
      admin,
      'PUT',
      `/api/payment-links/${link.id}`,
      order({ title: 'Curso avançado', value: 30_000 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Curso avançado', value: 30_000 });
    const retyped = await call(admin, 'PUT', `/api/payment-links/${link.id}`, { ...order(), type: 'FAST_ORDER' });
    expect(retyped.statusCode).toBe(400);
  });

  it('deleting leaves the charges already made through the link as they were', async () => {
    const link = await create(admin, order({ title: 'Vendido e excluído' }));
    const payPublic = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/checkout/links/${link.id}/payments`,
        remoteAddress: '10.7.0.1',
        payload: {
          attemptId: randomUUID(),
          customer: { name: 'Ana Souza', document: '52998224725', email: 'ana@example.com', phone: '11987654321' },
          ...body,
        },
      });
    const paidPix = await payPublic({ method: 'PIX' });
    expect(paidPix.statusCode, paidPix.body).toBe(201);
    const paidId: string = paidPix.json().chargeId;
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/public/checkout/links/${link.id}/payments/${paidId}/sandbox-payment`,
    });
    expect(settled.json().status).toBe('PAID');
    const boleto = await payPublic({ method: 'BOLETO' });
    expect(boleto.statusCode, boleto.body).toBe(201);
    const openId: string = boleto.json().chargeId;
    const before = await Promise.all(
      [paidId, openId].map(async (id) => (await call(admin, 'GET', `/api/charges/${id}`)).json()),
    );
    expect(before.map((charge) => [charge.paymentLinkId, charge.status])).toEqual([
      [link.id, 'PAID'],
      [link.id, 'SCHEDULED'],
    ]);

    expect((await call(admin, 'DELETE', `/api/payment-links/${link.id}`)).statusCode).toBe(204);
    const after = await Promise.all(
      [paidId, openId].map(async (id) => (await call(admin, 'GET', `/api/charges/${id}`)).json()),
    );
    expect(after).toEqual(before);
    const listed = (await call(admin, 'GET', `/api/charges?paymentLink=${link.id}`)).json();
    expect(listed.totalElements).toBe(2);
    expect((await call(admin, 'GET', `/api/payment-links/${link.id}`)).json()).toMatchObject({
      status: 'DELETED',
      paidCharges: 1,
    });
    // The link sells no more, but the buyer's charge still answers its poll.
    expect((await payPublic({ method: 'PIX' })).statusCode).toBe(410);
    const poll = await t.app.inject({ method: 'GET', url: `/api/public/checkout/links/${link.id}/payments/${openId}` });
    expect(poll.statusCode).toBe(200);
    expect(poll.json().status).toBe('SCHEDULED');
  });

  it('deleting stops the link: out of the list, DELETED when read, no more edits; deleting again is harmless', async () => {
    const link = await create(admin, order({ title: 'Para excluir' }));
    expect((await call(admin, 'DELETE', `/api/payment-links/${link.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/payment-links/${link.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/payment-links/${link.id}`)).json().status).toBe('DELETED');
    const listed = (await call(admin, 'GET', '/api/payment-links?type=ORDER&search=para%20excluir')).json();
    expect(listed.content).toEqual([]);
    const edit = await call(admin, 'PUT', `/api/payment-links/${link.id}`, order());
    // Gone, as the buyer's checkout says of the same link (one status per code).
    expect(edit.statusCode).toBe(410);
    expect(edit.json().errors[0].code).toBe('LNK-001');
  });

  it('duplicates everything but the customer', async () => {
    const link = await create(admin, order({ clientId: client.id, metadata: [{ key: 'k', value: 'v' }] }));
    const response = await call(admin, 'POST', `/api/payment-links/${link.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy: PaymentLink = response.json();
    expect(copy.id).not.toBe(link.id);
    expect(copy.client).toBeNull();
    const { id: _a, url: _b, client: _c, createdAt: _d, updatedAt: _e, ...rest } = link;
    expect(copy).toMatchObject(rest);
  });

  it('counts the charges paid through a link', async () => {
    const link = await create(admin, order());
    const charge = await call(admin, 'POST', '/api/charges', {
      title: 'Curso',
      value: 25_000,
      paymentMethod: 'PIX',
      expirationDate: '2099-12-31',
      customer: { name: 'Ana Souza', document: '52998224725', email: 'ana@example.com', phone: '11987654321' },
      paymentLinkId: link.id,
    });
    expect(charge.statusCode).toBe(201);
    const paid = await call(admin, 'POST', `/api/sandbox/charges/${charge.json().uuid}/payments`);
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    expect((await call(admin, 'GET', `/api/payment-links/${link.id}`)).json().paidCharges).toBe(1);
  });
});

describe('permissions and tenancy', () => {
  it('is for MASTER, ADMIN, BACKOFFICE and PAYMENT_LINK: SALE may, FINANCE may not', async () => {
    expect((await call(sale, 'GET', '/api/payment-links')).statusCode).toBe(200);
    expect((await call(finance, 'GET', '/api/payment-links')).statusCode).toBe(403);
    expect((await call(finance, 'POST', '/api/payment-links', order())).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/payment-links')).statusCode).toBe(401);
  });

  it('needs the payment-link toggles', async () => {
    await setFeature(t.ctx, outsider.idSeller, 'view_seller_create_payment_link', false);
    const session = await t.signInOutsider();
    const refused = await call(session, 'POST', '/api/payment-links', order());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('PERM-002');
    await setFeature(t.ctx, outsider.idSeller, 'view_seller_create_payment_link', true);
  });

  it('needs view_seller_payment_link to list, read, delete, duplicate and simulate', async () => {
    const own = await create(await t.signInOutsider(), order({ title: 'Da outra loja' }));
    await setFeature(t.ctx, outsider.idSeller, 'view_seller_payment_link', false);
    try {
      const session = await t.signInOutsider();
      const refusals = [
        await call(session, 'GET', '/api/payment-links?type=ORDER'),
        await call(session, 'GET', `/api/payment-links/${own.id}`),
        await call(session, 'DELETE', `/api/payment-links/${own.id}`),
        await call(session, 'POST', `/api/payment-links/${own.id}/duplicate`),
        await call(session, 'GET', '/api/payment-links/installments-payment?amount=10000'),
      ];
      expect(refusals.map((response) => [response.statusCode, response.json().errors[0].code])).toEqual(
        Array(5).fill([403, 'PERM-002']),
      );
      // Creating and editing have toggles of their own.
      expect((await call(session, 'PUT', `/api/payment-links/${own.id}`, order({ title: 'Editado' }))).statusCode).toBe(
        200,
      );
    } finally {
      await setFeature(t.ctx, outsider.idSeller, 'view_seller_payment_link', true);
    }
    const session = await t.signInOutsider();
    expect((await call(session, 'GET', `/api/payment-links/${own.id}`)).json()).toMatchObject({
      status: 'ACTIVE',
      title: 'Editado',
    });
  });

  it('needs view_seller_payment_link_edit to edit', async () => {
    const own = await create(await t.signInOutsider(), order({ title: 'Sem edição' }));
    await setFeature(t.ctx, outsider.idSeller, 'view_seller_payment_link_edit', false);
    try {
      const session = await t.signInOutsider();
      const refused = await call(session, 'PUT', `/api/payment-links/${own.id}`, order({ title: 'Outro' }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].code).toBe('PERM-002');
      expect((await call(session, 'GET', `/api/payment-links/${own.id}`)).json().title).toBe('Sem edição');
    } finally {
      await setFeature(t.ctx, outsider.idSeller, 'view_seller_payment_link_edit', true);
    }
  });

  it('quick links: creating needs both quick-link toggles; without view_fast_payment_link they are not there', async () => {
    const fast = { ...order({ title: 'Ingresso rápido' }), type: 'FAST_ORDER' as const };
    await setFeature(t.ctx, outsider.idSeller, 'view_fast_payment_link', true);
    await setFeature(t.ctx, outsider.idSeller, 'view_checkout_create_order_by_fast_link', true);
    let session = await t.signInOutsider();
    const link = await create(session, fast);
    expect(link.type).toBe('FAST_ORDER');

    // view_fast_payment_link alone: quick links are seen, edited and deleted, not created (nor copied).
    await setFeature(t.ctx, outsider.idSeller, 'view_checkout_create_order_by_fast_link', false);
    session = await t.signInOutsider();
    for (const response of [
      await call(session, 'POST', '/api/payment-links', fast),
      await call(session, 'POST', `/api/payment-links/${link.id}/duplicate`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({
        code: 'LNK-005',
        description: 'Links rápidos não estão habilitados para a sua conta.',
      });
    }
    expect((await call(session, 'GET', '/api/payment-links?type=FAST_ORDER')).json().content).toEqual([
      expect.objectContaining({ id: link.id }),
    ]);
    expect((await call(session, 'GET', `/api/payment-links/${link.id}`)).statusCode).toBe(200);
    const edited = await call(session, 'PUT', `/api/payment-links/${link.id}`, { ...fast, title: 'Ingresso editado' });
    expect(edited.statusCode).toBe(200);

    // Neither toggle: the list of quick links is refused; a quick link by id is 404, like an unknown one.
    await setFeature(t.ctx, outsider.idSeller, 'view_fast_payment_link', false);
    session = await t.signInOutsider();
    const list = await call(session, 'GET', '/api/payment-links?type=FAST_ORDER');
    expect(list.statusCode).toBe(403);
    expect(list.json().errors[0].code).toBe('LNK-005');
    expect((await call(session, 'GET', '/api/payment-links?type=ORDER')).statusCode).toBe(200);
    for (const response of [
      await call(session, 'GET', `/api/payment-links/${link.id}`),
      await call(session, 'PUT', `/api/payment-links/${link.id}`, fast),
      await call(session, 'DELETE', `/api/payment-links/${link.id}`),
      await call(session, 'POST', `/api/payment-links/${link.id}/duplicate`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    // Nothing was changed or copied.
    await setFeature(t.ctx, outsider.idSeller, 'view_fast_payment_link', true);
    session = await t.signInOutsider();
    expect((await call(session, 'GET', `/api/payment-links/${link.id}`)).json()).toMatchObject({
      status: 'ACTIVE',
      title: 'Ingresso editado',
    });
    expect((await call(session, 'GET', '/api/payment-links?type=FAST_ORDER')).json().totalElements).toBe(1);
    await setFeature(t.ctx, outsider.idSeller, 'view_fast_payment_link', false);
  });

  it('without view_payment_link_metadata, metadata is hidden when read and kept when edited', async () => {
    const metadata = [
      { key: 'pedido', value: 'A-123' },
      { key: 'origem', value: 'site' },
    ];
    await setFeature(t.ctx, outsider.idSeller, 'view_payment_link_metadata', true);
    const link = await create(await t.signInOutsider(), order({ title: 'Com metadados', metadata }));
    expect(link.metadata).toEqual(metadata);
    await setFeature(t.ctx, outsider.idSeller, 'view_payment_link_metadata', false);
    const session = await t.signInOutsider();
    expect((await call(session, 'GET', `/api/payment-links/${link.id}`)).json().metadata).toEqual([]);
    const edited = await call(
      session,
      'PUT',
      `/api/payment-links/${link.id}`,
      order({ title: 'Editado sem metadados' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Editado sem metadados', metadata: [] });
    const refused = await call(
      session,
      'PUT',
      `/api/payment-links/${link.id}`,
      order({ metadata: [{ key: 'novo', value: 'x' }] }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('LNK-006');
    const copy = await call(session, 'POST', `/api/payment-links/${link.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().metadata).toEqual([]);

    await setFeature(t.ctx, outsider.idSeller, 'view_payment_link_metadata', true);
    const withToggle = await t.signInOutsider();
    const stored = (await call(withToggle, 'GET', `/api/payment-links/${link.id}`)).json();
    expect(stored).toMatchObject({ title: 'Editado sem metadados', metadata });
    expect((await call(withToggle, 'GET', `/api/payment-links/${copy.json().id}`)).json().metadata).toEqual(metadata);
    await setFeature(t.ctx, outsider.idSeller, 'view_payment_link_metadata', false);
  });

  it("answers 404 for another seller's link on every route, and leaves it untouched", async () => {
    const link = await create(admin, order({ title: 'Só da demo' }));
    const session = await t.signInOutsider();
    expect((await call(session, 'GET', `/api/payment-links/${link.id}`)).statusCode).toBe(404);
    expect((await call(session, 'PUT', `/api/payment-links/${link.id}`, order())).statusCode).toBe(404);
    expect((await call(session, 'DELETE', `/api/payment-links/${link.id}`)).statusCode).toBe(404);
    expect((await call(session, 'POST', `/api/payment-links/${link.id}/duplicate`)).statusCode).toBe(404);
    const list = (await call(session, 'GET', '/api/payment-links?search=so%20da%20demo')).json();
    expect(list.content).toEqual([]);
    expect((await call(admin, 'GET', `/api/payment-links/${link.id}`)).json()).toMatchObject({
      status: 'ACTIVE',
      title: 'Só da demo',
    });
  });
});

describe('simulation and defaults', () => {
  it('simulates what the buyer pays and the seller receives from the seller price table', async () => {
    const response = await call(
      admin,
      'GET',
      '/api/payment-links/installments-payment?amount=10000&maxInstallments=2&feeBearer=EARLY_BUYER',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      feeBearer: 'EARLY_BUYER',
      options: [
        { installments: 1, installmentAmount: 10_000, totalAmount: 10_000, fee: 299, receivedAmount: 9_701 },
        { installments: 2, installmentAmount: 5_026, totalAmount: 10_052, fee: 351, receivedAmount: 9_701 },
      ],
    });
    expect(
      (await call(admin, 'GET', '/api/payment-links/installments-payment?amount=10&maxInstallments=30')).statusCode,
    ).toBe(400);
  });

  it('simulates up to 12 instalments when the seller bears the fees, up to 21 when the buyer does', async () => {
    const simulate = (query: string) => call(admin, 'GET', `/api/payment-links/installments-payment?${query}`);
    for (const query of [
      'amount=100000&maxInstallments=13&feeBearer=EARLY_SELLER',
      'amount=100000&maxInstallments=21',
    ]) {
      const refused = await simulate(query);
      expect(refused.statusCode, query).toBe(400);
      expect(descriptionsOf(refused.json()), query).toEqual([
        'Acima de 12 parcelas, as taxas do parcelamento ficam por conta do comprador.',
      ]);
    }
    const seller = await simulate('amount=100000&maxInstallments=12&feeBearer=EARLY_SELLER');
    expect(seller.json().options).toHaveLength(12);
    const buyer = await simulate('amount=100000&maxInstallments=21&feeBearer=EARLY_BUYER');
    expect(buyer.json().options).toHaveLength(21);
  });

  it("gives the seller's default methods, the platform's without its own", async () => {
    const response = await call(admin, 'GET', '/api/sellers/default-payments-method');
    expect(response.json()).toEqual({
      defaultEnableBankSlip: true,
      defaultEnableCreditCard: true,
      defaultEnablePixPayment: true,
      enableSplitOperation: false,
      defaultInstallments: 12,
      defaultFastInstallments: 10,
    });
    expect(FEATURES).toContain('view_fast_payment_link');
  });
});
