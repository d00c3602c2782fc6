// `npm run bench:cards -w @cofre/server`: corporate card authorisations decided on our side (issue 39
// budget: decision p99 ≤ 50 ms at 100 concurrent authorisations on PostgreSQL, 0 over-limit). The
// demo seller, funded by a paid Pix charge, holds CARDS fixed-limit cards; AUTHORISATIONS purchases
// are decided 100 at a time (`authorize`, as the issuer's call reaches it), spread over the cards.
// Then every card's month is checked against its limit, and the books. N = 1,000 on PGlite and
// 20,000 on PostgreSQL (BENCH_DATABASE_URL), or BENCH_CARDS_PGLITE / BENCH_CARDS_PG;
// BENCH_CARDS_CONCURRENCY and BENCH_CARDS_CARDS change the shape. 20,000 and not fewer: purchases
// are decided in groups of about fifty, so at 5,000 (about a second) one major garbage collection
// of the process slows one group, 1 % of the samples, and decides the p99 alone.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cardCreateSchema, FEATURES, RESTRICTIVE_FEATURES } from '@cofre/contract';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import type { AppContext } from '../src/context.js';
import { authorize, cardCounterDrift, createCard } from '../src/modules/cards/index.js';
import { createCharge, releaseReceivables, simulateBuyerPayment } from '../src/modules/charges/index.js';
import { seedDemoBankingAccount } from '../src/ops/demo-banking.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { findUserByEmail } from '../src/modules/users/index.js';
import { createSeller, createUser, findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { benchToken, onEachDatabase, percentile } from './support.js';

const CONCURRENCY = Number(process.env.BENCH_CARDS_CONCURRENCY ?? 100);
const CARDS = Number(process.env.BENCH_CARDS_CARDS ?? 50);
/** Sellers the cards belong to (1: the demo seller alone, the worst case: one balance row). */
const SELLERS = Number(process.env.BENCH_CARDS_SELLERS ?? 1);

/** A valid CNPJ of branch 0001 (the sandbox bank approves those) from an 8-digit root. */
function cnpjOf(root: number): string {
  const base = `${String(root).padStart(8, '0')}0001`;
  const digit = (digits: string) => {
    const weights =
      digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...digits].reduce((total, char, index) => total + Number(char) * weights[index]!, 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const first = digit(base);
  return `${base}${first}${digit(base + first)}`;
}

/** Another seller with an ACTIVE PJ account and money, as the demo seller has. */
async function fundedSeller(ctx: AppContext, index: number) {
  const document = cnpjOf(30_000_000 + index);
  const seller = await createSeller(ctx, {
    name: `Loja Bench ${index} Ltda`,
    document,
    email: `contato@bench${index}.dev`,
    features: FEATURES.filter((f) => !RESTRICTIVE_FEATURES.includes(f)),
  });
  const user = await createUser(ctx, {
    sellerId: seller.id,
    email: `admin@bench${index}.dev`,
    profile: 'ADMIN',
    password: 'senha-do-bench-1',
  });
  await seedDemoBankingAccount(
    ctx,
    {
      id: seller.id,
      name: `Loja Bench ${index} Ltda`,
      document,
      email: `contato@bench${index}.dev`,
    },
    { keys: false },
  );
  const charge = await createCharge(ctx, seller.id, {
    title: 'Saldo do benchmark',
    value: 10_000_000,
    paymentMethod: 'PIX',
    installments: 1,
    expirationDate: businessDate(NOON),
    customer: {
      name: 'Conceição Araújo',
      document: '52998224725',
      email: 'c@exemplo.com.br',
      phone: '11987654321',
      countryCode: '55',
    },
  });
  await simulateBuyerPayment(ctx, seller.id, charge);
  return { sellerId: seller.id, userId: user.id };
}
// Monday noon in São Paulo: the Pix charge that funds the cards is released at once.
const NOON = new Date('2026-11-23T15:00:00Z');
const summary: string[] = [];

async function measure(label: string, config: Config, total: number) {
  const { app, ctx } = await buildApp(config, { clock: new ManualClock(NOON) });
  try {
    await seedDemo(ctx, { charges: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${await benchToken(address)}`, 'content-type': 'application/json' };
    const charge = (await (
      await fetch(`${address}/api/charges`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: 'Saldo do benchmark',
          // Twice what is sent: the balance never refuses, the cards' limits do.
          value: Math.max(10_000_000, total * 2_000),
          paymentMethod: 'PIX',
          expirationDate: businessDate(NOON),
          customer: {
            name: 'Conceição Araújo',
            document: '529.982.247-25',
            email: 'c@exemplo.com.br',
            phone: '(11) 98765-4321',
          },
        }),
      })
    ).json()) as { uuid?: string };
    if (!charge.uuid) throw new Error('the funding charge was refused');
    await fetch(`${address}/api/sandbox/charges/${charge.uuid}/payments`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    });
    await releaseReceivables(ctx);

    const seller = await findSeller(ctx, DEMO_SELLER.document);
    const admin = await findUserByEmail(ctx.db, 'admin@demo.cofre.dev');
    const features = FEATURES.filter((f) => !RESTRICTIVE_FEATURES.includes(f));
    const owners = [{ userId: admin!.id, sellerId: seller.id }];
    for (let index = 1; index < SELLERS; index += 1) owners.push(await fundedSeller(ctx, index));
    await releaseReceivables(ctx);
    // Each card's limit takes about two thirds of what is sent to it: many purchases are refused over it.
    const perCard = Math.ceil(total / CARDS);
    const limit = Math.floor(perCard * 1_000 * 0.66);
    const cards: Array<{ id: string }> = [];
    for (let index = 0; index < CARDS; index += 1) {
      cards.push(
        await createCard(
          ctx,
          { ...owners[index % owners.length]!, features },
          cardCreateSchema.parse({ cardName: `Bench ${index}`, limitType: 'LIMIT_BALANCE', newLimit: limit }),
        ),
      );
    }
    const times: number[] = [];
    let approved = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < total) {
          const n = next++;
          const start = performance.now();
          const decided = await authorize(ctx, {
            issuerAuthorizationId: `bench_${randomUUID()}`,
            cardId: cards[n % CARDS]!.id,
            merchantName: 'Mercado Central',
            mcc: '5411',
            amount: 1_000,
          });
          times.push(performance.now() - start);
          if (decided.approved) approved += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const over = (await ctx.db.execute(sql`
      select count(*)::int as over from (
        select c.id from cards c join card_transactions t on t.card_id = c.id
        where t.approved and not t.reversed group by c.id, c.limit_cents having sum(t.amount_cents) > c.limit_cents
      ) as spent`)) as unknown as { rows: Array<{ over: number }> };
    const violations = [
      ...(await checkLedger(ctx)),
      ...(await cardCounterDrift(ctx)).map((id) => `card ${id}'s month counter drifted`),
    ];
    const line =
      `${label}: ${total.toLocaleString('en')} authorisations on ${CARDS} cards of ${SELLERS} seller(s), ${CONCURRENCY} at once: ` +
      `${(total / seconds).toFixed(0)}/s, decision p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms ` +
      `(budget 50), ${approved} approved, ${over.rows[0]?.over ?? '?'} cards over their limit (budget 0), ledger ${violations.length === 0 ? 'clean' : violations.join('; ')}`;
    console.log(line);
    summary.push(line);
  } finally {
    await app.close();
  }
}

await onEachDatabase('cards', measure, { pglite: 1_000, postgres: 20_000 });
console.log(`\n${summary.join('\n')}`);
