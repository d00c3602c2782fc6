// `npm run bench:scale -w @cofre/server` (BENCH_DATABASE_URL): 10,000,000 charges over 1,000 sellers,
// loaded by SQL (bench/charge-book.ts: generate_series, with each paid charge's ledger entry,
// posting and receivable; the rollup and counter triggers fire per statement), sized like a real
// provider's book: seller k of n holds a share proportional to 1/k (Zipf), so the largest holds about
// 13 % and the median a few thousand. Then, for the largest, the median and the smallest seller, the
// charges list (its 16 filter cases), a charge's detail, the statement and the dashboard are timed
// through a real server: goal p95 ≤ 25 ms for every case (issue 40).
// BENCH_SCALE_CHARGES (10,000,000) and BENCH_SCALE_SELLERS (1,000) size it; BENCH_SCALE_PG_DATABASE
// names a database to load once and keep (a second run measures it again without loading).
import { generateCNPJ } from '@brazilian-utils/brazilian-utils';
import pg from 'pg';
import { FEATURES, RESTRICTIVE_FEATURES } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import { createSeller, createUser, findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { bulkInsert, listCases, statementCases, vacuumBook } from './charge-book.js';
import { benchConfig, scratchDatabase, timeCases } from './support.js';

const TOTAL = Number(process.env.BENCH_SCALE_CHARGES ?? 10_000_000);
const SELLERS = Number(process.env.BENCH_SCALE_SELLERS ?? 1_000);
const BUDGET_MS = 25;
const PASSWORD = 'senha-do-benchmark';
const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log('bench:scale needs BENCH_DATABASE_URL (postgres://user@host:5432/postgres)');
  process.exit(0);
}

/** Charges of the seller ranked `rank` (1 = largest): TOTAL split as 1/rank. */
function shares(): number[] {
  const harmonic = Array.from({ length: SELLERS }, (_, index) => 1 / (index + 1)).reduce((a, b) => a + b, 0);
  const counts = Array.from({ length: SELLERS }, (_, index) => Math.floor(TOTAL / harmonic / (index + 1)));
  counts[0]! += TOTAL - counts.reduce((a, b) => a + b, 0);
  return counts;
}

const keep = process.env.BENCH_SCALE_PG_DATABASE;
const database = keep
  ? { url: Object.assign(new URL(serverUrl), { pathname: `/${keep}` }).toString(), drop: async () => {} }
  : await scratchDatabase(serverUrl, 'cofre_scale');
if (keep) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [keep]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${keep}`);
  await admin.end();
}
const { app, ctx } = await buildApp(benchConfig({ databaseUrl: database.url }));
try {
  const counts = shares();
  const ranked = { largest: 1, median: Math.ceil(SELLERS / 2), smallest: SELLERS };
  const email = (rank: number) => `rank${rank}@scale.cofre.dev`;
  const loaded = (await ctx.database.executeSql('select count(*)::int as n from charges')).rows[0] as { n: number };
  if (loaded.n === 0) {
    await seedDemo(ctx, { charges: false });
    const began = performance.now();
    const sellerIds: string[] = [(await findSeller(ctx, DEMO_SELLER.document)).id];
    for (let rank = 2; rank <= SELLERS; rank += 1) {
      const seller = await createSeller(ctx, {
        name: `Loja ${rank}`,
        document: generateCNPJ(),
        email: `loja${rank}@scale.cofre.dev`,
        features: FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature)),
      });
      sellerIds.push(seller.id);
    }
    for (const rank of Object.values(ranked)) {
      await createUser(ctx, {
        sellerId: sellerIds[rank - 1]!,
        email: email(rank),
        profile: 'ADMIN',
        password: PASSWORD,
      });
    }
    console.log(`${SELLERS} sellers in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    for (const [index, sellerId] of sellerIds.entries()) {
      await bulkInsert(ctx, sellerId, counts[index]!, 730, { vacuum: false });
      if (index % 100 === 0 || index < 3) {
        console.log(
          `  seller ${index + 1}: ${counts[index]} charges, ${((performance.now() - began) / 1000).toFixed(0)} s`,
        );
      }
    }
    await vacuumBook(ctx);
    console.log(`${TOTAL} charges loaded in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: string[] = [];
  let worst = 0;
  for (const [which, rank] of Object.entries(ranked)) {
    const signIn = await fetch(`${address}/api/public/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email(rank), password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in of ${which}: ${signIn.status}`);
    const { token, idSeller } = (await signIn.json()) as { token: string; idSeller: string };
    const headers = { authorization: `Bearer ${token}` };
    const ids = (
      (await ctx.database.executeSql(`select id from charges where seller_id = $1 order by md5(id::text) limit 200`, [
        idSeller,
      ])) as { rows: Array<{ id: string }> }
    ).rows.map((row) => row.id);
    const label = `${which} seller (${counts[rank - 1]} charges)`;
    const perCase = new Map<string, number>();
    await timeCases(address, headers, `${label} list`, listCases(), undefined, perCase);
    await timeCases(
      address,
      headers,
      `${label} detail`,
      { detail: (round) => `/api/charges/${ids[round % ids.length]}` },
      undefined,
      perCase,
    );
    const statement = Object.fromEntries(
      Object.entries(statementCases()).map(([name, url]) => [`statement, ${name}`, url]),
    );
    await timeCases(address, headers, `${label} statement`, statement, undefined, perCase);
    const dashboard = (start: string) => () => `/api/seller/dashboard?startDate=${start}&endDate=2026-11-22`;
    await timeCases(
      address,
      headers,
      `${label} dashboard`,
      {
        'dashboard, a week': dashboard('2026-11-16'),
        'dashboard, a month': dashboard('2026-10-24'),
        'dashboard, a year': dashboard('2025-11-23'),
      },
      undefined,
      perCase,
    );
    for (const [name, p95] of perCase) {
      worst = Math.max(worst, p95);
      rows.push(`| ${which} | ${name} | ${p95.toFixed(1)} |`);
    }
  }
  console.log(`\n| seller | case | p95 ms |\n| --- | --- | --- |\n${rows.join('\n')}`);
  console.log(`\nworst case p95 ${worst.toFixed(1)} ms (goal ≤ ${BUDGET_MS})`);
  const sizes = (
    await ctx.database.executeSql(
      `select pg_size_pretty(pg_database_size(current_database())) as size,
              (select count(*) from charges)::bigint as charges`,
    )
  ).rows[0];
  console.log(`database: ${JSON.stringify(sizes)}`);
} finally {
  await app.close();
  if (!keep) await database.drop();
}
