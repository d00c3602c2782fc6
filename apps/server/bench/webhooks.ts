import { setTimeout as sleep } from 'node:timers/promises';
// `npm run bench:webhooks`: issue 19's budgets, with the worker's dispatcher running against a local
// receiver (a real HTTP server on 127.0.0.1 answering 200):
// - from a charge paid (the sandbox payment's answer) to its `charge.paid` reaching the receiver:
//   p95 ≤ 2 s;
// - N queued events (BENCH_WEBHOOKS_PG, default 10,000) drained at ≥ 200 deliveries/s on PostgreSQL;
// - an `/api/v1/charges` list call with an API key: p95 ≤ 25 ms, then the same call from 16
//   concurrent clients for throughput.
// PGlite always (BENCH_WEBHOOKS_PGLITE, default 2,000 events), PostgreSQL when BENCH_DATABASE_URL is set.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { benchToken, onEachDatabase, percentile, timeCases } from './support.js';

/** The receiver: when each event id arrived, and of which charge each `charge.paid` was. */
async function startReceiver() {
  const arrivals = new Map<string, number>();
  const paidAt = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const now = performance.now();
      const event = JSON.parse(body) as { id: string; type: string; data: { id: string } };
      if (!arrivals.has(event.id)) arrivals.set(event.id, now);
      if (event.type === 'charge.paid') paidAt.set(event.data.id, now);
      response.writeHead(200).end('ok');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, arrivals, paidAt, close: () => server.close() };
}

async function measure(label: string, base: Config, events: number) {
  const config: Config = { ...base, worker: true, apiKeyRateLimit: { max: 1_000_000, windowMs: 1000 } };
  const { app, ctx } = await buildApp(config);
  const receiver = await startReceiver();
  try {
    await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await benchToken(address);
    const session = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = async (path: string, body?: unknown) => {
      const response = await fetch(`${address}${path}`, {
        method: 'POST',
        headers: body === undefined ? { authorization: session.authorization } : session,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, string>>;
    };
    await post('/api/seller-api-webhooks', { title: 'Bench', url: receiver.url, domains: ['ORDER', 'SUBSCRIPTION'] });

    // 1. Paid → first delivery.
    const latencies: number[] = [];
    for (let round = 0; round < 50; round++) {
      const charge = await post('/api/charges', {
        title: `Bench ${round}`,
        value: 1_000 + round,
        paymentMethod: 'PIX',
        expirationDate: '2026-12-31',
        customer: { name: 'Bianca Bench', document: '52998224725', email: 'bianca@exemplo.com', phone: '11987654321' },
      });
      await post(`/api/sandbox/charges/${charge.uuid}/payments`);
      const paid = performance.now();
      while (!receiver.paidAt.has(charge.uuid!)) await sleep(2);
      latencies.push(receiver.paidAt.get(charge.uuid!)! - paid);
    }
    const p95 = percentile(latencies, 95);
    console.log(
      `${label} charge paid → first delivery: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms` +
        ` (budget p95 ≤ 2000 ms) ${p95 <= 2000 ? 'PASS' : 'FAIL'}`,
    );

    // 2. N events queued at once, drained by the dispatcher.
    const before = receiver.arrivals.size;
    const queued = performance.now();
    await ctx.database.executeSql(
      `insert into integration_events (seller_id, type, domain, object_id, data, created_at)
       select $1, 'charge.updated', 'ORDER', gen_random_uuid(), jsonb_build_object('object', 'charge', 'n', n), now()
       from generate_series(1, $2::int) as n`,
      [seller.id, events],
    );
    while (receiver.arrivals.size < before + events) await sleep(20);
    const seconds = (performance.now() - queued) / 1000;
    const rate = events / seconds;
    console.log(
      `${label} ${events} queued events delivered in ${seconds.toFixed(1)} s: ${rate.toFixed(0)} deliveries/s` +
        ` (budget ≥ 200/s on PostgreSQL) ${rate >= 200 ? 'PASS' : 'CHECK'}`,
    );

    // 3. The public API with a key.
    const key = (await post('/api/seller-api-tokens', { title: 'Bench' })).key!;
    const headers = { authorization: `Bearer ${key}` };
    const listP95 = await timeCases(address, headers, `${label} /api/v1 list (budget p95 25 ms)`, {
      'GET /api/v1/charges': () => '/api/v1/charges?page=0&size=20',
      'GET /api/v1/seller-clients': () => '/api/v1/seller-clients?page=0&size=20',
    });
    console.log(`${label} /api/v1 list p95 ${listP95.toFixed(1)} ms ${listP95 <= 25 ? 'PASS' : 'FAIL'}`);
    const clients = 16;
    const perClient = 100;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let call = 0; call < perClient; call++) {
          const response = await fetch(`${address}/api/v1/charges?page=0&size=20`, { headers });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
        }
      }),
    );
    const perSecond = (clients * perClient) / ((performance.now() - started) / 1000);
    console.log(`${label} /api/v1/charges with ${clients} concurrent clients: ${perSecond.toFixed(0)} calls/s`);
  } finally {
    receiver.close();
    await app.close();
  }
}

await onEachDatabase('webhooks', measure, { pglite: 2_000, postgres: 10_000 });
