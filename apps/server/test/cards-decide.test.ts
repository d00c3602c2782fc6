import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBRL, type Card } from '@cofre/contract';
import { AppError } from '../src/lib/app-error.js';
import { ManualClock } from '../src/lib/clock.js';
import { authorize, cardCounterDrift, cardTransactions } from '../src/modules/cards/index.js';
import { decideAuthorizations, type AuthorizationRequest } from '../src/modules/cards/decide.js';
import { checkLedger, postings } from '../src/modules/ledger/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';
import { fund, payingSeller, type PayingSeller } from './support/payments.js';

// Purchases decided in groups (docs/cards.md, "Authorisations"): one transaction decides every
// purchase that waited, in the order they came, each against what the ones before it took.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: PayingSeller;
let keys = 0;

const newCard = async (body: Record<string, unknown>): Promise<Card> =>
  (await call(shop.admin, 'POST', '/api/cards', body, { 'idempotency-key': `decide-${++keys}` })).json();
const purchase = (cardId: string, amount: number, id = `auth_${randomUUID()}`): AuthorizationRequest => ({
  issuerAuthorizationId: id,
  cardId,
  merchantName: 'Mercado Central',
  mcc: '5411',
  amount,
});
const available = async (): Promise<number> =>
  (await call(shop.admin, 'GET', '/api/payments/balance')).json().available;

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Grupos', document: '11444777000161', domain: 'grupos.dev' });
  await fund(t, shop.admin, 100_000);
});
afterAll(() => t.close());

describe('a group of purchases', () => {
  it('decides each in order against the ones before it, once per issuer id, and names an unknown card', async () => {
    const limited = await newCard({ cardName: 'Grupo limite', limitType: 'LIMIT_BALANCE', newLimit: 10_000 });
    const free = await newCard({ cardName: 'Grupo livre' });
    const blocked = await newCard({ cardName: 'Grupo bloqueado' });
    await call(shop.admin, 'PUT', `/api/cards/${blocked.id}/status`, { status: 'BLOCKED' });
    const before = await available();
    const repeated = purchase(limited.id, 4_000);
    const group = [
      repeated,
      purchase(limited.id, 4_000),
      repeated,
      purchase(limited.id, 4_000),
      purchase(blocked.id, 100),
      purchase(randomUUID(), 100),
      purchase(free.id, before - 8_000),
      purchase(free.id, 1),
    ];
    const decisions = await decideAuthorizations(t.ctx, group);
    const outcome = group.map((request) => {
      const decision = decisions.get(request.issuerAuthorizationId);
      return decision instanceof AppError ? decision.items[0]?.code : (decision?.declineReason ?? 'approved');
    });
    expect(outcome).toEqual([
      'approved',
      'approved',
      'approved',
      `Limite do cartão insuficiente: restam ${formatBRL(2_000)} neste mês.`,
      'Cartão bloqueado.',
      'CRD-001',
      'approved',
      'Saldo insuficiente na conta.',
    ]);
    expect(await available()).toBe(0);
    const kept = await t.ctx.db.select().from(cardTransactions).where(eq(cardTransactions.cardId, limited.id));
    expect(kept).toHaveLength(3);
    // The issuer asking again, alone or in another group, gets the decisions already made.
    const again = await decideAuthorizations(t.ctx, [repeated]);
    expect(again.get(repeated.issuerAuthorizationId)).toEqual(decisions.get(repeated.issuerAuthorizationId));
    expect(await available()).toBe(0);
    expect(await checkLedger(t.ctx)).toEqual([]);
    expect(await cardCounterDrift(t.ctx)).toEqual([]);
    await fund(t, shop.admin, 100_000);
  });

  it('decides the same purchases raced by two processes once, and both answer the same', async () => {
    const card = await newCard({ cardName: 'Corrida de grupos' });
    const group = Array.from({ length: 20 }, () => purchase(card.id, 500));
    const before = await available();
    const [first, second] = await Promise.all([
      decideAuthorizations(t.ctx, group),
      decideAuthorizations(t.ctx, [...group].reverse()),
    ]);
    for (const request of group) {
      expect(second.get(request.issuerAuthorizationId)).toEqual(first.get(request.issuerAuthorizationId));
    }
    expect(await available()).toBe(before - 20 * 500);
    const debits = await t.ctx.db.select().from(postings).where(eq(postings.statementType, 'DEBIT_CARD'));
    expect(debits.filter((line) => line.operation === 'Cartão Corrida de grupos: Mercado Central')).toHaveLength(20);
    expect(await checkLedger(t.ctx)).toEqual([]);
    expect(await cardCounterDrift(t.ctx)).toEqual([]);
  });

  it('answers each waiting purchase with its own decision, and an unknown card with CRD-001', async () => {
    const card = await newCard({ cardName: 'Fila', limitType: 'LIMIT_BALANCE', newLimit: 5_000 });
    const settled = await Promise.allSettled([
      ...Array.from({ length: 30 }, () => authorize(t.ctx, purchase(card.id, 500))),
      authorize(t.ctx, purchase(randomUUID(), 500)),
    ]);
    const approved = settled.filter((answer) => answer.status === 'fulfilled' && answer.value.approved);
    expect(approved).toHaveLength(10);
    const unknown = settled.at(-1)!;
    expect(unknown.status === 'rejected' && (unknown.reason as AppError).items[0]?.code).toBe('CRD-001');
    expect(await checkLedger(t.ctx)).toEqual([]);
    expect(await cardCounterDrift(t.ctx)).toEqual([]);
  });
});
