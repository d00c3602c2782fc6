// `npm run bench:clients`: the client list and search with 100,000 clients in one seller (issue 3
// budget: p95 ≤ 25 ms), over loopback HTTP, on PGlite and, when BENCH_DATABASE_URL points at a
// PostgreSQL server, on a fresh database there too.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { demoClient, insertDemoClients } from '../src/ops/demo-clients.js';
import { findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { benchConfig, benchToken, ROUNDS, scratchDatabase, timeCases } from './support.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);

async function measure(label: string, config: Config) {
  const { app, ctx } = await buildApp(config);
  try {
    await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const began = performance.now();
    await insertDemoClients(ctx.db, ctx.clock, seller.id, 250, CLIENTS);
    await ctx.database.executeSql('VACUUM ANALYZE seller_clients');
    console.log(`${label}: ${CLIENTS} clients inserted in ${((performance.now() - began) / 1000).toFixed(1)} s`);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await benchToken(address);
    const headers = { authorization: `Bearer ${token}` };
    const lastPage = Math.ceil(CLIENTS / 20) - 1;
    const sample = demoClient(CLIENTS - 7);
    const cases: Record<string, (round: number) => string> = {
      'first page': () => '',
      'deep page (random)': (round) => `page=${Math.floor((((round * 7919) % 1000) / 1000) * lastPage)}`,
      'last page': () => `page=${lastPage}`,
      'name, common (silva)': () => 'search=silva',
      'name, accents (sebastiao freitas)': () => 'search=sebastiao%20freitas',
      'name prefix, 2 letters': () => 'search=an',
      'document, partial': () => `search=${sample.documentNumber.slice(1, 8)}`,
      'document, masked': () =>
        `search=${encodeURIComponent(sample.documentNumber.replace(/^(\d{3})(\d{3})/, '$1.$2.'))}`,
      'e-mail': () => `search=${encodeURIComponent(sample.email)}`,
      'no match': () => 'search=zzzqqq',
      'picker page (100)': () => 'size=100&search=mar',
    };
    console.log(`${label}: GET /api/seller-clients, ${ROUNDS} calls per case after 5 warm-up calls`);
    const paths = Object.fromEntries(
      Object.entries(cases).map(([name, query]) => [name, (round: number) => `/api/seller-clients?${query(round)}`]),
    );
    const p95 = await timeCases(address, headers, `${label} (budget p95 25 ms)`, paths);
    return p95;
  } finally {
    await app.close();
  }
}

const base = benchConfig();
const results: number[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cofre-bench-clients-'));
try {
  results.push(await measure('PGlite', { ...base, dataDir, databaseUrl: undefined }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const database = await scratchDatabase(serverUrl);
  try {
    results.push(await measure('PostgreSQL', { ...base, dataDir: os.tmpdir(), databaseUrl: database.url }));
  } finally {
    await database.drop();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://user@host:5432/postgres)');
}
process.exitCode = results.every((p95) => p95 <= 25) ? 0 : 1;
