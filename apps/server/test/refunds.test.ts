import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { journalEntries, postings } from '../src/modules/ledger/tables.js';
import {
  isPartiallyRefunded,
  type ChargeDetail,
  type Receivable,
  type RefundResult,
  type SessionResponse,
  type StatementRow,
} from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { releaseReceivables } from '../src/modules/charges/jobs.js';
import { sellerBalances } from '../src/modules/ledger/accounts.js';
import { setFeature } from '../src/ops/commands.js';
import { SandboxAcquirer } from '../src/providers/acquirer/sandbox.js';
import {
  AcquirerUnavailableError,
  type OperationStatus,
  type RefundRequest,
  type RefundResult as AcquirerRefundResult,
} from '../src/providers/acquirer/port.js';
import { reconcileRefunds } from '../src/modules/refunds/service.js';
import { startTestApp, type TestApp } from './support/app.js';
import { pdfText, pdfTextRuns } from './support/pdf.js';
import { CARDS, caller, card, chargeInput, expectBooksBalanced } from './support/charges.js';

/** The sandbox, except that refunds of R$ 66,60 are refused: the path where the acquirer says no. */
class RefusingAcquirer extends SandboxAcquirer {
  /** Refunds of R$ 77,70: the answer is lost, and the acquirer later says it refused them. */
  readonly refusedLater = new Set<string>();
  override async refund(request: RefundRequest): Promise<AcquirerRefundResult> {
    if (request.amount === 6_660) return { outcome: 'REFUSED', code: 'R05', message: 'refused' };
    if (request.amount === 7_770) {
      this.refusedLater.add(request.reference);
      throw new AcquirerUnavailableError('TIMEOUT');
    }
    return super.refund(request);
  }
  override async refundStatus(reference: string): Promise<OperationStatus<AcquirerRefundResult>> {
    if (this.refusedLater.has(reference)) {
      return { found: true, result: { outcome: 'REFUSED', code: 'R05', message: 'refused' } };
    }
    return super.refundStatus(reference);
  }
}
const acquirer = new RefusingAcquirer();

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let sale: SessionResponse;
let finance: SessionResponse;
let outsider: SessionResponse;
let sellerId: string;

async function paidCard(value = 30_000, installments = 3): Promise<ChargeDetail> {
  const response = await call(
    admin,
    'POST',
    '/api/charges',
    chargeInput({
      value,
      installments,
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(CARDS.approved),
    }),
  );
  const charge: ChargeDetail = response.json();
  expect(charge.status).toBe('PAID');
  return charge;
}

async function paidPix(value = 10_000): Promise<ChargeDetail> {
  const created: ChargeDetail = (
    await call(admin, 'POST', '/api/charges', chargeInput({ value, paymentMethod: 'PIX' }))
  ).json();
  return (await call(admin, 'POST', `/api/sandbox/charges/${created.uuid}/payments`)).json();
}

const refund = (session: SessionResponse, id: string, body: object, headers: Record<string, string> = {}) =>
  call(session, 'POST', `/api/charges/${id}/refunds`, body, headers);
const get = async (id: string): Promise<ChargeDetail> => (await call(admin, 'GET', `/api/charges/${id}`)).json();
const receivablesOf = async (id: string): Promise<Receivable[]> =>
  (await call(admin, 'GET', `/api/charges/${id}/receivables`)).json().content;

