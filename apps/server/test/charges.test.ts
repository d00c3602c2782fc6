import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { chargeCreateSchema, searchableText, type ChargeDetail, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { DEMO_SELLER } from '../src/ops/seed.js';
import { startTestApp, type TestApp } from './support/app.js';
import { chargeEventData } from '../src/modules/charges/integration-events.js';
import { storeCharges, type NewCharge } from '../src/modules/charges/store.js';
import { chargeTitles } from '../src/modules/charges/tables.js';
import { integrationEvents } from '../src/modules/events/tables.js';
import { idempotencyKeys } from '../src/modules/platform/tables.js';
import { CARDS, caller, card, chargeInput, expectBooksBalanced } from './support/charges.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let sale: SessionResponse;
let finance: SessionResponse;
let outsider: SessionResponse;

async function create(
  session: SessionResponse,
  overrides: Parameters<typeof chargeInput>[0] = {},
): Promise<ChargeDetail> {
  const response = await call(session, 'POST', '/api/charges', chargeInput(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json();
}

/** How many charges of the demo seller the title search row counts. */
async function searchRows(titleSearch: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ charges: chargeTitles.charges })
    .from(chargeTitles)
    .where(and(eq(chargeTitles.sellerId, admin.idSeller), eq(chargeTitles.titleSearch, titleSearch)));
  return row?.charges ?? 0;
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

describe('creating charges', () => {
  it('issues a boleto with a valid FEBRABAN line, SCHEDULED until paid', async () => {
    const charge = await create(admin);
    expect(charge).toMatchObject({ status: 'SCHEDULED', value: 15_000, paymentMethod: 'BOLETO', installments: 1 });
    expect(charge.boleto?.digitableLine).toMatch(/^\d{47}$/);
    expect(isValidBoleto(charge.boleto!.digitableLine)).toBe(true);
    expect(charge.customerDocument).toBe('52998224725');
    expect(charge.pix).toBeNull();
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('issues a Pix BR Code with its QR image', async () => {
    const charge = await create(admin, { paymentMethod: 'PIX' });
    expect(charge.pix?.copyPaste).toMatch(/^000201/);
    expect(charge.pix?.qrCodeImage).toMatch(/^data:image\/png;base64,/);
    expect(charge.boleto).toBeNull();
    // The seller's document (read once per process) in the answer, and the same in the detail after.
    expect(charge.cnpjSeller).toBe(DEMO_SELLER.document);
    const detail = await call(admin, 'GET', `/api/charges/${charge.uuid}`);
    expect(detail.json()).toMatchObject({ cnpjSeller: DEMO_SELLER.document, pix: charge.pix });
  });

  it('answers every invalid field in pt-BR', async () => {
    const response = await call(admin, 'POST', '/api/charges', {
      ...chargeInput({ paymentMethod: 'PIX', installments: 3, value: 50 }),
      customer: { name: '', document: '111.111.111-11', email: 'x', phone: '1' },
    });
    expect(response.statusCode).toBe(400);
    const descriptions = response.json().errors.map((error: { description: string }) => error.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'O valor mínimo é R$ 1,00.',
        'Preenchimento obrigatório!',
        'Inclua um CNPJ ou CPF válido',
        'Digite um e-mail válido!',
        'Parcelamento só é possível no cartão de crédito.',
      ]),
    );
  });

  it('refuses a past due date and too many instalments for the amount', async () => {
    const past = await call(admin, 'POST', '/api/charges', chargeInput({ expirationDate: '2026-11-22' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ code: 'CHG-006' });
    const split = await call(
      admin,
      'POST',
      '/api/charges',
      chargeInput({ paymentMethod: 'CREDIT_CARD', installments: 12, value: 1_000, card: card(CARDS.approved) }),
    );
    expect(split.json().errors[0]).toMatchObject({ code: 'CHG-007' });
  });

  it('needs card data for a card charge and never echoes the number', async () => {
    const missing = await call(admin, 'POST', '/api/charges', chargeInput({ paymentMethod: 'CREDIT_CARD' }));
    expect(missing.json().errors.map((e: { description: string }) => e.description)).toContain(
      'Informe os dados do cartão.',
    );
    const invalid = await call(
      admin,
      'POST',
      '/api/charges',
      chargeInput({ paymentMethod: 'CREDIT_CARD', card: { ...card('4111 1111 1111 1112'), cvv: '98' } }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).not.toContain('4111');
    expect(invalid.body).toContain('Número de cartão inválido.');
    expect(invalid.body).toContain('CVV inválido.');
  });

  it('creates one charge for one idempotency key', async () => {
    const headers = { 'idempotency-key': 'charge-key-1' };
    const body = chargeInput({ title: 'Idempotente' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call(admin, 'POST', '/api/charges', body, headers)),
    );
    const created = responses.filter((response) => response.statusCode === 201).map((response) => response.json().uuid);
    expect(new Set(created).size).toBe(1);
    const list = await call(admin, 'GET', '/api/charges?chargeTitle=Idempotente');
    expect(list.json().totalElements).toBe(1);
  });

  it('stores charges, their search rows and charge.created events in one statement, skipping a repeated key', async () => {
    const now = clock.now();
    const item = (key: string, title: string): NewCharge => ({
      id: randomUUID(),
      body: chargeCreateSchema.parse(chargeInput({ title, paymentMethod: 'PIX' })),
      idempotencyKey: key,
      origin: {},
      instrument: { pixCopyPaste: `000201-${key}`, pixQrImage: null },
    });
    const before = await searchRows(searchableText('Store título único'));
    const stored = await storeCharges(t.ctx.db, admin.idSeller, now, [
      item('store-a', 'Store título único'),
      item('store-b', 'Store título único'),
    ]);
    expect(stored).toHaveLength(2);
    // The same key again, with another: only the new one goes in, and only it gets an event.
    const again = await storeCharges(t.ctx.db, admin.idSeller, now, [
      item('store-a', 'Store título único'),
      item('store-c', 'Store título único'),
    ]);
    expect(again.map((row) => row.idempotencyKey)).toEqual(['store-c']);
    // One charge alone runs the statement prepared for its columns: twice, with other values.
    // A column left undefined keeps its default there too (fine_bp is NOT NULL DEFAULT 0).
    const loose = { ...item('store-d', 'Store título único') };
    loose.instrument = { ...loose.instrument, fineBp: undefined } as NewCharge['instrument'];
    const [alone] = await storeCharges(t.ctx.db, admin.idSeller, now, [loose]);
    expect(alone?.fineBp).toBe(0);
    const [other] = await storeCharges(t.ctx.db, admin.idSeller, now, [item('store-e', 'Store outro título')]);
    expect(alone).toMatchObject({ idempotencyKey: 'store-d', status: 'SCHEDULED', createdAt: now, value: 15_000 });
    expect(other).toMatchObject({ idempotencyKey: 'store-e', titleSearch: searchableText('Store outro título') });
    expect(await storeCharges(t.ctx.db, admin.idSeller, now, [item('store-d', 'Store título único')])).toEqual([]);
    expect(await searchRows(searchableText('Store título único'))).toBe(before + 4);
    for (const row of [...stored, ...again, alone!, other!]) {
      const events = await t.ctx.db.select().from(integrationEvents).where(eq(integrationEvents.objectId, row.id));
      expect(events).toHaveLength(1);
      // The event, written before the row came back, says what the stored row says.
      expect(events[0]).toMatchObject({ type: 'charge.created', data: chargeEventData(row), createdAt: now });
    }
  });

  it('answers with the charge a key made after its claim expired, without making another', async () => {
    const headers = { 'idempotency-key': 'charge-key-expired' };
    const body = chargeInput({ title: 'Chave vencida', paymentMethod: 'PIX' });
    const first = await call(admin, 'POST', '/api/charges', body, headers);
    expect(first.statusCode).toBe(201);
    // A day later the claim is purged: the retry claims the key anew, and the charge's own key stops it.
    await t.ctx.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'charge-key-expired'));
    const retry = await call(admin, 'POST', '/api/charges', body, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().uuid).toBe(first.json().uuid);
    expect((await call(admin, 'GET', '/api/charges?chargeTitle=Chave%20vencida')).json().totalElements).toBe(1);
  });

  it('is refused to a profile without charges and outside a session', async () => {
    expect((await call(finance, 'POST', '/api/charges', chargeInput())).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/charges', chargeInput())).statusCode).toBe(401);
  });
});

describe('card payments through the sandbox acquirer', () => {
  it('an approved card pays at once and books receivables per instalment', async () => {
    const charge = await create(admin, {
      paymentMethod: 'CREDIT_CARD',
      installments: 3,
      value: 30_001,
      expirationDate: '2026-11-23',
      card: card(CARDS.approved),
    });
    expect(charge).toMatchObject({ status: 'PAID', paidDate: '2026-11-23' });
    expect(charge.cardResponse).toEqual({ last4digits: '1111', brand: 'Visa', cardHolderName: 'MARIA S SOUZA' });
    expect(charge.chargesTries).toHaveLength(1);
    expect(charge.chargesTries[0]).toMatchObject({ status: 'APPROVED', errorCode: null });
    const receivables = (await call(admin, 'GET', `/api/charges/${charge.uuid}/receivables`)).json().content;
    expect(receivables.map((r: { installment: number }) => r.installment)).toEqual([1, 2, 3]);
    expect(receivables.reduce((sum: number, r: { grossAmount: number }) => sum + r.grossAmount, 0)).toBe(30_001);
    // 3.49 % for 2–6 instalments, rounded half up: 1047.03 → 1047 centavos.
    expect(receivables.reduce((sum: number, r: { feeAmount: number }) => sum + r.feeAmount, 0)).toBe(1_047);
    // D+30 per instalment, rolled to a weekday: 23/12 (Wed), 22/01/2027 (Fri), 22/02/2027 (Mon).
    expect(receivables.map((r: { settlementDate: string }) => r.settlementDate)).toEqual([
      '2026-12-23',
      '2027-01-22',
      '2027-02-22',
    ]);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it.each([
    ['declined', CARDS.declined, '05'],
    ['insufficient funds', CARDS.insufficientFunds, '51'],
    ['expired', CARDS.expired, '54'],
    ['processing error', CARDS.processingError, '96'],
  ])('a %s card fails with its code and message', async (_name, number, code) => {
    const charge = await create(admin, {
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(number),
    });
    expect(charge.status).toBe('FAILED');
    expect(charge.errorTransactionalResponse?.code).toBe(code);
    expect(charge.errorTransactionalResponse?.message.length).toBeGreaterThan(5);
    expect(charge.chargesTries[0]).toMatchObject({ status: 'FAILED', errorCode: code });
    expect((await call(admin, 'GET', `/api/charges/${charge.uuid}/receivables`)).json().content).toEqual([]);
  });

  it('a 3-D Secure card waits for the challenge; the right code pays it', async () => {
    const charge = await create(admin, {
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(CARDS.threeDSecure),
    });
    expect(charge.status).toBe('SCHEDULED');
    expect(charge.threeDSecureUrl).toMatch(/\/3ds\?challenge=/);
    const challengeId = new URL(charge.threeDSecureUrl!).searchParams.get('challenge')!;
    const view = await call(null, 'GET', `/api/public/3ds/${challengeId}`);
    expect(view.json()).toMatchObject({
      status: 'PENDING',
      amount: 15_000,
      cardLast4: '3220',
      sellerName: expect.any(String),
    });
    const answer = await call(null, 'POST', `/api/public/3ds/${challengeId}`, { code: '123456' });
    expect(answer.json().status).toBe('APPROVED');
    const paid = (await call(admin, 'GET', `/api/charges/${charge.uuid}`)).json();
    expect(paid).toMatchObject({ status: 'PAID', threeDSecureUrl: null });
    const again = await call(null, 'POST', `/api/public/3ds/${challengeId}`, { code: '123456' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('CHG-004');
  });

  it('a wrong 3-D Secure code fails the charge', async () => {
    const charge = await create(admin, {
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(CARDS.threeDSecure),
    });
    const challengeId = new URL(charge.threeDSecureUrl!).searchParams.get('challenge')!;
    expect((await call(null, 'POST', `/api/public/3ds/${challengeId}`, { code: '12' })).statusCode).toBe(400);
    expect((await call(null, 'POST', `/api/public/3ds/${challengeId}`, { code: '000000' })).json().status).toBe(
      'FAILED',
    );
    const failed = (await call(admin, 'GET', `/api/charges/${charge.uuid}`)).json();
    expect(failed.status).toBe('FAILED');
    expect(failed.chargesTries[0]).toMatchObject({ status: 'FAILED', errorCode: 'N7' });
    expect((await call(null, 'GET', '/api/public/3ds/desconhecido-123')).statusCode).toBe(404);
  });
});

describe('manual payment and delete (the state machine)', () => {
  it('marks a SCHEDULED charge paid manually, without money in the ledger, once', async () => {
    const charge = await create(admin);
    const response = await call(admin, 'PATCH', `/api/charges/${charge.uuid}/manual-pay`, { uuidCharge: charge.uuid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'PAID_MANUALLY', paidDate: '2026-11-23' });
    const again = await call(admin, 'PATCH', `/api/charges/${charge.uuid}/manual-pay`, { uuidCharge: charge.uuid });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toEqual({
      code: 'CHG-001',
      description: 'Esta cobrança não pode ser alterada para paga.',
    });
    expect((await call(admin, 'DELETE', `/api/charges/${charge.uuid}`)).statusCode).toBe(409);
    expect((await call(admin, 'GET', `/api/redeems/statement/charge/${charge.uuid}`)).json().content).toEqual([]);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('refuses a body whose uuidCharge is another charge', async () => {
    const charge = await create(admin);
    const response = await call(admin, 'PATCH', `/api/charges/${charge.uuid}/manual-pay`, {
      uuidCharge: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('marks a FAILED card charge paid manually', async () => {
    const charge = await create(admin, {
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(CARDS.declined),
    });
    const response = await call(admin, 'PATCH', `/api/charges/${charge.uuid}/manual-pay`, { uuidCharge: charge.uuid });
    expect(response.json().status).toBe('PAID_MANUALLY');
  });

  it('deletes SCHEDULED and FAILED charges into CANCELED, and never a paid one', async () => {
    const scheduled = await create(admin);
    expect((await call(admin, 'DELETE', `/api/charges/${scheduled.uuid}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/charges/${scheduled.uuid}`)).json().status).toBe('CANCELED');
    expect((await call(admin, 'DELETE', `/api/charges/${scheduled.uuid}`)).json().errors[0].code).toBe('CHG-002');
    expect(
      (await call(admin, 'PATCH', `/api/charges/${scheduled.uuid}/manual-pay`, { uuidCharge: scheduled.uuid }))
        .statusCode,
    ).toBe(409);
    const failed = await create(admin, {
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(CARDS.declined),
    });
    expect((await call(admin, 'DELETE', `/api/charges/${failed.uuid}`)).statusCode).toBe(204);
    const paid = await create(admin, {
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(CARDS.approved),
    });
    const refused = await call(admin, 'DELETE', `/api/charges/${paid.uuid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].description).toBe('Esta cobrança não pode ser excluída.');
  });

  it('a SALE user may change charges but a FINANCE user may not even read them', async () => {
    const charge = await create(sale);
    expect((await call(sale, 'DELETE', `/api/charges/${charge.uuid}`)).statusCode).toBe(204);
    expect((await call(finance, 'GET', '/api/charges')).statusCode).toBe(403);
    expect((await call(finance, 'GET', `/api/charges/${charge.uuid}`)).statusCode).toBe(403);
  });
});

describe('sandbox payments of boleto and Pix', () => {
  it('a Pix paid by the buyer is PAID at once with D+0 settlement and a notification', async () => {
    const charge = await create(admin, { paymentMethod: 'PIX', value: 10_000, title: 'Pix pago' });
    const paid = await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/payments`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAID', interestAmount: 0 });
    const receivables = (await call(admin, 'GET', `/api/charges/${charge.uuid}/receivables`)).json().content;
    // Pix: 0.99 % → 99 centavos, settled the same (week)day.
    expect(receivables).toEqual([
      expect.objectContaining({ grossAmount: 10_000, feeAmount: 99, netAmount: 9_901, settlementDate: '2026-11-23' }),
    ]);
    const notifications = (await call(admin, 'GET', '/api/notification-panel?size=50')).json().content;
    const about = notifications.filter((n: { variablesResponse: Array<{ value: string }> }) =>
      n.variablesResponse.some((v) => v.value === charge.uuid),
    );
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ notificationPanelType: 'NOTIFICATION_PAYMENT_MADE' });
    expect(about[0].variablesResponse).toEqual(
      expect.arrayContaining([
        { name: 'uuid', value: charge.uuid },
        { name: 'amount', value: '10000' },
      ]),
    );
    expect((await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/payments`)).statusCode).toBe(409);
  });

  it('a card charge cannot be paid as a boleto', async () => {
    const charge = await create(admin, {
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(CARDS.declined),
    });
    const response = await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/payments`);
    expect(response.json().errors[0].code).toBe('CHG-003');
  });

  it('serves the boleto PDF to the seller only', async () => {
    const charge = await create(admin);
    const pdf = await call(admin, 'GET', `/api/charges/${charge.uuid}/boleto.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await call(outsider, 'GET', `/api/charges/${charge.uuid}/boleto.pdf`)).statusCode).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('answers 404 for another seller’s charge on every id route', async () => {
    const charge = await create(admin);
    const id = charge.uuid;
    const routes: Array<[Parameters<typeof call>[1], string, unknown?]> = [
      ['GET', `/api/charges/${id}`],
      ['GET', `/api/charges/${id}/receivables`],
      ['PATCH', `/api/charges/${id}/manual-pay`, { uuidCharge: id }],
      ['DELETE', `/api/charges/${id}`],
      ['GET', `/api/charges/${id}/boleto.pdf`],
      ['POST', `/api/sandbox/charges/${id}/payments`],
      ['GET', `/api/redeems/statement/charge/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(outsider, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(admin, 'GET', `/api/charges/${id}`)).json().status).toBe('SCHEDULED');
    // The outsider has no split feature: refused before the id is even looked up.
    expect((await call(outsider, 'GET', `/api/charges/${id}/split`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/charges/${id}/split`)).json()).toEqual({ content: [] });
    expect((await call(outsider, 'GET', '/api/charges')).json().totalElements).toBe(0);
  });

  it('answers 400 in pt-BR for an id that is not a uuid', async () => {
    const response = await call(admin, 'GET', '/api/charges/nao-e-um-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].description).toBe('Cobrança não encontrada.');
  });
});
