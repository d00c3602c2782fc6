import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FINANCE_MESSAGES,
  type AnticipationSimulation,
  type Balance,
  type ChargeDetail,
  type Receivable,
  type SessionResponse,
  type StatementRow,
  type Withdrawal,
} from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { releaseReceivables } from '../src/modules/charges/jobs.js';
import { reconcileWithdrawals } from '../src/modules/finance/withdrawals.js';
import { payoutAccounts, sellerFinanceSettings, withdrawals } from '../src/modules/finance/tables.js';
import { sellerBalances } from '../src/modules/ledger/accounts.js';
import { postings } from '../src/modules/ledger/tables.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { sellers } from '../src/modules/sellers/tables.js';
import { setFeature } from '../src/ops/commands.js';
import { DEMO_PAYOUT_ACCOUNT } from '../src/ops/seed.js';
import { SANDBOX_TRANSFER_SETTLE_MS } from '../src/providers/banking/sandbox.js';
import { sandboxBankTransfers } from '../src/providers/banking/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { at } from './support/at.js';
import { CARDS, caller, card, chargeInput, expectBooksBalanced } from './support/charges.js';

// Monday 23 November 2026, 12:00 in São Paulo (UTC−3).
const NOON = new Date('2026-11-23T15:00:00Z');
const clock = new ManualClock(NOON);
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let finance: SessionResponse;
let sale: SessionResponse;
let outsider: SessionResponse;
let sellerId: string;

/** A paid Pix charge, released to the available balance (Pix settles the same day). */
async function fund(value: number): Promise<void> {
  const created: ChargeDetail = (
    await call(admin, 'POST', '/api/charges', chargeInput({ value, paymentMethod: 'PIX' }))
  ).json();
  await call(admin, 'POST', `/api/sandbox/charges/${created.uuid}/payments`);
  await releaseReceivables(t.ctx);
}

/** A paid card charge: its instalments are receivables to be released, 30 days apart. */
async function paidCard(value: number, installments: number): Promise<ChargeDetail> {
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

const balance = async (session = admin): Promise<Balance> => (await call(session, 'GET', '/api/redeems')).json();
const withdraw = (body: object, headers: Record<string, string> = {}, session = admin) =>
  call(session, 'POST', '/api/sellers/transfers', body, headers);
const openList = async (): Promise<Withdrawal[]> =>
  (await call(admin, 'GET', '/api/sellers/transfers/approve')).json().content;
const statement = async (query: string): Promise<StatementRow[]> =>
  (await call(admin, 'GET', `/api/redeems/statement?${query}`)).json().content;
const settleLater = async () => {
  clock.advance(SANDBOX_TRANSFER_SETTLE_MS);
  return reconcileWithdrawals(t.ctx);
};
const errorOf = (response: { json: () => { errors: Array<{ code: string; description: string }> } }) =>
  at(response.json().errors, 0);

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
  sellerId = admin.idSeller;
  // The demo seller is BARTE_BANKING; the seller's own bank opens 'include balance to be released'.
  await t.ctx.db.update(sellers).set({ bankingType: 'SELLER_BANKING' }).where(eq(sellers.id, sellerId));
  await t.signInOutsider();
  await setFeature(t.ctx, (await t.signInOutsider()).idSeller, 'view_seller_finance', true);
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(NOON);
  // Let every earlier withdrawal settle, so each test starts with nothing in flight.
  clock.advance(SANDBOX_TRANSFER_SETTLE_MS + t.ctx.config.reconcileLeaseMs);
  await reconcileWithdrawals(t.ctx);
  clock.set(NOON);
});

