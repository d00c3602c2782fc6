import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull } from 'drizzle-orm';
import type { SessionResponse } from '@cofre/contract';
import { charges } from '../src/modules/charges/tables.js';
import { subscriptions } from '../src/modules/subscriptions/tables.js';
import { seedDemoLinks } from '../src/ops/demo-links.js';
import { seedDemoSubscriptions } from '../src/ops/demo-subscriptions.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let admin: SessionResponse;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.cofre.dev');
  const actor = { sellerId: admin.idSeller, userId: admin.idUser };
  await seedDemoLinks(t.ctx, actor);
  await seedDemoSubscriptions(t.ctx, actor, 36);
}, 240_000);
afterAll(() => t.close());

describe('the demo subscriptions', () => {
  it('bill a year through the engine: every status, cycles once each, their charges in /cobrancas', async () => {
    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.sellerId, admin.idSeller));
    expect(rows).toHaveLength(36);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['ACTIVE', 'DEFAULTER', 'INACTIVE']));
    expect(new Set(rows.map((row) => row.paymentMethod))).toEqual(new Set(['BOLETO', 'PIX', 'CREDIT_CARD']));
    expect(new Set(rows.map((row) => row.periodicity))).toEqual(new Set(['MONTHLY', 'SEMESTER', 'YEARLY']));
    const [billed] = await t.ctx.db.select({ n: count() }).from(charges).where(isNotNull(charges.subscriptionId));
    expect(billed!.n).toBeGreaterThan(150);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/subscriptions/${rows[0]!.id}`, headers: t.bearer(admin) })
    ).json();
    expect(detail.charges.length).toBeGreaterThan(0);
    const statuses = new Set(detail.charges.map((charge: { status: string }) => charge.status));
    expect([...statuses].every((status) => ['PAID', 'SCHEDULED', 'LATE', 'CANCELED'].includes(status as string))).toBe(
      true,
    );
  });
});
