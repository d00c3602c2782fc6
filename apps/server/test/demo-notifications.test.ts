import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@cofre/contract';
import { createNotification } from '../src/modules/notifications/service.js';
import { seedDemoCharges } from '../src/ops/demo-charges.js';
import { markDemoHistoryRead } from '../src/ops/demo-notifications.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let finance: SessionResponse;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
}, 120_000);
afterAll(() => t.close());

const unread = async (session: SessionResponse): Promise<number> =>
  (await call(session, 'GET', '/api/notification-panel/quantity-unread')).json().quantity;

describe('the demo’s notifications', () => {
  it('arrive read, so the first real one shows on the bell', async () => {
    // The template is the demo seed (without charges): nothing unread there.
    expect(await unread(admin)).toBe(0);
    await seedDemoCharges(t.ctx, { sellerId: admin.idSeller, userId: admin.idUser }, 120);
    expect(await unread(admin)).toBeGreaterThan(0);
    await markDemoHistoryRead(t.ctx, [admin.idSeller]);
    expect(await unread(admin)).toBe(0);
    expect(await unread(finance)).toBe(0);

    await createNotification(t.ctx.db, t.ctx.clock.now(), {
      sellerId: admin.idSeller,
      type: 'NOTIFICATION_PAYMENT_MADE',
      variables: { value: 'R$ 10,00' },
    });
    expect(await unread(admin)).toBe(1);
    // Run again: what is read stays read, and the new one is marked too (it is the caller's history now).
    await markDemoHistoryRead(t.ctx, [admin.idSeller]);
    expect(await unread(finance)).toBe(0);
  }, 240_000);
});
