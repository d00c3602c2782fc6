import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeDetail, Notification, Receivable, SessionResponse, StatementRow } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { sellerBalances } from '../src/modules/ledger/accounts.js';
import { startTestApp, type TestApp } from './support/app.js';
import { CARDS, caller, card, chargeInput, expectBooksBalanced } from './support/charges.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let finance: SessionResponse;
let outsider: SessionResponse;
let sellerId: string;

async function paidCard(value = 40_000): Promise<ChargeDetail> {
  const input = chargeInput({
    value,
    installments: 2,
    paymentMethod: 'CREDIT_CARD',
    expirationDate: '2026-11-23',
    card: card(CARDS.approved),
  });
  return (await call(admin, 'POST', '/api/charges', input)).json();
}
const open = (id: string, body: object = {}) =>
  tick() ?? call(admin, 'POST', `/api/sandbox/charges/${id}/disputes`, body);
/** Notifications are ordered by time: each event happens a minute after the previous one. */
const tick = () => clock.set(new Date(clock.now().getTime() + 60_000));
const latestNotification = async (): Promise<Notification> =>
  (await call(admin, 'GET', '/api/notification-panel?size=1')).json().content[0];

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  sellerId = admin.idSeller;
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

describe('card disputes', () => {
  it('opening one holds the money, sets the deadline 5 calendar days out and notifies the seller', async () => {
    const charge = await paidCard(40_000);
    await call(admin, 'POST', `/api/charges/${charge.uuid}/refunds`, { amount: 10_000 });
    const before = await sellerBalances(t.ctx.db, sellerId);
    const receivables: Receivable[] = (await call(admin, 'GET', `/api/charges/${charge.uuid}/receivables`)).json()
      .content;
    const pendingBefore = receivables.reduce((sum, part) => sum + part.netAmount - part.reversedAmount, 0);
    const response = await open(charge.uuid, { reasonCode: '4855' });
    expect(response.statusCode).toBe(200);
    const detail: ChargeDetail = response.json();
    expect(detail.status).toBe('DISPUTE');
    expect(detail.chargebackDeadline).toBe('2026-11-28');
    expect(detail.dispute).toMatchObject({
      status: 'OPEN',
      reasonCode: '4855',
      reason: 'Produto ou serviço não recebido',
      amount: 30_000,
      deadline: '2026-11-28',
      resolvedAt: null,
    });
    const after = await sellerBalances(t.ctx.db, sellerId);
    // The pending receivables go first; the provider's fee on them comes from the available balance.
    expect(after.toBeReleased + after.available).toBe(before.toBeReleased + before.available - 30_000);
    expect(after.toBeReleased).toBe(before.toBeReleased - pendingBefore);
    expect(pendingBefore).toBeLessThan(30_000);
    const notification = await latestNotification();
    expect(notification.notificationPanelType).toBe('NOTIFICATION_DISPUTE_OPENED');
    expect(notification.variablesResponse).toEqual(expect.arrayContaining([{ name: 'uuid', value: charge.uuid }]));
    const statement: StatementRow[] = (
      await call(finance, 'GET', `/api/redeems/statement/charge/${charge.uuid}`)
    ).json().content;
    const held = statement.filter((row) => row.statementType === 'DEBIT_CHARGEBACK');
    expect(held.reduce((sum, row) => sum + row.amount, 0)).toBe(30_000);
    expect(held.every((row) => row.isChargeback && !row.creditOperation)).toBe(true);
    // While disputed the charge can be neither refunded nor disputed again.
    expect(
      (await call(admin, 'POST', `/api/charges/${charge.uuid}/refunds`, { amount: 100 })).json().errors[0].code,
    ).toBe('CHG-008');
    expect((await open(charge.uuid)).json().errors[0].code).toBe('DSP-001');
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('winning makes the charge PAID again and gives the held money back as available', async () => {
    const charge = await paidCard(20_000);
    await open(charge.uuid);
    const before = await sellerBalances(t.ctx.db, sellerId);
    tick();
    const won: ChargeDetail = (await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/disputes/win`)).json();
    expect(won.status).toBe('PAID');
    expect(won.dispute).toMatchObject({ status: 'WON', amount: 20_000 });
    expect(won.dispute?.resolvedAt).not.toBeNull();
    const after = await sellerBalances(t.ctx.db, sellerId);
    expect(after.available).toBe(before.available + 20_000);
    expect((await latestNotification()).notificationPanelType).toBe('NOTIFICATION_DISPUTE_WON');
    const statement: StatementRow[] = (
      await call(finance, 'GET', `/api/redeems/statement/charge/${charge.uuid}`)
    ).json().content;
    expect(statement.find((row) => row.statementType === 'CREDIT_REVERSAL')).toMatchObject({
      amount: 20_000,
      creditOperation: true,
    });
    // One dispute per charge.
    expect((await open(charge.uuid)).statusCode).toBe(409);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('losing ends in CHARGEBACK: the held money leaves and nothing comes back', async () => {
    const charge = await paidCard(15_000);
    await open(charge.uuid);
    const before = await sellerBalances(t.ctx.db, sellerId);
    tick();
    const lost: ChargeDetail = (await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/disputes/lose`)).json();
    expect(lost.status).toBe('CHARGEBACK');
    expect(lost.dispute?.status).toBe('LOST');
    expect(await sellerBalances(t.ctx.db, sellerId)).toEqual(before);
    expect((await latestNotification()).notificationPanelType).toBe('NOTIFICATION_CHARGEBACK');
    const again = await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/disputes/win`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toEqual({
      code: 'DSP-002',
      description: 'Não há contestação em aberto nesta cobrança.',
    });
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('shows in the receivables what a dispute holds, then as paid out on a win or refunded on a loss', async () => {
    const receivablesOf = async (id: string): Promise<Receivable[]> =>
      (await call(admin, 'GET', `/api/charges/${id}/receivables`)).json().content;
    const summary = (lines: Receivable[]) => lines.map((line) => [line.status, line.reversedAmount === line.netAmount]);
    const won = await paidCard(20_000);
    const lost = await paidCard(20_000);
    await open(won.uuid);
    await open(lost.uuid);
    expect(summary(await receivablesOf(won.uuid))).toEqual([
      ['HELD', true],
      ['HELD', true],
    ]);
    await call(admin, 'POST', `/api/sandbox/charges/${won.uuid}/disputes/win`);
    const paidOut = await receivablesOf(won.uuid);
    expect(paidOut.map((line) => [line.status, line.reversedAmount])).toEqual([
      ['RELEASED', 0],
      ['RELEASED', 0],
    ]);
    await call(admin, 'POST', `/api/sandbox/charges/${lost.uuid}/disputes/lose`);
    expect(summary(await receivablesOf(lost.uuid))).toEqual([
      ['REVERSED', true],
      ['REVERSED', true],
    ]);
  });

  it('only paid card charges can be disputed; bad reasons are 400; roles and sellers are checked', async () => {
    const pix: ChargeDetail = (await call(admin, 'POST', '/api/charges', chargeInput({ paymentMethod: 'PIX' }))).json();
    await call(admin, 'POST', `/api/sandbox/charges/${pix.uuid}/payments`);
    expect((await open(pix.uuid)).json().errors[0].code).toBe('DSP-001');
    const scheduled: ChargeDetail = (
      await call(
        admin,
        'POST',
        '/api/charges',
        chargeInput({ paymentMethod: 'CREDIT_CARD', expirationDate: '2026-12-10', card: card(CARDS.approved) }),
      )
    ).json();
    expect((await open(scheduled.uuid)).json().errors[0].code).toBe('DSP-001');
    const charge = await paidCard(5_000);
    expect((await open(charge.uuid, { reasonCode: '9999' })).statusCode).toBe(400);
    expect((await call(finance, 'POST', `/api/sandbox/charges/${charge.uuid}/disputes`, {})).statusCode).toBe(403);
    expect((await call(outsider, 'POST', `/api/sandbox/charges/${charge.uuid}/disputes`, {})).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/api/sandbox/charges/${charge.uuid}/disputes/lose`)).statusCode).toBe(404);
  });
});
