import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/lib/clock.js';
import { pollCardIssuing } from '../src/modules/cards/index.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { testConfig } from './support/config.js';
import { crashBench, kill9 } from './support/crash.js';

/**
 * Issue 39: a card's issuing survives kill -9 between the intent and the issuer's answer. A real
 * server process writes the card PENDING (its id the issuer's reference), then asks the sandbox
 * issuer, whose first request for a 'Lento…' card takes 30 s to arrive (docs/sandbox.md, "Card
 * issuer"). The test kills the server meanwhile; the poll job, past its lease, asks again under the
 * same reference and makes the card ACTIVE exactly once. PostgreSQL only.
 */

const crash = crashBench('cards-crash');
beforeAll(crash.setUp);
afterAll(crash.tearDown);
const { rows, waitFor } = crash;

describe.skipIf(!process.env.DATABASE_URL)('a card being issued survives kill -9', { timeout: 180_000 }, () => {
  it('makes the card whose server died during the issuer call ACTIVE once, under the reference of the intent', async () => {
    const server = await crash.startServer({ WORKER: 'false', ACQUIRER_TIMEOUT_MS: '60000' });
    const signedIn = await fetch(`${server.address}/api/public/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD }),
    });
    const token = ((await signedIn.json()) as { token: string }).token;
    const inFlight = fetch(`${server.address}/api/cards`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'lento-1' },
      body: JSON.stringify({ cardName: 'Lento viagens' }),
    }).catch(() => null);
    const [intent] = await waitFor<{ id: string }>(
      'the card written PENDING and its request on the way to the issuer',
      `select c.id from cards c join sandbox_issued_cards s on s.reference = c.id::text
       where c.name = 'Lento viagens' and c.status = 'PENDING' and not s.received`,
    );
    await kill9(server.child);
    expect(await inFlight).toBeNull();
    const id = intent!.id;
    expect(await rows(`select received from sandbox_issued_cards where reference = $1`, [id])).toEqual([
      { received: false },
    ]);

    // The poll job, past its lease: the issuer never received the request, so it is sent again under
    // the same reference (arriving at once) and the card made.
    const later = new ManualClock(new Date(Date.now() + 5 * 60_000));
    const after = await buildApp(testConfig({ databaseUrl: crash.bench.databaseUrl, dataDir: crash.bench.dataDir }), {
      clock: later,
    });
    try {
      expect(await pollCardIssuing(after.ctx)).toBe(1);
      // Another worker, the next minute: nothing left to settle.
      later.advance(61_000);
      expect(await pollCardIssuing(after.ctx)).toBe(0);
      const [card] = await rows<{ status: string; sealed: boolean; last4: string }>(
        `select status, pan_sealed is not null as sealed, last4 from cards where id = $1`,
        [id],
      );
      expect(card).toEqual({ status: 'ACTIVE', sealed: true, last4: expect.stringMatching(/^\d{4}$/) as string });
      const history = await rows<{ status: string }>(
        `select status from status_changes where entity = 'card' and entity_id = $1 order by changed_at`,
        [id],
      );
      expect(history.map((row) => row.status)).toEqual(['ACTIVE']);
      // One card at the issuer for this reference, and one card of that name at Cofre.
      expect(await rows(`select received from sandbox_issued_cards where reference = $1`, [id])).toEqual([
        { received: true },
      ]);
      expect(await rows(`select id from cards where name = 'Lento viagens'`)).toEqual([{ id }]);
    } finally {
      await after.app.close();
    }
  });
});
