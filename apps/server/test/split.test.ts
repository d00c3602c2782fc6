import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  CheckoutPayment,
  PaymentLink,
  PaymentLinkInput,
  SessionResponse,
  SplitReviewView,
  StatementPage,
  SubSeller,
  SubSellerCreateInput,
} from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { releaseReceivables } from '../src/modules/charges/jobs.js';
import { ledgerAccounts, receivables, subSellerReceivables } from '../src/modules/ledger/tables.js';
import { setFeature } from '../src/ops/commands.js';
import { checkRegistrations } from '../src/modules/sub-sellers/registration.js';
import type { RefundRequest, RefundResult } from '../src/providers/acquirer/port.js';
import { SandboxAcquirer } from '../src/providers/acquirer/sandbox.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, expectBooksBalanced } from './support/charges.js';
import { subSellerBody } from './support/sub-sellers.js';

/** The sandbox, except that refunds of R$ 33,33 are refused (the path where a take-back is undone). */
class RefusingAcquirer extends SandboxAcquirer {
  override async refund(request: RefundRequest): Promise<RefundResult> {
    if (request.amount === 3_333) return { outcome: 'REFUSED', code: 'R05', message: 'refused' };
    return super.refund(request);
  }
}

// Wednesday 25 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
const acquirer = new RefusingAcquirer(undefined, { clock, reviewMs: 0 });
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let manager: SessionResponse;
let outsider: SessionResponse;
let ana: SubSeller;
let bia: SubSeller;
let outsiders: SubSeller;

const approvedCard = { number: '4111 1111 1111 1111', holderName: 'ANA SOUZA', expiry: '12/30', cvv: '123' };
const buyer = {
  name: 'Carla Compradora',
  email: 'carla@example.com',
  document: '529.982.247-25',
  phone: '11987654321',
};

