import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, SessionResponse, Subscription, SubscriptionImport } from '@cofre/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { ManualClock } from '../src/lib/clock.js';
import { markLateCharges } from '../src/modules/charges/jobs.js';
import { createChargeRecord } from '../src/modules/charges/service.js';
import { charges } from '../src/modules/charges/tables.js';
import { receivables } from '../src/modules/ledger/tables.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { issueDueCycles } from '../src/modules/subscriptions/engine.js';
import { subscriptions } from '../src/modules/subscriptions/tables.js';
import { startTestApp, type TestApp } from './support/app.js';

// 10:00 in São Paulo on 25/11/2026.
const clock = new ManualClock(new Date('2026-11-25T13:00:00Z'));
/** Moves the clock and signs in again: sessions live for hours, these tests span months. */
async function at(date: string) {
  clock.set(new Date(`${date}T13:00:00Z`));
  admin = await t.signIn('admin@demo.cofre.dev');
}
let t: TestApp;
let admin: SessionResponse;
let manager: SessionResponse;
let sale: SessionResponse;
let outsider: SessionResponse;
let plan: Plan;
let clientId: string;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (session: { token: string } | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: session ? t.bearer(session) : {} });
const descriptions = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);

const importBody = (overrides: Partial<SubscriptionImport> = {}): SubscriptionImport => ({
  idPlan: plan.id,
  uuidBuyer: clientId,
  basicValue: { type: 'MONTHLY', valuePerMonth: 4_990 },
  payment: { method: 'BOLETO' },
  startDate: '2027-01-31',
  ...overrides,
});

