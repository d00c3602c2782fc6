import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { ChargeDetail, SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { chargeAttempts } from '../src/modules/charges/tables.js';
import { evidenceOf, findDispute, toDispute } from '../src/modules/disputes/queries.js';
import { invoicesActive } from '../src/modules/invoices/queries.js';
import { listRefunds } from '../src/modules/refunds/queries.js';
import { toRefund } from '../src/modules/refunds/view.js';
import { findClientByDocument } from '../src/modules/seller-clients/queries.js';
import { sellers } from '../src/modules/sellers/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { CARDS, caller, card, chargeInput, ensureBuyerClient } from './support/charges.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  // The buyer of chargeInput() as a client of the seller: the detail links to it by document.
  await ensureBuyerClient(call, admin);
});
afterAll(() => t.close());

const tick = () => clock.set(new Date(clock.now().getTime() + 60_000));

/**
 * The detail reads the charge and every part beside it in one statement, the parts as JSON
 * (charges/view.ts). These tests hold it to what the tables say, read one by one as before.
 */
describe('charge detail in one statement', () => {
  it('gives the attempts, refunds, dispute with its files, client, seller and invoice switch the tables hold', async () => {
    const input = chargeInput({
      value: 40_000,
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(CARDS.approved),
    });
    const charge: ChargeDetail = (await call(admin, 'POST', '/api/charges', input)).json();
    tick();
    expect((await call(admin, 'POST', `/api/charges/${charge.uuid}/refunds`, { amount: 1_000 })).statusCode).toBe(201);
    tick();
    expect((await call(admin, 'POST', `/api/charges/${charge.uuid}/refunds`, { amount: 2_000 })).statusCode).toBe(201);
    tick();
    const opened = await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/disputes`, { reasonCode: '4855' });
    expect(opened.statusCode).toBe(200);
    for (const [content, type, fileName] of [
      [PDF, 'application/pdf', 'nota.pdf'],
      [PNG, 'image/png', 'foto.png'],
    ] as const) {
      tick();
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/charges/${charge.uuid}/dispute/evidence?fileName=${fileName}`,
        payload: content,
        headers: { 'content-type': type, ...t.bearer(admin) },
      });
      expect(uploaded.statusCode).toBe(201);
    }

    const detail: ChargeDetail = (await call(admin, 'GET', `/api/charges/${charge.uuid}`)).json();
    const db = t.ctx.db;
    const attempts = await db
      .select()
      .from(chargeAttempts)
      .where(eq(chargeAttempts.chargeId, charge.uuid))
      .orderBy(asc(chargeAttempts.createdAt));
    expect(attempts.length).toBeGreaterThan(0);
    expect(detail.chargesTries).toEqual(
      attempts.map((attempt) => ({
        uuid: attempt.id,
        status: attempt.status,
        value: attempt.value,
        createdAt: attempt.createdAt.toISOString(),
        expirationDate: attempt.expirationDate,
        errorCode: attempt.errorCode,
        errorMessage: attempt.errorMessage,
      })),
    );
    const refunds = (await listRefunds(db, charge.uuid)).map(toRefund);
    expect(refunds).toHaveLength(2);
    expect(detail.refunds).toEqual(refunds);
    const dispute = (await findDispute(db, charge.uuid))!;
    const evidence = await evidenceOf(db, dispute.sellerId, charge.uuid);
    expect(evidence.map((file) => file.fileName)).toEqual(['nota.pdf', 'foto.png']);
    expect(detail.dispute).toEqual(toDispute(dispute, evidence));
    const client = await findClientByDocument(db, admin.idSeller, 'BR', '52998224725');
    expect(detail.customerId).toBe(client!.id);
    const [seller] = await db.select().from(sellers).where(eq(sellers.id, admin.idSeller));
    expect(detail.cnpjSeller).toBe(seller!.document);
    expect(detail.activeInvoiceConfig).toBe(await invoicesActive(db, admin.idSeller));
  });

  it.each([
    ['Pix', chargeInput({ paymentMethod: 'PIX' })],
    ['boleto', chargeInput({ paymentMethod: 'BOLETO' })],
    ['card due later', chargeInput({ paymentMethod: 'CREDIT_CARD', card: card(CARDS.approved) })],
  ])('answers a new %s charge with the detail a later read gives', async (_method, input) => {
    const created = await call(admin, 'POST', '/api/charges', input);
    expect(created.statusCode).toBe(201);
    const answer: ChargeDetail = created.json();
    expect(answer.customerId).not.toBeNull();
    expect((await call(admin, 'GET', `/api/charges/${answer.uuid}`)).json()).toEqual(answer);
  });

  it('is a 404 for another seller’s charge and for an unknown one', async () => {
    const outsider = await t.signInOutsider();
    const charge: ChargeDetail = (await call(admin, 'POST', '/api/charges', chargeInput())).json();
    expect((await call(outsider, 'GET', `/api/charges/${charge.uuid}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/charges/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
