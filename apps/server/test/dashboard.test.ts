import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, type ChargeDetail, type Dashboard, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { markLateCharges } from '../src/modules/charges/jobs.js';
import { summarize } from '../src/modules/dashboard/metrics.js';
import { setFeature } from '../src/ops/commands.js';
import { startTestApp, type TestApp } from './support/app.js';
import { at } from './support/at.js';
import { CARDS, card, caller, chargeInput } from './support/charges.js';

// Monday 23 November 2026, 12:00 in São Paulo (UTC−3).
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let finance: SessionResponse;
let supervisor: SessionResponse;
let sale: SessionResponse;
let outsider: SessionResponse;

const errorOf = (response: { json: () => { errors: Array<{ code: string; description: string }> } }) =>
  at(response.json().errors, 0);
const dashboard = async (session: SessionResponse, startDate: string, endDate: string): Promise<Dashboard> => {
  const response = await call(session, 'GET', `/api/seller/dashboard?startDate=${startDate}&endDate=${endDate}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const create = async (
  session: SessionResponse,
  overrides: Parameters<typeof chargeInput>[0],
): Promise<ChargeDetail> => {
  const response = await call(session, 'POST', '/api/charges', chargeInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const registerClient = (session: SessionResponse, name: string, document: string) =>
  call(session, 'POST', '/api/seller-clients', {
    document: { documentNumber: document, documentType: 'CPF', documentNation: 'BR' },
    contact: {
      name,
      email: 'cliente@exemplo.com.br',
      countryCode: '+55',
      phone: '(11) 91234-5678',
      alternativeEmail: '',
    },
    address: null,
  });

/**
 * Rollup rows that differ from the charges and clients they summarise, recomputed from scratch:
 * empty when the triggers kept every total exact.
 */
async function rollupDrift(): Promise<unknown[]> {
  const result = await t.ctx.db.execute(sql`
    with truth as (
      select seller_id, day, metric, sum(n)::int as count, sum(amount)::bigint as amount from (
        select seller_id, expiration_date as day, 'due:' || status as metric, 1 as n, value_cents as amount from charges
        union all select seller_id, paid_date, 'paid:' || status, 1, value_cents + interest_cents from charges where paid_date is not null
        union all select seller_id, (created_at at time zone 'America/Sao_Paulo')::date, 'clients', 1, 0 from seller_clients
      ) rows group by 1, 2, 3
    )
    select coalesce(t.seller_id, r.seller_id) as seller_id, coalesce(t.day, r.day) as day,
           coalesce(t.metric, r.metric) as metric, t.count as expected_count, r.count as rollup_count,
           t.amount as expected_amount, r.amount_cents as rollup_amount
    from truth t full join seller_daily_totals r
      on r.seller_id = t.seller_id and r.day = t.day and r.metric = t.metric
    where coalesce(t.count, 0) <> coalesce(r.count, 0) or coalesce(t.amount, 0) <> coalesce(r.amount_cents, 0)`);
  return (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
}

/** Tab counters (charge_counts, moved by the charges trigger) that differ from the charges they count. */
async function countsDrift(): Promise<unknown[]> {
  const result = await t.ctx.db.execute(sql`
    with truth as (select seller_id, status, count(*)::int as total from charges group by 1, 2)
    select coalesce(t.seller_id, c.seller_id) as seller_id, coalesce(t.status, c.status) as status,
           t.total as expected, c.total as counted
    from truth t full join charge_counts c on c.seller_id = t.seller_id and c.status = t.status
    where coalesce(t.total, 0) <> coalesce(c.total, 0)`);
  return (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
}

/** Moves the clock and signs everyone in again (a day later their access tokens have expired). */
async function moveTo(instant: string): Promise<void> {
  clock.set(new Date(instant));
  await signInAll();
}

async function signInAll(): Promise<void> {
  admin = await t.signIn('admin@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  supervisor = await t.signIn('supervisor@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
  const other = await t.signInOutsider();
  await setFeature(t.ctx, other.idSeller, 'view_seller_home', true);
  outsider = await t.signInOutsider();
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  await signInAll();
});
afterAll(() => t.close());

describe('GET /api/seller/dashboard', () => {
  it('starts empty for a seller without charges: zeros for every day, no first charge', async () => {
    const body = await dashboard(outsider, '2026-11-23', '2026-11-29');
    expect(body).toMatchObject({
      paidAmount: 0,
      lateAmount: 0,
      scheduledAmount: 0,
      defaultRate: 0,
      timeSaved: 0,
      newBuyerQty: 0,
      firstChargeDate: null,
      bucket: 'DAY',
    });
    expect(body.series.map((point) => point.start)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(body.series.every((point) => point.paidAmount + point.lateAmount + point.scheduledAmount === 0)).toBe(true);
  });

  it('sums what was received, is late and is to be received, per day, from the rollups', async () => {
    // Received: a Pix paid today and a card paid on creation; paid by hand: a boleto.
    const pix = await create(outsider, { paymentMethod: 'PIX', value: 10_000, expirationDate: '2026-11-23' });
    await call(outsider, 'POST', `/api/sandbox/charges/${pix.uuid}/payments`);
    const paidCard = await create(outsider, {
      paymentMethod: 'CREDIT_CARD',
      value: 20_000,
      expirationDate: '2026-11-23',
      card: card(CARDS.approved),
    });
    expect(paidCard.status).toBe('PAID');
    const byHand = await create(outsider, { value: 5_000, expirationDate: '2026-11-25' });
    expect(
      (await call(outsider, 'PATCH', `/api/charges/${byHand.uuid}/manual-pay`, { uuidCharge: byHand.uuid })).statusCode,
    ).toBe(200);
    // To be received: two boletos later this week. Late: one due today that is not paid by tomorrow.
    await create(outsider, { value: 7_000, expirationDate: '2026-11-26' });
    await create(outsider, { value: 3_000, expirationDate: '2026-11-26' });
    await create(outsider, { value: 4_000, expirationDate: '2026-11-23' });
    expect((await registerClient(outsider, 'Benedita Ramos', '111.444.777-35')).statusCode).toBe(201);

    await moveTo('2026-11-24T15:00:00Z');
    await markLateCharges(t.ctx);

    const week = await dashboard(outsider, '2026-11-23', '2026-11-29');
    expect(week).toMatchObject({
      paidAmount: 35_000,
      paidCount: 3,
      lateAmount: 4_000,
      lateCount: 1,
      scheduledAmount: 10_000,
      scheduledCount: 2,
      // Due in the week and not to be received any more: 4,000 late of 39,000 owed.
      defaultRate: Math.round((4_000 * 10_000) / 39_000),
      // The Pix and the card settled themselves; the boleto paid by hand saved nothing.
      timeSaved: 2 * 5,
      newBuyerQty: 1,
      firstChargeDate: '2026-11-23',
      bucket: 'DAY',
    });
    const day = (start: string) => week.series.find((point) => point.start === start);
    expect(day('2026-11-23')).toEqual({
      start: '2026-11-23',
      paidAmount: 35_000,
      lateAmount: 4_000,
      scheduledAmount: 0,
    });
    expect(day('2026-11-26')).toEqual({ start: '2026-11-26', paidAmount: 0, lateAmount: 0, scheduledAmount: 10_000 });
    expect(await rollupDrift()).toEqual([]);
  });

  it('keeps the rollups and the tab counters exact through changes, refunds, deletions and the late job', async () => {
    const boleto = await create(outsider, { value: 9_000, expirationDate: '2026-11-27' });
    expect(
      (await call(outsider, 'PATCH', `/api/charges/${boleto.uuid}`, { expirationDate: '2026-12-02', value: 9_500 }))
        .statusCode,
    ).toBe(200);
    const doomed = await create(outsider, { value: 1_000, expirationDate: '2026-11-28' });
    expect((await call(outsider, 'DELETE', `/api/charges/${doomed.uuid}`)).statusCode).toBeLessThan(300);
    // The demo seller has refunds switched on; the drift check reads every seller.
    const refunded = await create(admin, {
      paymentMethod: 'CREDIT_CARD',
      value: 6_000,
      expirationDate: '2026-11-24',
      card: card(CARDS.approved),
    });
    expect((await call(admin, 'POST', `/api/charges/${refunded.uuid}/refunds`, { amount: 6_000 })).statusCode).toBe(
      201,
    );
    await moveTo('2026-11-29T15:00:00Z');
    await markLateCharges(t.ctx);
    expect(await rollupDrift()).toEqual([]);
    expect(await countsDrift()).toEqual([]);
    const december = await dashboard(outsider, '2026-12-01', '2026-12-31');
    expect(december.scheduledAmount).toBe(9_500);
  });

  it('draws a year per month, and another seller sees none of it', async () => {
    const year = await dashboard(outsider, '2026-01-01', '2026-12-31');
    expect(year.bucket).toBe('MONTH');
    expect(year.series).toHaveLength(12);
    expect(at(year.series, 10)).toMatchObject({ start: '2026-11-01', paidAmount: 35_000 });
    expect(at(year.series, 11)).toMatchObject({ start: '2026-12-01', scheduledAmount: 9_500 });
    // The demo seller's figures are its own: the outsider's R$ 350,00 of 23/11 are not in them.
    const demo = await dashboard(admin, '2026-11-23', '2026-11-23');
    const demoTruth = await t.ctx.db.execute(sql`
      select coalesce(sum(value_cents + interest_cents), 0)::bigint as paid from charges
      where seller_id = ${admin.idSeller} and paid_date = '2026-11-23' and status in ('PAID', 'PAID_MANUALLY')`);
    const rows = (demoTruth as unknown as { rows: Array<{ paid: string | number }> }).rows;
    expect(demo.paidAmount).toBe(Number(at(rows, 0).paid));
  });

  it('refuses a reversed range, a range over 366 days and unknown parameters', async () => {
    const reversed = await call(admin, 'GET', '/api/seller/dashboard?startDate=2026-11-30&endDate=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).description).toContain(DASHBOARD_MESSAGES.rangeOrder);
    const long = await call(admin, 'GET', '/api/seller/dashboard?startDate=2025-01-01&endDate=2026-01-02');
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).description).toContain(DASHBOARD_MESSAGES.rangeTooLong);
    expect((await call(admin, 'GET', '/api/seller/dashboard?startDate=2026-11-01')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/seller/dashboard?startDate=2026-02-30&endDate=2026-03-01')).statusCode).toBe(
      400,
    );
    expect(
      (await call(admin, 'GET', '/api/seller/dashboard?startDate=2026-11-01&endDate=2026-11-02&sellerId=x')).statusCode,
    ).toBe(400);
  });

  it('is for the profiles with the dashboard, behind view_seller_home', async () => {
    expect(
      (await call(finance, 'GET', '/api/seller/dashboard?startDate=2026-11-01&endDate=2026-11-02')).statusCode,
    ).toBe(200);
    for (const session of [supervisor, sale]) {
      const refused = await call(session, 'GET', '/api/seller/dashboard?startDate=2026-11-01&endDate=2026-11-02');
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('PERM-001');
    }
    await setFeature(t.ctx, outsider.idSeller, 'view_seller_home', false);
    const off = await call(
      await t.signInOutsider(),
      'GET',
      '/api/seller/dashboard?startDate=2026-11-01&endDate=2026-11-02',
    );
    expect(off.statusCode).toBe(403);
    expect(errorOf(off).code).toBe('PERM-002');
    await setFeature(t.ctx, outsider.idSeller, 'view_seller_home', true);
  });
});

describe('summarize', () => {
  const week = { startDate: '2026-11-23', endDate: '2026-11-29' };

  it('counts refunds and chargebacks as owed and settled, not as received nor late', () => {
    const body = summarize(
      [
        { start: '2026-11-23', metric: 'due:REFUND', count: 1, amount: 5_000 },
        { start: '2026-11-23', metric: 'paid:REFUND', count: 1, amount: 5_000 },
        { start: '2026-11-24', metric: 'due:LATE', count: 1, amount: 5_000 },
        { start: '2026-11-24', metric: 'due:CANCELED', count: 1, amount: 99_000 },
      ],
      week,
      '2026-01-01',
    );
    expect(body).toMatchObject({ paidAmount: 0, lateAmount: 5_000, defaultRate: 5_000, timeSaved: 0 });
  });

  it('rounds the default rate half up to the basis point and never divides by zero', () => {
    const third = summarize(
      [
        { start: '2026-11-23', metric: 'due:LATE', count: 1, amount: 1 },
        { start: '2026-11-23', metric: 'due:PAID', count: 1, amount: 2 },
      ],
      week,
      null,
    );
    expect(third.defaultRate).toBe(3_333);
    expect(
      summarize([{ start: '2026-11-23', metric: 'due:SCHEDULED', count: 1, amount: 10 }], week, null).defaultRate,
    ).toBe(0);
  });

  it('draws per month beyond two months, each month from its first day', () => {
    const body = summarize(
      [{ start: '2026-03-01', metric: 'paid:PAID', count: 2, amount: 700 }],
      { startDate: '2026-02-15', endDate: '2026-05-10' },
      null,
    );
    expect(body.bucket).toBe('MONTH');
    expect(body.series.map((point) => point.start)).toEqual(['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01']);
    expect(at(body.series, 1).paidAmount).toBe(700);
  });
});
