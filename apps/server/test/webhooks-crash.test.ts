import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { crashBench, kill9 } from './support/crash.js';
import { startReceiver } from './support/webhook-receiver.js';

/**
 * Issue 19: "the server killed (kill -9) between the change and the delivery still delivers after
 * restart". Real server processes (`src/main.ts`) on one PostgreSQL database (a copy of the seeded
 * template), killed with SIGKILL, then started again. PostgreSQL only: the embedded database would
 * need its demo seeded from scratch in each run (minutes), and is one process's anyway.
 */

const crash = crashBench('crash');
const startServer = crash.startServer;
beforeAll(crash.setUp);
afterAll(crash.tearDown);

async function session(address: string) {
  const response = await fetch(`${address}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  return async (method: string, url: string, body?: unknown) => {
    const answer = await fetch(`${address}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(answer.ok, `${method} ${url}: ${answer.status}`).toBe(true);
    return answer.json() as Promise<Record<string, string>>;
  };
}

const until = async (check: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!process.env.DATABASE_URL)('webhooks survive kill -9', { timeout: 180_000 }, () => {
  it('delivers an event committed before the crash, and one whose attempt the crash cut', async () => {
    const receiver = await startReceiver();
    try {
      // 1. A server without the worker: the charge is paid, its events committed, nothing sent. Killed.
      const first = await startServer({ WORKER: 'false' });
      const call = await session(first.address);
      const { secret } = await call('POST', '/api/seller-api-webhooks', {
        title: 'Crash',
        url: receiver.url,
        domains: ['ORDER'],
      });
      const charge = await call('POST', '/api/charges', {
        title: 'Pedido antes da queda',
        value: 3_000,
        paymentMethod: 'PIX',
        expirationDate: '2026-12-31',
        customer: { name: 'Quésia Queda', document: '52998224725', email: 'q@exemplo.com', phone: '11987654321' },
      });
      await call('POST', `/api/sandbox/charges/${charge.uuid}/payments`);
      await kill9(first.child);
      expect(receiver.received).toHaveLength(0);

      // 2. Restarted with the worker (a 2 s lease): the events go. The receiver then holds its answer
      // to the test event, and the server is killed mid-attempt.
      const second = await startServer({ WORKER: 'true', WEBHOOK_LEASE_MS: '2000' });
      await until(() => receiver.received.filter((item) => item.payload.data.id === charge.uuid).length === 2);
      const release = receiver.holdAnswers();
      const callAgain = await session(second.address);
      const endpoint = (await callAgain('GET', '/api/seller-api-webhooks')) as unknown as {
        content: Array<{ id: string }>;
      };
      const test = await callAgain('POST', `/api/seller-api-webhooks/${endpoint.content[0]!.id}/test`);
      await until(() => receiver.received.some((item) => item.id === test.eventId));
      await kill9(second.child);
      release();

      // 3. Started again: once the dead server's lease is over, the cut attempt is made again.
      const third = await startServer({ WORKER: 'true' });
      await until(() => receiver.received.filter((item) => item.id === test.eventId).length === 2);
      receiver.verifyAll(secret!);
      const types = receiver.received
        .filter((item) => item.payload.data.id === charge.uuid || item.payload.type === 'webhook.test')
        .map((item) => item.payload.type)
        .sort();
      expect(types).toEqual(['charge.created', 'charge.paid', 'webhook.test', 'webhook.test']);
      await kill9(third.child);
    } finally {
      await receiver.close();
    }
  });
});
