import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  formatBRL,
  type Card,
  type CardDetail,
  type CardList,
  type CardSecrets,
  type CardTransaction,
  type SessionResponse,
} from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { cardCounterDrift, cards, pollCardIssuing } from '../src/modules/cards/index.js';
import { checkLedger, postings } from '../src/modules/ledger/index.js';
import { setFeature, simulateCardPurchase } from '../src/ops/commands.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';
import { fund, payingSeller, type PayingSeller } from './support/payments.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: PayingSeller;
let outsider: SessionResponse;
const lines: string[] = [];

const codeOf = (response: { json: () => { errors: Array<{ code: string; description: string }> } }) =>
  response.json().errors[0]?.code;
const descriptionsOf = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);
const balance = async (): Promise<number> => (await call(shop.admin, 'GET', '/api/payments/balance')).json().available;
let keys = 0;
const create = (body: Record<string, unknown>, session = shop.admin) =>
  call(session, 'POST', '/api/cards', body, { 'idempotency-key': `card-${++keys}` });
const buy = (card: string, amount: number, mcc = '5411', merchantName = 'Mercado Central') =>
  call(shop.admin, 'POST', `/api/sandbox/cards/${card}/authorizations`, { merchantName, amount, mcc });

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await startTestApp({ clock, logStream: stream, config: { logLevel: 'debug' } });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Cartões', document: '11444777000161', domain: 'cartoes.dev' });
  await fund(t, shop.admin, 500_000);
  outsider = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