async function importOne(overrides: Partial<SubscriptionImport> = {}): Promise<Subscription> {
  const response = await call(admin, 'POST', '/api/subscriptions', importBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const cyclesOf = (id: string) =>
  t.ctx.db
    .select({
      cycle: charges.subscriptionCycle,
      due: charges.expirationDate,
      value: charges.value,
      status: charges.status,
      id: charges.id,
    })
    .from(charges)
    .where(eq(charges.subscriptionId, id))
    .orderBy(charges.subscriptionCycle);

/** An ACTIVE monthly subscription billed to a sandbox card (`number` decides its outcome). */
async function cardSubscription(number: string, startDate: string, valuePerMonth = 4_990) {
  const { insertSubscription } = await import('../src/modules/subscriptions/service.js');
  const card = await t.ctx.acquirer.tokenizeCard({
    number,
    holderName: 'CLIENTE DO CARTAO',
    expiry: '12/32',
    cvv: '123',
  });
  return insertSubscription(t.ctx, admin.idSeller, {
    client: { id: clientId, name: 'Cliente do cartão', documentNumber: '52998224725' },
    planId: plan.id,
    periodicity: 'MONTHLY',
    valuePerMonth,
    paymentMethod: 'CREDIT_CARD',
    card: { token: card.token, last4: card.last4, brand: card.brand, holder: card.holderName },
    status: 'ACTIVE',
    startDate,
  });
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.signIn('admin@demo.cofre.dev');
  manager = await t.signIn('gerente@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
  outsider = await t.signInOutsider();
  plan = (
    await call(admin, 'POST', '/api/plans', {
      title: 'Clube do livro',
      bullets: [],
      prices: { MONTHLY: 4_990, SEMESTER: 4_490, YEARLY: 3_990 },
      enableBankSlip: true,
      enableCreditCard: true,
      enablePixPayment: true,
    })
  ).json();
  clientId = (await call(admin, 'GET', '/api/seller-clients?size=1')).json().content[0].id;
});
afterAll(() => t.close());

describe('subscriptions API', () => {
  it('imports a subscription, ACTIVE, billing from its next due date', async () => {
    const created = await importOne();
    expect(created).toMatchObject({
      status: 'ACTIVE',
      idPlan: plan.id,
      titlePlan: 'Clube do livro',
      basicValue: { type: 'MONTHLY', value: 4_990, valuePerMonth: 4_990 },
      paymentMethod: 'BOLETO',
      startDate: '2027-01-31',
      nextDueDate: '2027-01-31',
      cyclesIssued: 0,
      anticipationHold: false,
      activeInvoiceConfig: false,
      charges: [],
    });
    expect((await call(manager, 'GET', `/api/subscriptions/${created.uuid}`)).json()).toEqual(created);
    // The seller sets invoicing up: the detail says so (the invoice toggle's note goes away).
    const { sellerInvoiceConfigs } = await import('../src/modules/invoices/tables.js');
    await t.ctx.db
      .insert(sellerInvoiceConfigs)
      .values({ sellerId: admin.idSeller, active: true, updatedAt: clock.now() });
    expect((await call(admin, 'GET', `/api/subscriptions/${created.uuid}`)).json().activeInvoiceConfig).toBe(true);
    await t.ctx.db.delete(sellerInvoiceConfigs).where(eq(sellerInvoiceConfigs.sellerId, admin.idSeller));
  });

  it("refuses a bad import with the spec's messages and the rules' codes", async () => {
    const empty = await call(admin, 'POST', '/api/subscriptions', {
      basicValue: { type: 'MONTHLY' },
      payment: { method: 'BOLETO' },
      startDate: '2027-01-10',
    });
    expect(empty.statusCode).toBe(400);
    expect(descriptions(empty)).toContain('Preenchimento obrigatório!');
    const cheap = await call(
      admin,
      'POST',
      '/api/subscriptions',
      importBody({ basicValue: { type: 'MONTHLY', valuePerMonth: 50 } }),
    );
    expect(descriptions(cheap)).toContain('O valor mínimo é R$ 1,00.');
    const card = await call(admin, 'POST', '/api/subscriptions', {
      ...importBody(),
      payment: { method: 'CREDIT_CARD' },
    });
    expect(card.statusCode).toBe(400);
    const past = await call(admin, 'POST', '/api/subscriptions', importBody({ startDate: '2026-11-24' }));
    expect(past.json().errors[0]).toMatchObject({ code: 'SUB-004' });
    const noPix = (
      await call(admin, 'POST', '/api/plans', {
        title: 'Só boleto',
        bullets: [],
        prices: { MONTHLY: 1_000, SEMESTER: 1_000, YEARLY: 1_000 },
        enableBankSlip: true,
        enableCreditCard: false,
        enablePixPayment: false,
      })
    ).json() as Plan;
    const method = await call(
      admin,
      'POST',
      '/api/subscriptions',
      importBody({ idPlan: noPix.id, payment: { method: 'PIX' } }),
    );
    expect(method.json().errors[0]).toMatchObject({ code: 'SUB-006' });
  });

  it('keeps each seller to its own: another seller’s ids are 404, roles without recurrences 403', async () => {
    const created = await importOne();
    expect((await call(outsider, 'GET', `/api/subscriptions/${created.uuid}`)).statusCode).toBe(404);
    expect(
      (await call(outsider, 'PATCH', `/api/subscriptions/${created.uuid}/status`, { active: false })).statusCode,
    ).toBe(404);
    expect((await call(outsider, 'POST', '/api/subscriptions', importBody())).statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/api/subscriptions')).json().content).toEqual([]);
    expect((await call(sale, 'GET', '/api/subscriptions')).statusCode).toBe(403);
  });

  it('lists by status, start date and name or document, startDate descending', async () => {
    const later = await importOne({ startDate: '2027-03-15' });
    const list = (await call(admin, 'GET', '/api/subscriptions?status=ACTIVE&startDateInitial=2027-03-01')).json();
    expect(list.content.map((row: { uuid: string }) => row.uuid)).toEqual([later.uuid]);
    const all = (await call(admin, 'GET', '/api/subscriptions')).json();
    const starts = all.content.map((row: { startDate: string }) => row.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const name = later.customerName.slice(0, 3).toLowerCase();
    const byName = (await call(admin, 'GET', `/api/subscriptions?customerName=${encodeURIComponent(name)}`)).json();
    expect(byName.totalElements).toBe(all.totalElements);
    const byDocument = (
      await call(admin, 'GET', `/api/subscriptions?customerDocument=${later.customerDocument.slice(0, 5)}`)
    ).json();
    expect(byDocument.totalElements).toBe(all.totalElements);
    expect((await call(admin, 'GET', '/api/subscriptions?customerDocument=000000')).json().content).toEqual([]);
  });
});

describe('the billing engine', () => {
  it('bills semestral and yearly cycles at ×6 and ×12, Pix and boleto', async () => {
    await at('2026-11-25');
    const semester = await importOne({
      basicValue: { type: 'SEMESTER', valuePerMonth: 4_490 },
      payment: { method: 'PIX' },
      startDate: '2026-11-30',
    });
    const yearly = await importOne({ basicValue: { type: 'YEARLY', valuePerMonth: 3_990 }, startDate: '2026-12-01' });
    for (const date of ['2026-11-25', '2027-05-25', '2027-11-25', '2027-11-26']) {
      await at(date);
      await issueDueCycles(t.ctx);
    }
    expect((await cyclesOf(semester.uuid)).map((c) => [c.due, c.value])).toEqual([
      ['2026-11-30', 26_940],
      ['2027-05-30', 26_940],
      ['2027-11-30', 26_940],
    ]);
    expect((await cyclesOf(yearly.uuid)).map((c) => [c.due, c.value])).toEqual([
      ['2026-12-01', 47_880],
      ['2027-12-01', 47_880],
    ]);
  });

  it('a late cycle makes it Inadimplente, paying it makes it Ativo again', async () => {
    await at('2026-11-25');
    const created = await importOne({ startDate: '2026-11-28' });
    await issueDueCycles(t.ctx);
    const [first] = await cyclesOf(created.uuid);
    await at('2026-11-29');
    await markLateCharges(t.ctx);
    expect((await call(admin, 'GET', `/api/subscriptions/${created.uuid}`)).json().status).toBe('DEFAULTER');
    await call(admin, 'POST', `/api/sandbox/charges/${first!.id}/payments`);
    const after = (await call(admin, 'GET', `/api/subscriptions/${created.uuid}`)).json();
    expect(after.status).toBe('ACTIVE');
    expect(after.charges[0]).toMatchObject({ uuid: first!.id, cycle: 1, status: 'PAID' });
    // Each move told the seller: the notification centre names the event and the subscription.
    const events = (
      await t.ctx.db.select().from(notifications).where(eq(notifications.type, 'NOTIFICATION_SUBSCRIPTION'))
    )
      .map((row) => Object.fromEntries(row.variables.map((item) => [item.name, item.value])))
      .filter((variables) => variables.subscription === created.uuid)
      .map((variables) => variables.event);
    expect(events.sort()).toEqual(['DEFAULTED', 'RECOVERED']);
  });

  it('cancelling cancels the open cycles to come, keeps the paid ones, and bills nothing more', async () => {
    await at('2026-11-25');
    const created = await importOne({ startDate: '2026-11-26', payment: { method: 'PIX' } });
    await issueDueCycles(t.ctx);
    const [first] = await cyclesOf(created.uuid);
    await call(admin, 'POST', `/api/sandbox/charges/${first!.id}/payments`);
    await at('2026-12-20');
    await issueDueCycles(t.ctx);
    const cancel = await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}/status`, { active: false });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'INACTIVE', cancelledDate: '2026-12-20', nextDueDate: null });
    expect((await cyclesOf(created.uuid)).map((c) => c.status)).toEqual(['PAID', 'CANCELED']);
    await at('2027-02-20');
    await issueDueCycles(t.ctx);
    expect(await cyclesOf(created.uuid)).toHaveLength(2);
    const again = await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}/status`, { active: false });
    expect(again.json().errors[0]).toMatchObject({ code: 'SUB-003' });
    // Reactivated: billing resumes from the first cycle due today or later.
    const back = await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}/status`, { active: true });
    expect(back.json()).toMatchObject({ status: 'ACTIVE', nextDueDate: '2027-02-26', cancelledDate: null });
  });

  it('a cancellation a crash cut short is finished by the next run, and a finished one is not read again', async () => {
    await at('2027-03-01');
    const created = await importOne({ startDate: '2027-03-05', payment: { method: 'PIX' } });
    await issueDueCycles(t.ctx);
    expect((await cyclesOf(created.uuid)).map((c) => c.status)).toEqual(['SCHEDULED']);
    // The crash: the subscription became INACTIVE, its open cycle was never cancelled.
    await t.ctx.db
      .update(subscriptions)
      .set({ status: 'INACTIVE', cancelledAt: clock.now(), openCyclesCancelledAt: null })
      .where(eq(subscriptions.id, created.uuid));
    await issueDueCycles(t.ctx);
    expect((await cyclesOf(created.uuid)).map((c) => c.status)).toEqual(['CANCELED']);
    const [finished] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, created.uuid));
    expect(finished!.openCyclesCancelledAt).toEqual(clock.now());
    // A cancellation that finished is marked, so the sweep's partial index never holds it again.
    const unfinished = await t.ctx.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'INACTIVE'), isNull(subscriptions.openCyclesCancelledAt)));
    expect(unfinished.map((row) => row.id)).not.toContain(created.uuid);
  });

  it('edits only an Ativo subscription, from the next cycle not yet issued', async () => {
    await at('2026-11-25');
    const created = await importOne({ startDate: '2026-11-27' });
    await issueDueCycles(t.ctx);
    const edit = await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}`, {
      idPlan: plan.id,
      basicValue: { type: 'MONTHLY', valuePerMonth: 5_990 },
      bankSlipDescription: 'Clube do livro - edição de dezembro',
    });
    expect(edit.statusCode).toBe(200);
    await at('2026-12-20');
    await issueDueCycles(t.ctx);
    expect((await cyclesOf(created.uuid)).map((c) => c.value)).toEqual([4_990, 5_990]);
    // A new periodicity after cycles were issued: the next cycle is billed, ×6, six months on.
    const semester = await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}`, {
      idPlan: plan.id,
      basicValue: { type: 'SEMESTER', valuePerMonth: 4_490 },
    });
    expect(semester.json()).toMatchObject({ nextDueDate: '2027-01-27', startDate: '2026-11-27' });
    await at('2027-01-20');
    await issueDueCycles(t.ctx);
    expect((await cyclesOf(created.uuid)).map((c) => [c.cycle, c.due, c.value])).toEqual([
      [1, '2026-11-27', 4_990],
      [2, '2026-12-27', 5_990],
      [3, '2027-01-27', 26_940],
    ]);
    expect((await call(admin, 'GET', `/api/subscriptions/${created.uuid}`)).json().nextDueDate).toBe('2027-07-27');
    const long = await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}`, {
      idPlan: plan.id,
      basicValue: { type: 'MONTHLY', valuePerMonth: 5_990 },
      bankSlipDescription: 'x'.repeat(131),
    });
    expect(descriptions(long)).toContain('A descrição do boleto deve ter no máximo 130 caracteres!');
    await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}/status`, { active: false });
    const inactive = await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}`, {
      idPlan: plan.id,
      basicValue: { type: 'MONTHLY', valuePerMonth: 6_990 },
    });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().errors[0]).toMatchObject({ code: 'SUB-001' });
  });

  it('two runs at once, or a run after a crash between the charge and the step, bill a cycle once', async () => {
    await at('2026-11-25');
    const created = await importOne({ startDate: '2026-11-30', payment: { method: 'PIX' } });
    // A crash after the charge was made, before the subscription moved on: the charge exists alone.
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, created.uuid));
    await createChargeRecord(
      t.ctx,
      admin.idSeller,
      {
        title: 'Clube do livro - 1ª cobrança da assinatura',
        value: 4_990,
        paymentMethod: 'PIX',
        installments: 1,
        expirationDate: row!.nextDueDate,
        customer: {
          name: 'Cliente',
          document: '52998224725',
          email: 'c@exemplo.com',
          phone: '11987654321',
          countryCode: '55',
        },
      },
      `subscription:${created.uuid}:1`,
      { subscription: { id: created.uuid, cycle: 1 } },
    );
    const untouched = await importOne({ startDate: '2026-11-30', payment: { method: 'PIX' } });
    const reported = await Promise.all([issueDueCycles(t.ctx), issueDueCycles(t.ctx), issueDueCycles(t.ctx)]);
    expect((await cyclesOf(created.uuid)).map((c) => c.cycle)).toEqual([1]);
    expect((await cyclesOf(untouched.uuid)).map((c) => c.cycle)).toEqual([1]);
    // The runs report what they created: the untouched subscription's charge, once; not the crashed run's.
    expect(reported.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await call(admin, 'GET', `/api/subscriptions/${created.uuid}`)).json()).toMatchObject({
      cyclesIssued: 1,
      nextDueDate: '2026-12-30',
    });
  });

  it('a boleto the bank does not answer leaves that cycle for the next run, the batch going on', async () => {
    await at('2026-11-25');
    const pair = [await importOne({ startDate: '2026-12-01' }), await importOne({ startDate: '2026-12-01' })];
    const acquirer = t.ctx.acquirer;
    const issueBoleto = acquirer.issueBoleto.bind(acquirer);
    // The bank times out (or its answer is lost) on the first of the two boletos: no charge is written for it.
    let timedOut = false;
    acquirer.issueBoleto = async (request) => {
      if (request.dueDate === '2026-12-01' && !timedOut) {
        timedOut = true;
        throw new Error('timeout');
      }
      return issueBoleto(request);
    };
    try {
      await issueDueCycles(t.ctx);
    } finally {
      acquirer.issueBoleto = issueBoleto;
    }
    expect(timedOut).toBe(true);
    const issued = await Promise.all(pair.map(async (one) => (await cyclesOf(one.uuid)).length));
    expect(issued.sort()).toEqual([0, 1]);
    await issueDueCycles(t.ctx);
    for (const one of pair) {
      expect((await cyclesOf(one.uuid)).map((c) => c.cycle)).toEqual([1]);
      expect((await call(admin, 'GET', `/api/subscriptions/${one.uuid}`)).json().nextDueDate).toBe('2027-01-01');
    }
  });

  it('refuses to cancel while an anticipation holds its receivables', async () => {
    await at('2026-11-25');
    const created = await importOne({ startDate: '2026-11-26', payment: { method: 'PIX' } });
    await issueDueCycles(t.ctx);
    const [first] = await cyclesOf(created.uuid);
    await call(admin, 'POST', `/api/sandbox/charges/${first!.id}/payments`);
    await t.ctx.db
      .update(receivables)
      .set({ status: 'ANTICIPATED', settlementDate: '2026-12-26' })
      .where(and(eq(receivables.sellerId, admin.idSeller), eq(receivables.chargeId, first!.id)));
    expect((await call(admin, 'GET', `/api/subscriptions/${created.uuid}`)).json().anticipationHold).toBe(true);
    const refused = await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}/status`, { active: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'SUB-002' });
  });

  // Last: the clock leaves for 2028, past every session's life.
  it('bills 13 monthly cycles once each, anchored to the 31st, and issues boletos 10 days ahead', async () => {
    const created = await importOne({ startDate: '2027-01-31' });
    await at('2027-01-20');
    await issueDueCycles(t.ctx);
    expect(await cyclesOf(created.uuid)).toEqual([]);
    // Day by day for 13 months, twice a day: every cycle once, on the day it enters the lead.
    for (
      const day = new Date('2027-01-21T13:00:00Z');
      day <= new Date('2028-01-21T13:00:00Z');
      day.setUTCDate(day.getUTCDate() + 1)
    ) {
      clock.set(day);
      await issueDueCycles(t.ctx);
      await issueDueCycles(t.ctx);
    }
    const cycles = await cyclesOf(created.uuid);
    expect(cycles.map((cycle) => cycle.due)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
    ]);
    expect(cycles.map((cycle) => cycle.cycle)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(new Set(cycles.map((cycle) => cycle.value))).toEqual(new Set([4_990]));
  }, 120_000);

  it('the client page lists the client’s subscriptions', async () => {
    admin = await t.signIn('admin@demo.cofre.dev');
    const page = (await call(admin, 'GET', `/api/seller-clients/${clientId}/subscriptions`)).json();
    expect(page.totalElements).toBeGreaterThan(3);
    expect(page.content[0]).toMatchObject({ planName: expect.any(String), value: expect.any(Number) });
  });
});

describe('card cycles', () => {
  it('a refused card is tried again 1, 3 and 5 days after the due date, then the subscription is Inadimplente', async () => {
    const { attemptDueCardCharges } = await import('../src/modules/charges/jobs.js');
    const { chargeAttempts } = await import('../src/modules/charges/tables.js');
    await at('2026-11-25');
    const row = await cardSubscription('4000000000000002', '2026-11-30');
    await issueDueCycles(t.ctx);
    const [first] = await cyclesOf(row.id);
    expect(first).toMatchObject({ cycle: 1, status: 'SCHEDULED', due: '2026-11-30' });
    const attemptsOf = async () =>
      (await t.ctx.db.select().from(chargeAttempts).where(eq(chargeAttempts.chargeId, first!.id))).length;
    await at('2026-11-30');
    await attemptDueCardCharges(t.ctx);
    expect((await cyclesOf(row.id))[0]!.status).toBe('FAILED');
    const days: Array<[string, number]> = [
      ['2026-11-30', 1],
      ['2026-12-01', 2],
      ['2026-12-02', 2],
      ['2026-12-03', 3],
      ['2026-12-05', 4],
    ];
    for (const [day, expected] of days) {
      await at(day);
      await issueDueCycles(t.ctx);
      await issueDueCycles(t.ctx);
      expect(await attemptsOf(), day).toBe(expected);
    }
    expect((await call(admin, 'GET', `/api/subscriptions/${row.id}`)).json().status).toBe('DEFAULTER');
  });
});

describe('card cycles for a year', () => {
  it('issues 13 monthly card cycles ahead and charges the stored card on each due date, once', async () => {
    const { attemptDueCardCharges } = await import('../src/modules/charges/jobs.js');
    await at('2027-03-01');
    const row = await cardSubscription('5555555555554444', '2027-03-05', 2_990);
    for (
      const day = new Date('2027-03-01T13:00:00Z');
      day <= new Date('2028-03-05T13:00:00Z');
      day.setUTCDate(day.getUTCDate() + 1)
    ) {
      clock.set(day);
      await issueDueCycles(t.ctx);
      await attemptDueCardCharges(t.ctx);
    }
    const cycles = await cyclesOf(row.id);
    expect(cycles.map((cycle) => [cycle.cycle, cycle.due, cycle.status])).toEqual(
      Array.from({ length: 13 }, (_, index) => [
        index + 1,
        `${2027 + Math.floor((index + 2) / 12)}-${String(((index + 2) % 12) + 1).padStart(2, '0')}-05`,
        'PAID',
      ]),
    );
    expect(new Set(cycles.map((cycle) => cycle.value))).toEqual(new Set([2_990]));
  }, 180_000);
});

describe('checkout subscriptions whose first payment died', () => {
  it('stay PENDING a day, then become INACTIVE; one whose first cycle is open stays PENDING', async () => {
    const { insertSubscription } = await import('../src/modules/subscriptions/service.js');
    await at('2026-11-25');
    const client = { id: clientId, name: 'Cliente do checkout', documentNumber: '52998224725' };
    const pending = (originKey: string) =>
      insertSubscription(t.ctx, admin.idSeller, {
        client,
        planId: plan.id,
        periodicity: 'MONTHLY',
        valuePerMonth: 4_990,
        paymentMethod: 'PIX',
        status: 'PENDING',
        startDate: '2026-11-25',
        originKey,
      });
    const dead = await pending(`checkout:${crypto.randomUUID()}`);
    const open = await pending(`checkout:${crypto.randomUUID()}`);
    await createChargeRecord(
      t.ctx,
      admin.idSeller,
      {
        title: 'Clube do livro',
        value: 4_990,
        paymentMethod: 'PIX',
        installments: 1,
        expirationDate: '2026-11-25',
        customer: {
          name: 'Cliente',
          document: '52998224725',
          email: 'c@exemplo.com',
          phone: '11987654321',
          countryCode: '55',
        },
      },
      `checkout:${open.id}:1`,
      { subscription: { id: open.id, cycle: 1 } },
    );
    await issueDueCycles(t.ctx);
    const statusOf = async (id: string) => (await call(admin, 'GET', `/api/subscriptions/${id}`)).json().status;
    expect(await statusOf(dead.id)).toBe('PENDING');
    clock.set(new Date('2026-11-26T13:30:00Z'));
    await issueDueCycles(t.ctx);
    admin = await t.signIn('admin@demo.cofre.dev');
    expect(await statusOf(dead.id)).toBe('INACTIVE');
    expect(await statusOf(open.id)).toBe('PENDING');
  });
});

describe('sandbox: the next cycle now', () => {
  const next = (session: { token: string } | null, id: string) =>
    call(session, 'POST', `/api/sandbox/subscriptions/${id}/next-cycle`);

  it('bills a card subscription’s next cycle today, and the cycle after it keeps its anchor', async () => {
    await at('2026-11-25');
    const row = await cardSubscription('4111111111111111', '2026-12-20');
    const response = await next(admin, row.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ACTIVE', nextDueDate: '2027-01-20', cyclesIssued: 1 });
    expect(await cyclesOf(row.id)).toMatchObject([{ cycle: 1, due: '2026-11-25', value: 4_990, status: 'PAID' }]);
    // The engine goes on from cycle 2: nothing is billed twice.
    expect(await issueDueCycles(t.ctx)).toBe(0);
    expect(await cyclesOf(row.id)).toHaveLength(1);
  });

  it('issues a boleto cycle due today; 409 once cancelled, 404 for another seller, 403 without the sandbox control', async () => {
    await at('2026-11-25');
    const created = await importOne({ startDate: '2027-03-15' });
    expect((await next(outsider, created.uuid)).statusCode).toBe(404);
    expect((await next(manager, created.uuid)).statusCode).toBe(403);
    expect((await next(admin, created.uuid)).json()).toMatchObject({ nextDueDate: '2027-04-15' });
    expect(await cyclesOf(created.uuid)).toMatchObject([{ cycle: 1, due: '2026-11-25', status: 'SCHEDULED' }]);
    await call(admin, 'PATCH', `/api/subscriptions/${created.uuid}/status`, { active: false });
    const cancelled = await next(admin, created.uuid);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().errors[0]).toMatchObject({
      code: 'SUB-007',
      description: 'Só uma recorrência ativa ou inadimplente tem próximo ciclo.',
    });
  });
});