beforeAll(async () => {
  t = await startTestApp({ clock, acquirer });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  sellerId = admin.idSeller;
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

describe('refunding a charge', () => {
  it('the list row says how much was refunded, so the list can show a partial refund beside PAID', async () => {
    // Fails before issue 14 defect 5: the list's rows carried no refunded amount, so a partially
    // refunded charge looked like any other PAID one.
    const charge = await paidPix(20_000);
    expect((await refund(admin, charge.uuid, { amount: 5_000 })).statusCode).toBe(201);
    const rowOf = async () => {
      const page = (await call(admin, 'GET', '/api/charges?status=ALL&size=100&sort=createdAt,DESC')).json();
      return page.content.find((row: { uuid: string }) => row.uuid === charge.uuid);
    };
    expect(await rowOf()).toMatchObject({ status: 'PAID', refundedAmount: 5_000 });
    expect(isPartiallyRefunded(await rowOf())).toBe(true);
    expect((await refund(admin, charge.uuid, { amount: 15_000 })).statusCode).toBe(201);
    expect(await rowOf()).toMatchObject({ status: 'REFUND', refundedAmount: 20_000 });
    expect(isPartiallyRefunded(await rowOf())).toBe(false);
  });

  it('a partial refund keeps the charge PAID and takes the money from its last pending instalment first', async () => {
    const charge = await paidCard(30_000, 3);
    const before = await sellerBalances(t.ctx.db, sellerId);
    const response = await refund(admin, charge.uuid, { amount: 12_345 });
    expect(response.statusCode).toBe(201);
    const result: RefundResult = response.json();
    expect(result).toMatchObject({ refundedAmount: 12_345, refundableAmount: 17_655, status: 'PAID' });
    expect(result.refund).toMatchObject({ amount: 12_345, asFraud: false });

    const detail = await get(charge.uuid);
    expect(detail).toMatchObject({ status: 'PAID', refundedAmount: 12_345, refundableAmount: 17_655 });
    expect(detail.refunds.map((item) => item.amount)).toEqual([12_345]);
    const parts = await receivablesOf(charge.uuid);
    // Instalment 3 is fully reversed, instalment 2 in part, instalment 1 untouched.
    const third = parts.find((part) => part.installment === 3)!;
    const second = parts.find((part) => part.installment === 2)!;
    expect(third).toMatchObject({ status: 'REVERSED', reversedAmount: third.netAmount });
    expect(second.reversedAmount).toBe(12_345 - third.netAmount);
    expect(second.status).toBe('PENDING');
    expect(parts.find((part) => part.installment === 1)!.reversedAmount).toBe(0);
    const after = await sellerBalances(t.ctx.db, sellerId);
    expect(after.toBeReleased).toBe(before.toBeReleased - 12_345);
    expect(after.available).toBe(before.available);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('a total refund of the rest moves the charge to REFUND; the fee stays with the provider, so available goes down', async () => {
    const charge = await paidPix(10_000);
    expect(charge.status).toBe('PAID');
    // Pix settles the same day: release it, so the refund must come from the available balance.
    await releaseReceivables(t.ctx);
    const before = await sellerBalances(t.ctx.db, sellerId);
    expect((await refund(admin, charge.uuid, { amount: 4_000, asFraud: true })).statusCode).toBe(201);
    const result: RefundResult = (await refund(admin, charge.uuid, { amount: 6_000 })).json();
    expect(result).toMatchObject({ refundedAmount: 10_000, refundableAmount: 0, status: 'REFUND' });
    const detail = await get(charge.uuid);
    expect(detail.status).toBe('REFUND');
    expect(detail.refunds.map((item) => [item.amount, item.asFraud])).toEqual([
      [4_000, true],
      [6_000, false],
    ]);
    const after = await sellerBalances(t.ctx.db, sellerId);
    expect(after.available).toBe(before.available - 10_000);
    expect(
      (await call(admin, 'GET', '/api/charges?status=REFUND')).json().content.map((row: ChargeDetail) => row.uuid),
    ).toContain(charge.uuid);
    const statement: StatementRow[] = (
      await call(finance, 'GET', `/api/redeems/statement/charge/${charge.uuid}`)
    ).json().content;
    const refunds = statement.filter((row) => row.statementType === 'DEBIT_REFUND');
    expect(refunds.map((row) => [row.amount, row.creditOperation, row.isRefund])).toEqual(
      expect.arrayContaining([
        [4_000, false, true],
        [6_000, false, true],
      ]),
    );
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('refuses what is not refundable, with the catalogue messages', async () => {
    const charge = await paidCard(5_000, 1);
    const over = await refund(admin, charge.uuid, { amount: 5_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors[0]).toEqual({
      code: 'CHG-009',
      description: 'O valor do estorno é maior que o disponível para estorno.',
    });
    for (const amount of [0, -10, 12.5, '100']) {
      const invalid = await refund(admin, charge.uuid, { amount });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors[0].description).toBe('Informe um valor maior que zero.');
    }
    const boleto: ChargeDetail = (await call(admin, 'POST', '/api/charges', chargeInput())).json();
    await call(admin, 'POST', `/api/sandbox/charges/${boleto.uuid}/payments`);
    const onBoleto = await refund(admin, boleto.uuid, { amount: 100 });
    expect(onBoleto.statusCode).toBe(409);
    expect(onBoleto.json().errors[0]).toEqual({
      code: 'CHG-008',
      description: 'Esta cobrança não pode ser estornada.',
    });
    const unpaid: ChargeDetail = (
      await call(admin, 'POST', '/api/charges', chargeInput({ paymentMethod: 'PIX' }))
    ).json();
    expect((await refund(admin, unpaid.uuid, { amount: 100 })).json().errors[0].code).toBe('CHG-008');
    await refund(admin, charge.uuid, { amount: 5_000 });
    // Fully refunded: nothing more, and a refund cannot be undone.
    expect((await refund(admin, charge.uuid, { amount: 1 })).json().errors[0].code).toBe('CHG-008');
    expect((await get(charge.uuid)).refundedAmount).toBe(5_000);
  });

  it('replays the same answer for a repeated Idempotency-Key and refunds once', async () => {
    const charge = await paidCard(8_000, 1);
    const headers = { 'idempotency-key': 'refund-replay-1' };
    const first = await refund(admin, charge.uuid, { amount: 1_000 }, headers);
    const second = await refund(admin, charge.uuid, { amount: 1_000 }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().refund.uuid).toBe(first.json().refund.uuid);
    expect((await get(charge.uuid)).refundedAmount).toBe(1_000);
  });

  it('when the acquirer refuses, books the reversal and leaves the charge as it was', async () => {
    const charge = await paidCard(20_000, 2);
    const receivablesBefore = await receivablesOf(charge.uuid);
    const balancesBefore = await sellerBalances(t.ctx.db, sellerId);
    const refused = await refund(admin, charge.uuid, { amount: 6_660 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().errors[0].code).toBe('CHG-010');
    const detail = await get(charge.uuid);
    expect(detail).toMatchObject({ status: 'PAID', refundedAmount: 0, refunds: [] });
    expect(await receivablesOf(charge.uuid)).toEqual(receivablesBefore);
    expect(await sellerBalances(t.ctx.db, sellerId)).toEqual(balancesBefore);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('needs charges.refund with view_seller_refund and without view_disable_refund', async () => {
    const charge = await paidCard(3_000, 1);
    expect((await refund(finance, charge.uuid, { amount: 100 })).statusCode).toBe(403);
    expect((await refund(sale, charge.uuid, { amount: 100 })).statusCode).toBe(201);
    await setFeature(t.ctx, sellerId, 'view_disable_refund', true);
    const disabled = await refund(await t.signIn('admin@demo.cofre.dev'), charge.uuid, { amount: 100 });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().errors[0].code).toBe('PERM-002');
    await setFeature(t.ctx, sellerId, 'view_disable_refund', false);
    await setFeature(t.ctx, sellerId, 'view_seller_refund', false);
    expect((await refund(await t.signIn('admin@demo.cofre.dev'), charge.uuid, { amount: 100 })).statusCode).toBe(403);
    await setFeature(t.ctx, sellerId, 'view_seller_refund', true);
    admin = await t.signIn('admin@demo.cofre.dev');
  });

  it('answers 404 for another seller’s charge', async () => {
    const charge = await paidCard(3_000, 1);
    await setFeature(t.ctx, outsider.idSeller, 'view_seller_refund', true);
    outsider = await t.signInOutsider();
    expect((await refund(outsider, charge.uuid, { amount: 100 })).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/charges/${charge.uuid}/cancellation-letter.pdf`)).statusCode).toBe(404);
    expect((await get(charge.uuid)).refundedAmount).toBe(0);
  });
});

describe('the cancellation letter', () => {
  it('is a PDF naming the seller, the buyer, the amounts and the dates', async () => {
    const charge = await paidCard(25_000, 1);
    await refund(admin, charge.uuid, { amount: 25_000 });
    const response = await call(admin, 'GET', `/api/charges/${charge.uuid}/cancellation-letter.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Carta de cancelamento');
    expect(text).toContain('Conceição Araújo');
    expect(text).toContain('529.982.247-25');
    expect(text).toMatch(/R\$\s250,00/);
    expect(text).toContain('23/11/2026');
    expect(text).toContain(charge.uuid);
  });

  it('puts every heading at the margin and the declaration before the details it refers to', async () => {
    // Fails before this change: COMPRADOR, COBRANÇA and ESTORNOS started in the value column, and
    // the text saying 'a cobrança abaixo' came after the details.
    const charge = await paidCard(18_000, 1);
    await refund(admin, charge.uuid, { amount: 5_000 });
    const response = await call(admin, 'GET', `/api/charges/${charge.uuid}/cancellation-letter.pdf`);
    const runs = pdfTextRuns(response.rawPayload);
    const margin = runs.find((run) => run.text === 'ESTABELECIMENTO')!.x;
    for (const heading of ['ESTABELECIMENTO', 'COMPRADOR', 'COBRANÇA', 'ESTORNOS']) {
      expect(runs.find((run) => run.text === heading)?.x, heading).toBe(margin);
    }
    const declaration = runs.findIndex((run) => run.text.includes('declara para os devidos fins'));
    expect(declaration).toBeGreaterThan(-1);
    expect(declaration).toBeLessThan(runs.findIndex((run) => run.text === 'ESTABELECIMENTO'));
  });

  it('is refused for a charge without refunds', async () => {
    const charge = await paidCard(2_000, 1);
    const response = await call(admin, 'GET', `/api/charges/${charge.uuid}/cancellation-letter.pdf`);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('CHG-011');
  });
});

describe.runIf(process.env.DATABASE_URL)('refunds racing each other (PostgreSQL)', () => {
  it('50 parallel partial refunds never exceed the charge and keep the ledger balanced', async () => {
    const charge = await paidCard(100_000, 4);
    // Each asks R$ 30,00: only 33 fit in R$ 1.000,00, leaving R$ 10,00.
    const answers = await Promise.all(Array.from({ length: 50 }, () => refund(admin, charge.uuid, { amount: 3_000 })));
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(accepted).toHaveLength(33);
    expect(refused).toHaveLength(17);
    expect(refused.every((answer) => answer.json().errors[0].code === 'CHG-009')).toBe(true);
    const detail = await get(charge.uuid);
    expect(detail.refundedAmount).toBe(99_000);
    expect(detail.refunds.reduce((sum, item) => sum + item.amount, 0)).toBe(99_000);
    expect(detail.status).toBe('PAID');
    expect(await expectBooksBalanced(t)).toEqual([]);
  });
});

describe('a refund refused after its receivable was anticipated', () => {
  it('gives the money back to the available balance; the receivable stays ANTICIPATED and is never released', async () => {
    const charge = await paidCard(30_000, 3);
    // The answer is lost: the refund is booked (taken from the last instalment) and stays PENDING.
    const lost = await refund(admin, charge.uuid, { amount: 7_770 });
    expect(lost.json().refund.status, lost.body).toBe('PENDING');
    const taken = (await receivablesOf(charge.uuid)).filter((part) => part.status === 'PENDING');
    // Meanwhile the seller anticipates everything pending (an amount beyond it takes it all).
    const anticipated = await call(admin, 'POST', '/api/redeems/anticipation', { amount: 100_000_000 });
    expect(anticipated.statusCode, anticipated.body).toBe(201);
    expect((await receivablesOf(charge.uuid)).filter((part) => part.status === 'ANTICIPATED')).toHaveLength(
      taken.length,
    );
    const before = await sellerBalances(t.ctx.db, sellerId);
    const started = clock.now();
    try {
      clock.set(new Date(started.getTime() + 2 * 60_000));
      expect(await reconcileRefunds(t.ctx)).toBeGreaterThan(0);
      const parts = await receivablesOf(charge.uuid);
      expect(parts.filter((part) => part.status === 'PENDING')).toEqual([]);
      const after = await sellerBalances(t.ctx.db, sellerId);
      expect(after.available - before.available).toBe(7_770);
      expect(after.toBeReleased).toBe(before.toBeReleased);
      // Months later, nothing of this sale is released a second time.
      clock.set(new Date('2027-06-01T15:00:00Z'));
      await releaseReceivables(t.ctx);
      admin = await t.signIn('admin@demo.cofre.dev');
      const later = await receivablesOf(charge.uuid);
      expect(later.filter((part) => taken.some((held) => held.uuid === part.uuid)).map((part) => part.status)).toEqual(
        taken.map(() => 'ANTICIPATED'),
      );
      // No release entry names these receivables.
      const releases = await t.ctx.db
        .select({ id: postings.id })
        .from(postings)
        .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
        .where(
          and(
            inArray(
              postings.receivableId,
              taken.map((part) => part.uuid),
            ),
            eq(journalEntries.kind, 'RECEIVABLE_RELEASE'),
          ),
        );
      expect(releases).toEqual([]);
      expect(await expectBooksBalanced(t)).toEqual([]);
    } finally {
      clock.set(started);
      admin = await t.signIn('admin@demo.cofre.dev');
    }
  });
});
