// `npm run bench:notices`: the daily dunning run with N open charges, every one of them on a notice
// day (issue 18 budget: 100,000 open charges in ≤ 60 s on PostgreSQL, and a rerun adds nothing). The
// run decides each notice and writes every e-mail to the outbox (with its delivery job); the Pix
// two-days-before reminder also goes by WhatsApp to the sandbox, which records each message.
// PGlite always (BENCH_NOTICES_PGLITE, default 10,000), PostgreSQL when BENCH_DATABASE_URL is set
// (BENCH_NOTICES_PG, default 100,000).
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { ManualClock } from '../src/lib/clock.js';
import { dispatchNotices } from '../src/modules/notices/dispatch.js';
import { runDunning } from '../src/modules/notices/dunning.js';
import { findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER, seedDemo } from '../src/ops/seed.js';
import { onEachDatabase } from './support.js';

// 12:00 in São Paulo on 25/11/2026.
const NOON = new Date('2026-11-25T15:00:00Z');

/**
 * `total` open charges, a third each boleto, Pix and card, due on the day that puts today on one of
 * their method's notices: boleto and Pix 15, 7 and 2 days ahead and 2, 7 and 20 behind; card 2, 7 and
 * 20 behind.
 */
async function insertCharges(ctx: AppContext, sellerId: string, total: number) {
  const batch = 20_000;
  for (let start = 0; start < total; start += batch) {
    await ctx.database.executeSql(
      `insert into charges (id, seller_id, title, value_cents, installments, payment_method, status, expiration_date,
         customer_name, customer_document, customer_email, customer_phone, customer_country_code, name_search,
         title_search, boleto_line, pix_copy_paste, created_at, updated_at)
       select gen_random_uuid(), $1, 'Mensalidade ' || n, 1990 + n % 5000, 1, m.method,
         case when m.offset_days > 0 then 'LATE' else 'SCHEDULED' end,
         date '2026-11-25' - m.offset_days,
         'Cliente ' || n, '52998224725', 'cliente' || n || '@exemplo.com.br', '11987654321', '55',
         'cliente ' || n, 'mensalidade ' || n,
         case when m.method = 'BOLETO' then '34191790010104351004791020150008291070026000' end,
         case when m.method = 'PIX' then '00020126580014br.gov.bcb.pix0136' || n end,
         now() - interval '30 days', now()
       from generate_series($2::int, $3::int) as n,
         lateral (select
           (array['BOLETO', 'PIX', 'CREDIT_CARD'])[1 + n % 3] as method,
           case when n % 3 = 2 then (array[2, 7, 20])[1 + (n / 3) % 3]
             else (array[-15, -7, -2, 2, 7, 20])[1 + (n / 3) % 6] end as offset_days) as m`,
      [sellerId, start, Math.min(total, start + batch) - 1],
    );
  }
  await ctx.database.executeSql('VACUUM ANALYZE charges');
}

async function measure(label: string, config: Config, total: number) {
  const clock = new ManualClock(NOON);
  const { app, ctx } = await buildApp(config, { clock });
  try {
    await seedDemo(ctx, { charges: false });
    const seller = await findSeller(ctx, DEMO_SELLER.document);
    await ctx.database.executeSql(
      `insert into notice_switches (seller_id, code, active, updated_at) values ($1, 'PIX_PREPAYMENT_TWO_DAYS_WHATSAPP', true, now())`,
      [seller.id],
    );
    const began = performance.now();
    await insertCharges(ctx, seller.id, total);
    console.log(`${label}: ${total} open charges inserted in ${((performance.now() - began) / 1000).toFixed(1)} s`);

    const day = async (name: string) => {
      const start = performance.now();
      const decided = await runDunning(ctx);
      const decidedIn = (performance.now() - start) / 1000;
      const sent = await dispatchNotices(ctx);
      const seconds = (performance.now() - start) / 1000;
      console.log(
        `${label} ${name}: ${decided} notices decided in ${decidedIn.toFixed(1)} s; ${sent.emails} e-mails to the outbox` +
          ` and ${sent.whatsApp} WhatsApp messages sent; ${seconds.toFixed(1)} s in all (${(decided / seconds).toFixed(0)}/s)`,
      );
      return { decided, seconds };
    };
    const first = await day('dunning run (budget 100,000 in ≤ 60 s on PostgreSQL)');
    const again = await day('rerun (budget: none)');
    const counts = (await ctx.database.executeSql(
      `select count(*)::int as deliveries,
         count(*) filter (where status = 'SENT')::int as sent,
         count(distinct (charge_id, type, channel))::int as distinct_keys,
         (select count(*)::int from mail_outbox) as outbox
       from notice_deliveries`,
    )) as { rows: Array<{ deliveries: number; sent: number; distinct_keys: number; outbox: number }> };
    const counted = counts.rows[0]!;
    const expected = total + Math.ceil(total / 18);
    const pass =
      first.decided === counted.deliveries &&
      counted.deliveries >= expected - 1 &&
      again.decided === 0 &&
      counted.sent === counted.deliveries &&
      counted.distinct_keys === counted.deliveries;
    console.log(
      `${label}: ${counted.deliveries} deliveries (${counted.sent} sent, ${counted.distinct_keys} distinct keys),` +
        ` ${counted.outbox} e-mails in the outbox; rerun ${again.decided} ${pass ? 'PASS' : 'CHECK'}`,
    );
  } finally {
    await app.close();
  }
}

await onEachDatabase('notices', measure, { pglite: 10_000, postgres: 100_000 });
