import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { CHAOS_LEASES, runTopologyChaos } from '../bench/topology-chaos.js';
import { HAPROXY } from '../bench/haproxy.js';
import { startTopology } from '../bench/topology.js';
import { chargeInput } from './support/charges.js';
import { kill9 } from './support/crash.js';
import { pgBouncerAvailable } from './support/pgbouncer.js';
import { replicaAvailable } from './support/replica.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The production shape on one machine (bench/topology.ts): HAProxy → two API processes → PgBouncer
 * (transaction mode) → the primary, a streaming replica for the lists, two workers and a scheduler,
 * each a real process. What a seller does through the load balancer works whichever process answers,
 * and keeps working when one API process is killed.
 */
describe.runIf(process.env.DATABASE_URL && HAPROXY && pgBouncerAvailable() && replicaAvailable())(
  'the topology: HAProxy, two APIs, PgBouncer, a replica, two workers, a scheduler',
  () => {
    let topology: Awaited<ReturnType<typeof startTopology>>;
    let token = '';
    /** The browser's cookie jar, as far as the API uses it (the read-after position). */
    let cookie = '';

    const call = async (method: string, url: string, body?: object) => {
      const response = await fetch(`${topology.url}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return response;
    };

    beforeAll(async () => {
      // Two schedulers: the chaos below kills the leader and the other takes over. No demo subscription:
      // nothing here reads one, and their twelve months of cycles were most of the seed's 19 s.
      topology = await startTopology({ demoCharges: 20, demoSubscriptions: 0, schedulers: 2, env: CHAOS_LEASES });
      const signIn = await call('POST', '/api/public/auth/sign-in', {
        email: 'admin@demo.cofre.dev',
        password: DEMO_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      token = ((await signIn.json()) as { token: string }).token;
    }, 240_000);
    afterAll(async () => {
      await topology?.stop();
    }, 60_000);

    it('a charge created through the balancer is in the next lists, whichever API process serves them', async () => {
      const created = await call('POST', '/api/charges', chargeInput({ paymentMethod: 'PIX' }));
      expect(created.status).toBe(201);
      const { uuid } = (await created.json()) as { uuid: string };
      expect(cookie).toMatch(/^cofre_read_after=\d+$/);
      // Round robin: these land on both processes.
      for (let round = 0; round < 6; round += 1) {
        const list = await call('GET', '/api/charges?size=100');
        expect(list.status).toBe(200);
        const { content } = (await list.json()) as { content: Array<{ uuid: string }> };
        expect(content.map((charge) => charge.uuid)).toContain(uuid);
      }
    });

    it('a worker sends the e-mail a request queued (the work signal through the direct connection)', async () => {
      const outbox = path.join(topology.dataDir, 'outbox');
      const before = existsSync(outbox) ? readdirSync(outbox).length : 0;
      const response = await call('PATCH', '/api/public/users/reset-password', { email: 'admin@demo.cofre.dev' });
      expect(response.status).toBe(202);
      const started = Date.now();
      while ((existsSync(outbox) ? readdirSync(outbox).length : 0) <= before) {
        if (Date.now() - started > 10_000) throw new Error('no e-mail within 10 s');
        await sleep(100);
      }
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('one scheduler leads, on the direct connection', async () => {
      const client = new pg.Client({ connectionString: topology.cluster.primaryUrl });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and l.granted and a.application_name = 'cofre-scheduler'`,
        );
        expect(rows[0].n).toBe(1);
      } finally {
        await client.end();
      }
    });

    it('kill -9 of one API process: every request through the balancer still succeeds', async () => {
      const [victim] = topology.processes.filter((process) => process.role === 'api');
      await kill9(victim!.child);
      const statuses: number[] = [];
      for (let round = 0; round < 20; round += 1) statuses.push((await call('GET', '/api/charges?size=5')).status);
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Started again (a supervisor's work), it is back in HAProxy's rotation for what follows.
      await topology.respawn(victim!);
    });

    it(
      'chaos mid-burst (an API, a worker and the leading scheduler killed, the replica stopped, PgBouncer restarted): no answer lost to a client that retries with its key, nothing done twice, balanced books',
      { timeout: 300_000 },
      async () => {
        const report = await runTopologyChaos(topology, { clients: 4, phaseMs: 2_500 });
        for (const phase of ['before', 'API killed', 'worker killed', 'scheduler killed', 'replica stopped']) {
          expect(report.phases[phase]?.requests, phase).toBeGreaterThan(0);
        }
        // Nothing but a kill or the pooler's restart may cut a write's answer; a stopped replica cuts
        // none (a list read running on it at the very moment it stops may fail once, and is asked again).
        expect(report.phases['before']!.lost).toBe(0);
        expect(report.phases['replica stopped']!.lost - report.phases['replica stopped']!.lostReads).toBe(0);
        expect(report.mismatches).toEqual([]);
        expect(report.pendingPastLease).toBe(0);
        expect(report.keysStuckInFlight).toBe(0);
        expect(report.ledgerViolations).toEqual([]);
        expect(report.schedulerTakeoverMs).toBeLessThan(5_000);
        expect(report.leadersAtEnd).toBe(1);
        expect(report.sweepsQueuedTwice).toBe(0);
        expect(report.webhooks.events).toBeGreaterThan(0);
        expect(report.webhooks.undelivered).toBe(0);
        expect(report.webhooks.neverReceived).toBe(0);
        // A repeat only where a claim's lease ended (the killed worker's): never a send without a claim.
        expect(report.webhooks.unclaimedSends).toBe(0);
        expect(report.webhooks.pendingPastLease).toBe(0);
        expect(report.replicaFallbacks).toBeGreaterThan(0);
      },
    );
  },
);
