import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_QUANTITY_CAP } from '@cofre/contract';
import { createSeller, createUser } from '../src/ops/commands.js';
import { createNotification } from '../src/modules/notifications/service.js';
import { ManualClock } from '../src/lib/clock.js';
import { startTestApp, type TestApp } from './support/app.js';

const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
let otherSellerNotification: string;
let privateToGerente: string;
beforeAll(async () => {
  t = await startTestApp({ clock });
  const admin = await t.signIn('admin@demo.cofre.dev');
  for (let i = 0; i < 13; i++) {
    await createNotification(t.ctx.db, new Date(clock.now().getTime() - (13 - i) * 60_000), {
      sellerId: admin.idSeller,
      type: 'NOTIFICATION_PAYMENT_MADE',
      variables: { uuid: `charge-${i}`, buyer: `Comprador ${i}`, amount: String(1000 + i) },
    });
  }
  const gerente = await t.signIn('gerente@demo.cofre.dev');
  privateToGerente = await createNotification(t.ctx.db, clock.now(), {
    sellerId: gerente.idSeller,
    userId: gerente.idUser,
    type: 'NOTIFICATION_REPORT_READY',
    variables: { url: '/api/reports/1' },
  });
  const other = await sellerWithAdmin('Outra Loja', '45.723.174/0001-10', 'outra');
  otherSellerNotification = await createNotification(t.ctx.db, clock.now(), {
    sellerId: other.id,
    type: 'NOTIFICATION_PAYMENT_LATE',
    variables: { uuid: 'x', buyer: 'Alguém', amount: '500', date: '2026-11-20', whatsApp: '11999998888' },
  });
});
afterAll(() => t.close());

/** A seller of its own with its admin, `dono@{slug}.dev`, password `senha-da-{slug}`. */
async function sellerWithAdmin(name: string, document: string, slug: string) {
  const seller = await createSeller(t.ctx, { name, document, email: `${slug}@loja.dev` });
  await createUser(t.ctx, {
    sellerId: seller.id,
    email: `dono@${slug}.dev`,
    profile: 'ADMIN',
    password: `senha-da-${slug}`,
  });
  return seller;
}

const call = (method: 'GET' | 'PATCH', url: string, session: { token: string }) =>
  t.app.inject({ method, url, headers: t.bearer(session) });

