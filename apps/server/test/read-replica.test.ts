import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { SessionResponse } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/context.js';
import { runChargeExport } from '../src/modules/charge-exports/index.js';
import type { ReadStats } from '../src/db/read-router.js';
import { ReadRouter, walPosition } from '../src/db/read-router.js';
import type { Database } from '../src/db/client.js';
import { pino } from 'pino';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { chargeInput } from './support/charges.js';
import { testConfig } from './support/config.js';
import { replicaAvailable, startPrimaryAndReplica } from './support/replica.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('walPosition', () => {
  it('orders WAL positions as PostgreSQL does', () => {
    expect(walPosition('0/16B3748')).toBe(0x16b3748n);
    expect(walPosition('1/0') > walPosition('0/FFFFFFFF')).toBe(true);
    expect(walPosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });
});

describe('ReadRouter: where a read goes', () => {
  /** A stand-in database answering one WAL position (or never), with a marker for `db`. */
  const fake = (name: string, position: () => Promise<string>) =>
    ({
      db: { name },
      executeSql: async () => ({ rows: [{ position: await position(), replayed: await position() }] }),
      close: async () => {},
    }) as unknown as Database;
  const quiet = pino({ level: 'silent' });

  it('reads the replica once it has replayed the seller’s write, the primary before', async () => {
    let primaryAt = '0/100';
    let replayedAt = '0/100';
    const primary = fake('primary', async () => primaryAt);
    const router = new ReadRouter(
      primary,
      fake('replica', async () => replayedAt),
      quiet,
    );
    await router.poll();
    expect(router.reader('s1')).toEqual({ name: 'replica' });
    primaryAt = '0/200';
    // The seller wrote at 0/200 (the cookie); the replica is still at 0/100.
    expect(router.reader('s1', walPosition('0/200'))).toEqual({ name: 'primary' });
    expect(router.reader('s2')).toEqual({ name: 'replica' });
    replayedAt = '0/200';
    await router.poll();
    expect(router.reader('s1', walPosition('0/200'))).toEqual({ name: 'replica' });
    expect(router.stats()).toMatchObject({ replicaReads: 3, primaryReads: 1, ownWrites: 1, fallbacks: 0 });
  });

  it('a replica that never answers is given up after the poll deadline, not trusted on its last answer', async () => {
    const primary = fake('primary', async () => '0/100');
    let hang = false;
    const router = new ReadRouter(
      primary,
      fake('replica', () => (hang ? new Promise<string>(() => {}) : Promise.resolve('0/100'))),
      quiet,
    );
    await router.poll();
    expect(router.stats().healthy).toBe(true);
    hang = true;
    const started = performance.now();
    await router.poll();
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(router.stats()).toMatchObject({ healthy: false, lagMs: null });
    expect(router.reader('s1')).toEqual({ name: 'primary' });
    expect(router.stats().fallbacks).toBe(1);
  });
});

describe('ReadRouter: where a job reads for a request (exports, reports)', () => {
  const quiet = pino({ level: 'silent' });
  const named = (name: string) => ({ db: { name }, close: async () => {} }) as unknown as Database;

  it('the replica once it has the request’s own row; the primary when it does not within the allowed lag', async () => {
    const primary = named('primary');
    const replica = named('replica');
    const router = new ReadRouter(primary, replica, quiet);
    let seen = 0;
    // The replica shows the row at the third look (it was replaying).
    expect(await router.databaseHaving(async () => ++seen >= 3)).toBe(replica);
    const started = performance.now();
    expect(await router.databaseHaving(async () => false)).toBe(primary);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(await router.databaseHaving(async () => Promise.reject(new Error('down')))).toBe(primary);
    expect(router.stats()).toMatchObject({ replicaReads: 1, primaryReads: 2, fallbacks: 2 });
    expect(await new ReadRouter(primary, undefined, quiet).databaseHaving(async () => true)).toBe(primary);
  });
});

/**
 * DATABASE_READ_URL against a real streaming replica (a private primary and replica made with
 * initdb and pg_basebackup, docs/operations.md "Read replica"): the list reads the replica; a
 * seller's own write is read back at once by any API process (the cookie), even while the replica
 * has stopped replaying; a replica down sends reads to the primary and says so.
 */
