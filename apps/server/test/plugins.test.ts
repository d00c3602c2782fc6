import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CAPABILITIES, type Capability } from '@cofre/contract';
import { findSeller, setFeature } from '../src/ops/commands.js';
import { DEMO_SELLER, DEMO_USERS } from '../src/ops/seed.js';
import { requireSession } from '../src/plugins/request-session.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let created = 0;
beforeAll(async () => {
  t = await startTestApp({
    extraRoutes(app) {
      // Probe routes: one per capability, plus an idempotent POST that counts its executions.
      for (const capability of Object.keys(CAPABILITIES) as Capability[]) {
        app.get(`/api/test/can/${capability}`, { config: { permission: { capability } } }, async () => ({ ok: true }));
      }
      app.get(
        '/api/test/feature',
        { config: { permission: { capability: 'charges.read', feature: 'view_charge_installments' } } },
        async () => ({ ok: true }),
      );
      app.post(
        '/api/test/things',
        { config: { permission: 'authenticated', idempotent: true }, schema: { body: z.object({ name: z.string() }) } },
        async (request, reply) => {
          created += 1;
          return reply
            .status(201)
            .send({ id: created, name: request.body.name, seller: requireSession(request).sellerId });
        },
      );
    },
  });
});
afterAll(() => t.close());

describe('permission plugin', () => {
  it.each(DEMO_USERS.filter((user) => !user.twoFactor))(
    'enforces the matrix for $profile on every capability',
    async (user) => {
      const session = await t.signIn(user.email);
      for (const [capability, rule] of Object.entries(CAPABILITIES)) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/test/can/${capability}`,
          headers: t.bearer(session),
        });
        const allowed = rule.roles.some((role) => session.roles.includes(role));
        // The demo seller has every toggle these capabilities name, so only the role decides here.
        expect({ capability, status: response.statusCode }).toEqual({ capability, status: allowed ? 200 : 403 });
        if (!allowed) expect(response.json().errors[0].code).toBe('PERM-001');
      }
    },
  );

  it('refuses with PERM-002 when the seller lacks the feature toggle, whatever the role', async () => {
    const admin = await t.signIn('admin@demo.cofre.dev');
    expect((await t.app.inject({ method: 'GET', url: '/api/test/feature', headers: t.bearer(admin) })).statusCode).toBe(
      200,
    );
    const seller = await findSeller(t.ctx, DEMO_SELLER.document);
    await setFeature(t.ctx, seller.id, 'view_charge_installments', false);
    // On PostgreSQL the change reaches the principal cache by NOTIFY, a few milliseconds after commit.
    const feature = () => t.app.inject({ method: 'GET', url: '/api/test/feature', headers: t.bearer(admin) });
    await expect.poll(async () => (await feature()).statusCode, { timeout: 5_000 }).toBe(403);
    const refused = await feature();
    expect(refused.json().errors[0]).toEqual({
      code: 'PERM-002',
      description: 'Este recurso não está habilitado para a sua conta.',
    });
    await setFeature(t.ctx, seller.id, 'view_charge_installments', true);
  });
});

describe('idempotency plugin', () => {
  const post = (session: { token: string }, key: string | undefined, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/things',
      headers: { ...t.bearer(session), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { name },
    });

  it('replays the first response for the same key and body, marked as replayed', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    const first = await post(session, 'chave-1', 'a');
    const replay = await post(session, 'chave-1', 'a');
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses the same key with another body with 422', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    await post(session, 'chave-2', 'a');
    const conflict = await post(session, 'chave-2', 'b');
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json().errors[0].code).toBe('GEN-422');
  });

  it('keeps keys per seller: another user of the seller replays, another seller is a new request', async () => {
    const before = created;
    await post(await t.signIn('admin@demo.cofre.dev'), 'chave-3', 'a');
    const sameSeller = await post(await t.signIn('gerente@demo.cofre.dev'), 'chave-3', 'a');
    expect(sameSeller.headers['idempotent-replayed']).toBe('true');
    expect(created).toBe(before + 1);
    await post(await t.signInOutsider(), 'chave-3', 'a');
    expect(created).toBe(before + 2);
  });

  it('runs every request without a key', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    const before = created;
    await post(session, undefined, 'a');
    await post(session, undefined, 'a');
    expect(created).toBe(before + 2);
  });

  it('refuses an over-long key', async () => {
    const response = await post(await t.signIn('admin@demo.cofre.dev'), 'x'.repeat(300), 'a');
    expect(response.statusCode).toBe(400);
  });
});
