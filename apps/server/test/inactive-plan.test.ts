import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PaymentLink, Plan, SessionResponse } from '@cofre/contract';
import { AppError } from '../src/lib/app-error.js';
import { ManualClock } from '../src/lib/clock.js';
import { charges } from '../src/modules/charges/tables.js';
import { findClient } from '../src/modules/seller-clients/queries.js';
import { issueDueCycles } from '../src/modules/subscriptions/engine.js';
import { subscribeAtCheckout } from '../src/modules/subscriptions/service.js';
import { subscriptions } from '../src/modules/subscriptions/tables.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * An inactive plan sells nothing new (issue 35, docs/payment-links.md): its links answer 410 LNK-009
 * to the buyer, a payment is refused where the subscription is written, and the subscriptions sold
 * before keep billing their cycles.
 */

// 10:00 in São Paulo on 25/11/2026.
const clock = new ManualClock(new Date('2026-11-25T13:00:00Z'));
let t: TestApp;
let admin: SessionResponse;
let plan: Plan;
let link: PaymentLink;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (session: { token: string } | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: session ? t.bearer(session) : {} });
const buyer = { name: 'Ana Souza', document: '529.982.247-25', email: 'ana@example.com', phone: '(11) 98765-4321' };
let nextAddress = 1;
const pay = (attemptId = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/checkout/links/${link.id}/payments`,
    remoteAddress: `10.1.0.${nextAddress++}`,
    payload: { attemptId, method: 'PIX', installments: 1, customer: buyer },
  });
const publicRead = () => call(null, 'GET', `/api/public/checkout/links/${link.id}`);
const setPlanActive = async (active: boolean) => {
  const response = await call(admin, 'PATCH', `/api/plans/${plan.id}`, { active });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().active).toBe(active);
};
const subscriptionsOfLink = () =>
  t.ctx.db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.paymentLinkId, link.id));
const chargesOfLink = () => t.ctx.db.select({ id: charges.id }).from(charges).where(eq(charges.paymentLinkId, link.id));
const PLAN_GONE = [{ code: 'LNK-009', description: 'Este plano não está mais disponível.' }];

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.signIn('admin@demo.cofre.dev');
  const created = await call(admin, 'POST', '/api/plans', {
    title: 'Clube do chá',
    bullets: [],
    prices: { MONTHLY: 3_990, SEMESTER: 3_590, YEARLY: 3_290 },
    enableBankSlip: true,
    enableCreditCard: true,
    enablePixPayment: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  plan = created.json();
  const made = await call(admin, 'POST', '/api/payment-links', {
    type: 'SUBSCRIPTION',
    title: null,
    value: 3_990,
    creditCard: { enabled: false, discountPercent: 0, installments: 1, feeBearer: 'EARLY_SELLER' },
    bankSlip: { enabled: true, discountPercent: 0, installments: 1 },
    pix: { enabled: true, discountPercent: 0, installments: 1 },
    subscription: {
      planId: plan.id,
      periodicity: 'MONTHLY',
      additionalValue: 0,
      additionalTitle: '',
      additionalInstallments: 1,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  link = made.json();
});
afterAll(() => t.close());

describe('a subscription link whose plan was switched off', () => {
  let soldId = '';

  it('sells while the plan is on: a subscription, ACTIVE once its first Pix is paid', async () => {
    expect((await publicRead()).statusCode).toBe(200);
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(201);
    const chargeId = paid.json().chargeId as string;
    const settled = await call(
      null,
      'POST',
      `/api/public/checkout/links/${link.id}/payments/${chargeId}/sandbox-payment`,
    );
    expect(settled.statusCode, settled.body).toBe(200);
    const sold = await subscriptionsOfLink();
    expect(sold).toEqual([{ id: expect.any(String), status: 'ACTIVE' }]);
    soldId = sold[0]!.id;
  });

  it('tells the buyer the plan is no longer available, and refuses a payment', async () => {
    await setPlanActive(false);
    const read = await publicRead();
    expect(read.statusCode, read.body).toBe(410);
    expect(read.json()).toEqual({ errors: PLAN_GONE });

    const chargesBefore = (await chargesOfLink()).length;
    const refused = await pay();
    expect(refused.statusCode, refused.body).toBe(410);
    expect(refused.json()).toEqual({ errors: PLAN_GONE });
    // Nothing new: no PENDING subscription on the inactive plan, no charge.
    expect(await subscriptionsOfLink()).toEqual([{ id: soldId, status: 'ACTIVE' }]);
    expect(await chargesOfLink()).toHaveLength(chargesBefore);
  });

  it('refuses where the subscription is written too, when the plan went off after the link was read', async () => {
    // The checkout's own path past its first check: the sale's transaction reads the plan again.
    const [sold] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, soldId));
    const client = await findClient(t.ctx.db, admin.idSeller, sold!.clientId);
    let charged = false;
    const originKey = `checkout:${randomUUID()}`;
    await expect(
      subscribeAtCheckout(
        t.ctx,
        admin.idSeller,
        {
          client: client!,
          planId: plan.id,
          periodicity: 'MONTHLY',
          valuePerMonth: 3_990,
          paymentMethod: 'PIX',
          status: 'PENDING',
          startDate: '2026-11-25',
          paymentLinkId: link.id,
          originKey,
          refuseInactivePlan: new AppError('LNK-009'),
        },
        async () => {
          charged = true;
        },
      ),
    ).rejects.toMatchObject({ statusCode: 410, items: PLAN_GONE });
    expect(charged).toBe(false);
    const written = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.sellerId, admin.idSeller), eq(subscriptions.originKey, originKey)));
    expect(written).toEqual([]);
  });

  it('keeps billing the subscription sold before: the engine issues its next cycle', async () => {
    const [sold] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, soldId));
    expect(sold).toMatchObject({ nextCycle: 2, nextDueDate: '2026-12-25', planId: plan.id });
    // Within the 10 days' lead of its next due date.
    clock.set(new Date('2026-12-16T13:00:00Z'));
    admin = await t.signIn('admin@demo.cofre.dev');
    expect(await issueDueCycles(t.ctx)).toBeGreaterThanOrEqual(1);
    const cycles = await t.ctx.db
      .select({ cycle: charges.subscriptionCycle, due: charges.expirationDate, value: charges.value })
      .from(charges)
      .where(eq(charges.subscriptionId, soldId))
      .orderBy(charges.subscriptionCycle);
    expect(cycles).toEqual([
      { cycle: 1, due: '2026-11-25', value: 3_990 },
      { cycle: 2, due: '2026-12-25', value: 3_990 },
    ]);
    const detail = await call(admin, 'GET', `/api/subscriptions/${soldId}`);
    expect(detail.json()).toMatchObject({ status: 'ACTIVE', cyclesIssued: 2 });
  });

  it('sells again once the plan is switched on', async () => {
    await setPlanActive(true);
    expect((await publicRead()).statusCode).toBe(200);
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await subscriptionsOfLink()).toHaveLength(2);
  });
});
