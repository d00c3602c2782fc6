import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { JobQueue } from '../src/jobs/queue.js';
import { MAIL_SEND_JOB } from '../src/modules/mail/service.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const states = async () => {
  const result = await t.ctx.db.execute(
    sql`select data->>'id' as id, state from pgboss.job where name = ${MAIL_SEND_JOB} order by data->>'id'`,
  );
  return (result as unknown as { rows: Array<{ id: string; state: string }> }).rows;
};

describe('job queue batches', () => {
  it('fails only the job that threw; the rest of its batch completes, once', async () => {
    const ran: string[] = [];
    await t.ctx.jobs.sendMany(
      MAIL_SEND_JOB,
      ['a', 'b', 'c', 'd'].map((id) => ({ id })),
    );
    // A worker over the mail queue whose handler refuses 'b'; nothing else consumes it in tests.
    await t.ctx.jobs.work([
      {
        name: MAIL_SEND_JOB,
        batchSize: 10,
        run: (data) => {
          const { id } = data as { id: string };
          ran.push(id);
          return id === 'b' ? Promise.reject(new Error('refused')) : Promise.resolve();
        },
      },
    ]);
    await expect.poll(states, { timeout: 10_000 }).toEqual([
      { id: 'a', state: 'completed' },
      { id: 'b', state: 'retry' },
      { id: 'c', state: 'completed' },
      { id: 'd', state: 'completed' },
    ]);
    expect([...ran].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('job queue settlement', () => {
  it('logs a completion whose statement fails and leaves the job to expire, instead of ending the process', async () => {
    const logged: string[] = [];
    const log = { ...t.app.log, error: (entry: unknown, message?: string) => logged.push(message ?? '') };
    let refused = 0;
    // The queue's database, except that the first completion is cut as a pooler's restart cuts it.
    const database = {
      ...t.ctx.database,
      connectionString: undefined,
      executeSql: (text: string, values?: unknown[]) => {
        if (refused === 0 && text.includes("state = 'completed'")) {
          refused += 1;
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return t.ctx.database.executeSql(text, values);
      },
    };
    const queue = new JobQueue(database, log as unknown as FastifyBaseLogger);
    await queue.start([{ name: MAIL_SEND_JOB, run: async () => {} }]);
    try {
      await queue.send(MAIL_SEND_JOB, { id: 'cut' });
      await queue.work([{ name: MAIL_SEND_JOB, run: async () => {} }]);
      // Vitest fails the run on an unhandled rejection: before the fix, this one ended the test process.
      await expect.poll(() => logged, { timeout: 10_000 }).toContain('job queue error');
      expect(refused).toBe(1);
      expect((await states()).filter((job) => job.id === 'cut')).toEqual([{ id: 'cut', state: 'active' }]);
    } finally {
      await queue.stop();
    }
  });
});