describe.runIf(process.env.DATABASE_URL && replicaAvailable())('read replica with read-your-writes', () => {
  let cluster: Awaited<ReturnType<typeof startPrimaryAndReplica>>;
  let first: FastifyInstance;
  let firstCtx: AppContext;
  let second: FastifyInstance;
  let admin: SessionResponse;

  const stats = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/health/replica' })).json() as ReadStats;
  async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > timeoutMs) throw new Error(`${what} not within ${timeoutMs} ms`);
      await sleep(100);
    }
  }
  async function onReplica<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: cluster.replicaUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const list = (app: FastifyInstance, cookie?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/charges?size=100',
      headers: { authorization: `Bearer ${admin.token}`, ...(cookie ? { cookie } : {}) },
    });
  const ids = (response: { json(): unknown }) =>
    (response.json() as { content: Array<{ uuid: string }> }).content.map((charge) => charge.uuid);

  beforeAll(async () => {
    cluster = await startPrimaryAndReplica();
    const client = new pg.Client({ connectionString: cluster.primaryAdminUrl });
    await client.connect();
    await client.query('CREATE DATABASE cofre');
    await client.end();
    const config = testConfig({
      databaseUrl: cluster.primaryUrl,
      databaseReadUrl: cluster.replicaUrl,
      seedDemo: true,
    });
    ({ app: first, ctx: firstCtx } = await buildApp(config, { demoCharges: false }));
    // A second API process on the same databases: it never saw the first one's writes.
    ({ app: second } = await buildApp({ ...config, seedDemo: false, migrateOnStart: false }));
    await until(async () => (await stats(first)).healthy && (await stats(second)).healthy, 'a healthy replica');
    const signIn = await first.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      payload: { email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    admin = signIn.json();
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await cluster?.stop();
  });

  it('the charges list reads the replica while the seller has written nothing', async () => {
    const before = await stats(second);
    const response = await list(second);
    expect(response.statusCode, response.body).toBe(200);
    const after = await stats(second);
    expect(after.replicaReads).toBe(before.replicaReads + 1);
    expect(after.primaryReads).toBe(before.primaryReads);
  });

  it("a seller's write is read back at once by any process, though the replica stopped replaying", async () => {
    await onReplica('select pg_wal_replay_pause()');
    try {
      const created = await first.inject({
        method: 'POST',
        url: '/api/charges',
        payload: chargeInput({ paymentMethod: 'PIX' }),
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { uuid } = created.json() as { uuid: string };
      const setCookie = String(created.headers['set-cookie']);
      expect(setCookie).toMatch(/^cofre_read_after=\d+; Max-Age=60; Path=\/api; HttpOnly; SameSite=Strict/);
      const cookie = setCookie.split(';')[0]!;
      // The replica really has not got it.
      expect(await onReplica('select id from charges where id = $1', [uuid])).toEqual([]);
      // The process that wrote remembers; another one learns it from the cookie.
      expect(ids(await list(first))).toContain(uuid);
      expect(ids(await list(second, cookie))).toContain(uuid);
      // Without the cookie the other process has no way to know: it reads the (stale) replica,
      // as long as the replica is within its second of lag.
      const stale = await list(second);
      const state = await stats(second);
      if (state.healthy) expect(ids(stale)).not.toContain(uuid);
      await onReplica('select pg_wal_replay_resume()');
      await until(
        async () => (await onReplica('select id from charges where id = $1', [uuid])).length === 1,
        'the replica replaying the charge',
      );
      // Replayed (and seen so by the router's next poll, 200 ms): the cookie no longer keeps the read
      // on the primary, and the replica's answer has the charge.
      let last = await list(second, cookie);
      await until(async () => {
        const replicaReads = (await stats(second)).replicaReads;
        last = await list(second, cookie);
        return (await stats(second)).replicaReads === replicaReads + 1;
      }, 'reads with the cookie back on the replica');
      expect(ids(last)).toContain(uuid);
    } finally {
      await onReplica('select pg_wal_replay_resume()').catch(() => {});
    }
  });

  it("an export's job reads the replica once it has the request, and the primary while it has not; either way with the charge created just before", async () => {
    const exportNewCharge = async () => {
      const created = await first.inject({
        method: 'POST',
        url: '/api/charges',
        payload: chargeInput({ paymentMethod: 'PIX', title: `Exportada ${Date.now()}` }),
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { title, expirationDate } = created.json() as { title: string; expirationDate: string };
      const requested = await first.inject({
        method: 'POST',
        url: '/api/charge-exports',
        payload: { expirationDateInitial: expirationDate, expirationDateFinal: expirationDate },
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(requested.statusCode, requested.body).toBe(202);
      const { uuid } = requested.json() as { uuid: string };
      const before = firstCtx.reads.stats();
      await runChargeExport(firstCtx, uuid);
      const after = firstCtx.reads.stats();
      const file = await first.inject({
        method: 'GET',
        url: `/api/charge-exports/${uuid}/file`,
        headers: { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'identity' },
      });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.body).toContain(title);
      return { replica: after.replicaReads - before.replicaReads, primary: after.primaryReads - before.primaryReads };
    };
    // Replaying: the job waits (up to its second) for the request's row, then reads the replica.
    expect(await exportNewCharge()).toEqual({ replica: 1, primary: 0 });
    await onReplica('select pg_wal_replay_pause()');
    try {
      // Not replaying: the request never reaches the replica; after its second, the primary.
      expect(await exportNewCharge()).toEqual({ replica: 0, primary: 1 });
    } finally {
      await onReplica('select pg_wal_replay_resume()');
    }
    // Caught up again before the next test, which needs a healthy replica to stop.
    await until(async () => (await stats(first)).healthy && (await stats(second)).healthy, 'the replica caught up');
  });

  it('a replica that is down sends the reads to the primary, and the stats say so', async () => {
    cluster.stopReplica();
    try {
      await until(async () => !(await stats(second)).healthy, 'the replica seen down');
      const before = await stats(second);
      const response = await list(second);
      expect(response.statusCode, response.body).toBe(200);
      const after = await stats(second);
      expect(after.fallbacks).toBe(before.fallbacks + 1);
      expect(after.lagMs).toBeNull();
    } finally {
      cluster.startReplica();
    }
    await until(async () => (await stats(second)).healthy, 'the replica back');
  });
});
