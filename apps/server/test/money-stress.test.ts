import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeDetail, SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { startTestApp, type TestApp } from './support/app.js';
import { CARDS, caller, card, chargeInput, expectBooksBalanced } from './support/charges.js';

/**
 * Issue case 6: concurrent create / pay / refund traffic on one seller used to deadlock between the
 * tab counters and the ledger balances (500 'deadlock detected'). Row locks need a real PostgreSQL.
 */
describe.runIf(process.env.DATABASE_URL)('money under concurrent load (PostgreSQL)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: SessionResponse;

  beforeAll(async () => {
    // Monday 23 November 2026, 12:00 in São Paulo.
    t = await startTestApp({ clock: new ManualClock(new Date('2026-11-23T15:00:00Z')) });
    call = caller(t);
    admin = await t.signIn('admin@demo.cofre.dev');
  });
  afterAll(() => t.close());

  it('40 workers creating, paying and refunding at once get no 5xx and leave the books balanced', async () => {
    // Fails on the main before this change: 'deadlock detected' between charge_counts and ledger_accounts.
    const statuses: number[] = [];
    const record = <R extends { statusCode: number }>(response: R): R => {
      statuses.push(response.statusCode);
      return response;
    };
    const shared: ChargeDetail = (
      await call(admin, 'POST', '/api/charges', chargeInput({ value: 500_000, paymentMethod: 'PIX' }))
    ).json();
    await call(admin, 'POST', `/api/sandbox/charges/${shared.uuid}/payments`);

    const worker = async (index: number) => {
      for (let round = 0; round < 8; round += 1) {
        const method = (index + round) % 4 === 3 ? 2 : (index + round) % 2;
        if (method === 0) {
          const created: ChargeDetail = record(
            await call(admin, 'POST', '/api/charges', chargeInput({ value: 10_000 + index, paymentMethod: 'PIX' })),
          ).json();
          record(await call(admin, 'POST', `/api/sandbox/charges/${created.uuid}/payments`));
          // A total refund moves the tab counters (PAID → REFUND) while others pay (ledger, then counters).
          record(await call(admin, 'POST', `/api/charges/${created.uuid}/refunds`, { amount: 10_000 + index }));
        } else if (method === 1) {
          const paid: ChargeDetail = record(
            await call(
              admin,
              'POST',
              '/api/charges',
              chargeInput({
                value: 20_000 + index,
                paymentMethod: 'CREDIT_CARD',
                installments: 2,
                expirationDate: '2026-11-23',
                card: card(CARDS.approved),
              }),
            ),
          ).json();
          record(await call(admin, 'POST', `/api/charges/${paid.uuid}/refunds`, { amount: 500 }));
        } else {
          // Everyone refunding the same charge: contention on one charge row.
          record(await call(admin, 'POST', `/api/charges/${shared.uuid}/refunds`, { amount: 1_000 }));
        }
      }
    };
    await Promise.all(Array.from({ length: 40 }, (_, index) => worker(index)));
    expect(statuses.length).toBeGreaterThan(500);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await expectBooksBalanced(t)).toEqual([]);
  }, 120_000);
});