describe('issuing a card', () => {
  it("refuses each field with the spec's message", async () => {
    const empty = await create({ cardName: '' });
    expect([empty.statusCode, descriptionsOf(empty)]).toEqual([400, [CARD_MESSAGES.required]]);
    const long = await create({ cardName: 'Um nome de cartão longo demais' });
    expect(descriptionsOf(long)).toEqual([CARD_MESSAGES.nameTooLong]);
    const noLimit = await create({ cardName: 'Viagens', limitType: 'LIMIT_BALANCE' });
    expect(descriptionsOf(noLimit)).toEqual([CARD_MESSAGES.limitRequired]);
    expect((await create({ cardName: 'Viagens', extra: true })).statusCode).toBe(400);
  });

  it('makes a FREE_BALANCE card at once: ACTIVE, masked, and listed without its number', async () => {
    const created = await create({ cardName: 'Compras gerais' });
    expect(created.statusCode).toBe(201);
    const card: Card = created.json();
    expect(card).toMatchObject({ status: 'ACTIVE', type: 'FREE_BALANCE', limitValue: null, invoiceValue: 0 });
    expect(card.panMasked).toMatch(/^final \d{4}$/);
    expect(card.expiry).toMatch(/^\d{2}\/20\d{2}$/);
    const list: CardList = (await call(shop.admin, 'GET', '/api/cards')).json();
    expect(list.content.map((row) => row.id)).toContain(card.id);
    expect(list.manageable).toBe(true);
    const [row] = await t.ctx.db.select().from(cards).where(eq(cards.id, card.id));
    expect(row!.panSealed).not.toMatch(/\d{16}/);
    expect(row!.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps a card the issuer makes later PENDING (not openable) until the poll job finds it', async () => {
    const card: Card = (await create({ cardName: 'Demorado', limitType: 'LIMIT_BALANCE', newLimit: 50_000 })).json();
    expect(card.status).toBe('PENDING');
    const opened = await call(shop.admin, 'GET', `/api/cards/${card.id}`);
    expect([opened.statusCode, codeOf(opened)]).toEqual([409, 'CRD-002']);
    clock.advance(61_000);
    expect(await pollCardIssuing(t.ctx)).toBe(1);
    expect(await pollCardIssuing(t.ctx)).toBe(0);
    const detail: CardDetail = (await call(shop.admin, 'GET', `/api/cards/${card.id}`)).json();
    expect(detail.card).toMatchObject({ status: 'ACTIVE', limitValue: 50_000, availableValue: 50_000 });
  });

  it('sends a lost request again under the same reference, finds a lost answer, and cancels a refused card', async () => {
    const lost: Card = (await create({ cardName: 'Perdido' })).json();
    const unanswered: Card = (await create({ cardName: 'Sem resposta' })).json();
    const refused: Card = (await create({ cardName: 'Recusado' })).json();
    expect([lost.status, unanswered.status]).toEqual(['PENDING', 'PENDING']);
    expect(refused).toMatchObject({ status: 'CANCELED' });
    expect(refused.failureReason).toMatch(/^O emissor recusou/);
    clock.advance(61_000);
    expect(await pollCardIssuing(t.ctx)).toBe(2);
    const list: CardList = (await call(shop.admin, 'GET', '/api/cards')).json();
    const statusOf = (id: string) => list.content.find((card) => card.id === id)?.status;
    expect([statusOf(lost.id), statusOf(unanswered.id), statusOf(refused.id)]).toEqual([
      'ACTIVE',
      'ACTIVE',
      'CANCELED',
    ]);
    // Cancelled cards are listed last.
    expect(list.content.at(-1)?.status).toBe('CANCELED');
  });
});

describe('purchases', () => {
  let card: Card;
  beforeAll(async () => {
    card = (await create({ cardName: 'Viagens', limitType: 'LIMIT_BALANCE', newLimit: 30_000 })).json();
  });

  it('approves within the month and the balance, books it, and refuses over the card limit', async () => {
    const before = await balance();
    const first: CardTransaction = (await buy(card.id, 20_000)).json();
    expect(first).toMatchObject({ status: 'APPROVED', approved: true, billingAmount: 20_000, declineReason: null });
    expect(await balance()).toBe(before - 20_000);
    clock.advance(1_000);
    const over: CardTransaction = (await buy(card.id, 15_000)).json();
    expect(over).toMatchObject({ status: 'NOT_APPROVED', approved: false });
    expect(over.declineReason).toBe(`Limite do cartão insuficiente: restam ${formatBRL(10_000)} neste mês.`);
    expect(await balance()).toBe(before - 20_000);
    const detail: CardDetail = (await call(shop.admin, 'GET', `/api/cards/${card.id}`)).json();
    expect(detail.card).toMatchObject({ invoiceValue: 20_000, availableValue: 10_000 });
    expect(detail.card.window).toEqual({ start: '2026-11-01', renewsOn: '2026-12-01' });
    expect(detail.transactions.map((row) => row.status)).toEqual(['NOT_APPROVED', 'APPROVED']);
    const statement = await t.ctx.db
      .select()
      .from(postings)
      .where(and(eq(postings.sellerId, shop.sellerId), eq(postings.statementType, 'DEBIT_CARD')));
    expect(statement.map((line) => line.amount)).toEqual([-20_000]);
    expect(await checkLedger(t.ctx)).toEqual([]);
    expect(await cardCounterDrift(t.ctx)).toEqual([]);
  });

  it('gives a reversed purchase back once, and shows it as Estornado', async () => {
    const before = await balance();
    const bought: CardTransaction = (await buy(card.id, 5_000)).json();
    const reverse = () => call(shop.admin, 'POST', `/api/sandbox/cards/${card.id}/transactions/${bought.id}/reversal`);
    const [a, b] = await Promise.all([reverse(), reverse()]);
    expect([a.json().status, b.json().status]).toEqual(['REVERSED', 'REVERSED']);
    expect(await balance()).toBe(before);
    expect(await checkLedger(t.ctx)).toEqual([]);
    expect(await cardCounterDrift(t.ctx)).toEqual([]);
  });

  it('refuses a blocked category, a blocked card, and a cancelled one; a block is undone by unblocking', async () => {
    expect((await buy(card.id, 1_000, '7995')).json().declineReason).toBe('Categoria bloqueada: apostas.');
    const blocked = await call(shop.admin, 'PUT', `/api/cards/${card.id}/status`, { status: 'BLOCKED' });
    expect(blocked.json()).toMatchObject({ status: 'BLOCKED', actions: { block: false, unblock: true } });
    const again = await call(shop.admin, 'PUT', `/api/cards/${card.id}/status`, { status: 'BLOCKED' });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'CRD-004']);
    expect((await buy(card.id, 1_000)).json()).toMatchObject({ approved: false, declineReason: 'Cartão bloqueado.' });
    await call(shop.admin, 'PUT', `/api/cards/${card.id}/status`, { status: 'ACTIVE' });
    expect((await buy(card.id, 1_000)).json().approved).toBe(true);

    const other: Card = (await create({ cardName: 'Temporário' })).json();
    const canceled = await call(shop.admin, 'DELETE', `/api/cards/${other.id}`);
    expect(canceled.json()).toMatchObject({ status: 'CANCELED', actions: { cancel: false, reveal: false } });
    expect((await buy(other.id, 1_000)).json()).toMatchObject({ approved: false, declineReason: 'Cartão cancelado.' });
    const revived = await call(shop.admin, 'PUT', `/api/cards/${other.id}/status`, { status: 'ACTIVE' });
    expect([revived.statusCode, codeOf(revived)]).toEqual([409, 'CRD-003']);
    expect(await checkLedger(t.ctx)).toEqual([]);
    expect(await cardCounterDrift(t.ctx)).toEqual([]);
  });

  it('takes a purchase from the operator command as from the issuer, and says why one is refused', async () => {
    const sent = (amount: string, mcc?: string) =>
      simulateCardPurchase(t.ctx, { cardId: card.id, merchantName: 'Papelaria', amount, mcc });
    expect(await sent('500')).toEqual({ status: 'APPROVED', declineReason: null });
    expect(await sent('500', '6011')).toEqual({
      status: 'NOT_APPROVED',
      declineReason: 'Categoria bloqueada: saque em caixa eletrônico.',
    });
    await expect(sent('zero')).rejects.toThrow(CARD_MESSAGES.amountRequired);
    await expect(
      simulateCardPurchase(t.ctx, { cardId: 'nao-e-cartao', merchantName: 'X', amount: '100' }),
    ).rejects.toThrow('Card not found: nao-e-cartao');
    expect(await checkLedger(t.ctx)).toEqual([]);
    expect(await cardCounterDrift(t.ctx)).toEqual([]);
  });

  it('never lets 50 purchases at once take a LIMIT_BALANCE card over its limit', async () => {
    const racer: Card = (await create({ cardName: 'Corrida', limitType: 'LIMIT_BALANCE', newLimit: 10_000 })).json();
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(racer.id, 700)));
    const approved = answers.filter((answer) => answer.json().approved).length;
    expect(approved).toBe(14);
    const detail: CardDetail = (await call(shop.admin, 'GET', `/api/cards/${racer.id}`)).json();
    expect(detail.card.invoiceValue).toBe(9_800);
    expect(await checkLedger(t.ctx)).toEqual([]);
    expect(await cardCounterDrift(t.ctx)).toEqual([]);
  });
});

