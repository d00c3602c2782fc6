// `npm run bench:split`: issue 20's budgets. (1) The sub-seller list (first page, deep pages, a name
// search, a document-prefix search) with 10,000 sub-sellers in one seller: p95 ≤ 25 ms. (2) A buyer's
// card payment on the hosted checkout of a link split among 10 sub-sellers, in 1 and in 6 instalments:
// p95 ≤ 40 ms on PostgreSQL; the books stay right (`ledgerViolations`). PGlite always
// (BENCH_SPLIT_PGLITE, default 10,000 sub-sellers), PostgreSQL when BENCH_DATABASE_URL is set
// (BENCH_SPLIT_PG, default 10,000). BENCH_SPLIT_PAYMENTS: timed payments per case (default 200). The same
// card payment on a link without split is timed beside them (info: what the split adds). On PostgreSQL
// the SQL statements of a payment are counted; BENCH_SPLIT_EXPLAIN=1 also prints them by table with
// their time, and the plans of the list's queries. Then BENCH_SPLIT_CONCURRENT (default 200) split sales
// of the same seller are sent 8 at a time: payments/s under contention, and the books checked after.
import { randomUUID } from 'node:crypto';
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { and, asc, count, eq, ilike, like, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PaymentLinkInput } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { containsPattern } from '../src/lib/search.js';
import { ledgerViolations } from '../src/modules/ledger/invariants.js';
import { subSellers } from '../src/modules/sub-sellers/tables.js';
import { checkRegistrations } from '../src/modules/sub-sellers/registration.js';
import { findSeller } from '../src/ops/commands.js';
import { demoClient } from '../src/ops/demo-clients.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { createAcquirer } from '../src/providers/acquirer/index.js';
import { explain, explainRolledBack, statementKind, traceStatements, type Statement } from './sql-trace.js';
import { insertSubSellers, partner } from './sub-seller-book.js';
import { benchToken, onEachDatabase, percentile, timeCases } from './support.js';

const LIST_BUDGET_MS = 25;
const PAY_BUDGET_MS = 40;
const PAYMENTS = Number(process.env.BENCH_SPLIT_PAYMENTS ?? 200);
const WARM_UP = 10;
/** Payments per case whose SQL statements are traced (PostgreSQL only, outside the timed loop). */
const COUNTED = 5;
/** Split sales sent side by side at the end, for throughput (info). */
const CONCURRENCY = 8;
const CONCURRENT_PAYMENTS = Number(process.env.BENCH_SPLIT_CONCURRENT ?? 200);

interface Verdict {
  database: string;
  name: string;
  p50: number;
  p95: number;
  p99: number;
  budget: number;
  binding: boolean;
}
const verdicts: Verdict[] = [];

