import { setTimeout as sleep } from 'node:timers/promises';
// `npm run bench:idle`: what an idle server with the worker costs (docs/operations.md, "Idle
// workers"): on PostgreSQL the database's transactions a second (pg_stat_database), on both
// databases the process's CPU share, over BENCH_IDLE_SECONDS (default 30) after a 10 s settle.
// Nothing is seeded: idle cost is the loops', not the data's.
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { onEachDatabase } from './support.js';

const SETTLE_MS = 10_000;

async function transactions(databaseUrl: string): Promise<number> {
  const url = new URL(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      'select (xact_commit + xact_rollback)::text as n from pg_stat_database where datname = $1',
      [url.pathname.slice(1)],
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function measure(label: string, base: Config, seconds: number) {
  const { app } = await buildApp({ ...base, worker: true, scheduler: true });
  try {
    await sleep(SETTLE_MS);
    const before = base.databaseUrl ? await transactions(base.databaseUrl) : 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await sleep(seconds * 1000);
    const used = process.cpuUsage(cpu);
    const elapsedS = (performance.now() - started) / 1000;
    // Two reads of pg_stat_database are themselves two transactions.
    const after = base.databaseUrl ? (await transactions(base.databaseUrl)) - 2 : 0;
    const share = ((used.user + used.system) / 1e6 / elapsedS) * 100;
    const perSecond = base.databaseUrl ? `${((after - before) / elapsedS).toFixed(1)} transactions/s, ` : '';
    console.log(`${label}: idle with the worker, ${perSecond}${share.toFixed(1)} % of a core`);
  } finally {
    await app.close();
  }
}

const seconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
await onEachDatabase('idle', measure, { pglite: seconds, postgres: seconds });
