import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
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
