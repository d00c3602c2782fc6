import { refundFault } from '../providers/acquirer/sandbox.js';
import { basisPoints, type ChargeCreate, type PaymentMethod } from '@cofre/contract';
import type { AppContext } from '../context.js';
import { addDays, businessDate, daysBetween } from '../lib/business-date.js';
import { and, desc, eq } from 'drizzle-orm';
import { ManualClock } from '../lib/clock.js';
import { seededRandom } from '../lib/seeded-random.js';
import { openDispute, resolveDispute } from '../modules/disputes/index.js';
import { emitInvoice, sellerInvoiceConfigs, writeInvoiceRequest } from '../modules/invoices/index.js';
import { refundCharge } from '../modules/refunds/index.js';
import {
  abandonCharge,
  type Actor,
  attemptDueCardCharges,
  charges,
  createCharge,
  deleteCharge,
  findCharge,
  markLateCharges,
  markPaidManually,
  releaseReceivables,
  simulateBuyerPayment,
} from '../modules/charges/index.js';
import { demoClient, DEMO_CLIENT_COUNT } from './demo-clients.js';
import { planRefresher } from './seed-plans.js';

export const DEMO_CHARGE_COUNT = 3_000;

const PRODUCTS = [
  'Mensalidade', 'Plano Anual', 'Consultoria', 'Curso Online', 'Manutenção', 'Assinatura Premium',
  'Kit de Produtos', 'Aula Particular', 'Licença de Software', 'Serviço de Entrega', 'Ingresso', 'Taxa de Adesão',
]; // prettier-ignore

const CARDS = {
  approved: '4111111111111111',
  approvedMaster: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
};

type Outcome = 'pay' | 'late-pay' | 'stay-late' | 'manual' | 'cancel' | 'abandon' | 'open';
interface Plan {
  at: Date;
  body: ChargeCreate;
  outcome: Outcome;
  /** When the outcome happens (payment, cancellation…). */
  settleAt: Date;
}

const noonOf = (date: string, minute: number) =>
  new Date(
    `${date}T${String(13 + (Math.floor(minute / 60) % 8)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00Z`,
  );

function planCharges(today: string, count: number): Plan[] {
  const next = seededRandom(20_261_122);
  const plans: Plan[] = [];
  for (let i = 0; i < count; i += 1) {
    let client = demoClient(Math.floor(next() * DEMO_CLIENT_COUNT));
    while (client.documentNation !== 'BR') client = demoClient(Math.floor(next() * DEMO_CLIENT_COUNT));
    const roll = next();
    const method: PaymentMethod = roll < 0.45 ? 'CREDIT_CARD' : roll < 0.8 ? 'PIX' : 'BOLETO';
    const installments = method === 'CREDIT_CARD' && next() < 0.5 ? 2 + Math.floor(next() * 11) : 1;
    const value = Math.max(installments * 500, Math.round((3_000 + next() ** 2 * 297_000) / 10) * 10);
    const createdOn = addDays(today, -Math.floor(next() * 365));
    const term =
      method === 'CREDIT_CARD'
        ? next() < 0.1
          ? 3 + Math.floor(next() * 20)
          : 0
        : method === 'PIX'
          ? Math.floor(next() * 3)
          : 3 + Math.floor(next() * 8);
    const expirationDate = addDays(createdOn, term);
    const at = noonOf(createdOn, i % 480);
    const fate = next();
    let outcome: Outcome;
    let settleOn = expirationDate;
    if (method === 'CREDIT_CARD') {
      outcome = fate < 0.04 ? 'manual' : fate < 0.07 ? 'cancel' : 'pay';
    } else if (expirationDate >= today) {
      outcome = fate < 0.5 ? 'open' : 'pay';
      settleOn = createdOn;
    } else if (fate < 0.72) {
      outcome = 'pay';
      settleOn = addDays(createdOn, Math.floor(next() * (daysBetween(createdOn, expirationDate) + 1)));
    } else if (fate < 0.8) {
      outcome = 'late-pay';
      settleOn = addDays(expirationDate, 1 + Math.floor(next() * 20));
      if (settleOn > today) settleOn = today;
    } else if (fate < 0.88) {
      outcome = 'stay-late';
    } else if (fate < 0.93) {
      outcome = 'cancel';
    } else if (fate < 0.97) {
      outcome = 'manual';
    } else {
      outcome = 'abandon';
    }
    const cardRoll = next();
    const cardNumber =
      cardRoll < 0.06
        ? CARDS.declined
        : cardRoll < 0.09
          ? CARDS.insufficientFunds
          : cardRoll < 0.5
            ? CARDS.approvedMaster
            : CARDS.approved;
    plans.push({
      at,
      outcome,
      settleAt: new Date(Math.max(at.getTime() + 60_000, noonOf(settleOn, (i * 7) % 480).getTime())),
      body: {
        title: `${PRODUCTS[Math.floor(next() * PRODUCTS.length)]} #${1000 + i}`,
        value,
        paymentMethod: method,
        installments,
        expirationDate,
        customer: {
          name: client.name,
          document: client.documentNumber,
          email: client.email,
          phone: client.phone,
          countryCode: client.countryCode,
        },
        card:
          method === 'CREDIT_CARD'
            ? { number: cardNumber, holderName: client.name.toUpperCase().slice(0, 26), expiry: '12/2031', cvv: '123' }
            : undefined,
      },
    });
  }
  return plans;
}

