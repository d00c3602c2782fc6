// `npm run bench:growth -w @cofre/server` (BENCH_DATABASE_URL): how the largest tables grow per
// million charges, and which tenant indexes do not lead with seller_id (docs/scaling.md). Loads
// BENCH_GROWTH_CHARGES (200,000) charges of one seller with their ledger entries, postings and
// receivables (bench/charge-book.ts, the book the list benches use), measures every table's heap and
// indexes before and after, and scales the difference to a million.
import { buildApp } from '../src/app.js';
import { findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { createCharge, simulateBuyerPayment } from '../src/modules/charges/index.js';
import { bulkInsert } from './charge-book.js';
import { benchConfig, scratchDatabase } from './support.js';

const CUSTOMER = {
  name: 'Conceição Araújo',
  document: '52998224725',
  email: 'c@exemplo.com.br',
  phone: '11987654321',
  countryCode: '55',
};

const CHARGES = Number(process.env.BENCH_GROWTH_CHARGES ?? 200_000);
const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log('bench:growth needs BENCH_DATABASE_URL (postgres://user@host:5432/postgres)');
  process.exit(0);
}

interface Size {
  table: string;
  heap: number;
  indexes: number;
}

const SIZES = `
  select c.relname as table, pg_table_size(c.oid)::bigint as heap, pg_indexes_size(c.oid)::bigint as indexes
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r'`;

/** Indexes of tables that have a seller_id column, whose first column is not seller_id. */
const NOT_SELLER_LED = `
  select t.relname as table, i.relname as index, a.attname as leading, ix.indisunique as unique
  from pg_index ix
  join pg_class i on i.oid = ix.indexrelid
  join pg_class t on t.oid = ix.indrelid
  join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
  join pg_attribute a on a.attrelid = t.oid and a.attnum = ix.indkey[0]
  where exists (select 1 from pg_attribute s where s.attrelid = t.oid and s.attname = 'seller_id' and not s.attisdropped)
    and a.attname <> 'seller_id'
  order by t.relname, i.relname`;

const database = await scratchDatabase(serverUrl, 'cofre_bench_growth');
try {
  const { app, ctx } = await buildApp(benchConfig({ databaseUrl: database.url, dataDir: '/tmp' }));
  try {
    await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const sizes = async () => {
      await ctx.database.executeSql('vacuum analyze');
      const { rows } = await ctx.database.executeSql(SIZES);
      return new Map(
        (rows as Size[]).map((row) => [row.table, { heap: Number(row.heap), indexes: Number(row.indexes) }]),
      );
    };
    const before = await sizes();
    const started = performance.now();
    await bulkInsert(ctx, seller.id, CHARGES);
    console.log(
      `${CHARGES.toLocaleString('en')} charges loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const after = await sizes();
    const { rows: counts } = await ctx.database.executeSql(
      `select (select count(*) from charges)::int as charges, (select count(*) from postings)::int as postings,
        (select count(*) from journal_entries)::int as entries, (select count(*) from receivables)::int as receivables`,
    );
    console.log('rows after the load:', JSON.stringify(counts[0]));
    const scale = 1_000_000 / CHARGES;
    const mb = (bytes: number) => ((bytes * scale) / 1024 / 1024).toFixed(0);
    const grown = [...after]
      .map(([table, size]) => {
        const was = before.get(table) ?? { heap: 0, indexes: 0 };
        return { table, heap: size.heap - was.heap, indexes: size.indexes - was.indexes };
      })
      .filter((row) => row.heap + row.indexes > 256 * 1024)
      .sort((a, b) => b.heap + b.indexes - (a.heap + a.indexes));
    console.log('\n| table | heap MB per million charges | indexes MB per million charges |\n| --- | --- | --- |');
    for (const row of grown) console.log(`| ${row.table} | ${mb(row.heap)} | ${mb(row.indexes)} |`);
    const total = grown.reduce((sum, row) => sum + row.heap + row.indexes, 0);
    console.log(`| all of them | ${mb(total)} (heap and indexes) | |`);

    // The book above has one entry and one posting per paid charge; the service path writes more per
    // charge (fees, the acquirer's side, events, status history): counted on real paid charges.
    const rowsOf = async () => {
      const { rows } = await ctx.database.executeSql(
        `select relname as table, n_live_tup::bigint as n from pg_stat_user_tables where schemaname = 'public'`,
      );
      return new Map((rows as Array<{ table: string; n: number }>).map((row) => [row.table, Number(row.n)]));
    };
    await ctx.database.executeSql('analyze');
    const rowsBefore = await rowsOf();
    const PAID = 300;
    for (let index = 0; index < PAID; index += 1) {
      const charge = await createCharge(ctx, seller.id, {
        title: `Pedido ${index}`,
        value: 10_000 + index,
        installments: 1,
        paymentMethod: index % 2 === 0 ? 'PIX' : 'BOLETO',
        expirationDate: '2026-12-30',
        customer: { ...CUSTOMER },
      });
      await simulateBuyerPayment(ctx, seller.id, charge);
    }
    await ctx.database.executeSql('analyze');
    const rowsAfter = await rowsOf();
    console.log(`\nRows written per paid Pix or boleto charge through the services (${PAID} charges):`);
    for (const [table, n] of [...rowsAfter].sort((a, b) => b[1] - a[1])) {
      const added = n - (rowsBefore.get(table) ?? 0);
      if (added > 0) console.log(`- ${table}: ${(added / PAID).toFixed(2)}`);
    }
    const { rows: notLed } = await ctx.database.executeSql(NOT_SELLER_LED);
    console.log('\nTenant indexes not led by seller_id:');
    for (const row of notLed as Array<{ table: string; index: string; leading: string; unique: boolean }>) {
      console.log(`- ${row.table}.${row.index} (${row.leading}${row.unique ? ', unique' : ''})`);
    }
  } finally {
    await app.close();
  }
} finally {
  await database.drop();
}