async function registered(session: SessionResponse, body: SubSellerCreateInput): Promise<SubSeller> {
  const response = await call(session, 'POST', '/api/sellers/subseller', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A one-off link split with Ana (12,5 %) and Bia (R$ 10,00 fixed), card only. */
const splitLink = (overrides: Partial<PaymentLinkInput> = {}): PaymentLinkInput => ({
  type: 'ORDER',
  title: 'Curso em parceria',
  value: 20_001,
  creditCard: { enabled: true, discountPercent: 0, installments: 3, feeBearer: 'EARLY_SELLER' },
  bankSlip: { enabled: false, discountPercent: 0, installments: 1 },
  pix: { enabled: false, discountPercent: 0, installments: 1 },
  split: [
    { subSellerId: ana.id, paymentType: 'PERCENTAGE', paymentValue: 1_250 },
    { subSellerId: bia.id, paymentType: 'FIXED', paymentValue: 1_000 },
  ],
  ...overrides,
});

let nextAddress = 1;
async function payByCard(linkId: string, installments: number): Promise<CheckoutPayment> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/checkout/links/${linkId}/payments`,
    remoteAddress: `10.9.0.${nextAddress++}`,
    payload: { attemptId: randomUUID(), method: 'CREDIT_CARD', installments, customer: buyer, card: approvedCard },
  });
  expect(response.statusCode, response.body).toBe(201);
  const payment: CheckoutPayment = response.json();
  expect(payment.status).toBe('PAID');
  return payment;
}

async function newSplitLink(overrides: Partial<PaymentLinkInput> = {}): Promise<PaymentLink> {
  const response = await call(admin, 'POST', '/api/payment-links', splitLink(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** What the seller and each sub-seller hold of a sale, from the receivables. */
async function sharesOf(chargeId: string) {
  const seller = await t.ctx.db.select().from(receivables).where(eq(receivables.chargeId, chargeId));
  const subs = await t.ctx.db.select().from(subSellerReceivables).where(eq(subSellerReceivables.chargeId, chargeId));
  const of = (id: string) => subs.filter((row) => row.subSellerId === id);
  return { seller, ana: of(ana.id), bia: of(bia.id) };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

beforeAll(async () => {
  t = await startTestApp({ clock, acquirer });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  manager = await t.signIn('gerente@demo.cofre.dev');
  outsider = await t.signInOutsider();
  ana = await registered(
    admin,
    subSellerBody({ document: '529.982.247-25', name: 'Ana Parceira', paymentValue: 1_250 }),
  );
  bia = await registered(admin, subSellerBody({ document: '935.411.347-80', name: 'Bia Parceira', paymentValue: 900 }));
  outsiders = await registered(
    outsider,
    subSellerBody({ document: '529.982.247-25', name: 'Parceira de Outra Loja', paymentValue: 1_000 }),
  );
  clock.advance(1_000);
  await checkRegistrations(t.ctx);
});
afterAll(() => t.close());

describe('split: the link (spec 2 §2, §4, §5; issue 20)', () => {
  it('lists the sub-sellers a sale may be split with, for SELLER_ADMIN only', async () => {
    const response = await call(admin, 'GET', '/api/payment-links/subseller');
    expect(response.statusCode).toBe(200);
    const names = response.json().content.map((row: { name: string }) => row.name);
    expect(names).toEqual(['Ana Parceira', 'Bia Parceira']);
    expect((await call(manager, 'GET', '/api/payment-links/subseller')).statusCode).toBe(403);
  });

  it("reviews the values: each share, the card fee and the seller's remainder add up to the value", async () => {
    const response = await call(admin, 'POST', '/api/payment-links/split-review', {
      value: 20_001,
      split: splitLink().split,
    });
    expect(response.statusCode, response.body).toBe(200);
    const review: SplitReviewView = response.json();
    expect(review.shares.map((share) => [share.name, share.amount])).toEqual([
      ['Ana Parceira', 2_500],
      ['Bia Parceira', 1_000],
    ]);
    expect(review.fee).toBeGreaterThan(0);
    expect(review.amountForSubSellers + review.fee + review.remainder).toBe(20_001);
  });

  it("refuses another seller's sub-seller, an unknown one and one switched off (SVD-003)", async () => {
    for (const subSellerId of [outsiders.id, randomUUID()]) {
      const response = await call(admin, 'POST', '/api/payment-links/split-review', {
        value: 10_000,
        split: [{ subSellerId, paymentType: 'FIXED', paymentValue: 100 }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('SVD-003');
    }
    const off = await registered(
      admin,
      subSellerBody({ document: '390.533.447-05', name: 'Carla Desligada', paymentValue: 500 }),
    );
    clock.advance(1_000);
    await checkRegistrations(t.ctx);
    await call(admin, 'PATCH', `/api/sellers/subseller/${off.id}/active?active=false`);
    const response = await call(
      admin,
      'POST',
      '/api/payment-links',
      splitLink({
        split: [{ subSellerId: off.id, paymentType: 'FIXED', paymentValue: 100 }],
      }),
    );
    expect(response.json().errors[0].code).toBe('SVD-003');
  });

  it('keeps a split link to cards, one-off links and one share per sub-seller, in pt-BR', async () => {
    const withPix = await call(
      admin,
      'POST',
      '/api/payment-links',
      splitLink({
        pix: { enabled: true, discountPercent: 0, installments: 1 },
      }),
    );
    expect(withPix.statusCode).toBe(400);
    expect(JSON.stringify(withPix.json())).toContain('O split só pode ser usado com cartão de crédito.');
    const twice = await call(
      admin,
      'POST',
      '/api/payment-links',
      splitLink({
        split: [
          { subSellerId: ana.id, paymentType: 'FIXED', paymentValue: 100 },
          { subSellerId: ana.id, paymentType: 'FIXED', paymentValue: 200 },
        ],
      }),
    );
    expect(JSON.stringify(twice.json())).toContain('Cada sub-vendedor só pode aparecer uma vez no split.');
    const overPercent = await call(
      admin,
      'POST',
      '/api/payment-links',
      splitLink({
        split: [{ subSellerId: ana.id, paymentType: 'PERCENTAGE', paymentValue: 10_001 }],
      }),
    );
    expect(JSON.stringify(overPercent.json())).toContain('O percentual deve ser de no máximo 100%.');
  });

  it("refuses a split that leaves the seller less than nothing (SVD-004), and a manager's split (403)", async () => {
    const over = await call(
      admin,
      'POST',
      '/api/payment-links',
      splitLink({
        split: [{ subSellerId: ana.id, paymentType: 'FIXED', paymentValue: 20_000 }],
      }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0]).toMatchObject({
      code: 'SVD-004',
      description: 'O valor do split é superior ao valor disponível. Revise os valores para criar o link.',
    });
    const byManager = await call(manager, 'POST', '/api/payment-links', splitLink());
    expect(byManager.statusCode).toBe(400);
    expect(byManager.json().errors[0].code).toBe('SVD-005');
  });

  it('lets someone without the split section edit the rest of a split link, keeping its split', async () => {
    const link = await newSplitLink();
    const kept = await call(manager, 'PUT', `/api/payment-links/${link.id}`, splitLink({ title: 'Novo título' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as PaymentLink).split?.amountForSubSellers).toBe(3_500);
    for (const split of [[], (splitLink().split ?? []).slice(1)]) {
      const changed = await call(manager, 'PUT', `/api/payment-links/${link.id}`, splitLink({ split }));
      expect(changed.statusCode).toBe(400);
      expect(changed.json().errors[0].code).toBe('SVD-005');
    }
  });

  it('shows the split on the link, edits it and copies it with the link', async () => {
    const link = await newSplitLink();
    expect(link.split?.shares.map((share) => [share.name, share.amount])).toEqual([
      ['Ana Parceira', 2_500],
      ['Bia Parceira', 1_000],
    ]);
    expect(link.split?.amountForSubSellers).toBe(3_500);
    const edited = await call(
      admin,
      'PUT',
      `/api/payment-links/${link.id}`,
      splitLink({ split: (splitLink().split ?? []).slice(1) }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as PaymentLink).split?.shares.map((share) => share.name)).toEqual(['Bia Parceira']);
    const copy = await call(admin, 'POST', `/api/payment-links/${link.id}/duplicate`);
    expect((copy.json() as PaymentLink).split?.amountForSubSellers).toBe(1_000);
    const unsplit = await call(admin, 'PUT', `/api/payment-links/${link.id}`, splitLink({ split: [] }));
    expect((unsplit.json() as PaymentLink).split).toBeNull();
  });
});

describe('split: the money (issue 20, docs/sub-sellers.md)', () => {
  it("books each share as the sub-seller's own receivables on the seller's instalment dates, to the centavo", async () => {
    const link = await newSplitLink();
    const payment = await payByCard(link.id, 3);
    const { seller, ana: anas, bia: bias } = await sharesOf(payment.chargeId);
    expect(sum(anas.map((row) => row.amount))).toBe(2_500);
    expect(sum(bias.map((row) => row.amount))).toBe(1_000);
    const paid = sum(seller.map((row) => row.gross));
    const fee = sum(seller.map((row) => row.fee));
    // Every centavo of the sale: the seller's net + the shares + the fee.
    expect(sum(seller.map((row) => row.net)) + 3_500 + fee).toBe(paid);
    for (const row of seller) {
      const dates = [...anas, ...bias].filter((sub) => sub.receivableId === row.id).map((sub) => sub.settlementDate);
      expect(new Set(dates)).toEqual(new Set([row.settlementDate]));
    }
    const split = await call(admin, 'GET', `/api/charges/${payment.chargeId}/split`);
    expect(split.statusCode).toBe(200);
    const lines = split.json().content as Array<{ subSellerName: string; amount: number; providerType: string }>;
    expect(sum(lines.filter((line) => line.subSellerName === 'Ana Parceira').map((line) => line.amount))).toBe(2_500);
    expect(lines.every((line) => line.providerType === 'CREDIT_CARD')).toBe(true);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('lists the shares beneath their instalment in the statement', async () => {
    const link = await newSplitLink({
      creditCard: { enabled: true, discountPercent: 0, installments: 1, feeBearer: 'EARLY_SELLER' },
    });
    const payment = await payByCard(link.id, 1);
    const response = await call(admin, 'GET', `/api/redeems/statement/charge/${payment.chargeId}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as Pick<StatementPage, 'content'>).content;
    const paymentRow = rows.find((row) => row.statementType === 'CREDIT_PAYMENT');
    expect(paymentRow?.subSellers).toEqual([
      { name: 'Ana Parceira', amount: 2_500, creditOperation: true, operation: '' },
      { name: 'Bia Parceira', amount: 1_000, creditOperation: true, operation: '' },
    ]);
    // The seller's paged statement (one statement built once, the shares read when an entry has some)
    // shows the charge's lines as the per-charge statement does.
    const page = (await call(admin, 'GET', '/api/redeems/statement?size=50')).json() as StatementPage;
    const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
    expect(page.content.filter((row) => row.uuidCharge === payment.chargeId).sort(byId)).toEqual([...rows].sort(byId));
  });

  it('takes a refund back from the seller and each sub-seller in proportion, never creating or losing a centavo', async () => {
    const link = await newSplitLink();
    const payment = await payByCard(link.id, 3);
    const before = await sharesOf(payment.chargeId);
    const refunded = await call(admin, 'POST', `/api/charges/${payment.chargeId}/refunds`, { amount: 7_777 });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const after = await sharesOf(payment.chargeId);
    const taken = (rows: Array<{ reversed: number }>) => sum(rows.map((row) => row.reversed));
    const fromAna = taken(after.ana) - taken(before.ana);
    const fromBia = taken(after.bia) - taken(before.bia);
    const fromSeller = taken(after.seller) - taken(before.seller);
    expect(fromAna + fromBia + fromSeller).toBe(7_777);
    // In proportion to what each holds of the R$ 200,01: Ana 2.500, Bia 1.000, the seller the rest.
    expect(fromAna).toBeGreaterThanOrEqual(Math.floor((7_777 * 2_500) / 20_001));
    expect(fromAna).toBeLessThanOrEqual(Math.ceil((7_777 * 2_500) / 20_001));
    expect(fromBia).toBeGreaterThanOrEqual(Math.floor((7_777 * 1_000) / 20_001));
    expect(fromBia).toBeLessThanOrEqual(Math.ceil((7_777 * 1_000) / 20_001));
    // The rest of the sale: nobody gives more than they received.
    const rest = await call(admin, 'POST', `/api/charges/${payment.chargeId}/refunds`, { amount: 20_001 - 7_777 });
    expect(rest.statusCode, rest.body).toBe(201);
    const final = await sharesOf(payment.chargeId);
    expect(taken(final.ana)).toBe(2_500);
    expect(taken(final.bia)).toBe(1_000);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('gives the sub-sellers their part back when the acquirer refuses the refund', async () => {
    const link = await newSplitLink();
    const payment = await payByCard(link.id, 3);
    const refused = await call(admin, 'POST', `/api/charges/${payment.chargeId}/refunds`, { amount: 3_333 });
    expect(refused.statusCode).toBe(502);
    const after = await sharesOf(payment.chargeId);
    expect(sum([...after.ana, ...after.bia, ...after.seller].map((row) => row.reversed))).toBe(0);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('a dispute holds from every party; won, each gets its part back; lost, the buyer gets it all', async () => {
    for (const outcome of ['win', 'lose'] as const) {
      const link = await newSplitLink();
      const payment = await payByCard(link.id, 3);
      const opened = await call(admin, 'POST', `/api/sandbox/charges/${payment.chargeId}/disputes`, {
        reasonCode: '4837',
      });
      expect(opened.statusCode, opened.body).toBeLessThan(300);
      const held = await sharesOf(payment.chargeId);
      expect(sum(held.ana.map((row) => row.reversed))).toBe(2_500);
      const decided = await call(admin, 'POST', `/api/sandbox/charges/${payment.chargeId}/disputes/${outcome}`);
      expect(decided.statusCode, decided.body).toBeLessThan(300);
      expect(await expectBooksBalanced(t)).toEqual([]);
    }
  });

  it("settles the sub-sellers' shares on their dates, with the seller's", async () => {
    const link = await newSplitLink({
      creditCard: { enabled: true, discountPercent: 0, installments: 1, feeBearer: 'EARLY_SELLER' },
    });
    const payment = await payByCard(link.id, 1);
    // Ana's available balance, before and after: her share moves from her receivable account to it.
    const availableOfAna = async () =>
      (
        await t.ctx.db
          .select({ balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.subSellerId, ana.id), eq(ledgerAccounts.kind, 'SUB_SELLER_AVAILABLE')))
      )[0]?.balance ?? 0;
    const before = await availableOfAna();
    clock.advance(40 * 24 * 3_600_000);
    await releaseReceivables(t.ctx);
    const rows = await t.ctx.db
      .select()
      .from(subSellerReceivables)
      .where(and(eq(subSellerReceivables.chargeId, payment.chargeId), eq(subSellerReceivables.subSellerId, ana.id)));
    expect(rows.map((row) => row.status)).toEqual(['RELEASED']);
    const share = sum(rows.map((row) => row.amount - row.reversed));
    expect(share).toBeGreaterThan(0);
    // At least her share of this sale (earlier tests' sales may settle in the same run).
    expect((await availableOfAna()) - before).toBeGreaterThanOrEqual(share);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it("answers 404 for another seller's charge and 403 without the split role", async () => {
    // The clock moved on a month above: fresh sessions.
    [admin, manager, outsider] = [
      await t.signIn('admin@demo.cofre.dev'),
      await t.signIn('gerente@demo.cofre.dev'),
      await t.signInOutsider(),
    ];
    await setFeature(t.ctx, outsider.idSeller, 'view_split_subseller_payment_link', true);
    outsider = await t.signInOutsider();
    const link = await newSplitLink();
    const payment = await payByCard(link.id, 1);
    expect((await call(outsider, 'GET', `/api/charges/${payment.chargeId}/split`)).statusCode).toBe(404);
    expect((await call(manager, 'GET', `/api/charges/${payment.chargeId}/split`)).statusCode).toBe(403);
  });
});