/**
 * About 3,000 charges over the last twelve months, created, paid, made late, cancelled and abandoned
 * by the same service code the API uses, on a clock walked day by day, so the ledger, balances,
 * receivables and notifications agree with every list, refunds and disputes included.
 */
export async function seedDemoCharges(
  ctx: AppContext,
  session: Actor,
  count = DEMO_CHARGE_COUNT,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<void> {
  const realNow = ctx.clock.now();
  const today = businessDate(realNow);
  const clock = new ManualClock(realNow);
  const seedCtx: AppContext = { ...ctx, clock };
  const events: Array<{ at: Date; run: () => Promise<unknown> }> = [];
  // Today's events happen at most a minute ago, never in the future.
  const notAfterNow = (at: Date) => (at > realNow ? new Date(realNow.getTime() - 60_000) : at);
  const ids = new Map<Plan, string>();
  const plans = planCharges(today, count);
  for (const plan of plans) {
    events.push({
      at: plan.at,
      run: async () => ids.set(plan, await createCharge(seedCtx, session.sellerId, plan.body)),
    });
    const id = () => ids.get(plan)!;
    const status = async () => (await findCharge(seedCtx.db, session.sellerId, id()))?.status;
    // A Pix or boleto charge moves only by its plan's event and by the late job (to LATE), so its
    // status needs no read; a card charge's daily attempt may already have paid or failed it.
    const later = async (action: () => Promise<unknown>) => {
      if (plan.body.paymentMethod !== 'CREDIT_CARD') return action();
      const current = await status();
      if (current === 'SCHEDULED' || current === 'LATE' || current === 'FAILED') await action();
    };
    if (plan.outcome === 'pay' || plan.outcome === 'late-pay') {
      if (plan.body.paymentMethod !== 'CREDIT_CARD')
        events.push({
          at: plan.settleAt,
          run: () => later(() => simulateBuyerPayment(seedCtx, session.sellerId, id())),
        });
    } else if (plan.outcome === 'manual') {
      events.push({ at: plan.settleAt, run: () => later(() => markPaidManually(seedCtx, session, id())) });
    } else if (plan.outcome === 'cancel') {
      events.push({ at: plan.settleAt, run: () => later(() => deleteCharge(seedCtx, session, id())) });
    } else if (plan.outcome === 'abandon') {
      events.push({
        at: plan.settleAt,
        run: async () =>
          (await status()) === 'SCHEDULED' ? abandonCharge(seedCtx, session.sellerId, id()) : undefined,
      });
    }
  }
  events.push(...afterSaleEvents(seedCtx, session, plans, ids));
  for (const event of events) event.at = notAfterNow(event.at);
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  let day = '';
  const refreshPlans = planRefresher(ctx);
  for (const [index, event] of events.entries()) {
    if (index % 500 === 0) onProgress(index, events.length);
    await refreshPlans(index);
    const eventDay = businessDate(event.at);
    if (eventDay !== day) {
      day = eventDay;
      clock.set(new Date(`${day}T03:05:00Z`));
      await markLateCharges(seedCtx);
      clock.set(new Date(`${day}T11:00:00Z`));
      await attemptDueCardCharges(seedCtx);
    }
    clock.set(event.at);
    await event.run();
  }
  onProgress(events.length, events.length);
  clock.set(realNow);
  await markLateCharges(seedCtx);
  await releaseReceivables(seedCtx);
  await seedInvoices(seedCtx, session.sellerId);
}

/**
 * Refunds (partial and total) a few days after some card and Pix payments, and card disputes opened
 * two weeks after payment and decided ten days later (most won), through the same services the API
 * uses. Drawn from their own random sequence so the charges themselves stay the same.
 */
function afterSaleEvents(ctx: AppContext, session: Actor, plans: Plan[], ids: Map<Plan, string>) {
  const next = seededRandom(5_050_505);
  const events: Array<{ at: Date; run: () => Promise<unknown> }> = [];
  const paidAt = (plan: Plan) =>
    plan.body.paymentMethod === 'CREDIT_CARD' ? new Date(`${plan.body.expirationDate}T11:00:00Z`) : plan.settleAt;
  const whenPaid = (plan: Plan, run: (id: string) => Promise<unknown>) => async () => {
    const id = ids.get(plan);
    const charge = id ? await findCharge(ctx.db, session.sellerId, id) : undefined;
    if (charge?.status === 'PAID') await run(charge.id);
  };
  const days = (date: Date, count: number) => new Date(date.getTime() + count * 86_400_000);
  for (const plan of plans) {
    const roll = next();
    const partial = next();
    if (plan.outcome !== 'pay' || plan.body.paymentMethod === 'BOLETO') continue;
    const paid = paidAt(plan);
    if (roll < 0.05) {
      const wanted = partial < 0.5 ? Math.max(100, basisPoints(plan.body.value, 3_000)) : plan.body.value;
      // Centavos ,91–,93 make the sandbox simulate a lost or late answer (docs/sandbox.md): not in the demo.
      const amount = refundFault(wanted) ? wanted - 3 : wanted;
      events.push({
        at: days(paid, 3),
        run: whenPaid(plan, (id) => refundCharge(ctx, session, id, { amount, asFraud: partial > 0.9 })),
      });
    } else if (
      (roll < 0.065 || (roll < 0.3 && paid.getTime() > ctx.clock.now().getTime() - 24 * 86_400_000)) &&
      plan.body.paymentMethod === 'CREDIT_CARD'
    ) {
      // Recent payments are disputed more often, so the demo always has a few disputes still open.
      events.push({ at: days(paid, 14), run: whenPaid(plan, (id) => openDispute(ctx, session.sellerId, id, '4837')) });
      events.push({
        at: days(paid, 24),
        run: async () => {
          const id = ids.get(plan);
          const charge = id ? await findCharge(ctx.db, session.sellerId, id) : undefined;
          if (charge?.status === 'DISPUTE')
            await resolveDispute(ctx, session.sellerId, charge.id, partial < 0.65 ? 'WON' : 'LOST');
        },
      });
    }
  }
  // What would happen after today does not happen yet: those disputes stay open.
  const now = ctx.clock.now();
  return events.filter((event) => event.at <= now);
}

/** The demo seller issues invoices: the config is switched on and the latest paid charges get theirs. */
async function seedInvoices(ctx: AppContext, sellerId: string) {
  await ctx.db.insert(sellerInvoiceConfigs).values({ sellerId, active: true, updatedAt: ctx.clock.now() });
  const recent = await ctx.db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.sellerId, sellerId), eq(charges.status, 'PAID')))
    .orderBy(desc(charges.paidAt))
    .limit(40);
  for (const { id } of recent) {
    await emitInvoice(ctx, (await writeInvoiceRequest(ctx, sellerId, id)).id);
  }
}
