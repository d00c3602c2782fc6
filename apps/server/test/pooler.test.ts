import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SessionResponse } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/context.js';
import type { MailMessage } from '../src/providers/mail/port.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { chargeInput } from './support/charges.js';
import { testConfig } from './support/config.js';
import { crashBench } from './support/crash.js';
import { pgBouncerAvailable, startPgBouncer } from './support/pgbouncer.js';

const { bench, setUp, tearDown } = crashBench('pooler');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The whole server behind PgBouncer in transaction mode (docs/operations.md, "Behind a pooler"):
 * DATABASE_PREPARED_STATEMENTS=false, and DATABASE_DIRECT_URL for what needs a session (LISTEN, the
 * scheduler's lock, migrations). Four server connections for every client, so one client's
 * transactions land on different ones: a named statement, a LISTEN or a session lock through the
 * pooler would fail or go deaf here.
 */
describe.runIf(process.env.DATABASE_URL && pgBouncerAvailable())('behind PgBouncer (transaction mode)', () => {
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  let app: FastifyInstance;
  let ctx: AppContext;
  let admin: SessionResponse;
  const sent: string[] = [];

  beforeAll(async () => {
    await setUp();
    bouncer = await startPgBouncer(bench.databaseUrl!);
    const mailSender = {
      kind: 'file' as const,
      send: async (message: MailMessage) => void sent.push(String(message.to)),
    };
    ({ app, ctx } = await buildApp(
      testConfig({
        databaseUrl: bouncer.url,
        databaseDirectUrl: bench.databaseUrl,
        preparedStatements: false,
        worker: true,
        scheduler: true,
      }),
      { mailSender },
    ));
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      payload: { email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    admin = signIn.json();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await bouncer?.stop();
    await tearDown();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin.token}` } });

  it('serves the hot paths (their named statements are sent unnamed) again and again', async () => {
    const before = await bouncer.transactions();
    for (let round = 0; round < 5; round += 1) {
      const created = await call('POST', '/api/charges', chargeInput({ paymentMethod: 'PIX' }));
      expect(created.statusCode, created.body).toBe(201);
      const { uuid } = created.json() as { uuid: string };
      // The list and the detail are the reads drizzle names (`.prepare`); run often, they would be
      // prepared on one server connection and executed on another.
      const list = await call('GET', '/api/charges?paymentMethod=PIX&size=20');
      expect(list.statusCode, list.body).toBe(200);
      const detail = await call('GET', `/api/charges/${uuid}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect((await call('GET', '/api/notification-panel')).statusCode).toBe(200);
    }
    expect(await bouncer.transactions()).toBeGreaterThan(before + 20);
  });

  it('hears the work signal on the direct connection: a queued e-mail is sent at once', async () => {
    expect(ctx.workSignal.listening).toBe(true);
    await sleep(500);
    await ctx.mail.queue({ to: 'pooled@demo.cofre.dev', subject: 'Oi', text: 'Oi', html: '<p>Oi</p>' });
    const started = performance.now();
    while (!sent.includes('pooled@demo.cofre.dev')) {
      if (performance.now() - started > 5_000) throw new Error('the e-mail was not sent within 5 s');
      await sleep(20);
    }
    // The on-demand poll is 30 s: only the signal makes it this fast.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('holds the scheduler lock on the direct connection, not through the pooler', async () => {
    const { rows } = await ctx.database.executeSql(
      `select count(*)::int as n from pg_stat_activity a join pg_locks l on l.pid = a.pid
        where l.locktype = 'advisory' and l.granted and a.application_name = 'cofre-scheduler'`,
    );
    expect((rows[0] as { n: number }).n).toBe(1);
  });
});
