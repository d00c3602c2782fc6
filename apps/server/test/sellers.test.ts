import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@cofre/contract';
import { findSeller, publishTerms, setBlock, setFeature } from '../src/ops/commands.js';
import { DEMO_SELLER } from '../src/ops/seed.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, session: { token: string }) =>
  t.app.inject({ method: 'GET', url, headers: t.bearer(session) });

describe('feature toggles', () => {
  it("lists the seller's toggles: every spec toggle but the two restrictive ones", async () => {
    const response = await get('/api/users/feature-toggles', await t.signIn('vendas@demo.cofre.dev'));
    expect(response.statusCode).toBe(200);
    expect(response.json().sort()).toEqual(
      FEATURES.filter((f) => f !== 'block_items_credit_card' && f !== 'view_disable_refund').sort(),
    );
  });

  it('follows an operator turning a toggle on and off', async () => {
    const seller = await findSeller(t.ctx, DEMO_SELLER.document);
    const session = await t.signIn('admin@demo.cofre.dev');
    const toggles = async () => (await get('/api/users/feature-toggles', session)).json() as string[];
    // The database's notification reaches the principal cache asynchronously (on PostgreSQL over its
    // listening connection): the change must show well before the cache's 5 s TTL would hide a lost one.
    const soon = { timeout: 2_000, intervals: [50] };
    await setFeature(t.ctx, seller.id, 'block_items_credit_card', true);
    await expect.poll(toggles, soon).toContain('block_items_credit_card');
    await setFeature(t.ctx, seller.id, 'block_items_credit_card', false);
    await expect.poll(toggles, soon).not.toContain('block_items_credit_card');
  });
});

describe('terms of use', () => {
  it('says the demo seller accepted the current version', async () => {
    const response = await get('/api/sellers/user-terms/current', await t.signIn('vendas@demo.cofre.dev'));
    expect(response.json()).toMatchObject({ accepted: true, version: '2026-11' });
  });

  it('asks again after a new version, which only an administrator may accept', async () => {
    await publishTerms(t.ctx, '2026-12', 'https://cofre.dev/termos/2026-12');
    const sale = await t.signIn('vendas@demo.cofre.dev');
    expect((await get('/api/sellers/user-terms/current', sale)).json()).toMatchObject({
      accepted: false,
      version: '2026-12',
    });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/sellers/user-terms/current',
      headers: t.bearer(sale),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toEqual({
      code: 'TERMS-001',
      description: 'Somente o administrador pode aceitar os termos de uso.',
    });

    const admin = await t.signIn('admin@demo.cofre.dev');
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: '/api/sellers/user-terms/current',
      headers: t.bearer(admin),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ accepted: true, version: '2026-12' });
    // Acceptance is the seller's: the other users are through too.
    expect((await get('/api/sellers/user-terms/current', sale)).json().accepted).toBe(true);
  });
});

describe('blocked-seller check', () => {
  it('answers null, then the reason an operator set, then null again', async () => {
    const session = await t.signIn('financeiro@demo.cofre.dev');
    expect((await get('/api/sellers/block-check', session)).json()).toEqual({ blockReason: null });
    const seller = await findSeller(t.ctx, DEMO_SELLER.document);
    await setBlock(t.ctx, seller.id, 'Documentação pendente');
    expect((await get('/api/sellers/block-check', session)).json()).toEqual({ blockReason: 'Documentação pendente' });
    await setBlock(t.ctx, seller.id, null);
    expect((await get('/api/sellers/block-check', session)).json()).toEqual({ blockReason: null });
  });

  it('needs a session, and refuses an id_seller in the query (D2: the seller comes from the session)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sellers/block-check' })).statusCode).toBe(401);
    const session = await t.signIn('financeiro@demo.cofre.dev');
    const response = await get('/api/sellers/block-check?id_seller=00000000-0000-0000-0000-000000000000', session);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].description).toBe('Campo não permitido: id_seller.');
    expect((await get('/api/sellers/block-check', session)).statusCode).toBe(200);
  });
});
