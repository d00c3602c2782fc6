import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { SessionResponse } from '@cofre/contract';
import { announceWork, WorkSignal } from '../src/jobs/work-signal.js';
import type { MailMessage } from '../src/providers/mail/port.js';
import { rowsOf } from '../src/lib/rows.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';
import { startReceiver } from './support/webhook-receiver.js';

const quiet = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(10);
  }
  return performance.now() - started;
}

/**
 * The worker rests until work is announced (jobs/work-signal.ts): each case waits past the moment a
 * poll would have looked, so only the announcement can make it fast.
 */
describe('work signal: an idle worker wakes on committed work', () => {
  let t: TestApp;
  let admin: SessionResponse;
  const sent: Array<{ to: string; at: number }> = [];

  beforeAll(async () => {
    const mailSender = {
      kind: 'file' as const,
      send: async (message: MailMessage) => void sent.push({ to: String(message.to), at: performance.now() }),
    };
    t = await startTestApp({ mailSender, config: { worker: true } });
    admin = await t.signIn('admin@demo.cofre.dev');
  });
  afterAll(() => t.close());

  it('a job sent after the workers went idle runs at once, not at the next poll (5 s)', async () => {
    // The workers fetched once when they started; the next poll of an on-demand queue is 5 s later.
    await sleep(1_000);
    expect(t.ctx.workSignal.listening).toBe(true);
    const queuedAt = performance.now();
    await t.ctx.mail.queue({ to: 'acordado@demo.cofre.dev', subject: 'Oi', text: 'Oi', html: '<p>Oi</p>' });
    await until(() => sent.some((mail) => mail.to.includes('acordado@')), 4_000);
    const latency = sent.find((mail) => mail.to.includes('acordado@'))!.at - queuedAt;
    expect(latency).toBeLessThan(2_000);
  });

  it("a paid charge's event reaches the seller's endpoint at once, though the dispatcher rests 30 s", async () => {
    const receiver = await startReceiver();
    try {
      const call = caller(t);
      const hook = await call(admin, 'POST', '/api/seller-api-webhooks', {
        title: 'Acordado',
        url: receiver.url,
        domains: ['ORDER'],
      });
      expect(hook.statusCode, hook.body).toBe(201);
      // Let the dispatcher drain what the endpoint's creation woke it for and settle into its rest.
      await sleep(1_000);
      const created = await call(admin, 'POST', '/api/charges', chargeInput({ paymentMethod: 'PIX' }));
      expect(created.statusCode, created.body).toBe(201);
      const { uuid } = created.json() as { uuid: string };
      const elapsed = await until(() => receiver.received.some((item) => item.payload.data.id === uuid), 10_000);
      expect(elapsed).toBeLessThan(2_000);
    } finally {
      await receiver.close();
    }
  });
});

describe('work signal: announcements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a loop woken by an announcement reads the work announced, committed', async () => {
    await t.ctx.db.execute(sql`create table work_probe (id int)`);
    const signal = new WorkSignal(60_000);
    const reads: Array<Promise<number>> = [];
    const count = async () =>
      Number(rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from work_probe`))[0]!.n);
    signal.on('probe', () => reads.push(count()));
    try {
      await signal.listen(t.ctx.database, quiet);
      expect(signal.listening).toBe(true);
      // Coming up wakes every loop once (what was announced before was missed): not this case's.
      await Promise.all(reads.splice(0));
      await t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`insert into work_probe values (1)`);
        await announceWork(tx, 'probe');
        await sleep(200);
      });
      await until(() => reads.length > 0, 2_000);
      // PostgreSQL tells the listener on commit. PGlite tells it at once, but its one connection
      // makes the woken read wait for the transaction: either way the read finds the row.
      expect(await Promise.all(reads)).toEqual([1]);
    } finally {
      await signal.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('PostgreSQL: a rolled-back transaction announces nothing', async () => {
    const signal = new WorkSignal(60_000);
    const heard: string[] = [];
    signal.on('topic-a', () => heard.push('a'));
    try {
      await signal.listen(t.ctx.database, quiet);
      heard.splice(0);
      await expect(
        t.ctx.db.transaction(async (tx) => {
          await announceWork(tx, 'topic-a');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await announceWork(t.ctx.db, 'topic-a');
      await until(() => heard.length > 0, 2_000);
      await sleep(200);
      expect(heard).toEqual(['a']);
    } finally {
      await signal.close();
    }
  });

  it('wakes every loop on a timer while it cannot listen', async () => {
    const signal = new WorkSignal(50);
    let wakes = 0;
    signal.on('job:x', () => (wakes += 1));
    const unreachable = {
      kind: 'postgres',
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
    } as unknown as Parameters<WorkSignal['listen']>[0];
    try {
      await signal.listen(unreachable, quiet);
      expect(signal.listening).toBe(false);
      await until(() => wakes >= 3, 2_000);
    } finally {
      await signal.close();
    }
    const after = wakes;
    await sleep(200);
    expect(wakes).toBe(after);
  });
});
