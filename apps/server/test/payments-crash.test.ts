import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeDetail } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { releaseReceivables } from '../src/modules/charges/index.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { reconcilePixPayments } from '../src/modules/payments/index.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { chargeInput } from './support/charges.js';
import { testConfig } from './support/config.js';
import { crashBench, kill9 } from './support/crash.js';

/**
 * Issue 37: "kill -9 between debit and bank call → reconciled, ledger clean". A real server process
 * (`src/main.ts`) on a PostgreSQL copy of the seeded template takes a Pix of R$ x,94, which the
 * sandbox bank takes 30 s to receive; the test waits until the debit has committed (the payment is
 * processing) and kills the server with SIGKILL while the bank call is in flight. The reconcile job,
 * run past its lease, finds the bank never received it, sends it again under the same reference and
 * end-to-end id, and the payment completes: debited once, the books balanced. PostgreSQL only.
 */

// Monday 23 November 2026, 12:00 in São Paulo: a business day (the Pix charge funding it is released at once).
const NOON = new Date('2026-11-23T15:00:00Z');
const crash = crashBench('pix-crash');
beforeAll(crash.setUp);
afterAll(crash.tearDown);
const { rows } = crash;

/** The test's own view of the database: an in-process app on it, with a clock of its choosing. */
async function inProcess(clock: ManualClock) {
  return buildApp(testConfig({ databaseUrl: crash.bench.databaseUrl, dataDir: crash.bench.dataDir }), { clock });
}

/** The payments server: no worker (the test runs the reconcile job itself), a bank call that may take its time. */
const startServer = () => crash.startServer({ WORKER: 'false', ACQUIRER_TIMEOUT_MS: '60000' });

describe.skipIf(!process.env.DATABASE_URL)('a Pix payment survives kill -9', { timeout: 180_000 }, () => {
  it('is reconciled after the server died between the debit and the bank call: paid once, books balanced', async () => {
    // The demo seller's money: a paid Pix charge, released to the available balance.
    const clock = new ManualClock(NOON);
    const setup = await inProcess(clock);
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
    const [{ available: before } = { available: 0 }] = await rows<{ available: number }>(
      `select balance_cents::int as available from ledger_accounts a join sellers s on s.id = a.seller_id
       where s.email = 'contato@demo.cofre.dev' and a.kind = 'SELLER_AVAILABLE' and a.sub_seller_id is null`,
    );
    // The charge's value net of its fee.
    expect(before).toBeGreaterThan(40_000);
    await setup.app.close();

    // A real server takes the payment; it is killed once the debit committed, the bank call in flight.
    const server = await startServer();
    const token = (
      (await (
        await fetch(`${server.address}/api/public/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD }),
        })
      ).json()) as { token: string }
    ).token;
    const inFlight = fetch(`${server.address}/api/payments/pix`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'crash-1' },
      body: JSON.stringify({
        key: 'fornecedor@exemplo.com.br',
        amount: 1_294,
        paymentDate: businessDate(new Date()),
        costCenter: 'operacional',
      }),
    }).catch(() => null);
    const deadline = Date.now() + 30_000;
    let debited: Array<{ id: string; status: string }> = [];
    while (debited.length === 0) {
      if (Date.now() > deadline) throw new Error('the payment was never debited');
      debited = await rows(`select id, status from pix_payments where amount_cents = 1294`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await kill9(server.child);
    expect(await inFlight).toBeNull();
    const paymentId = debited[0]!.id;
    expect(debited[0]!.status).toBe('processing');
    // The bank never received it (only its mark of a request on the way); the money is held, once.
    expect(await rows(`select received from sandbox_pix_out where reference = $1`, [paymentId])).toEqual([
      { received: false },
    ]);
    const entries = await rows<{ kind: string }>(
      `select e.kind from journal_entries e join pix_payments p on p.entry_id = e.id where p.id = $1`,
      [paymentId],
    );
    expect(entries).toEqual([{ kind: 'PIX_PAYMENT' }]);

    // The reconcile job, past its lease: it sends the Pix again under the same reference, and it completes.
    const later = new ManualClock(new Date(Date.now() + 5 * 60_000));
    const after = await inProcess(later);
    try {
      expect(await reconcilePixPayments(after.ctx)).toBe(1);
      const [settled] = await rows<{ status: string; end_to_end_id: string }>(
        `select status, end_to_end_id from pix_payments where id = $1`,
        [paymentId],
      );
      expect(settled?.status).toBe('completed');
      const atBank = await rows<{ end_to_end_id: string }>(
        `select end_to_end_id from sandbox_pix_out where reference = $1`,
        [paymentId],
      );
      expect(atBank).toEqual([{ end_to_end_id: settled!.end_to_end_id }]);
      const [{ available } = { available: 0 }] = await rows<{ available: number }>(
        `select balance_cents::int as available from ledger_accounts a join sellers s on s.id = a.seller_id
         where s.email = 'contato@demo.cofre.dev' and a.kind = 'SELLER_AVAILABLE' and a.sub_seller_id is null`,
      );
      expect(available).toBe(before - 1_294);
      expect(await checkLedger(after.ctx)).toEqual([]);
    } finally {
      await after.app.close();
    }
  });
});