describe('balance', () => {
  it('reads available, to be released, total and what can be anticipated from the ledger', async () => {
    await fund(50_000);
    await paidCard(30_000, 3);
    const ledger = await sellerBalances(t.ctx.db, sellerId);
    const body = await balance();
    expect(body).toMatchObject({
      amount: ledger.available,
      notFormattedAmount: ledger.available,
      provisionedAmount: ledger.toBeReleased,
      totalAmount: ledger.available + ledger.toBeReleased,
      bankingType: 'SELLER_BANKING',
      isOnDemandEnabled: true,
    });
    expect(body.amountToAnticipation).toBe(ledger.toBeReleased);
    expect(body.onDemandNetAmount).toBeGreaterThan(0);
    expect(body.onDemandNetAmount).toBeLessThan(body.amountToAnticipation);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('needs the finance role and view_seller_finance; another seller sees only its own', async () => {
    expect((await call(finance, 'GET', '/api/redeems')).statusCode).toBe(200);
    const refused = await call(sale, 'GET', '/api/redeems');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('PERM-001');
    const other = await balance(outsider);
    expect(other).toMatchObject({
      amount: 0,
      provisionedAmount: 0,
      bankingType: 'BARTE_BANKING',
      isOnDemandEnabled: false,
    });
    await setFeature(t.ctx, sellerId, 'view_seller_finance', false);
    const off = await call(await t.signIn('admin@demo.cofre.dev'), 'GET', '/api/redeems');
    expect(off.statusCode).toBe(403);
    expect(errorOf(off).code).toBe('PERM-002');
    const offWithdraw = await withdraw({ amount: 1_000 }, {}, await t.signIn('admin@demo.cofre.dev'));
    expect(errorOf(offWithdraw).code).toBe('PERM-002');
    await setFeature(t.ctx, sellerId, 'view_seller_finance', true);
    admin = await t.signIn('admin@demo.cofre.dev');
  });

  it('shows the fraud flag to SELLER_ADMIN only', async () => {
    expect((await call(admin, 'GET', '/api/sellers/anti-fraud')).json()).toEqual({ isFraud: false });
    expect((await call(finance, 'GET', '/api/sellers/anti-fraud')).statusCode).toBe(403);
  });
});

describe('withdrawals', () => {
  it('books DEBIT_TRANSFER with the balance check, lists it while processing, and settles it', async () => {
    await fund(20_000);
    const before = await balance();
    expect((await call(admin, 'GET', '/api/sellers/bank-account')).json().account).toMatchObject({
      bankCode: '341',
      account: '12345',
    });
    const response = await withdraw({ amount: 10_000 });
    expect(response.statusCode).toBe(201);
    const created: Withdrawal = response.json();
    expect(created).toMatchObject({
      amount: 10_000,
      status: 'PROCESSING',
      scheduledDate: '2026-11-23',
      anticipatedAmount: 0,
    });
    expect((await balance()).amount).toBe(before.amount - 10_000);
    expect((await openList()).map((item) => item.uuid)).toContain(created.uuid);
    expect((await call(finance, 'GET', '/api/sellers/transfers')).json()).toMatchObject({ totalPending: 10_000 });
    const lines = await statement('tab=EXTRATO');
    expect(lines.find((line) => line.statementType === 'DEBIT_TRANSFER')).toMatchObject({
      amount: 10_000,
      creditOperation: false,
      executionDate: '2026-11-23',
    });
    // Not yet: the bank settles 30 s after accepting.
    expect(await reconcileWithdrawals(t.ctx)).toBe(0);
    expect(await settleLater()).toBe(1);
    expect(await openList()).toEqual([]);
    expect((await call(admin, 'GET', '/api/sellers/transfers')).json()).toEqual({ totalPending: 0, quantity: 0 });
    expect((await balance()).amount).toBe(before.amount - 10_000);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('refuses R$ 9,00 or less, more than the available balance, and bad bodies, in pt-BR', async () => {
    await fund(5_000);
    const low = await withdraw({ amount: 900 });
    expect(low.statusCode).toBe(400);
    expect(errorOf(low).description).toBe(FINANCE_MESSAGES.amountTooLow);
    expect((await withdraw({ amount: 901 })).statusCode).toBe(201);
    for (const amount of [0, -5, 12.5, '1000']) {
      const bad = await withdraw({ amount });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).description).toBe(FINANCE_MESSAGES.amountRequired);
    }
    expect((await withdraw({ amount: 1_000, sellerId: outsider.idSeller })).statusCode).toBe(400);
    const over = await withdraw({ amount: (await balance()).amount + 1 });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over)).toEqual({ code: 'FIN-002', description: 'O valor do saque é maior que o saldo disponível.' });
  });

  it('is refused from 23:00 to 01:00 in São Paulo, by the server clock', async () => {
    await fund(10_000);
    const at = async (iso: string) => {
      clock.set(new Date(iso));
      // A fresh session: the access token lives 15 minutes by the same clock.
      return withdraw({ amount: 1_000 }, {}, await t.signIn('admin@demo.cofre.dev'));
    };
    expect((await at('2026-11-24T01:59:00Z')).statusCode).toBe(201); // 22:59
    const blocked = await at('2026-11-24T02:00:00Z'); // 23:00
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked)).toEqual({
      code: 'FIN-001',
      description: 'Saques não podem ser solicitados entre 23h e 1h (horário de Brasília).',
    });
    expect((await at('2026-11-24T03:30:00Z')).statusCode).toBe(409); // 00:30
    expect((await at('2026-11-24T03:59:59Z')).statusCode).toBe(409); // 00:59:59
    expect((await at('2026-11-24T04:00:00Z')).statusCode).toBe(201); // 01:00
  });

  it('needs SELLER_FINANCES, ADMIN or BACKOFFICE; a seller without a payout account is told so', async () => {
    const refused = await withdraw({ amount: 1_000 }, {}, sale);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('PERM-001');
    expect((await call(sale, 'GET', '/api/sellers/transfers/approve')).statusCode).toBe(403);
    expect((await call(outsider, 'GET', '/api/sellers/transfers/approve')).json().content).toEqual([]);
    const none = await withdraw({ amount: 1_000 }, {}, outsider);
    expect(errorOf(none).code).toBe('FIN-003');
    await fund(5_000);
    expect((await withdraw({ amount: 1_000 }, {}, finance)).statusCode).toBe(201);
  });

  it('replays the answer of a repeated Idempotency-Key and withdraws once', async () => {
    await fund(5_000);
    const before = (await balance()).amount;
    const headers = { 'idempotency-key': 'withdraw-replay-1' };
    const first = await withdraw({ amount: 2_000 }, headers);
    const second = await withdraw({ amount: 2_000 }, headers);
    expect(second.json().uuid).toBe(first.json().uuid);
    expect((await balance()).amount).toBe(before - 2_000);
  });

  it('a transfer to the closed test account fails at the bank: the money comes back once, with a notification', async () => {
    await fund(8_000);
    await t.ctx.db
      .update(payoutAccounts)
      .set({ account: '99999', accountDigit: '9' })
      .where(eq(payoutAccounts.sellerId, sellerId));
    try {
      const before = (await balance()).amount;
      const created: Withdrawal = (await withdraw({ amount: 7_000 })).json();
      expect(created.status).toBe('PROCESSING');
      expect((await balance()).amount).toBe(before - 7_000);
      expect(await settleLater()).toBe(1);
      const [row] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, created.uuid));
      expect(row).toMatchObject({ status: 'FAILED', failureCode: 'AC04' });
      expect((await balance()).amount).toBe(before);
      const lines = await statement('tab=EXTRATO');
      expect(lines.find((line) => line.statementType === 'CREDIT_REVERSAL')).toMatchObject({
        amount: 7_000,
        creditOperation: true,
      });
      const told = await t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.sellerId, sellerId), eq(notifications.type, 'NOTIFICATION_TRANSFER_FAILED')));
      expect(told).toHaveLength(1);
      // Another run (or a late answer) changes nothing.
      expect(await settleLater()).toBe(0);
      expect((await balance()).amount).toBe(before);
      expect(await expectBooksBalanced(t)).toEqual([]);
    } finally {
      await t.ctx.db
        .update(payoutAccounts)
        .set({ account: DEMO_PAYOUT_ACCOUNT.account, accountDigit: DEMO_PAYOUT_ACCOUNT.accountDigit })
        .where(eq(payoutAccounts.sellerId, sellerId));
    }
  });

  it('a lost bank answer leaves it PENDING (202); the job finds it by reference and settles it exactly once', async () => {
    await fund(10_000);
    const before = (await balance()).amount;
    const response = await withdraw({ amount: 3_091 });
    expect(response.statusCode).toBe(202);
    const pending: Withdrawal = response.json();
    expect(pending.status).toBe('PENDING');
    expect((await balance()).amount).toBe(before - 3_091);
    // Within the lease the job leaves it alone.
    expect(await reconcileWithdrawals(t.ctx)).toBe(0);
    clock.advance(t.ctx.config.reconcileLeaseMs + SANDBOX_TRANSFER_SETTLE_MS);
    expect(await reconcileWithdrawals(t.ctx)).toBe(1);
    const [row] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, pending.uuid));
    expect(row?.status).toBe('SETTLED');
    const sent = await t.ctx.db
      .select()
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.reference, pending.uuid));
    expect(sent).toHaveLength(1);
    expect(await reconcileWithdrawals(t.ctx)).toBe(0);
    expect((await balance()).amount).toBe(before - 3_091);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('a request lost on the way to the bank is sent again with the same reference by the job', async () => {
    await fund(10_000);
    const pending: Withdrawal = (await withdraw({ amount: 2_092 })).json();
    expect(pending.status).toBe('PENDING');
    clock.advance(t.ctx.config.reconcileLeaseMs + 1);
    expect(await reconcileWithdrawals(t.ctx)).toBe(0); // re-sent: accepted, now PROCESSING
    expect((await openList()).find((item) => item.uuid === pending.uuid)?.status).toBe('PROCESSING');
    expect(await settleLater()).toBe(1);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });
});