describe('notification panel', () => {
  it('pages newest first, 10 then 12, with time since each', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    const first = (await call('GET', '/api/notification-panel?page=0&size=10', session)).json();
    expect(first.content).toHaveLength(10);
    expect(first.totalElements).toBe(13);
    expect(first.content[0].variablesResponse).toContainEqual({ name: 'buyer', value: 'Comprador 12' });
    expect(first.content[0]).toMatchObject({
      notificationPanelType: 'NOTIFICATION_PAYMENT_MADE',
      read: false,
      timeDiff: 60,
    });
    const grown = (await call('GET', '/api/notification-panel?page=0&size=12', session)).json();
    expect(grown.content).toHaveLength(12);
  });

  it('counts unread per user and marks one or all as read', async () => {
    const admin = await t.signIn('admin@demo.cofre.dev');
    const supervisor = await t.signIn('supervisor@demo.cofre.dev');
    expect((await call('GET', '/api/notification-panel/quantity-unread', admin)).json()).toEqual({ quantity: 13 });
    const first = (await call('GET', '/api/notification-panel?size=1', admin)).json().content[0];
    expect((await call('PATCH', `/api/notification-panel/${first.id}/read`, admin)).statusCode).toBe(204);
    expect((await call('PATCH', `/api/notification-panel/${first.id}/read`, admin)).statusCode).toBe(204);
    expect((await call('GET', '/api/notification-panel/quantity-unread', admin)).json()).toEqual({ quantity: 12 });
    expect((await call('GET', '/api/notification-panel?size=1', admin)).json().content[0].read).toBe(true);
    // Reading is personal: the supervisor still has all 13 unread.
    expect((await call('GET', '/api/notification-panel/quantity-unread', supervisor)).json()).toEqual({ quantity: 13 });
    expect((await call('PATCH', '/api/notification-panel/read-all', admin)).statusCode).toBe(204);
    expect((await call('GET', '/api/notification-panel/quantity-unread', admin)).json()).toEqual({ quantity: 0 });
  });

  it("shows a user's own notification only to that user", async () => {
    const gerente = await t.signIn('gerente@demo.cofre.dev');
    const admin = await t.signIn('admin@demo.cofre.dev');
    expect((await call('GET', '/api/notification-panel', gerente)).json().totalElements).toBe(14);
    expect((await call('GET', '/api/notification-panel', admin)).json().totalElements).toBe(13);
    expect((await call('PATCH', `/api/notification-panel/${privateToGerente}/read`, admin)).statusCode).toBe(404);
  });

  it("answers 404 for another seller's notification and never lists it", async () => {
    const admin = await t.signIn('admin@demo.cofre.dev');
    const response = await call('PATCH', `/api/notification-panel/${otherSellerNotification}/read`, admin);
    expect(response.statusCode).toBe(404);
    const all = (await call('GET', '/api/notification-panel?size=100', admin)).json();
    expect(all.content.some((n: { id: string }) => n.id === otherSellerNotification)).toBe(false);
    const owner = await t.signIn('dono@outra.dev', 'senha-da-outra');
    expect((await call('GET', '/api/notification-panel', owner)).json().totalElements).toBe(1);
  });

  it('counts unread up to the cap, and exactly below it', async () => {
    const full = await sellerWithAdmin('Loja Cheia', '33.444.555/0001-81', 'cheia');
    for (let i = 0; i < UNREAD_QUANTITY_CAP + 5; i++) {
      await createNotification(t.ctx.db, new Date(clock.now().getTime() - i * 1000), {
        sellerId: full.id,
        type: 'NOTIFICATION_PAYMENT_MADE',
        variables: { uuid: `c-${i}`, buyer: `Comprador ${i}`, amount: '100' },
      });
    }
    const owner = await t.signIn('dono@cheia.dev', 'senha-da-cheia');
    const quantity = async () => (await call('GET', '/api/notification-panel/quantity-unread', owner)).json().quantity;
    expect(await quantity()).toBe(UNREAD_QUANTITY_CAP);
    // The newest six read: 99 left, below the cap, so the count is exact again.
    const newest = (await call('GET', '/api/notification-panel?size=6', owner)).json().content;
    for (const notification of newest) {
      expect((await call('PATCH', `/api/notification-panel/${notification.id}/read`, owner)).statusCode).toBe(204);
    }
    expect(await quantity()).toBe(UNREAD_QUANTITY_CAP - 1);
    expect((await call('PATCH', '/api/notification-panel/read-all', owner)).statusCode).toBe(204);
    expect(await quantity()).toBe(0);
  });

  it('reads everything up to the newest at that moment: what arrives after is unread, for that user only', async () => {
    const shop = await sellerWithAdmin('Loja Marcada', '22.333.444/0001-81', 'marcada');
    const older = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000);
    for (let i = 0; i < 30; i++) {
      await createNotification(t.ctx.db, older(60 - i), {
        sellerId: shop.id,
        type: 'NOTIFICATION_PAYMENT_MADE',
        variables: { uuid: `m-${i}`, buyer: `Comprador ${i}`, amount: '100' },
      });
    }
    const owner = await t.signIn('dono@marcada.dev', 'senha-da-marcada');
    const quantity = async () => (await call('GET', '/api/notification-panel/quantity-unread', owner)).json().quantity;
    expect(await quantity()).toBe(30);
    expect((await call('PATCH', '/api/notification-panel/read-all', owner)).statusCode).toBe(204);
    expect(await quantity()).toBe(0);
    // One dated after the mark is unread. One dated before it (a job that committed after the click)
    // falls under it and is read: the mark is a moment, documented in docs/decisions.md.
    for (const [minutes, uuid] of [
      [1, 'after'],
      [45, 'under'],
    ] as const) {
      await createNotification(t.ctx.db, older(minutes), {
        sellerId: shop.id,
        userId: minutes === 45 ? owner.idUser : undefined,
        type: 'NOTIFICATION_PAYMENT_LATE',
        variables: { uuid, buyer: 'Atrasado', amount: '700', date: '2026-11-20', whatsApp: '11999998888' },
      });
    }
    expect(await quantity()).toBe(1);
    const page = (await call('GET', '/api/notification-panel?size=40', owner)).json();
    expect(page.totalElements).toBe(32);
    expect(page.content.map((n: { read: boolean }) => n.read)).toEqual([false, ...Array(31).fill(true)]);
    // Reading all again moves the mark on; reading one older than it changes nothing.
    expect((await call('PATCH', `/api/notification-panel/${page.content[5].id}/read`, owner)).statusCode).toBe(204);
    expect(await quantity()).toBe(1);
    expect((await call('PATCH', '/api/notification-panel/read-all', owner)).statusCode).toBe(204);
    expect(await quantity()).toBe(0);
    // Another seller's mark is not this one's: the demo admin still counts its own.
    const admin = await t.signIn('admin@demo.cofre.dev');
    const supervisor = await t.signIn('supervisor@demo.cofre.dev');
    expect((await call('GET', '/api/notification-panel/quantity-unread', supervisor)).json().quantity).toBe(13);
    expect((await call('GET', '/api/notification-panel/quantity-unread', admin)).json().quantity).toBe(0);
  });

  it('validates paging and ids', async () => {
    const admin = await t.signIn('admin@demo.cofre.dev');
    expect((await call('GET', '/api/notification-panel?size=0', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/notification-panel?size=1000', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/notification-panel?page=-1', admin)).statusCode).toBe(400);
    const bad = await call('PATCH', '/api/notification-panel/nao-e-uuid/read', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].description).toBe('Notificação inválida.');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notification-panel' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notification-panel/quantity-unread' })).statusCode).toBe(
      401,
    );
  });
});