describe('the card number (D24)', () => {
  it('shows number, CVV and expiry only after the password, never cached, audited; never in a log', async () => {
    const card: Card = (await create({ cardName: 'Fornecedores' })).json();
    const detail: CardDetail = (await call(shop.admin, 'GET', `/api/cards/${card.id}`)).json();
    expect(detail.stepUp).toBe('password');
    const none = await call(shop.admin, 'POST', `/api/cards/${card.id}/reveal`, {});
    expect([none.statusCode, codeOf(none)]).toEqual([400, 'CRD-007']);
    const wrong = await call(shop.admin, 'POST', `/api/cards/${card.id}/reveal`, { password: 'errada' });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 'CRD-008']);
    const shown = await call(shop.admin, 'POST', `/api/cards/${card.id}/reveal`, { password: 'cofre-demo-2026' });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const secrets: CardSecrets = shown.json();
    expect(secrets.pan).toMatch(/^2223\d{12}$/);
    expect(secrets.pan.slice(-4)).toBe(card.last4);
    expect(secrets.cvv).toMatch(/^\d{3}$/);
    expect(secrets.expiry).toBe(card.expiry);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'cards.data_revealed'));
    expect(audit.map((row) => [row.userId, (row.details as { cardId: string }).cardId])).toEqual([
      [shop.admin.idUser, card.id],
    ]);
    // Nowhere else: not in the list, the detail or any log line.
    const elsewhere = [
      JSON.stringify((await call(shop.admin, 'GET', '/api/cards')).json()),
      JSON.stringify((await call(shop.admin, 'GET', `/api/cards/${card.id}`)).json()),
      ...lines,
    ];
    expect(elsewhere.filter((text) => text.includes(secrets.pan))).toEqual([]);
    expect(lines.filter((line) => line.includes('cofre-demo-2026'))).toEqual([]);
  });
});

