// `npm run bench:reports -w @cofre/server`: the 'Relatórios' budget (issue 18): a report of 100,000
// rows built in ≤ 10 s within 100 MB of memory. Loads N paid charges spread over the last 90 days into
// one seller by bulk SQL, then runs the sales report's job end to end (keyset reads, CSV, gzip, the
// stored file, the notification and the e-mail) and samples the memory meanwhile. N = 100,000 on
// PGlite and on PostgreSQL (BENCH_DATABASE_URL), or BENCH_REPORTS_PGLITE / BENCH_REPORTS_PG.
// BENCH_REPORTS_ALL=1 also times the other seven reports over the same book (for information).
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { REPORT_TYPES, type ReportType } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { addDays, businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { runReport } from '../src/modules/reports/service.js';
import { reportRequests } from '../src/modules/reports/tables.js';
import { users } from '../src/modules/users/tables.js';
import { findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { onEachDatabase } from './support.js';

const MB = 1024 * 1024;
const TODAY = businessDate(new Date());
const NOON = new Date(`${TODAY}T15:00:00Z`);
const START = addDays(TODAY, -89);

interface Figures {
  database: string;
  report: ReportType;
  rows: number;
  seconds: number;
  csvMb: number;
  gzipMb: number;
  heapGrowth: number;
  rssGrowth: number;
}
const figures: Figures[] = [];

async function load(ctx: Awaited<ReturnType<typeof buildApp>>['ctx'], sellerId: string, total: number) {
  const S = `'${sellerId}'::uuid`;
  // Paid Pix, boleto and card charges, paid evenly over the last 90 days (paid_date and paid_at in São Paulo).
  await ctx.database.executeSql(`
    insert into charges (id, seller_id, title, value_cents, installments, payment_method, status, expiration_date,
      paid_at, paid_date, fee_cents, customer_name, customer_document, customer_email, customer_phone,
      customer_country_code, name_search, title_search, created_at, updated_at)
    select gen_random_uuid(), ${S}, 'Produto ' || (i % 997), 1000 + (i * 37) % 90000,
      case when i % 3 = 2 then 1 + i % 6 else 1 end,
      (array['PIX', 'BOLETO', 'CREDIT_CARD'])[1 + i % 3], 'PAID', paid,
      (paid + time '10:00') at time zone 'America/Sao_Paulo' + ((i % 3600) || ' seconds')::interval, paid,
      (1000 + (i * 37) % 90000) / 50,
      'Comprador ' || (i % 250), lpad((i % 99999999999)::text, 11, '0'), 'comprador' || (i % 250) || '@exemplo.com.br',
      '11987654321', '55', 'comprador ' || (i % 250), 'produto ' || (i % 997),
      (paid + time '09:00') at time zone 'America/Sao_Paulo', (paid + time '09:00') at time zone 'America/Sao_Paulo'
    from (select i, date '${START}' + (i % 90) as paid from generate_series(0, ${total - 1}) as i) as series`);
  await ctx.database.executeSql('analyze charges');
}

async function measure(database: string, config: Config, total: number) {
  const clock = new ManualClock(NOON);
  const { app, ctx } = await buildApp(config, { clock });
  try {
    await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, 'admin@demo.cofre.dev'));
    const began = performance.now();
    await load(ctx, seller.id, total);
    console.log(`${database}: ${total} paid charges loaded in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    const types: readonly ReportType[] = process.env.BENCH_REPORTS_ALL ? REPORT_TYPES : ['SALES'];
    for (const report of types) {
      const [request] = await ctx.db
        .insert(reportRequests)
        .values({
          sellerId: seller.id,
          userId: admin!.id,
          email: 'admin@demo.cofre.dev',
          reportType: report,
          startDate: START,
          endDate: TODAY,
          status: 'PENDING',
          createdAt: clock.now(),
        })
        .returning();
      if (!global.gc) throw new Error('run with --expose-gc (npm run bench:reports does)');
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
      const sampler = setInterval(sample, 25);
      const start = performance.now();
      await runReport(ctx, seller.id, request!.id);
      const seconds = (performance.now() - start) / 1000;
      clearInterval(sampler);
      sample();
      const [built] = await ctx.db.select().from(reportRequests).where(eq(reportRequests.id, request!.id));
      if (built?.status !== 'READY' || !built.fileGzip) throw new Error(`${report}: not built`);
      const row = {
        database,
        report,
        rows: built.rows ?? 0,
        seconds,
        csvMb: gunzipSync(built.fileGzip).length / MB,
        gzipMb: built.fileGzip.length / MB,
        heapGrowth: (peakHeap - heapOf(baseline)) / MB,
        rssGrowth: (peakRss - baseline.rss) / MB,
      };
      figures.push(row);
      console.log(
        `${database} ${report}: ${row.rows} rows, ${row.csvMb.toFixed(1)} MB CSV (${row.gzipMb.toFixed(1)} MB gzip) in ` +
          `${seconds.toFixed(2)} s; growth heap+buffers ${row.heapGrowth.toFixed(1)} MB, RSS ${row.rssGrowth.toFixed(1)} MB`,
      );
    }
  } finally {
    await app.close();
  }
}

await onEachDatabase('reports', measure, { pglite: 100_000, postgres: 100_000 });

console.log('\nSummary (issue 18 budget: a 100,000-row report in ≤ 10 s within 100 MB)');
for (const row of figures) {
  const budgeted = row.report === 'SALES';
  const pass = row.seconds <= 10 && row.heapGrowth <= 100 && row.rssGrowth <= 100;
  console.log(
    `${row.database.padEnd(11)} ${row.report.padEnd(14)} ${String(row.rows).padStart(7)} rows ${row.seconds.toFixed(2).padStart(6)} s ` +
      `heap+buffers +${row.heapGrowth.toFixed(1)} MB RSS +${row.rssGrowth.toFixed(1)} MB  ${budgeted ? (pass ? 'PASS' : 'FAIL') : '(info)'}`,
  );
}
