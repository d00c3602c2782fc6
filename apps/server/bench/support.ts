import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { configFromEnv, type Config } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';

// Shared by the bench scripts: percentiles and the timed loop over HTTP cases.
export const ROUNDS = 100;

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  if (value === undefined) throw new RangeError('percentile of no values');
  return value;
};

/**
 * Each case 5 warm-up calls then ROUNDS timed ones; prints p50/p95 per case and returns the p95 of all
 * (every timed call is also pushed onto `sink`, when given).
 */
export async function timeCases(
  address: string,
  headers: Record<string, string>,
  label: string,
  cases: Record<string, (round: number) => string>,
  sink?: number[],
  /** Filled with each case's p95, when given. */
  perCase?: Map<string, number>,
) {
  const all: number[] = [];
  for (const [name, url] of Object.entries(cases)) {
    const times: number[] = [];
    for (let round = -5; round < ROUNDS; round++) {
      const start = performance.now();
      const response = await fetch(`${address}${url(round + 5)}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      if (round >= 0) times.push(performance.now() - start);
    }
    all.push(...times);
    sink?.push(...times);
    perCase?.set(name, percentile(times, 95));
    console.log(
      `  ${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(`${label}: p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`);
  return percentile(all, 95);
}

/**
 * Runs a measurement on a fresh PGlite, then on a fresh PostgreSQL database when BENCH_DATABASE_URL
 * is set (or on BENCH_<NAME>_PG_DATABASE, an existing one, kept). Sizes come from
 * BENCH_<NAME>_PGLITE / BENCH_<NAME>_PG or the defaults given.
 */
/** A bench's server: quiet, no jobs, no scheduler, no demo, no web app; `overrides` on top. */
export function benchConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({}),
    logLevel: 'warn',
    worker: false,
    scheduler: false,
    seedDemo: false,
    webDist: undefined,
    ...overrides,
  };
}

/** A fresh database on the PostgreSQL of `serverUrl`, for one bench; `drop` removes it. */
export async function scratchDatabase(serverUrl: string, prefix = 'cofre_bench') {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function onEachDatabase(
  name: string,
  measure: (label: string, config: Config, total: number) => Promise<unknown>,
  sizes: { pglite: number; postgres: number },
) {
  const env = (suffix: string) => process.env[`BENCH_${name.toUpperCase().replace(/-/g, '_')}_${suffix}`];
  const base = benchConfig();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cofre-bench-${name}-`));
  try {
    await measure('PGlite', { ...base, dataDir, databaseUrl: undefined }, Number(env('PGLITE') ?? sizes.pglite));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://user@host:5432/postgres)');
    return;
  }
  // BENCH_<NAME>_PG_DATABASE: measure on a database an earlier run left loaded (kept, not dropped).
  const reuse = env('PG_DATABASE');
  if (reuse) {
    const url = new URL(serverUrl);
    url.pathname = `/${reuse}`;
    const total = Number(env('PG') ?? sizes.postgres);
    await measure('PostgreSQL', { ...base, dataDir: os.tmpdir(), databaseUrl: url.toString() }, total);
    return;
  }
  const database = await scratchDatabase(serverUrl);
  try {
    await measure(
      'PostgreSQL',
      { ...base, dataDir: os.tmpdir(), databaseUrl: database.url },
      Number(env('PG') ?? sizes.postgres),
    );
  } finally {
    await database.drop();
  }
}

/** Signs the demo admin in on a listening server; the bearer token of the measured calls. */
export async function benchToken(address: string): Promise<string> {
  const signIn = await fetch(`${address}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD }),
  });
  return ((await signIn.json()) as { token: string }).token;
}