describe('limits, roles and the toggle', () => {
  it('saves the changed fixed limits all or none, and audits each change', async () => {
    const fixed: Card = (await create({ cardName: 'Marketing', limitType: 'LIMIT_BALANCE', newLimit: 10_000 })).json();
    const free: Card = (await create({ cardName: 'Livre' })).json();
    const refused = await call(shop.admin, 'PUT', '/api/cards/limits', {
      limits: [
        { cardId: fixed.id, newLimit: 20_000 },
        { cardId: free.id, newLimit: 5_000 },
      ],
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'CRD-006']);
    const saved = await call(shop.admin, 'PUT', '/api/cards/limits', {
      limits: [{ cardId: fixed.id, newLimit: 20_000 }],
    });
    const list: CardList = saved.json();
    expect(list.content.find((card) => card.id === fixed.id)?.limitValue).toBe(20_000);
    expect(list.summary.fixedValue).toBeGreaterThanOrEqual(20_000);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'cards.limit_changed'));
    expect(audit.map((row) => row.details)).toEqual([{ cardId: fixed.id, from: 10_000, to: 20_000 }]);
  });

  it("answers another seller's card with 404 everywhere, and keeps FINANCE and SALE out", async () => {
    const card: Card = (await create({ cardName: 'Só nossa' })).json();
    for (const [method, path, body] of [
      ['GET', `/api/cards/${card.id}`, undefined],
      ['PATCH', `/api/cards/${card.id}`, { cardName: 'Outra' }],
      ['PUT', `/api/cards/${card.id}/status`, { status: 'BLOCKED' }],
      ['DELETE', `/api/cards/${card.id}`, undefined],
      ['POST', `/api/cards/${card.id}/reveal`, { password: 'cofre-demo-2026' }],
      ['PUT', '/api/cards/limits', { limits: [{ cardId: card.id, newLimit: 100 }] }],
      ['POST', `/api/sandbox/cards/${card.id}/authorizations`, { merchantName: 'X', amount: 100 }],
    ] as const) {
      const answer = await call(outsider, method, path, body);
      expect([path, answer.statusCode, codeOf(answer)]).toEqual([path, 404, 'CRD-001']);
    }
    expect((await call(outsider, 'GET', '/api/cards')).json().content).toEqual([]);
    expect((await call(shop.finance, 'GET', '/api/cards')).statusCode).toBe(403);
    expect((await call(shop.sale, 'POST', '/api/cards', { cardName: 'X' })).statusCode).toBe(403);
    expect((await call(shop.admin, 'GET', `/api/cards/${card.id}`)).json().card.cardName).toBe('Só nossa');
  });

  it('under block_items_credit_card refuses managing cards and every purchase, but lets cards be read and renamed', async () => {
    const card: Card = (await create({ cardName: 'Antes do bloqueio' })).json();
    await setFeature(t.ctx, shop.sellerId, 'block_items_credit_card', true);
    shop.admin = await t.signIn('admin@cartoes.dev');
    try {
      for (const answer of [
        await create({ cardName: 'Novo' }),
        await call(shop.admin, 'PUT', `/api/cards/${card.id}/status`, { status: 'BLOCKED' }),
        await call(shop.admin, 'DELETE', `/api/cards/${card.id}`),
        await call(shop.admin, 'PUT', '/api/cards/limits', { limits: [{ cardId: card.id, newLimit: 100 }] }),
      ]) {
        expect([answer.statusCode, codeOf(answer)]).toEqual([409, 'CRD-005']);
      }
      const list: CardList = (await call(shop.admin, 'GET', '/api/cards')).json();
      expect(list.manageable).toBe(false);
      expect(list.content.find((row) => row.id === card.id)?.actions).toMatchObject({ block: false, cancel: false });
      expect((await buy(card.id, 100)).json()).toMatchObject({
        approved: false,
        declineReason: 'Os cartões desta conta estão bloqueados.',
      });
      const renamed = await call(shop.admin, 'PATCH', `/api/cards/${card.id}`, { cardName: 'Renomeado' });
      expect(renamed.json().cardName).toBe('Renomeado');
    } finally {
      await setFeature(t.ctx, shop.sellerId, 'block_items_credit_card', false);
      shop.admin = await t.signIn('admin@cartoes.dev');
    }
  });
});