async function measure(label: string, config: Config, total: number) {
  const { app, ctx } = await buildApp(config);
  try {
    await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await benchToken(address);
    const headers = { authorization: `Bearer ${token}` };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
      return response.json() as Record<string, unknown>;
    };

    // The link's ten partners: registered by the API, then approved by the sandbox's review at once.
    const partners: string[] = [];
    for (let index = 0; index < 10; index++) {
      partners.push(String((await call('POST', '/api/sellers/subseller', partner(index))).id));
    }
    await checkRegistrations({ ...ctx, acquirer: createAcquirer(ctx.db, { clock: ctx.clock, reviewMs: 0 }) });
    const approved = (await ctx.database.executeSql(
      `select count(*)::int as n from sub_sellers where seller_id = $1 and split_status = 'ACTIVE'`,
      [seller.id],
    )) as { rows: Array<{ n: number }> };
    if (approved.rows[0]?.n !== 10) throw new Error(`${approved.rows[0]?.n} of the 10 partners approved`);

    const began = performance.now();
    await insertSubSellers(ctx, seller.id, total - partners.length);
    const stored = (await ctx.database.executeSql(
      `select document_type as kind, document, split_status as status from sub_sellers where seller_id = $1`,
      [seller.id],
    )) as { rows: Array<{ kind: 'CPF' | 'CNPJ'; document: string; status: string }> };
    const invalid = stored.rows.filter((row) =>
      row.kind === 'CPF' ? !isValidCPF(row.document) : !isValidCNPJ(row.document),
    ).length;
    const active = stored.rows.filter((row) => row.status === 'ACTIVE').length;
    console.log(
      `${label}: ${stored.rows.length} sub-sellers (${active} ACTIVE) in ${((performance.now() - began) / 1000).toFixed(1)} s;` +
        ` ${invalid} invalid documents`,
    );
    if (invalid > 0) throw new Error(`${invalid} invalid documents`);

    // (1) The list: the same sampling as the other benches (5 warm-up calls, ROUNDS timed per case).
    const [person] = (
      (await ctx.database.executeSql(
        `select name, document from sub_sellers where seller_id = $1 and document_type = 'CPF' and name not like 'Parceir%'
         order by name_search offset $2 limit 1`,
        [seller.id, Math.floor(stored.rows.length * 0.43)],
      )) as { rows: Array<{ name: string; document: string }> }
    ).rows;
    if (!person) throw new Error('no sub-seller to search');
    const lastPage = Math.ceil(stored.rows.length / 20) - 1;
    const list = (query: string) => () => `/api/sellers/subseller?${query}`;
    const masked = `${person.document.slice(0, 3)}.${person.document.slice(3, 6)}.${person.document.slice(6, 9)}-${person.document.slice(9)}`;
    const listTimes: number[] = [];
    const listP95 = await timeCases(
      address,
      headers,
      `${label} sub-seller list (budget p95 ${LIST_BUDGET_MS} ms)`,
      {
        'first page': list('page=0&size=20'),
        'deep page (random)': (round) => `/api/sellers/subseller?page=${(round * 7919) % (lastPage + 1)}&size=20`,
        'last page': list(`page=${lastPage}&size=20`),
        'name, common surname (silva)': list('filter=silva&page=0&size=20'),
        'name, accented (conceição)': list(`filter=${encodeURIComponent('conceição')}&page=0&size=20`),
        'name, one sub-seller': list(`filter=${encodeURIComponent(person.name)}&page=0&size=20`),
        'name, no match': list('filter=zzzqqq&page=0&size=20'),
        'document prefix, 3 digits': list(`filter=${person.document.slice(0, 3)}&page=0&size=20`),
        'document prefix, masked CPF': list(`filter=${encodeURIComponent(masked.slice(0, 11))}&page=0&size=20`),
      },
      listTimes,
    );
    const listRow = { p50: percentile(listTimes, 50), p95: listP95, p99: percentile(listTimes, 99) };
    verdicts.push({
      database: label,
      name: 'sub-seller list (all cases)',
      ...listRow,
      budget: LIST_BUDGET_MS,
      binding: true,
    });
    console.log(
      `${label} sub-seller list: p50 ${listRow.p50.toFixed(1)} ms, p95 ${listRow.p95.toFixed(1)} ms, p99 ${listRow.p99.toFixed(1)} ms` +
        ` ${listP95 <= LIST_BUDGET_MS ? 'PASS' : 'FAIL'}`,
    );

    if (process.env.BENCH_SPLIT_EXPLAIN) {
      // The two queries of a list call (listSubSellers): the page, and the count.
      const filtered = (filter: SQL | undefined) => and(eq(subSellers.sellerId, seller.id), filter);
      const plans: Array<[string, SQL | undefined, number]> = [
        ['first page', undefined, 0],
        ['deep page', undefined, Math.floor(lastPage / 2)],
        ['name search (silva)', ilike(subSellers.nameSearch, containsPattern('silva')!), 0],
        ['name search (no match)', ilike(subSellers.nameSearch, containsPattern('zzzqqq')!), 0],
        // The column is already lower-case and accent-free: LIKE would do (what ILIKE costs).
        ['name search (silva) with LIKE', like(subSellers.nameSearch, containsPattern('silva')!), 0],
        ['document prefix', like(subSellers.document, `${person.document.slice(0, 3)}%`), 0],
      ];
      const pageOf = (where: SQL | undefined, page = 0) =>
        ctx.db
          .select()
          .from(subSellers)
          .where(where)
          .orderBy(asc(subSellers.nameSearch), asc(subSellers.id))
          .limit(20)
          .offset(page * 20);
      const countOf = (where: SQL | undefined) => ctx.db.select({ n: count() }).from(subSellers).where(where);
      for (const [title, filter, page] of plans) {
        const where = filtered(filter);
        await explain(ctx, `${title}: rows`, pageOf(where, page).toSQL());
        await explain(ctx, `${title}: count`, countOf(where).toSQL());
      }
      // A proposal tried and rolled back: a trigram index on the name, as seller_clients has, and LIKE.
      const trigram: Array<[string, SQLWrapper]> = [];
      for (const term of ['silva', 'zzzqqq']) {
        const where = filtered(like(subSellers.nameSearch, containsPattern(term)!));
        trigram.push([`name search (${term}), LIKE + trigram index: rows`, pageOf(where)]);
        trigram.push([`name search (${term}), LIKE + trigram index: count`, countOf(where)]);
      }
      await explainRolledBack(ctx, trigram, [
        sql`create index sub_sellers_search_trgm_idx on sub_sellers using gin (seller_id, name_search gin_trgm_ops)`,
        sql`analyze sub_sellers`,
      ]);
    }

    // (2) A link split among the ten: five fixed (R$ 20,00 … R$ 60,00) and five percentages (10 % … 6 %),
    // 60 % of R$ 1.000,00, leaving the seller the card fee and more in 1 or in 6 instalments.
    const link: PaymentLinkInput = {
      type: 'ORDER',
      title: 'Curso com dez parceiros',
      value: 100_000,
      creditCard: { enabled: true, discountPercent: 0, installments: 6, feeBearer: 'EARLY_SELLER' },
      bankSlip: { enabled: false, discountPercent: 0, installments: 1 },
      pix: { enabled: false, discountPercent: 0, installments: 1 },
      split: partners.map((subSellerId, index) =>
        index % 2 === 0
          ? { subSellerId, paymentType: 'FIXED' as const, paymentValue: 2_000 + index * 500 }
          : { subSellerId, paymentType: 'PERCENTAGE' as const, paymentValue: 1_000 - (index - 1) * 50 },
      ),
    };
    const linkId = String((await call('POST', '/api/payment-links', link)).id);
    // The same link without split: what the split adds to a payment (info, no budget).
    const plainId = String(
      (await call('POST', '/api/payment-links', { ...link, title: 'Curso sem parceiros', split: [] })).id,
    );

    // Each payment a new attempt from its own address (the per-IP limit is not what is measured).
    const buyer = demoClient(7);
    let round = 0;
    const pay = async (id: string, installments: number) => {
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/public/checkout/links/${id}/payments`,
        remoteAddress: `10.${20 + Math.floor(round / 62_500)}.${Math.floor(round / 250) % 250}.${(round % 250) + 1}`,
        payload: {
          attemptId: randomUUID(),
          method: 'CREDIT_CARD',
          installments,
          customer: { name: buyer.name, document: buyer.documentNumber, email: buyer.email, phone: '11987654321' },
          card: { number: '4111111111111111', holderName: 'ANA SOUZA', expiry: '12/30', cvv: '123' },
        },
      });
      round++;
      const took = performance.now() - start;
      const body = response.json() as { status?: string };
      if (response.statusCode !== 201 || body.status !== 'PAID') {
        throw new Error(`checkout payment: HTTP ${response.statusCode} ${response.body}`);
      }
      return took;
    };
    const cases = [
      { name: 'card, 10 sub-sellers, 1x', id: linkId, installments: 1, budgeted: true },
      { name: 'card, 10 sub-sellers, 6x', id: linkId, installments: 6, budgeted: true },
      { name: 'card, no split, 1x (baseline)', id: plainId, installments: 1, budgeted: false },
      { name: 'card, no split, 6x (baseline)', id: plainId, installments: 6, budgeted: false },
    ];
    // The cases take turns, so a burst of load on a shared machine falls on all of them alike.
    const times = cases.map(() => [] as number[]);
    for (let i = -WARM_UP; i < PAYMENTS; i++) {
      for (const [index, { id, installments }] of cases.entries()) {
        const took = await pay(id, installments);
        if (i >= 0) times[index]!.push(took);
      }
    }
    const splitTimes: number[] = [];
    for (const [index, { name, budgeted }] of cases.entries()) {
      const row = {
        p50: percentile(times[index]!, 50),
        p95: percentile(times[index]!, 95),
        p99: percentile(times[index]!, 99),
      };
      if (budgeted) splitTimes.push(...times[index]!);
      const binding = budgeted && ctx.database.kind === 'postgres';
      verdicts.push({ database: label, name, ...row, budget: PAY_BUDGET_MS, binding });
      console.log(
        `  ${`checkout payment, ${name}`.padEnd(44)} p50 ${row.p50.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms`,
      );
    }
    const payP95 = percentile(splitTimes, 95);
    console.log(
      `${label} split checkout payment (budget p95 ${PAY_BUDGET_MS} ms on PostgreSQL): p50 ${percentile(splitTimes, 50).toFixed(1)} ms,` +
        ` p95 ${payP95.toFixed(1)} ms, p99 ${percentile(splitTimes, 99).toFixed(1)} ms` +
        ` ${ctx.database.kind === 'postgres' ? (payP95 <= PAY_BUDGET_MS ? 'PASS' : 'FAIL') : '(info: the budget is PostgreSQL’s)'}`,
    );

    // Throughput: the same seller's split sales side by side (every one locks the seller's and the
    // ten partners' balances), CONCURRENCY at a time, in 1 and in 6 instalments alternately (info).
    const concurrentStart = performance.now();
    const concurrentTimes: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CONCURRENT_PAYMENTS) {
          const installments = next++ % 2 === 0 ? 1 : 6;
          concurrentTimes.push(await pay(linkId, installments));
        }
      }),
    );
    const seconds = (performance.now() - concurrentStart) / 1000;
    console.log(
      `${label} split sales ${CONCURRENCY} at a time: ${(CONCURRENT_PAYMENTS / seconds).toFixed(0)} payments/s,` +
        ` p50 ${percentile(concurrentTimes, 50).toFixed(1)} ms, p95 ${percentile(concurrentTimes, 95).toFixed(1)} ms` +
        ` (${CONCURRENT_PAYMENTS} payments, info)`,
    );

    if (ctx.database.kind === 'postgres') {
      // Outside the timed loop: the statements of a payment, the median of COUNTED per case.
      const counted: string[] = [];
      for (const { name, id, installments } of cases) {
        const traces: Statement[][] = [];
        for (let i = 0; i < COUNTED; i++) traces.push(await traceStatements(() => pay(id, installments)));
        traces.sort((a, b) => a.length - b.length);
        const median = traces[Math.floor(COUNTED / 2)]!;
        const dbMs = median.reduce((total, statement) => total + statement.ms, 0);
        counted.push(`${name}: ${median.length} (${dbMs.toFixed(1)} ms waiting on them)`);
        if (process.env.BENCH_SPLIT_EXPLAIN) {
          const kinds = new Map<string, { n: number; ms: number }>();
          for (const statement of median) {
            const kind = statementKind(statement.text);
            const seen = kinds.get(kind) ?? { n: 0, ms: 0 };
            kinds.set(kind, { n: seen.n + 1, ms: seen.ms + statement.ms });
          }
          console.log(`  statements of a payment, ${name}:`);
          for (const [kind, { n, ms }] of [...kinds].sort((a, b) => b[1].n - a[1].n)) {
            console.log(`    ${String(n).padStart(3)} × ${kind.padEnd(44)} ${ms.toFixed(1).padStart(6)} ms`);
          }
        }
      }
      console.log(`${label} SQL statements per payment (median of ${COUNTED}): ${counted.join('; ')}`);
    }

    if (process.env.BENCH_SPLIT_EXPLAIN) {
      // Where a 6-instalment split sale's rows spend their time (constraint triggers included): its
      // sub-seller receivables and its payment entry's postings written again, rolled back.
      const [sale] = (
        (await ctx.database.executeSql(
          `select c.id as charge, e.id as entry from charges c
           join journal_entries e on e.charge_id = c.id and e.kind = 'CHARGE_PAYMENT'
           where c.seller_id = $1 and c.payment_link_id = $2 and c.installments = 6 limit 1`,
          [seller.id, linkId],
        )) as { rows: Array<{ charge: string; entry: string }> }
      ).rows;
      if (sale) {
        // The journal is append-only: its postings are copied (the same lines once more), not moved.
        await explainRolledBack(ctx, [
          [
            'the sub-seller receivables of a 6x split sale, inserted again',
            sql`with gone as (delete from sub_seller_receivables where charge_id = ${sale.charge} returning *)
                insert into sub_seller_receivables select * from gone`,
          ],
          [
            'the postings of its payment entry, inserted once more',
            sql`insert into postings (entry_id, account_id, amount_cents, effective_date, seller_id, statement_type,
                  operation, charge_id, receivable_id, sub_seller_id)
                select entry_id, account_id, amount_cents, effective_date, seller_id, statement_type, operation,
                  charge_id, receivable_id, sub_seller_id
                from postings where entry_id = ${sale.entry}`,
          ],
        ]);
      }
    }

    // Every paid sale of the link is split among the ten, and the books balance.
    const split = (await ctx.database.executeSql(
      `select count(*)::int as sales,
         count(*) filter (where (select count(distinct s.sub_seller_id) from sub_seller_receivables s where s.charge_id = c.id) <> 10)::int as unsplit,
         (select count(*)::int from sub_seller_receivables s join charges k on k.id = s.charge_id where k.payment_link_id = $2) as pieces
       from charges c where c.seller_id = $1 and c.payment_link_id = $2 and c.status = 'PAID'`,
      [seller.id, linkId],
    )) as { rows: Array<{ sales: number; unsplit: number; pieces: number }> };
    const sales = split.rows[0]!;
    const violations = await ledgerViolations(ctx.db);
    console.log(
      `${label}: ${sales.sales} split sales paid, ${sales.pieces} sub-seller receivables, ${sales.unsplit} not split among the ten;` +
        ` ledgerViolations: ${JSON.stringify(violations)} ${violations.length === 0 && sales.unsplit === 0 ? 'PASS' : 'FAIL'}`,
    );
    if (violations.length > 0 || sales.unsplit > 0) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

await onEachDatabase('split', measure, { pglite: 10_000, postgres: 10_000 });

const ms = (value: number) => value.toFixed(1).padStart(7);
console.log('\nSummary (issue 20 budgets)');
console.log(
  `${'database'.padEnd(11)} ${'case'.padEnd(36)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} budget  verdict`,
);
for (const row of verdicts) {
  const verdict = row.p95 <= row.budget ? 'PASS' : 'FAIL';
  console.log(
    `${row.database.padEnd(11)} ${row.name.padEnd(36)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)} ${`≤ ${row.budget}`.padStart(6)}  ${row.binding ? verdict : `(${verdict}, info)`}`,
  );
}
