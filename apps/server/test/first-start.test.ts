import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/lib/clock.js';
import { cards } from '../src/modules/cards/index.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { paymentBatches } from '../src/modules/payment-batches/index.js';
import { demoSellerExists } from '../src/ops/seed.js';
import { testConfig } from './support/config.js';

/**
 * `npm start` on an empty database seeds the demo inside `buildApp`, through the same rules as the
 * API, some of which queue jobs (a batch's approval queues its payment): the queues must exist
 * before the seed runs. A start that seeded before starting them failed with 'Unknown job'.
 * PGlite in a folder of its own (the first start's database); 200 demo charges instead of 3,000
 * (the payments' demo needs their balance, not their number), and 12 subscriptions instead of 120
 * (their 12 months of cycles were a third of the test).
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cofre-first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The same PGlite start whatever the run's database: once is enough.
it.skipIf(Boolean(process.env.DATABASE_URL))(
  'seeds the demo on the first start of an empty database, the work it queues included',
  async () => {
    const { app, ctx } = await buildApp(testConfig({ seedDemo: true, dataDir, databaseUrl: undefined }), {
      clock: new ManualClock(new Date('2026-11-23T15:00:00Z')),
      demoCharges: 200,
      demoSubscriptions: 12,
    });
    try {
      expect(await demoSellerExists(ctx)).toBe(true);
      const batches = await ctx.db.select({ status: paymentBatches.status }).from(paymentBatches);
      expect(batches.map((batch) => batch.status).sort()).toEqual(['completed', 'pending_approval']);
      const demoCards = await ctx.db.select({ name: cards.name, status: cards.status }).from(cards);
      expect(demoCards.map((card) => `${card.name}: ${card.status}`).sort()).toEqual([
        'Assinaturas SaaS: ACTIVE',
        'Eventos: BLOCKED',
        'Viagens: ACTIVE',
      ]);
      expect(await checkLedger(ctx)).toEqual([]);
    } finally {
      await app.close();
    }
  },
  120_000,
);
