import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeDetail } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { releaseReceivables } from '../src/modules/charges/index.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { sweepBatches } from '../src/modules/payment-batches/index.js';
import { reconcileBoletoPayments } from '../src/modules/payments/index.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { batchBoleto, paymentFileOf } from './support/batches.js';
import { chargeInput } from './support/charges.js';
import { testConfig } from './support/config.js';
import { crashBench, kill9 } from './support/crash.js';

/**
 * Issue 38: "kill -9 in the middle of a batch → after restart every line paid exactly once". A real
 * server process (with its job worker) takes a batch of 300 boletos and starts paying it; once some
 * lines are paid it is killed with SIGKILL. The sweep, run past the lease on the same database,
 * takes the lines the dead runner left (claimed or not), the boleto reconciler settles a payment
 * whose bank call was cut, and the batch completes: 300 payments, one per line, the books balanced.
 * PostgreSQL only.
 */

const NOON = new Date('2026-11-23T15:00:00Z');
const LINES = 300;
const crash = crashBench('batch-crash');
beforeAll(crash.setUp);
afterAll(crash.tearDown);
const { rows } = crash;

const inProcess = (clock: ManualClock) =>
  buildApp(testConfig({ databaseUrl: crash.bench.databaseUrl, dataDir: crash.bench.dataDir }), { clock });

const AVAILABLE = `select balance_cents::int as available from ledger_accounts a join sellers s on s.id = a.seller_id
  where s.email = 'contato@demo.cofre.dev' and a.kind = 'SELLER_AVAILABLE' and a.sub_seller_id is null`;

describe.skipIf(!process.env.DATABASE_URL)('a batch survives kill -9', { timeout: 240_000 }, () => {
  it('pays every line exactly once after the server died in the middle of it', async () => {
    const setup = await inProcess(new ManualClock(NOON));
    const signIn = await setup.app.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      payload: { email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${signIn.json().token as string}` };
    const charge: ChargeDetail = (
      await setup.app.inject({
        method: 'POST',
        url: '/api/charges',
        headers: auth,
        payload: chargeInput({ value: 50_000, paymentMethod: 'PIX' }),
      })
    ).json();
    await setup.app.inject({ method: 'POST', url: `/api/sandbox/charges/${charge.uuid}/payments`, headers: auth });
    await releaseReceivables(setup.ctx);
    await setup.app.close();
    const [{ available: before } = { available: 0 }] = await rows<{ available: number }>(AVAILABLE);
    expect(before).toBeGreaterThan(LINES * 100);

    const server = await crash.startServer({ WORKER: 'true' });
    const token = (
      (await (
        await fetch(`${server.address}/api/public/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD }),
        })
      ).json()) as { token: string }
    ).token;
    const today = businessDate(new Date());
    const file = paymentFileOf(
      Array.from({ length: LINES }, (_, index) => ({
        kind: 'boleto' as const,
        barcode: batchBoleto(100, '2026-12-30', '237').barcode,
        name: `Fornecedor ${index + 1}`,
        amount: 100,
        date: today,
      })),
      today,
    );
    const headers = { authorization: `Bearer ${token}` };
    const uploaded = (await (
      await fetch(`${server.address}/api/payments/batches?fileName=crash.txt`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        body: file,
      })
    ).json()) as { id: string; validLines: number };
    expect(uploaded.validLines).toBe(LINES);
    const submitted = await fetch(`${server.address}/api/payments/batches/${uploaded.id}/submission`, {
      method: 'POST',
      headers,
    });
    expect(((await submitted.json()) as { status: string }).status).toBe('processing');

    // The server's worker pays the lines; it dies once some are paid and the rest are not.
    const deadline = Date.now() + 60_000;
    let paid = 0;
    while (paid < 30) {
      if (Date.now() > deadline) throw new Error('the batch never started paying');
      [{ paid = 0 } = { paid: 0 }] = await rows<{ paid: number }>(
        `select count(*)::int as paid from boleto_payments where batch_id = $1`,
        [uploaded.id],
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await kill9(server.child);
    const [{ left = 0 } = { left: 0 }] = await rows<{ left: number }>(
      `select count(*)::int as left from payment_batch_lines where batch_id = $1 and status in ('valid', 'processing')`,
      [uploaded.id],
    );
    expect(left).toBeGreaterThan(0);

    // After the restart: the sweep past the lease, and the reconciler for a bank call the kill cut.
    const after = await inProcess(new ManualClock(new Date(Date.now() + 5 * 60_000)));
    try {
      await sweepBatches(after.ctx);
      await reconcileBoletoPayments(after.ctx);
      await sweepBatches(after.ctx);
      const perLine = await rows<{ line: number; payments: number }>(
        `select batch_line as line, count(*)::int as payments from boleto_payments where batch_id = $1 group by batch_line`,
        [uploaded.id],
      );
      expect(perLine).toHaveLength(LINES);
      expect(perLine.every((row) => row.payments === 1)).toBe(true);
      const [batch] = await rows<{ status: string }>(`select status from payment_batches where id = $1`, [uploaded.id]);
      expect(batch?.status).toBe('completed');
      const statuses = await rows<{ status: string; count: number }>(
        `select status, count(*)::int as count from payment_batch_lines where batch_id = $1 group by status`,
        [uploaded.id],
      );
      expect(statuses).toEqual([{ status: 'paid', count: LINES }]);
      const atBank = await rows<{ count: number }>(
        `select count(*)::int as count from sandbox_boleto_payments s join boleto_payments p on p.id::text = s.reference
         where p.batch_id = $1 and s.received`,
        [uploaded.id],
      );
      expect(atBank).toEqual([{ count: LINES }]);
      const [{ available } = { available: 0 }] = await rows<{ available: number }>(AVAILABLE);
      expect(available).toBe(before - LINES * 100);
      expect(await checkLedger(after.ctx)).toEqual([]);
    } finally {
      await after.app.close();
    }
  });
});
