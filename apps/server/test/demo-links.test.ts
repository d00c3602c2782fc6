import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PaymentLink, PaymentLinkRow, PublicLink, SessionResponse, SubSeller } from '@cofre/contract';
import { ledgerViolations } from '../src/modules/ledger/invariants.js';
import { DEMO_SUB_SELLERS, seedDemoSplit } from '../src/ops/demo-split.js';
import { users } from '../src/modules/users/tables.js';
import { DEMO_DEDICATED_CLIENTS, DEMO_LINK_ID, seedDemoLinks } from '../src/ops/demo-links.js';
import { demoClient } from '../src/ops/demo-clients.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let admin: SessionResponse;
const get = (url: string, session: SessionResponse | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: session ? t.bearer(session) : {} });

beforeAll(async () => {
  // The test template is seeded without charges, hence without the demo links: seed them here.
  t = await startTestApp();
  admin = await t.signIn('admin@demo.cofre.dev');
  const [owner] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.cofre.dev'));
  if (!owner) throw new Error('no demo admin');
  const clientsBefore = (await get('/api/seller-clients?size=1')).json().totalElements;
  await seedDemoLinks(t.ctx, { sellerId: admin.idSeller, userId: owner.id });
  // The dedicated links' clients already existed: none was added (nor counted twice).
  expect((await get('/api/seller-clients?size=1')).json().totalElements).toBe(clientsBefore);
});
afterAll(() => t.close());

describe('the demo links', () => {
  it('keep the README link at its fixed id, under the demo subdomain', async () => {
    const link = await get(`/api/payment-links/${DEMO_LINK_ID}`);
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toBe(`${t.ctx.config.publicUrl}/pagar/loja-demo/${DEMO_LINK_ID}`);
    expect(link.json().paidCharges).toBe(2);
  });

  it('include links dedicated to demo clients, shown masked on the checkout', async () => {
    const dedicated = (await get('/api/payment-links?type=ORDER&dedicated=true')).json().content as PaymentLinkRow[];
    expect(dedicated.length).toBeGreaterThanOrEqual(2);
    expect(dedicated.map((row) => row.client?.name).sort()).toEqual(
      DEMO_DEDICATED_CLIENTS.map((index) => demoClient(index).name).sort(),
    );
    for (const row of dedicated) {
      const view: PublicLink = (await get(`/api/public/checkout/links/${row.id}`, null)).json();
      expect(view).toMatchObject({ asksCustomer: false, subdomain: 'loja-demo' });
      expect(view.customer?.phone).toMatch(/^\(\d{2}\) \*{4,5}-\d{4}$/);
    }
  });
});

describe('the demo split (issue 20)', () => {
  it('seeds five sub-sellers, one refused, two split links and split sales, one refunded in part, with balanced books', async () => {
    const [owner] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.cofre.dev'));
    await seedDemoSplit(t.ctx, { sellerId: admin.idSeller, userId: owner!.id });
    const list = (await get('/api/sellers/subseller?size=20')).json().content as SubSeller[];
    expect(list).toHaveLength(DEMO_SUB_SELLERS.length);
    const refused = list.filter((row) => row.splitStatus === 'INACTIVE');
    expect(refused.map((row) => row.name)).toEqual(['Carla Recusada']);
    expect(refused[0]?.splitStatusReason).toBe('Documento reprovado na análise cadastral.');
    expect(list.filter((row) => row.splitStatus === 'ACTIVE')).toHaveLength(4);
    const links = (await get('/api/payment-links?type=ORDER&size=50')).json().content as PaymentLinkRow[];
    const split = [];
    for (const row of links) {
      const link = (await get(`/api/payment-links/${row.id}`)).json() as PaymentLink;
      if (link.split) split.push(link);
    }
    expect(split.map((link) => link.paidCharges).sort()).toEqual([1, 2]);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});