describe('anticipation', () => {
  const simulate = (amount: number, session = admin) =>
    call(session, 'GET', `/api/seller/antecipation/rate?amount=${amount}`);

  it('simulates and confirms: CREDIT_ANTICIPATED, receivables ANTICIPATED and never released again, an e-mail', async () => {
    const charge = await paidCard(60_000, 3);
    const before = await sellerBalances(t.ctx.db, sellerId);
    const simulation: AnticipationSimulation = (await simulate(15_000)).json();
    expect(simulation.anticipationDate).toBe('2026-11-23');
    expect(simulation.netAmount).toBeGreaterThanOrEqual(15_000);
    expect(simulation.grossAmount - simulation.netAmount).toBeGreaterThan(0);
    expect(simulation.effectiveRate).toBeGreaterThan(0);
    const confirmed = await call(admin, 'POST', '/api/redeems/anticipation', { amount: 15_000 });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ netAmount: simulation.netAmount, grossAmount: simulation.grossAmount });
    const after = await sellerBalances(t.ctx.db, sellerId);
    expect(after.available).toBe(before.available + simulation.netAmount);
    expect(after.toBeReleased).toBe(before.toBeReleased - simulation.grossAmount);
    const parts: Receivable[] = (await call(admin, 'GET', `/api/charges/${charge.uuid}/receivables`)).json().content;
    const anticipated = parts.filter((part) => part.status === 'ANTICIPATED');
    expect(anticipated.length).toBeGreaterThan(0);
    const tab = await statement('tab=ANTECIPACOES');
    expect(tab.length).toBeGreaterThan(0);
    expect(tab.every((line) => line.statementType === 'CREDIT_ANTICIPATED')).toBe(true);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'admin@demo.cofre.dev'));
    expect(mails.some((mail) => mail.subject === 'Antecipação de recebíveis confirmada')).toBe(true);
    // Months later the release job runs: the anticipated receivables are not paid a second time.
    clock.set(new Date('2027-04-01T15:00:00Z'));
    const releasedBefore = await sellerBalances(t.ctx.db, sellerId);
    await releaseReceivables(t.ctx);
    const releasedAfter = await sellerBalances(t.ctx.db, sellerId);
    expect(releasedAfter.toBeReleased).toBeLessThan(releasedBefore.toBeReleased);
    const later = await t.signIn('admin@demo.cofre.dev');
    const partsLater: Receivable[] = (await call(later, 'GET', `/api/charges/${charge.uuid}/receivables`)).json()
      .content;
    expect(partsLater.filter((part) => part.status === 'ANTICIPATED')).toHaveLength(anticipated.length);
    expect(partsLater.filter((part) => part.status === 'PENDING')).toHaveLength(0);
    // No release posting (they carry no statement type) ever names an anticipated receivable.
    const releases = await t.ctx.db
      .select()
      .from(postings)
      .where(
        and(
          inArray(
            postings.receivableId,
            anticipated.map((part) => part.uuid),
          ),
          isNull(postings.statementType),
        ),
      );
    expect(releases).toEqual([]);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('refuses when on-demand anticipation is off or nothing can be anticipated; needs the anticipation role', async () => {
    expect((await simulate(1_000, sale)).statusCode).toBe(403);
    const bad = await simulate(0);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).description).toBe(FINANCE_MESSAGES.amountRequired);
    const other = await call(outsider, 'GET', '/api/seller/antecipation/rate?amount=1000');
    expect(errorOf(other).code).toBe('FIN-005');
    await t.ctx.db.insert(sellerFinanceSettings).values({ sellerId: outsider.idSeller, onDemandEnabled: true });
    const nothing = await call(outsider, 'POST', '/api/redeems/anticipation', { amount: 1_000 });
    expect(nothing.statusCode).toBe(409);
    expect(errorOf(nothing)).toEqual({ code: 'FIN-006', description: 'Não há recebíveis disponíveis para antecipar.' });
  });

  it('a withdrawal may include the balance to be released (SELLER_BANKING only); fraud adds 10 %', async () => {
    await paidCard(50_000, 2);
    const available = (await balance()).amount;
    const requested = available + 10_000;
    const quote = (
      await call(
        admin,
        'GET',
        `/api/redeems/anticipation/amount?requestedAmount=${requested}&useAnticipationAmount=true`,
      )
    ).json();
    expect(quote.totalRedeem).toBe(requested);
    expect(quote.anticipationTax).toBeGreaterThan(0);
    expect(quote.amountToReceive).toBe(requested - quote.anticipationTax);
    await t.ctx.db
      .update(sellerFinanceSettings)
      .set({ isFraud: true })
      .where(eq(sellerFinanceSettings.sellerId, sellerId));
    const fraud = (
      await call(
        admin,
        'GET',
        `/api/redeems/anticipation/amount?requestedAmount=${requested}&useAnticipationAmount=true`,
      )
    ).json();
    expect(fraud.anticipationTax - quote.anticipationTax).toBe(Math.round(requested / 10));
    await t.ctx.db
      .update(sellerFinanceSettings)
      .set({ isFraud: false })
      .where(eq(sellerFinanceSettings.sellerId, sellerId));
    const response = await withdraw({ amount: requested, useAnticipationAmount: true });
    // 202 when the fee left centavos that the sandbox treats as a lost answer (x,91 / x,92).
    expect([201, 202]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ amount: quote.amountToReceive });
    expect(response.json().anticipatedAmount).toBeGreaterThanOrEqual(10_000);
    expect((await balance()).amount).toBeGreaterThanOrEqual(0);
    expect(await expectBooksBalanced(t)).toEqual([]);

    await t.ctx.db.update(sellers).set({ bankingType: 'BARTE_BANKING' }).where(eq(sellers.id, sellerId));
    const barte = await withdraw({ amount: 5_000, useAnticipationAmount: true });
    expect(barte.statusCode).toBe(409);
    expect(errorOf(barte).code).toBe('FIN-007');
    await t.ctx.db.update(sellers).set({ bankingType: 'SELLER_BANKING' }).where(eq(sellers.id, sellerId));
  });
});

