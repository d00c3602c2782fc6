// `npm run bench:finance`: the home dashboard, the finance statement, a withdrawal and the statement
// CSV with N charges in one seller (issue 17 budgets: dashboard p95 ≤ 50 ms for a week, a month, 3
// months and a year; statement p95 ≤ 25 ms; withdrawal p95 ≤ 30 ms; a year's CSV in ≤ 10 s within
// 100 MB). N = 100,000 on PGlite and 1,000,000 on PostgreSQL (when BENCH_DATABASE_URL is set), or
// BENCH_FINANCE_CHARGES for both (BENCH_FINANCE_PGLITE / BENCH_FINANCE_PG per database).
// BENCH_FINANCE_EXPLAIN=1 prints the plans of the statement and dashboard queries after the timings.
// BENCH_FINANCE_PG_DATABASE=<name> measures a database an earlier run loaded (skips the 10-minute load).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { and, between, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { STATEMENT_TAB_RANGES, isWithdrawalBlocked } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { addDays, businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { sellerDailyTotals } from '../src/modules/dashboard/tables.js';
import { postings } from '../src/modules/ledger/tables.js';
import { findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER, demoSellerExists, seedDemo } from '../src/ops/seed.js';
import { loadBook, run } from './finance-book.js';
import { benchToken, onEachDatabase, percentile, ROUNDS } from './support.js';

const MB = 1024 * 1024;

/** Noon in São Paulo (UTC−3) of today's São Paulo date: a time withdrawals are allowed. */
const TODAY = businessDate(new Date());
const NOON = new Date(`${TODAY}T15:00:00Z`);

interface Row {
  database: string;
  total: number;
  name: string;
  p50: number;
  p95: number;
  budget: number;
}
interface CsvFigures {
  database: string;
  total: number;
  seconds: number;
  rows: number;
  bytes: number;
  heapGrowth: number;
  rssGrowth: number;
}
const rows: Row[] = [];
const csvs: CsvFigures[] = [];
const notes: string[] = [];

/** 5 warm-up calls then ROUNDS timed ones; one row of the summary. */
async function timeCase(
  database: string,
  total: number,
  name: string,
  budget: number,
  call: (round: number) => Promise<void>,
) {
  const times: number[] = [];
  for (let round = -5; round < ROUNDS; round++) {
    const start = performance.now();
    await call(round + 5);
    if (round >= 0) times.push(performance.now() - start);
  }
  const row = { database, total, name, p50: percentile(times, 50), p95: percentile(times, 95), budget };
  rows.push(row);
  console.log(
    `  ${name.padEnd(44)} p50 ${row.p50.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms  (budget ${budget})`,
  );
}

async function explain(ctx: AppContext, title: string, query: { sql: string; params: unknown[] }) {
  const result = (await ctx.database.executeSql(
    `explain (analyze, buffers) ${query.sql}`,
    query.params,
  )) as unknown as {
    rows: Array<Record<string, string>>;
  };
  console.log(`  EXPLAIN ${title}:\n${result.rows.map((row) => `    ${Object.values(row)[0]}`).join('\n')}`);
}

