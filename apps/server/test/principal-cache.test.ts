import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PrincipalCache, type Principal } from '../src/modules/auth/principal-cache.js';
import { DEMO_SELLER } from '../src/ops/seed.js';
import { findSeller } from '../src/ops/commands.js';
import { startTestApp, type TestApp } from './support/app.js';

const principal = (over: Partial<Principal> = {}): Principal => ({
  familyId: 'f1',
  userId: 'u1',
  sellerId: 's1',
  email: 'a@b.c',
  profile: 'ADMIN',
  roles: [],
  features: [],
  active: true,
  ...over,
});

/** A cache that listens (as if its connection were up) on a clock the test moves. */
function listeningCache(clock: { now: number }) {
  const cache = new PrincipalCache(() => clock.now, 5_000);
  (cache as unknown as { listening: boolean }).listening = true;
  return cache;
}

describe('PrincipalCache', () => {
  it('keeps a principal for its TTL only', () => {
    const clock = { now: 0 };
    const cache = listeningCache(clock);
    cache.set(principal(), cache.begin());
    clock.now = 4_999;
    expect(cache.get('f1')?.userId).toBe('u1');
    clock.now = 5_000;
    expect(cache.get('f1')).toBeUndefined();
  });

  it('drops what a change names: the family, every family of a user, every family of a seller', () => {
    const cache = listeningCache({ now: 0 });
    const fill = () => {
      for (const [familyId, userId, sellerId] of [
        ['f1', 'u1', 's1'],
        ['f2', 'u1', 's1'],
        ['f3', 'u2', 's1'],
        ['f4', 'u3', 's2'],
      ])
        cache.set(principal({ familyId, userId, sellerId }), cache.begin());
    };
    const kept = () => ['f1', 'f2', 'f3', 'f4'].filter((id) => cache.get(id));
    fill();
    cache.changed('family:f1');
    expect(kept()).toEqual(['f2', 'f3', 'f4']);
    fill();
    cache.changed('user:u1');
    expect(kept()).toEqual(['f3', 'f4']);
    fill();
    cache.changed('seller:s1');
    expect(kept()).toEqual(['f4']);
    fill();
    cache.changed('something new');
    expect(kept()).toEqual([]);
  });

  it('does not keep a principal read before a change it raced with', () => {
    const cache = listeningCache({ now: 0 });
    const generation = cache.begin();
    cache.changed('user:u9');
    cache.set(principal(), generation);
    expect(cache.get('f1')).toBeUndefined();
  });

  it('keeps nothing while it is not listening', () => {
    const cache = new PrincipalCache();
    cache.set(principal(), cache.begin());
    expect(cache.get('f1')).toBeUndefined();
  });
});

describe('session principals on a running server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A statement from outside this process when there is a server (another API process, the ops CLI). */
  async function fromElsewhere(text: string, values: unknown[]) {
    const url = t.ctx.database.connectionString;
    if (!url) return t.ctx.database.executeSql(text, values);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  /** The status of GET /api/users/feature-toggles once the change has reached this process (≤ 2 s). */
  async function settledStatus(session: { token: string }, expected: number) {
    let status = 0;
    for (let waited = 0; waited <= 2_000; waited += 20) {
      status = (await t.app.inject({ method: 'GET', url: '/api/users/feature-toggles', headers: t.bearer(session) }))
        .statusCode;
      if (status === expected) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return status;
  }

  it('serves a session from memory, and refuses it as soon as the user is deactivated elsewhere', async () => {
    const session = await t.signIn('financeiro@demo.cofre.dev');
    expect(await settledStatus(session, 200)).toBe(200);
    const { familyId } = await t.ctx.tokens.verifyAccess(session.token);
    expect(t.ctx.principals.get(familyId)).toBeDefined();
    await fromElsewhere(`update users set status = 'INACTIVE' where email = $1`, ['financeiro@demo.cofre.dev']);
    try {
      expect(await settledStatus(session, 401)).toBe(401);
    } finally {
      await fromElsewhere(`update users set status = 'ACTIVE' where email = $1`, ['financeiro@demo.cofre.dev']);
    }
  });

  it("follows a seller's toggles changed elsewhere", async () => {
    const seller = await findSeller(t.ctx, DEMO_SELLER.document);
    const session = await t.signIn('admin@demo.cofre.dev');
    const toggles = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/feature-toggles', headers: t.bearer(session) })).json();
    expect(await toggles()).not.toContain('view_disable_refund');
    await fromElsewhere(`insert into seller_features (seller_id, feature, enabled_at) values ($1, $2, now())`, [
      seller.id,
      'view_disable_refund',
    ]);
    try {
      let seen: string[] = [];
      for (let waited = 0; waited <= 2_000 && !seen.includes('view_disable_refund'); waited += 20) {
        seen = await toggles();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toContain('view_disable_refund');
    } finally {
      await fromElsewhere(`delete from seller_features where seller_id = $1 and feature = $2`, [
        seller.id,
        'view_disable_refund',
      ]);
    }
  });

  it('refuses a session at once after its logout', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    expect(await settledStatus(session, 200)).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: t.bearer(session),
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users/feature-toggles',
      headers: t.bearer(session),
    });
    expect(after.statusCode).toBe(401);
  });
});

describe.runIf(process.env.DATABASE_URL)('the listening connection (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const cached = async (session: { token: string }) => {
    const { familyId } = await t.ctx.tokens.verifyAccess(session.token);
    return t.ctx.principals.get(familyId) !== undefined;
  };
  const toggles = (session: { token: string }) =>
    t.app.inject({ method: 'GET', url: '/api/users/feature-toggles', headers: t.bearer(session) });

  it('caches nothing while it is lost, and caches again once it listens anew', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    expect((await toggles(session)).statusCode).toBe(200);
    expect(await cached(session)).toBe(true);

    // The server drops the LISTEN connection (a restart, a failover, an idle-session kill).
    const admin = new pg.Client({ connectionString: t.ctx.database.connectionString });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN cofre_principals%'`,
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    let dropped = false;
    for (let waited = 0; waited < 2_000 && !dropped; waited += 20) {
      dropped = !(await cached(session));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(dropped).toBe(true);
    // Requests keep working from the database meanwhile, and caching resumes after the reconnect.
    let again = false;
    for (let waited = 0; waited < 5_000 && !again; waited += 100) {
      expect((await toggles(session)).statusCode).toBe(200);
      again = await cached(session);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(again).toBe(true);
  });
});
