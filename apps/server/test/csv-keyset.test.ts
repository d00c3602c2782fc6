import { gunzipSync } from 'node:zlib';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeListQuerySchema, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { buildChargesCsv } from '../src/modules/charge-exports/csv.js';
import { statementCsv } from '../src/modules/statement/csv.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';

// The CSVs read by keyset (date, id) in batches; tiny batches cross many boundaries, several of them
// between lines of the same date, and must give exactly the lines one batch gives.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let admin: SessionResponse;

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.signIn('admin@demo.cofre.dev');
  const call = caller(t);
  // Ten paid Pix on one day: their statement lines share a date, their charges a due date.
  for (let n = 0; n < 10; n += 1) {
    const created = (
      await call(
        admin,
        'POST',
        '/api/charges',
        chargeInput({ paymentMethod: 'PIX', value: 1_000 + n, expirationDate: '2026-11-23' }),
      )
    ).json();
    await call(admin, 'POST', `/api/sandbox/charges/${created.uuid}/payments`);
  }
});
afterAll(() => t.close());

describe('CSV keyset batches', () => {
  it('the statement CSV in batches of 3 equals it in one batch', async () => {
    const query = { executionDateInitial: '2025-11-24', executionDateFinal: '2026-11-30' };
    const whole = await text(statementCsv(t.ctx.db, admin.idSeller, query, 1_000_000));
    const batched = await text(statementCsv(t.ctx.db, admin.idSeller, query, 3));
    expect(whole.split('\r\n').length).toBeGreaterThanOrEqual(12);
    expect(batched).toBe(whole);
  });

  it('the charges CSV in batches of 3 equals it in one batch', async () => {
    const filter = chargeListQuerySchema.parse({
      expirationDateInitial: '2026-11-01',
      expirationDateFinal: '2026-11-30',
    });
    const whole = await buildChargesCsv(t.ctx.db, admin.idSeller, filter, '2026-11-23', 1_000_000);
    const batched = await buildChargesCsv(t.ctx.db, admin.idSeller, filter, '2026-11-23', 3);
    expect(whole.rows).toBe(10);
    expect(batched.rows).toBe(whole.rows);
    expect(gunzipSync(batched.gzip).toString('utf8')).toBe(gunzipSync(whole.gzip).toString('utf8'));
  });
});