async function measure(database: string, config: Config, total: number) {
  const clock = new ManualClock(NOON);
  const { app, ctx } = await buildApp(config, { clock });
  try {
    // A reused database (BENCH_FINANCE_PG_DATABASE) already holds the demo seller and its book.
    const loaded = await demoSellerExists(ctx);
    if (!loaded) await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const began = performance.now();
    if (!loaded) await loadBook(ctx, seller.id, total, TODAY);
    const counts = (
      await run(
        ctx,
        `select (select count(*) from charges) as charges, (select count(*) from receivables) as receivables,
          (select count(*) from journal_entries) as entries, (select count(*) from postings) as postings,
          (select count(*) from postings where statement_type is not null) as statement_lines,
          (select count(*) from seller_daily_totals) as rollups`,
      )
    ).rows[0];
    console.log(
      `${database}: ${total} charges loaded in ${((performance.now() - began) / 1000).toFixed(1)} s (${Object.entries(
        counts ?? {},
      )
        .map(([key, value]) => `${key} ${String(value)}`)
        .join(', ')})`,
    );

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await benchToken(address);
    const headers = { authorization: `Bearer ${token}` };
    const get = (url: string) => async () => {
      const response = await fetch(`${address}${url}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    };
    const balance = (await (await fetch(`${address}/api/redeems`, { headers })).json()) as Record<string, number>;
    console.log(`${database}: balance available ${balance.amount}, to be released ${balance.provisionedAmount}`);

    console.log(`${database} dashboard (budget p95 50 ms), today ${TODAY}:`);
    const dashboard = (days: number) =>
      get(`/api/seller/dashboard?startDate=${addDays(TODAY, 1 - days)}&endDate=${TODAY}`);
    await timeCase(database, total, 'dashboard, a week (7 days)', 50, dashboard(7));
    await timeCase(database, total, 'dashboard, a month (31 days)', 50, dashboard(31));
    await timeCase(database, total, 'dashboard, 3 months (92 days)', 50, dashboard(92));
    await timeCase(database, total, 'dashboard, a year (366 days)', 50, dashboard(366));

    console.log(`${database} statement (budget p95 25 ms):`);
    const rangeStart = addDays(TODAY, -59);
    const rangeEnd = addDays(TODAY, -30);
    await timeCase(database, total, 'statement, tab EXTRATO', 25, get('/api/redeems/statement?tab=EXTRATO'));
    await timeCase(database, total, 'statement, tab FUTUROS', 25, get('/api/redeems/statement?tab=FUTUROS'));
    await timeCase(
      database,
      total,
      'statement, 30 days explicit range',
      25,
      get(`/api/redeems/statement?executionDateInitial=${rangeStart}&executionDateFinal=${rangeEnd}`),
    );

    if (isWithdrawalBlocked(clock.now())) {
      notes.push(`${database}: withdrawal skipped: ${clock.now().toISOString()} is within 23:00–01:00 São Paulo`);
      console.log(notes.at(-1));
    } else {
      console.log(`${database} withdrawal (budget p95 30 ms), clock fixed at ${clock.now().toISOString()}:`);
      await timeCase(database, total, 'withdrawal POST /sellers/transfers', 30, async (round) => {
        const response = await fetch(`${address}/api/sellers/transfers`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          // Whole reais: centavos ,91–,93 are the sandbox bank's simulated faults.
          body: JSON.stringify({ amount: 10_000 + round * 100, useAnticipationAmount: false }),
        });
        const body = await response.text();
        if (response.status !== 201) throw new Error(`withdrawal: HTTP ${response.status} ${body}`);
      });
    }

    // The CSV of a whole year (366 days), streamed and counted, never held; memory sampled meanwhile.
    const csvStart = addDays(TODAY, -365);
    if (!global.gc) throw new Error('run with --expose-gc (npm run bench:finance does)');
    global.gc();
    const baseline = process.memoryUsage();
    const heapOf = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external + usage.arrayBuffers;
    let peakRss = baseline.rss;
    let peakHeap = heapOf(baseline);
    const sample = () => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, heapOf(now));
    };
    const sampler = setInterval(sample, 50);
    const csvBegan = performance.now();
    // Read by curl in its own process, as a browser elsewhere would: an in-process fetch spent this
    // process's one JavaScript thread on decoding the 116 MB the server was writing.
    const url = `${address}/api/redeems/statement/csv?executionDateInitial=${csvStart}&executionDateFinal=${TODAY}`;
    const counted = await new Promise<string>((resolve, reject) => {
      const child = spawn('sh', ['-c', 'curl -sS --fail -H "$AUTH" "$URL" | wc -lc'], {
        env: { ...process.env, AUTH: `authorization: ${headers.authorization}`, URL: url },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`CSV: curl exited ${code}`))));
    });
    const [lines = 0, bytes = 0] = counted.trim().split(/\s+/).map(Number);
    const seconds = (performance.now() - csvBegan) / 1000;
    clearInterval(sampler);
    sample();
    const csv = {
      database,
      total,
      seconds,
      rows: lines - 1,
      bytes,
      heapGrowth: (peakHeap - heapOf(baseline)) / MB,
      rssGrowth: (peakRss - baseline.rss) / MB,
    };
    csvs.push(csv);
    console.log(
      `${database} CSV ${csvStart}…${TODAY}: ${csv.rows} rows, ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s; ` +
        `heap+buffers ${(heapOf(baseline) / MB).toFixed(0)} → ${(peakHeap / MB).toFixed(0)} MB (+${csv.heapGrowth.toFixed(1)}), ` +
        `RSS ${(baseline.rss / MB).toFixed(0)} → ${(peakRss / MB).toFixed(0)} MB (+${csv.rssGrowth.toFixed(1)})`,
    );

    if (process.env.BENCH_FINANCE_EXPLAIN) {
      const extrato = STATEMENT_TAB_RANGES.EXTRATO;
      const lines = and(
        eq(postings.sellerId, seller.id),
        isNotNull(postings.statementType),
        gte(postings.effectiveDate, addDays(TODAY, extrato.fromDays)),
        lte(postings.effectiveDate, addDays(TODAY, extrato.toDays)),
      );
      await explain(
        ctx,
        'statement EXTRATO page',
        ctx.db
          .select()
          .from(postings)
          .where(lines)
          .orderBy(desc(postings.effectiveDate), desc(postings.id))
          .limit(10)
          .toSQL(),
      );
      await explain(
        ctx,
        'dashboard year rollups',
        ctx.db
          .select()
          .from(sellerDailyTotals)
          .where(and(eq(sellerDailyTotals.sellerId, seller.id), between(sellerDailyTotals.day, csvStart, TODAY)))
          .toSQL(),
      );
    }
  } finally {
    await app.close();
  }
}

const override = process.env.BENCH_FINANCE_CHARGES ? Number(process.env.BENCH_FINANCE_CHARGES) : undefined;
await onEachDatabase('finance', measure, { pglite: override ?? 100_000, postgres: override ?? 1_000_000 });

const ms = (value: number) => value.toFixed(1).padStart(7);
console.log('\nSummary (issue 17 budgets)');
console.log(
  `${'database'.padEnd(11)} ${'N'.padStart(9)}  ${'case'.padEnd(40)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} budget  verdict`,
);
for (const row of rows) {
  console.log(
    `${row.database.padEnd(11)} ${String(row.total).padStart(9)}  ${row.name.padEnd(40)} ${ms(row.p50)} ${ms(row.p95)} ${`≤ ${row.budget}`.padStart(6)}  ${row.p95 <= row.budget ? 'PASS' : 'FAIL'}`,
  );
}
for (const csv of csvs) {
  const pass = csv.seconds <= 10 && csv.heapGrowth <= 100 && csv.rssGrowth <= 100;
  console.log(
    `${csv.database.padEnd(11)} ${String(csv.total).padStart(9)}  CSV of a year: ${csv.seconds.toFixed(2)} s (≤ 10), ${csv.rows} rows, ` +
      `${(csv.bytes / MB).toFixed(1)} MB; growth heap+buffers ${csv.heapGrowth.toFixed(1)} MB, RSS ${csv.rssGrowth.toFixed(1)} MB (≤ 100)  ${pass ? 'PASS' : 'FAIL'}`,
  );
}
for (const note of notes) console.log(note);