describe('statement tabs and CSV', () => {
  it('Lançamentos futuros starts tomorrow; the picker reaches 360 days ahead at most', async () => {
    await paidCard(9_000, 1);
    const future = await statement('tab=FUTUROS');
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((line) => line.executionDate > '2026-11-23' && line.executionDate <= '2027-01-22')).toBe(true);
    const past = await statement('tab=EXTRATO');
    expect(past.every((line) => line.executionDate <= '2026-11-23')).toBe(true);
    const far = await call(admin, 'GET', '/api/redeems/statement?executionDateFinal=2027-11-19');
    expect(far.statusCode).toBe(400);
    expect(errorOf(far).code).toBe('FIN-008');
    expect((await call(admin, 'GET', '/api/redeems/statement?executionDateFinal=2027-11-18')).statusCode).toBe(200);
  });

  it('streams the CSV of a period; both dates are required and a year is the most', async () => {
    await fund(3_000);
    const response = await call(
      finance,
      'GET',
      '/api/redeems/statement/csv?executionDateInitial=2026-11-01&executionDateFinal=2026-11-30',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Execução;Tipo;Operação;Comprador;Forma de pagamento;Crédito/Débito;Valor (R$);Taxas (R$);Cobrança',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.some((line) => line.startsWith('23/11/2026;Repasse;'))).toBe(true);
    const missing = await call(admin, 'GET', '/api/redeems/statement/csv?executionDateInitial=2026-11-01');
    expect(missing.statusCode).toBe(400);
    const long = await call(
      admin,
      'GET',
      '/api/redeems/statement/csv?executionDateInitial=2025-11-01&executionDateFinal=2026-11-30',
    );
    expect(errorOf(long).code).toBe('FIN-009');
    expect(
      (
        await call(
          sale,
          'GET',
          '/api/redeems/statement/csv?executionDateInitial=2026-11-01&executionDateFinal=2026-11-30',
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe.runIf(process.env.DATABASE_URL)('withdrawals racing on PostgreSQL', () => {
  it('40 parallel withdrawals of 30 % of the balance: at most 3 succeed and the balance never goes negative', async () => {
    await fund(100_000);
    const available = (await balance()).amount;
    const each = Math.floor(available * 0.3);
    const answers = await Promise.all(Array.from({ length: 40 }, () => withdraw({ amount: each })));
    const accepted = answers.filter((answer) => answer.statusCode === 201 || answer.statusCode === 202);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(accepted.length).toBe(3);
    expect(refused.length).toBe(37);
    expect(refused.every((answer) => errorOf(answer).code === 'FIN-002')).toBe(true);
    const after = (await balance()).amount;
    expect(after).toBe(available - 3 * each);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });
});
