import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PIX_PAYMENT_MESSAGES,
  type PixPayment,
  type PixPaymentPage,
  type PixRecipient,
  type SessionResponse,
} from '@cofre/contract';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { createUser, setFeature } from '../src/ops/commands.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { checkLedger, postings } from '../src/modules/ledger/index.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { executeScheduledPayments } from '../src/modules/payments/index.js';
import { statusChanges } from '../src/modules/lifecycle/tables.js';
import { pixPayments } from '../src/modules/payments/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { sellerWithAdmin } from './support/banking.js';
import { caller } from './support/charges.js';
import { fund, payingSeller, type PayingSeller } from './support/payments.js';
import { pdfText } from './support/pdf.js';

// Monday 23 November 2026, 12:00 in São Paulo (the day period).
const NOON = new Date('2026-11-23T15:00:00Z');
const clock = new ManualClock(NOON);
let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: PayingSeller;
let outsider: SessionResponse;

const KEY = 'fornecedor@exemplo.com.br';
const codeOf = (response: { json: () => { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;
let keys = 0;
const pay = (session: SessionResponse, body: Record<string, unknown>, key = `k-${++keys}`) =>
  call(session, 'POST', '/api/payments/pix', body, { 'idempotency-key': key });
const payment = (overrides: Record<string, unknown> = {}) => ({
  key: KEY,
  amount: 1_000,
  paymentDate: businessDate(clock.now()),
  costCenter: 'operacional',
  description: 'Fornecedor de embalagens',
  ...overrides,
});
const balance = async (session: SessionResponse): Promise<number> =>
  (await call(session, 'GET', '/api/payments/balance')).json().available;
const setPolicy = (session: SessionResponse, required: boolean, threshold = 0) =>
  call(session, 'PUT', '/api/payments/pix/approval-policy', { required, threshold });

/** Sessions end when the clock moves a day: everyone signs in again. */
async function signInAgain() {
  shop.admin = await t.signIn('admin@pagadora.dev');
  shop.admin2 = await t.signIn('admin2@pagadora.dev');
  shop.finance = await t.signIn('financeiro@pagadora.dev');
  shop.sale = await t.signIn('vendas@pagadora.dev');
  outsider = await t.signIn('admin@demo.cofre.dev');
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Pagadora', document: '11444777000161', domain: 'pagadora.dev' });
  await fund(t, shop.admin, 500_000);
  outsider = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

describe('the recipient, before any money moves', () => {
  it("names the key's holder, bank and masked document, and asks the directory once per key", async () => {
    const lookups = vi.spyOn(t.ctx.pixDirectory, 'lookupKey');
    const first = await call(shop.admin, 'POST', '/api/payments/pix/recipient', { key: ' Pessoa@Exemplo.com.br ' });
    expect(first.statusCode).toBe(200);
    const recipient: PixRecipient = first.json();
    expect(recipient).toMatchObject({ key: 'pessoa@exemplo.com.br', keyType: 'EMAIL' });
    expect(recipient.name).toMatch(/^\p{L}+ \p{L}+ \p{L}+$/u);
    expect(recipient.maskedDocument).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(recipient.bankName).not.toBe('');
    expect(JSON.stringify(recipient)).not.toMatch(/\d{11}/);
    // The review, then the payment: the same key is not looked up again.
    await call(shop.admin, 'POST', '/api/payments/pix/recipient', { key: 'pessoa@exemplo.com.br' });
    const paid = await pay(shop.admin, payment({ key: 'pessoa@exemplo.com.br', amount: 100 }));
    expect(paid.statusCode).toBe(201);
    expect(paid.json().recipientName).toBe(recipient.name);
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });

  it('says when the directory does not know the key, does not answer, or the key is not a key', async () => {
    const unknown = await call(shop.admin, 'POST', '/api/payments/pix/recipient', { key: 'nao-existe@exemplo.com.br' });
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, 'PAY-007']);
    const down = await call(shop.admin, 'POST', '/api/payments/pix/recipient', { key: 'fora-do-ar@exemplo.com.br' });
    expect([down.statusCode, codeOf(down)]).toEqual([503, 'PAY-008']);
    const invalid = await call(shop.admin, 'POST', '/api/payments/pix/recipient', { key: '1234' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].description).toBe(PIX_PAYMENT_MESSAGES.keyInvalid);
    // A payment to an unknown key moves nothing.
    const before = await balance(shop.admin);
    expect(codeOf(await pay(shop.admin, payment({ key: 'nao-existe@exemplo.com.br' })))).toBe('PAY-007');
    expect(await balance(shop.admin)).toBe(before);
  });
});

describe('paying without a second person', () => {
  it('refuses each missing field with the spec message, a past date and more than the balance', async () => {
    const empty = await pay(shop.admin, { key: '', amount: 0, paymentDate: '', costCenter: '' });
    expect(empty.statusCode).toBe(400);
    const messages = empty.json().errors.map((error: { description: string }) => error.description);
    expect(messages).toEqual(
      expect.arrayContaining([
        PIX_PAYMENT_MESSAGES.keyRequired,
        PIX_PAYMENT_MESSAGES.amountRequired,
        PIX_PAYMENT_MESSAGES.dateRequired,
        PIX_PAYMENT_MESSAGES.costCenterRequired,
      ]),
    );
    const past = await pay(shop.admin, payment({ paymentDate: '2026-11-22' }));
    expect([past.statusCode, past.json().errors[0].description]).toEqual([400, PIX_PAYMENT_MESSAGES.datePast]);
    const available = await balance(shop.admin);
    const tooMuch = await pay(shop.admin, payment({ amount: available + 1 }));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors[0].description).toMatch(
      /^Saldo insuficiente para realizar o pagamento\. Saldo disponível: R\$\s[\d.]+,\d{2}$/,
    );
  });

  it('pays today at once: debited, completed with an end-to-end id, a statement line and a receipt', async () => {
    const before = await balance(shop.admin);
    const response = await pay(shop.admin, payment({ amount: 12_345 }));
    expect(response.statusCode).toBe(201);
    const paid: PixPayment = response.json();
    expect(paid).toMatchObject({ status: 'completed', amount: 12_345, costCenter: 'operacional' });
    expect(paid.endToEndId).toMatch(/^E13935893\d{12}[0-9A-F]{11}$/);
    expect(paid.approvedBy?.id).toBe(shop.admin.idUser);
    expect(paid.actions).toEqual({ approve: false, reject: false, cancel: false, receipt: true });
    expect(await balance(shop.admin)).toBe(before - 12_345);
    const lines = await t.ctx.db
      .select()
      .from(postings)
      .where(and(eq(postings.sellerId, shop.sellerId), eq(postings.statementType, 'DEBIT_PIX')));
    expect(lines.some((line) => line.amount === -12_345)).toBe(true);
    const receipt = await call(shop.admin, 'GET', `/api/payments/pix/${paid.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('Comprovante de Pix');
    expect(text).toContain(paid.endToEndId!);
    expect(text).toContain(paid.recipientName);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the same payment, paid once', async () => {
    const before = await balance(shop.admin);
    const first = await pay(shop.admin, payment({ amount: 2_000 }), 'same-click');
    const again = await pay(shop.admin, payment({ amount: 2_000 }), 'same-click');
    expect(again.json().id).toBe(first.json().id);
    expect(await balance(shop.admin)).toBe(before - 2_000);
  });

  it('schedules a later day, executes it once on that morning, and fails one the balance no longer covers', async () => {
    const later = await pay(shop.admin, payment({ amount: 3_000, paymentDate: '2026-11-25' }));
    expect(later.json().status).toBe('scheduled');
    // Scheduled a minute after it: a seller's scheduled payments are debited in that order.
    clock.set(new Date(NOON.getTime() + 60_000));
    const tooBig = await pay(
      shop.admin,
      payment({ amount: 4_000, paymentDate: '2026-11-25', key: 'outro@exemplo.com.br' }),
    );
    expect(tooBig.json().status).toBe('scheduled');
    const before = await balance(shop.admin);
    // Before its day, the job leaves them alone.
    expect(await executeScheduledPayments(t.ctx)).toBe(0);
    // Wednesday 07:00: meanwhile most of the balance left, so only the first fits.
    clock.set(new Date('2026-11-25T10:00:00Z'));
    await signInAgain();
    const spend = shop.admin;
    const drained = before - 3_000 - 2_000;
    expect(
      (await pay(spend, payment({ amount: drained, paymentDate: '2026-11-25', key: 'drena@exemplo.com.br' })))
        .statusCode,
    ).toBe(201);
    // Two workers at once: each scheduled payment is executed by one of them, once.
    const counts = await Promise.all([executeScheduledPayments(t.ctx), executeScheduledPayments(t.ctx)]);
    expect(counts[0] + counts[1]).toBe(2);
    const done: PixPayment = (await call(spend, 'GET', `/api/payments/pix/${later.json().id}`)).json();
    expect(done.status).toBe('completed');
    const failed: PixPayment = (await call(spend, 'GET', `/api/payments/pix/${tooBig.json().id}`)).json();
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toMatch(/^Saldo insuficiente/);
    expect(await balance(spend)).toBe(2_000);
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.sellerId, shop.sellerId), eq(notifications.type, 'NOTIFICATION_PIX_PAYMENT')));
    expect(told.some((row) => JSON.stringify(row.variables).includes(tooBig.json().id))).toBe(true);
    expect(await executeScheduledPayments(t.ctx)).toBe(0);
    expect(await checkLedger(t.ctx)).toEqual([]);
    await fund(t, spend, 500_000);
  });
});

describe('maker-checker (D3)', () => {
  it('refuses to require approval with fewer than two possible approvers, and lets only an administrator set it', async () => {
    const lone = await sellerWithAdmin(t, { name: 'Loja Sozinha', document: '45723174000110', email: 'c@sozinha.dev' });
    await setFeature(t.ctx, lone.idSeller, 'view_accounts_payable_2', true);
    const alone = await setPolicy(lone, true);
    expect([alone.statusCode, codeOf(alone)]).toEqual([409, 'PAY-009']);
    expect((await call(lone, 'GET', '/api/payments/pix/approval-policy')).json()).toMatchObject({
      required: false,
      approvers: 1,
      editable: true,
    });
    const refused = await setPolicy(shop.finance, true);
    expect(refused.statusCode).toBe(403);
    const fine = await setPolicy(shop.admin, true, 500_000);
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ required: true, threshold: 500_000, approvers: 2, editable: true });
    expect((await call(shop.finance, 'GET', '/api/payments/pix/approval-policy')).json().editable).toBe(false);
    await setPolicy(shop.admin, false);
  });

  it('keeps a FINANCE submission waiting, tells the approvers, and lets another person approve and pay it', async () => {
    const before = await balance(shop.admin);
    const submitted = await pay(shop.finance, payment({ amount: 5_000 }));
    expect(submitted.statusCode).toBe(201);
    const waiting: PixPayment = submitted.json();
    expect(waiting.status).toBe('pending_approval');
    expect(waiting.actions).toEqual({ approve: false, reject: false, cancel: true, receipt: false });
    expect(await balance(shop.admin)).toBe(before);
    const told = await t.ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.sellerId, shop.sellerId), eq(notifications.type, 'NOTIFICATION_PIX_PAYMENT')));
    const approversTold = told.map((row) => row.userId);
    expect(approversTold).toEqual(expect.arrayContaining([shop.admin.idUser, shop.admin2.idUser]));
    expect(approversTold).not.toContain(shop.finance.idUser);
    // FINANCE may submit but not approve.
    const self = await call(shop.finance, 'POST', `/api/payments/pix/${waiting.id}/approval`, {});
    expect(self.statusCode).toBe(403);
    const seen: PixPayment = (await call(shop.admin, 'GET', `/api/payments/pix/${waiting.id}`)).json();
    expect(seen.actions).toMatchObject({ approve: true, reject: true, cancel: true });
    const approved = await call(shop.admin, 'POST', `/api/payments/pix/${waiting.id}/approval`, { notes: 'Ok' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'completed', approvedBy: { id: shop.admin.idUser }, notes: 'Ok' });
    expect(await balance(shop.admin)).toBe(before - 5_000);
    const history = await t.ctx.db.select().from(statusChanges).where(eq(statusChanges.entityId, waiting.id));
    expect(history.map((row) => [row.status, row.changedBy])).toEqual(
      expect.arrayContaining([
        ['approved', shop.admin.idUser],
        ['processing', shop.admin.idUser],
        ['completed', null],
      ]),
    );
  });

  it('never lets the submitter approve their own payment when approval is required', async () => {
    expect((await setPolicy(shop.admin, true, 10_000)).statusCode).toBe(200);
    // Below the threshold an administrator still pays at once.
    expect((await pay(shop.admin, payment({ amount: 9_999 }))).json().status).toBe('completed');
    const own: PixPayment = (await pay(shop.admin, payment({ amount: 10_000 }))).json();
    expect(own.status).toBe('pending_approval');
    expect(own.actions.approve).toBe(false);
    const refused = await call(shop.admin, 'POST', `/api/payments/pix/${own.id}/approval`, {});
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'PAY-004']);
    expect((await call(shop.admin2, 'POST', `/api/payments/pix/${own.id}/approval`, {})).json().status).toBe(
      'completed',
    );
  });

  it('never lets a submitter approve their own payment even after being promoted to administrator', async () => {
    const waiting: PixPayment = (await pay(shop.finance, payment({ amount: 3_000 }))).json();
    expect(waiting.status).toBe('pending_approval');
    const promote = (profile: string) =>
      call(shop.admin, 'PATCH', `/api/users/${shop.finance.idUser}`, { profile, status: 'ACTIVE' });
    expect((await promote('ADMIN')).statusCode).toBe(200);
    try {
      shop.finance = await t.signIn('financeiro@pagadora.dev');
      const seen: PixPayment = (await call(shop.finance, 'GET', `/api/payments/pix/${waiting.id}`)).json();
      expect(seen.actions.approve).toBe(false);
      const refused = await call(shop.finance, 'POST', `/api/payments/pix/${waiting.id}/approval`, {});
      expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'PAY-004']);
      expect((await call(shop.admin, 'GET', `/api/payments/pix/${waiting.id}`)).json().status).toBe('pending_approval');
    } finally {
      expect((await promote('FINANCE')).statusCode).toBe(200);
      shop.finance = await t.signIn('financeiro@pagadora.dev');
    }
    await call(shop.finance, 'POST', `/api/payments/pix/${waiting.id}/cancellation`, {});
  });

  it('answers a repeated approval under the same Idempotency-Key with the first answer, paid once', async () => {
    const waiting: PixPayment = (await pay(shop.finance, payment({ amount: 4_000 }))).json();
    const before = await balance(shop.admin);
    const approve = () =>
      call(
        shop.admin,
        'POST',
        `/api/payments/pix/${waiting.id}/approval`,
        {},
        { 'idempotency-key': `a-${waiting.id}` },
      );
    const first = await approve();
    expect([first.statusCode, first.json().status]).toEqual([200, 'completed']);
    const again = await approve();
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(again.json()).toEqual(first.json());
    expect(await balance(shop.admin)).toBe(before - 4_000);
    // A new key is a new request: the payment is already decided.
    const other = await call(shop.admin, 'POST', `/api/payments/pix/${waiting.id}/approval`, {});
    expect([other.statusCode, codeOf(other)]).toEqual([409, 'PAY-005']);
  });

  it('lets exactly one of two approvers clicking at once decide; the other is told it was decided', async () => {
    const waiting: PixPayment = (await pay(shop.finance, payment({ amount: 20_000 }))).json();
    const before = await balance(shop.admin);
    const answers = await Promise.all([
      call(shop.admin, 'POST', `/api/payments/pix/${waiting.id}/approval`, {}),
      call(shop.admin2, 'POST', `/api/payments/pix/${waiting.id}/rejection`, { reason: 'outros' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(codeOf(answers.find((answer) => answer.statusCode === 409)!)).toBe('PAY-005');
    const after = await balance(shop.admin);
    const final: PixPayment = (await call(shop.admin, 'GET', `/api/payments/pix/${waiting.id}`)).json();
    expect(after).toBe(final.status === 'completed' ? before - 20_000 : before);
  });

  it('rejects with one of the seven reasons, and says which reason is missing', async () => {
    const waiting: PixPayment = (await pay(shop.finance, payment({ amount: 30_000 }))).json();
    const noReason = await call(shop.admin, 'POST', `/api/payments/pix/${waiting.id}/rejection`, {});
    expect([noReason.statusCode, noReason.json().errors[0].description]).toEqual([
      400,
      PIX_PAYMENT_MESSAGES.reasonRequired,
    ]);
    const rejected = await call(shop.admin, 'POST', `/api/payments/pix/${waiting.id}/rejection`, {
      reason: 'valor_invalido',
      notes: 'Valor acima do combinado',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'valor_invalido',
      rejectedBy: { id: shop.admin.idUser },
    });
    const late = await call(shop.admin2, 'POST', `/api/payments/pix/${waiting.id}/approval`, {});
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'PAY-005']);
  });

  it('lets the submitter cancel a waiting payment, never a paid one; a SALE user cannot reach the area', async () => {
    const waiting: PixPayment = (await pay(shop.finance, payment({ amount: 40_000 }))).json();
    // Another FINANCE user, who did not submit it and may not approve, cannot withdraw it; an approver can.
    const mine: PixPayment = (await pay(shop.finance, payment({ amount: 41_000 }))).json();
    await createUser(t.ctx, {
      sellerId: shop.sellerId,
      email: 'financeiro2@pagadora.dev',
      profile: 'FINANCE',
      password: DEMO_PASSWORD,
    });
    const colleague = await t.signIn('financeiro2@pagadora.dev');
    const notTheirs = await call(colleague, 'POST', `/api/payments/pix/${mine.id}/cancellation`);
    expect([notTheirs.statusCode, codeOf(notTheirs)]).toEqual([409, 'PAY-016']);
    expect((await call(shop.admin2, 'POST', `/api/payments/pix/${mine.id}/cancellation`)).json().status).toBe(
      'cancelled',
    );
    const cancelled = await call(shop.finance, 'POST', `/api/payments/pix/${waiting.id}/cancellation`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: { id: shop.finance.idUser } });
    const paid: PixPayment = (await pay(shop.admin, payment({ amount: 100 }))).json();
    const tooLate = await call(shop.admin, 'POST', `/api/payments/pix/${paid.id}/cancellation`);
    expect([tooLate.statusCode, codeOf(tooLate)]).toEqual([409, 'PAY-012']);
    expect((await call(shop.sale, 'GET', '/api/payments/pix')).statusCode).toBe(403);
    expect((await pay(shop.sale, payment())).statusCode).toBe(403);
    expect((await call(shop.sale, 'GET', '/api/payments/balance')).statusCode).toBe(403);
    await setPolicy(shop.admin, false);
  });
});

describe('the approval list', () => {
  it('filters by status, cost centre and search (name, key, description or id) on the server, with the tiles', async () => {
    const marked: PixPayment = (
      await pay(shop.finance, payment({ amount: 777, costCenter: 'marketing', description: 'Campanha natalina' }))
    ).json();
    const list = async (query: string): Promise<PixPaymentPage> =>
      (await call(shop.admin, 'GET', `/api/payments/pix?${query}`)).json();
    const pending = await list('status=pending_approval&costCenter=marketing');
    expect(pending.content.map((row) => row.id)).toContain(marked.id);
    expect(pending.content.every((row) => row.status === 'pending_approval' && row.costCenter === 'marketing')).toBe(
      true,
    );
    expect(pending.summary).toMatchObject({ pending: pending.totalElements, approved: 0, rejected: 0 });
    expect(pending.summary.total).toBe(pending.content.reduce((sum, row) => sum + row.amount, 0));
    expect((await list('search=natalina')).content.map((row) => row.id)).toEqual([marked.id]);
    expect((await list(`search=${marked.id.toUpperCase()}`)).content.map((row) => row.id)).toEqual([marked.id]);
    const all = await list('size=5');
    expect(all.content).toHaveLength(5);
    expect(all.summary.rejected).toBeGreaterThanOrEqual(1);
    const bad = await call(shop.admin, 'GET', '/api/payments/pix?status=paid');
    expect(bad.statusCode).toBe(400);
  });

  it("answers another seller's payment ids with 404 everywhere", async () => {
    const mine: PixPayment = (await pay(shop.finance, payment({ amount: 888 }))).json();
    for (const [method, path, body] of [
      ['GET', `/api/payments/pix/${mine.id}`, undefined],
      ['POST', `/api/payments/pix/${mine.id}/approval`, {}],
      ['POST', `/api/payments/pix/${mine.id}/rejection`, { reason: 'outros' }],
      ['POST', `/api/payments/pix/${mine.id}/cancellation`, undefined],
      ['GET', `/api/payments/pix/${mine.id}/receipt`, undefined],
    ] as const) {
      const answer = await call(outsider, method, path, body);
      expect([path, answer.statusCode, codeOf(answer)]).toEqual([path, 404, 'PAY-001']);
    }
    const list: PixPaymentPage = (await call(outsider, 'GET', '/api/payments/pix?size=100')).json();
    expect(list.content.map((row) => row.id)).not.toContain(mine.id);
  });
});

describe('scheduled payments of one seller', () => {
  // Two connections: a transaction holds one payment while the job runs on another (PGlite has one).
  it.skipIf(!process.env.DATABASE_URL)(
    'are debited in the order they were scheduled: a free worker never jumps ahead of one still executing',
    async () => {
      expect((await setPolicy(shop.admin, false)).statusCode).toBe(200);
      const day = '2026-11-27';
      const first: PixPayment = (await pay(shop.admin, payment({ amount: 1_100, paymentDate: day }))).json();
      clock.set(new Date(clock.now().getTime() + 60_000));
      const second: PixPayment = (
        await pay(shop.admin, payment({ amount: 1_200, paymentDate: day, key: 'outro@exemplo.com.br' }))
      ).json();
      expect([first.status, second.status]).toEqual(['scheduled', 'scheduled']);
      clock.set(new Date(`${day}T10:00:00Z`));
      await signInAgain();
      await t.ctx.db.transaction(async (tx) => {
        // A worker busy with the first (its row locked): another finds nothing of this seller to take.
        await tx.select().from(pixPayments).where(eq(pixPayments.id, first.id)).for('update');
        expect(await executeScheduledPayments(t.ctx)).toBe(0);
      });
      expect(await executeScheduledPayments(t.ctx)).toBe(2);
      const status = async (id: string) =>
        ((await call(shop.admin, 'GET', `/api/payments/pix/${id}`)).json() as PixPayment).status;
      expect([await status(first.id), await status(second.id)]).toEqual(['completed', 'completed']);
      expect(await checkLedger(t.ctx)).toEqual([]);
    },
  );
});
