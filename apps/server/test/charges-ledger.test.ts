import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeDetail, SessionResponse, StatementRow } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { attemptDueCardCharges, markLateCharges, releaseReceivables } from '../src/modules/charges/jobs.js';
import { sellerBalances } from '../src/modules/ledger/accounts.js';
import { startTestApp, type TestApp } from './support/app.js';
import { CARDS, caller, card, chargeInput, expectBooksBalanced } from './support/charges.js';
import { at } from './support/at.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let sellerId: string;

/** Moves the clock to a São Paulo noon and signs in again (access tokens live 15 minutes). */
async function travelTo(date: string) {
  clock.set(new Date(`${date}T15:00:00Z`));
  admin = await t.signIn('admin@demo.cofre.dev');
}

async function create(overrides: Parameters<typeof chargeInput>[0] = {}): Promise<ChargeDetail> {
  const response = await call(admin, 'POST', '/api/charges', chargeInput(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json();
}
const get = async (id: string): Promise<ChargeDetail> => (await call(admin, 'GET', `/api/charges/${id}`)).json();

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  sellerId = admin.idSeller;
});
afterAll(() => t.close());

describe('time-driven transitions', () => {
  it('an unpaid boleto becomes LATE the day after its due date, with a late notification', async () => {
    await travelTo('2026-11-23');
    const boleto = await create({ expirationDate: '2026-11-24', title: 'Vence terça' });
    await travelTo('2026-11-24');
    expect(await markLateCharges(t.ctx)).toBe(0);
    expect((await get(boleto.uuid)).status).toBe('SCHEDULED');
    await travelTo('2026-11-25');
    expect(await markLateCharges(t.ctx)).toBe(1);
    expect(await markLateCharges(t.ctx)).toBe(0);
    const late = await get(boleto.uuid);
    expect(late.status).toBe('LATE');
    // 2 % fine (300) + 1 % a month for 1 day on R$ 150,00 (5 centavos).
    expect(late.interestAmount).toBe(305);
    const [notification] = (await call(admin, 'GET', '/api/notification-panel?size=1')).json().content;
    expect(notification.notificationPanelType).toBe('NOTIFICATION_PAYMENT_LATE');
    expect(notification.variablesResponse).toEqual(
      expect.arrayContaining([
        { name: 'uuid', value: boleto.uuid },
        { name: 'date', value: '2026-11-24' },
        { name: 'whatsApp', value: '5511987654321' },
      ]),
    );
    expect((await call(admin, 'GET', '/api/charges?status=LATE')).json().totalElements).toBe(1);
  });

  it('paying the late boleto charges fine and interest and reports recovered defaults', async () => {
    const [late] = (await call(admin, 'GET', '/api/charges?status=LATE')).json().content;
    await travelTo('2026-12-04');
    const paid = (await call(admin, 'POST', `/api/sandbox/charges/${late.uuid}/payments`)).json();
    // 10 days late: 300 fine + 50 interest.
    expect(paid).toMatchObject({ status: 'PAID', interestAmount: 350, paidDate: '2026-12-04' });
    const [receivable] = (await call(admin, 'GET', `/api/charges/${late.uuid}/receivables`)).json().content;
    // Boleto: R$ 2,49 fixed, D+1 → Saturday rolls to Monday 07/12.
    expect(receivable).toMatchObject({
      grossAmount: 15_350,
      feeAmount: 249,
      netAmount: 15_101,
      settlementDate: '2026-12-07',
    });
    const [notification] = (await call(admin, 'GET', '/api/notification-panel?size=1')).json().content;
    expect(notification.notificationPanelType).toBe('NOTIFICATION_RECOVERED_DEFAULTS');
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('a scheduled card charge is attempted on its date by the job', async () => {
    await travelTo('2026-12-04');
    const approved = await create({
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-12-10',
      card: card(CARDS.approved),
      value: 20_000,
    });
    const declined = await create({
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-12-10',
      card: card(CARDS.insufficientFunds),
    });
    expect(approved.status).toBe('SCHEDULED');
    await travelTo('2026-12-09');
    expect(await attemptDueCardCharges(t.ctx)).toBe(0);
    await travelTo('2026-12-10');
    expect(await attemptDueCardCharges(t.ctx)).toBe(2);
    expect(await get(approved.uuid)).toMatchObject({ status: 'PAID', errorTransactionalResponse: null });
    const failed = await get(declined.uuid);
    expect(failed).toMatchObject({
      status: 'FAILED',
      errorTransactionalResponse: { code: '51', message: 'Saldo insuficiente.' },
    });
    expect(await attemptDueCardCharges(t.ctx)).toBe(0);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });
});

describe('ledger, receivables and statement', () => {
  it('releases receivables on their settlement date and the balances follow', async () => {
    await travelTo('2026-12-10');
    const before = await sellerBalances(t.ctx.db, sellerId);
    // The late boleto (15.101 net, due 07/12) is due; the card of 10/12 settles on 11/01/2027.
    expect(await releaseReceivables(t.ctx)).toBe(1);
    expect(await releaseReceivables(t.ctx)).toBe(0);
    const after = await sellerBalances(t.ctx.db, sellerId);
    expect(after.available - before.available).toBe(15_101);
    expect(before.toBeReleased - after.toBeReleased).toBe(15_101);
    await travelTo('2027-01-11');
    expect(await releaseReceivables(t.ctx)).toBe(1);
    const final = await sellerBalances(t.ctx.db, sellerId);
    // R$ 200,00 at 2.99 % = 598 fee.
    expect(final.available).toBe(15_101 + 19_402);
    expect(final.toBeReleased).toBe(0);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('the statement lists credits newest first with buyer, fee and method, filtered by date and type', async () => {
    const page = (await call(admin, 'GET', '/api/redeems/statement')).json();
    expect(page).toMatchObject({ page: 0, size: 10, totalElements: 2, capped: false });
    const rows: StatementRow[] = page.content;
    const card = at(rows, 0);
    const boleto = at(rows, 1);
    expect(card).toMatchObject({
      executionDate: '2027-01-11',
      statementType: 'CREDIT_PAYMENT',
      creditOperation: true,
      amount: 20_000,
      tax: { amount: 598, creditOperation: false },
      providerType: 'CREDIT_CARD',
      buyer: 'Conceição Araújo',
      operation: 'Recebimento Cartão de Crédito',
    });
    expect(boleto).toMatchObject({ executionDate: '2026-12-07', amount: 15_350, providerType: 'BOLETO' });
    const december = (
      await call(admin, 'GET', '/api/redeems/statement?executionDateInitial=2026-12-01&executionDateFinal=2026-12-31')
    ).json();
    expect(december.content.map((row: StatementRow) => row.executionDate)).toEqual(['2026-12-07']);
    const refunds = (await call(admin, 'GET', '/api/redeems/statement?statementType=DEBIT_REFUND')).json();
    expect(refunds.totalElements).toBe(0);
    const perCharge = (await call(admin, 'GET', `/api/redeems/statement/charge/${card.uuidCharge}`)).json();
    expect(perCharge.content).toHaveLength(1);
  });

  it('the statement needs SELLER_FINANCES for a charge, finance.view for the whole', async () => {
    const sale = await t.signIn('vendas@demo.cofre.dev');
    const supervisor = await t.signIn('supervisor@demo.cofre.dev');
    const finance = await t.signIn('financeiro@demo.cofre.dev');
    const [row] = (await call(admin, 'GET', '/api/redeems/statement')).json().content;
    expect((await call(sale, 'GET', `/api/redeems/statement/charge/${row.uuidCharge}`)).statusCode).toBe(403);
    expect((await call(supervisor, 'GET', '/api/redeems/statement')).statusCode).toBe(403);
    expect((await call(finance, 'GET', '/api/redeems/statement')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/redeems/statement?executionDateInitial=ontem')).statusCode).toBe(400);
  });

  it('per-instalment card receivables sum exactly to the charge for every instalment count', async () => {
    await travelTo('2027-01-11');
    for (const installments of [1, 2, 5, 7, 12]) {
      const charge = await create({
        paymentMethod: 'CREDIT_CARD',
        installments,
        value: 12_345 + installments,
        expirationDate: '2027-01-11',
        card: card(CARDS.approved),
      });
      const receivables = (await call(admin, 'GET', `/api/charges/${charge.uuid}/receivables`)).json().content;
      expect(receivables).toHaveLength(installments);
      expect(receivables.reduce((sum: number, r: { grossAmount: number }) => sum + r.grossAmount, 0)).toBe(
        12_345 + installments,
      );
      for (const r of receivables) expect(r.netAmount).toBe(r.grossAmount - r.feeAmount);
    }
    expect(await expectBooksBalanced(t)).toEqual([]);
  });
});
