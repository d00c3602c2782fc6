import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { NOTICE_TYPES, type NoticeSettings, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { markLateCharges } from '../src/modules/charges/jobs.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { dispatchNotices, reconcileWhatsApp } from '../src/modules/notices/dispatch.js';
import { runDunning } from '../src/modules/notices/dunning.js';
import { noticeDeliveries, noticeSettings, noticeSwitches } from '../src/modules/notices/tables.js';
import { sandboxWhatsAppMessages } from '../src/providers/whatsapp/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, card, CARDS, chargeInput } from './support/charges.js';

// 09:00 in São Paulo on 16/11/2026: 15 days before the boleto's due date.
const clock = new ManualClock(new Date('2026-11-16T12:00:00Z'));
const DUE = '2026-12-01';
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let sale: SessionResponse;
let outsider: SessionResponse;

async function at(date: string) {
  clock.set(new Date(`${date}T12:00:00Z`));
  admin = await t.signIn('admin@demo.cofre.dev');
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

beforeEach(async () => {
  clock.set(new Date('2026-11-16T12:00:00Z'));
  admin = await t.signIn('admin@demo.cofre.dev');
  await t.ctx.db.delete(noticeSwitches);
  await t.ctx.db.delete(noticeSettings);
  await t.ctx.db.delete(noticeDeliveries);
});

const descriptions = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);

async function createCharge(overrides: Parameters<typeof chargeInput>[0] = {}): Promise<string> {
  const response = await call(admin, 'POST', '/api/charges', chargeInput({ expirationDate: DUE, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { uuid: string }).uuid;
}

async function deliveriesOf(chargeId: string) {
  return t.ctx.db
    .select()
    .from(noticeDeliveries)
    .where(and(eq(noticeDeliveries.sellerId, admin.idSeller), eq(noticeDeliveries.chargeId, chargeId)))
    .orderBy(noticeDeliveries.createdAt);
}

const kinds = (rows: Array<{ type: string; channel: string }>) =>
  rows.map((row) => `${row.type}/${row.channel}`).sort();

async function switchOn(type: string, active = true) {
  const response = await call(admin, 'PATCH', '/api/seller-notifications/active', { type, active });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NoticeSettings;
}

/** One day of the worker: late charges marked, the dunning run, then what it decided sent. */
async function dunningDay(date: string) {
  await at(date);
  await markLateCharges(t.ctx);
  const decided = await runDunning(t.ctx);
  await dispatchNotices(t.ctx);
  return decided;
}

describe('notification settings (Notificações)', () => {
  it("starts with the seller's name and e-mail, everything on by e-mail and off by WhatsApp", async () => {
    const response = await call(admin, 'GET', '/api/seller-notifications');
    expect(response.statusCode).toBe(200);
    const settings = response.json() as NoticeSettings;
    expect(settings).toMatchObject({
      email: 'contato@demo.cofre.dev',
      hiddenEmail: null,
      activeAllNotifications: true,
    });
    expect(settings.name.length).toBeGreaterThan(0);
    expect(settings.types.map((type) => type.type)).toEqual(NOTICE_TYPES);
    expect(settings.types).toHaveLength(16);
    expect(settings.types.every((type) => type.email && !type.whatsapp)).toBe(true);
    const card = settings.types.filter((type) => type.method === 'CREDIT_CARD').map((type) => type.type);
    expect(card).toEqual([
      'CREDIT_CARD_PAYMENT',
      'CREDIT_CARD_LATE_PAYMENT_TWO_DAYS',
      'CREDIT_CARD_LATE_PAYMENT_SEVEN_DAYS',
      'CREDIT_CARD_LATE_PAYMENT_TWENTY_DAYS',
    ]);
    const boleto = settings.types.find((type) => type.type === 'BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS');
    expect(boleto?.template).toContain('{{codigo}}');
    expect(boleto?.label).toBe('15 dias antes do vencimento');
  });

  it('saves the identification and the master switch, audited, and checks every field', async () => {
    const saved = await call(admin, 'PATCH', '/api/seller-notifications/basic', {
      name: '  Loja da Ana  ',
      email: 'Cobranca@Loja.dev',
      hiddenEmail: '',
      activeAllNotifications: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Loja da Ana',
      email: 'cobranca@loja.dev',
      hiddenEmail: null,
      activeAllNotifications: false,
    });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.sellerId, admin.idSeller), eq(auditLog.action, 'settings.notifications_basic')));
    expect(audit.length).toBeGreaterThan(0);

    const bad = await call(admin, 'PATCH', '/api/seller-notifications/basic', {
      name: ' ',
      email: 'sem-arroba',
      hiddenEmail: 'também-sem',
      activeAllNotifications: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(descriptions(bad)).toEqual(
      expect.arrayContaining(['Preenchimento obrigatório!', 'Digite um e-mail válido!']),
    );
    expect(bad.json().errors.length).toBe(3);
    const extra = await call(admin, 'PATCH', '/api/seller-notifications/basic', {
      name: 'Loja',
      email: 'a@b.dev',
      activeAllNotifications: true,
      sellerId: outsider.idSeller,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('switches one type and channel by its code, and refuses an unknown code', async () => {
    const settings = await switchOn('PIX_PREPAYMENT_SEVEN_DAYS_WHATSAPP');
    expect(settings.types.find((type) => type.type === 'PIX_PREPAYMENT_SEVEN_DAYS')).toMatchObject({
      email: true,
      whatsapp: true,
    });
    const off = await switchOn('PIX_PREPAYMENT_SEVEN_DAYS', false);
    expect(off.types.find((type) => type.type === 'PIX_PREPAYMENT_SEVEN_DAYS')).toMatchObject({ email: false });
    const unknown = await call(admin, 'PATCH', '/api/seller-notifications/active', {
      type: 'CREDIT_CARD_PREPAYMENT_SEVEN_DAYS',
      active: true,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is for the roles the spec names, and each seller sees only its own', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/seller-notifications', undefined],
      ['GET', '/api/seller-notifications/deliveries', undefined],
      ['PATCH', '/api/seller-notifications/active', { type: 'PIX_PREPAYMENT_SEVEN_DAYS', active: true }],
      ['PATCH', '/api/seller-notifications/basic', { name: 'x', email: 'a@b.dev', activeAllNotifications: true }],
    ] as const) {
      const refused = await call(sale, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(null, 'GET', '/api/seller-notifications')).statusCode).toBe(401);
    await switchOn('BANK_SLIP_PREPAYMENT_TWO_DAYS', false);
    const theirs = (await call(outsider, 'GET', '/api/seller-notifications')).json() as NoticeSettings;
    expect(theirs.email).toBe('o@loja.dev');
    expect(theirs.types.find((type) => type.type === 'BANK_SLIP_PREPAYMENT_TWO_DAYS')?.email).toBe(true);
  });
});

describe('dunning (the daily run)', () => {
  it("sends each notice of a boleto's life once, by each channel on, and none after payment", async () => {
    await switchOn('BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS_WHATSAPP');
    await switchOn('BANK_SLIP_LATE_PAYMENT_TWO_DAYS_WHATSAPP');
    await call(admin, 'PATCH', '/api/seller-notifications/basic', {
      name: 'Loja Demo Cobranças',
      email: 'financeiro@loja.dev',
      hiddenEmail: 'copia@loja.dev',
      activeAllNotifications: true,
    });
    const id = await createCharge();

    await dunningDay('2026-11-16');
    expect(kinds(await deliveriesOf(id))).toEqual([
      'BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS/EMAIL',
      'BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS/WHATSAPP',
    ]);
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          (await deliveriesOf(id)).flatMap((row) => (row.outboxId ? [row.outboxId] : [])),
        ),
      );
    expect(mail).toMatchObject({
      to: 'conceicao@exemplo.com.br',
      fromName: 'Loja Demo Cobranças',
      replyTo: 'financeiro@loja.dev',
      bcc: 'copia@loja.dev',
    });
    expect(mail?.subject).toBe('Lembrete: cobrança de Loja Demo Cobranças vence em 01/12/2026');
    expect(mail?.text).toContain('Linha digitável do boleto: ');
    expect(mail?.text).toContain('/cobranca/');
    const [whatsApp] = await t.ctx.db
      .select()
      .from(sandboxWhatsAppMessages)
      .where(eq(sandboxWhatsAppMessages.sellerId, admin.idSeller));
    expect(whatsApp?.to).toBe('5511987654321');
    expect(whatsApp?.text).toMatch(/R\$\s150,00/);

    // The same day again, and the hourly catch-up: nothing new.
    await dunningDay('2026-11-16');
    await dunningDay('2026-11-17');
    expect(await deliveriesOf(id)).toHaveLength(2);

    for (const day of ['2026-11-24', '2026-11-29', '2026-12-03']) await dunningDay(day);
    expect(kinds(await deliveriesOf(id))).toEqual([
      'BANK_SLIP_LATE_PAYMENT_TWO_DAYS/EMAIL',
      'BANK_SLIP_LATE_PAYMENT_TWO_DAYS/WHATSAPP',
      'BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS/EMAIL',
      'BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS/WHATSAPP',
      'BANK_SLIP_PREPAYMENT_SEVEN_DAYS/EMAIL',
      'BANK_SLIP_PREPAYMENT_TWO_DAYS/EMAIL',
    ]);
    expect((await deliveriesOf(id)).every((row) => row.status === 'SENT')).toBe(true);

    // Paid on the 5th: the 7- and 20-day reminders never go.
    await at('2026-12-05');
    expect((await call(admin, 'POST', `/api/sandbox/charges/${id}/payments`)).statusCode).toBe(200);
    for (const day of ['2026-12-08', '2026-12-21']) await dunningDay(day);
    expect(await deliveriesOf(id)).toHaveLength(6);
  });

  it('card charges get the on-payment notice and, while unpaid, the late ones only', async () => {
    const paid = await createCharge({
      paymentMethod: 'CREDIT_CARD',
      card: card(CARDS.approved),
      expirationDate: '2026-11-16',
    });
    expect(kinds(await deliveriesOf(paid))).toEqual(['CREDIT_CARD_PAYMENT/EMAIL']);
    await dispatchNotices(t.ctx);
    const [row] = await deliveriesOf(paid);
    expect(row).toMatchObject({ status: 'SENT' });
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row?.outboxId ?? ''));
    expect(mail?.subject).toContain('Pagamento confirmado');
    // Before the due date a card charge has no reminders.
    const declined = await createCharge({
      paymentMethod: 'CREDIT_CARD',
      card: card(CARDS.declined),
      expirationDate: '2026-11-30',
    });
    await dunningDay('2026-11-23');
    await dunningDay('2026-11-28');
    expect(await deliveriesOf(declined)).toHaveLength(0);
  });

  it('skips what is switched off, everything with the master switch off, and what was paid before sending', async () => {
    await switchOn('PIX_PREPAYMENT_FIFTEEN_DAYS', false);
    const pix = await createCharge({ paymentMethod: 'PIX' });
    await dunningDay('2026-11-16');
    expect(await deliveriesOf(pix)).toHaveLength(0);

    await call(admin, 'PATCH', '/api/seller-notifications/basic', {
      name: 'Loja',
      email: 'loja@loja.dev',
      activeAllNotifications: false,
    });
    await dunningDay('2026-11-24');
    expect(await deliveriesOf(pix)).toHaveLength(0);

    await call(admin, 'PATCH', '/api/seller-notifications/basic', {
      name: 'Loja',
      email: 'loja@loja.dev',
      activeAllNotifications: true,
    });
    await at('2026-11-29');
    expect(await runDunning(t.ctx)).toBeGreaterThan(0);
    // Decided, then paid before the dispatch ran: the reminder is not sent.
    expect((await call(admin, 'POST', `/api/sandbox/charges/${pix}/payments`)).statusCode).toBe(200);
    await dispatchNotices(t.ctx);
    expect(await deliveriesOf(pix)).toMatchObject([
      { type: 'PIX_PREPAYMENT_TWO_DAYS', status: 'SKIPPED', reason: 'CHARGE_CLOSED', outboxId: null },
    ]);
  });
});

describe('stale notices', () => {
  it('a notice not sent within two days of its decision is skipped, never sent late', async () => {
    const id = await createCharge({ paymentMethod: 'PIX', expirationDate: '2026-11-23' });
    await runDunning(t.ctx);
    clock.advance(49 * 60 * 60 * 1000);
    await dispatchNotices(t.ctx);
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'SKIPPED', reason: 'STALE', outboxId: null }]);
  });
});

describe('WhatsApp at the boundary', () => {
  async function whatsAppCharge(phone: string) {
    await switchOn('PIX_PREPAYMENT_FIFTEEN_DAYS_WHATSAPP');
    await switchOn('PIX_PREPAYMENT_FIFTEEN_DAYS', false);
    const id = await createCharge({
      paymentMethod: 'PIX',
      customer: { ...chargeInput().customer, phone },
    });
    await runDunning(t.ctx);
    await dispatchNotices(t.ctx);
    return id;
  }
  const sandboxRows = (sellerId: string) =>
    t.ctx.db.select().from(sandboxWhatsAppMessages).where(eq(sandboxWhatsAppMessages.sellerId, sellerId));

  it('a lost answer is UNKNOWN, then found SENT by lookup, and sent once', async () => {
    const id = await whatsAppCharge('(11) 98765-0091');
    expect(await deliveriesOf(id)).toMatchObject([{ channel: 'WHATSAPP', status: 'UNKNOWN', attempts: 1 }]);
    await reconcileWhatsApp(t.ctx);
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'SENT', attempts: 1 }]);
    const [delivery] = await deliveriesOf(id);
    const rows = (await sandboxRows(admin.idSeller)).filter((row) => row.reference === delivery?.id);
    expect(rows).toHaveLength(1);
  });

  it('a request lost on the way in is found missing and sent again', async () => {
    const id = await whatsAppCharge('(11) 98765-0092');
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'UNKNOWN' }]);
    await dispatchNotices(t.ctx);
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'SENT', attempts: 2 }]);
  });

  it('a number that is not on WhatsApp fails for good; a crash mid-call is reconciled after the lease', async () => {
    const refused = await whatsAppCharge('(11) 98765-0000');
    expect(await deliveriesOf(refused)).toMatchObject([{ status: 'FAILED', reason: '131026' }]);

    const crashed = await createCharge({ paymentMethod: 'PIX', expirationDate: '2026-11-30' });
    await at('2026-11-15');
    await runDunning(t.ctx);
    const [row] = await deliveriesOf(crashed);
    // A worker claimed it and died before the answer: SENDING, claimed long ago.
    await t.ctx.db
      .update(noticeDeliveries)
      .set({ status: 'SENDING', claimedAt: new Date(clock.now().getTime() - 120_000) })
      .where(eq(noticeDeliveries.id, row?.id ?? ''));
    await reconcileWhatsApp(t.ctx);
    // The sandbox never received it: sent again by the next dispatch.
    expect(await deliveriesOf(crashed)).toMatchObject([{ status: 'PENDING' }]);
    await dispatchNotices(t.ctx);
    expect(await deliveriesOf(crashed)).toMatchObject([{ status: 'SENT' }]);
  });

  it("lists the seller's deliveries with the sandbox's text, newest first, never another seller's", async () => {
    const id = await whatsAppCharge('(11) 98765-4321');
    const page = await call(admin, 'GET', '/api/seller-notifications/deliveries');
    expect(page.statusCode).toBe(200);
    const content = page.json().content as Array<{
      chargeId: string;
      channel: string;
      createdAt: string;
      message: string | null;
    }>;
    const mine = content.find((delivery) => delivery.chargeId === id);
    expect(mine).toMatchObject({ channel: 'WHATSAPP' });
    expect(mine?.message).toContain('Pix copia e cola');
    const times = content.map((delivery) => delivery.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const theirs = await call(outsider, 'GET', '/api/seller-notifications/deliveries');
    expect(theirs.json().content).toEqual([]);
    expect((await call(admin, 'GET', '/api/seller-notifications/deliveries?page=-1')).statusCode).toBe(400);
  });
});

describe("the sandbox's 'send now'", () => {
  it("runs today's reminders for the seller alone, for its administrator", async () => {
    const mine = await createCharge({ paymentMethod: 'PIX', expirationDate: '2026-11-23' });
    const theirCharge = await call(outsider, 'POST', '/api/charges', chargeInput({ expirationDate: '2026-11-23' }));
    const theirs = (theirCharge.json() as { uuid: string }).uuid;
    const run = await call(admin, 'POST', '/api/sandbox/seller-notifications/run');
    expect(run.statusCode, run.body).toBe(200);
    const ran = run.json() as { decided: number; emails: number; whatsApp: number };
    // Earlier tests' charges due the same week come back too (their deliveries were cleared).
    expect(ran.decided).toBeGreaterThanOrEqual(1);
    expect(ran.emails).toBe(ran.decided);
    expect(kinds(await deliveriesOf(mine))).toEqual(['PIX_PREPAYMENT_SEVEN_DAYS/EMAIL']);
    const other = await t.ctx.db.select().from(noticeDeliveries).where(eq(noticeDeliveries.chargeId, theirs));
    expect(other).toHaveLength(0);
    const manager = await t.signIn('gerente@demo.cofre.dev');
    expect((await call(manager, 'POST', '/api/sandbox/seller-notifications/run')).statusCode).toBe(403);
  });
});

describe.runIf(process.env.DATABASE_URL)('two workers at once (PostgreSQL)', () => {
  it('decide and send each notice once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        createCharge({ paymentMethod: index % 2 ? 'PIX' : 'BOLETO', expirationDate: '2026-11-23' }),
      ),
    );
    await at('2026-11-16');
    await Promise.all([runDunning(t.ctx), runDunning(t.ctx), runDunning(t.ctx)]);
    await Promise.all([dispatchNotices(t.ctx), dispatchNotices(t.ctx)]);
    const rows = await t.ctx.db.select().from(noticeDeliveries).where(inArray(noticeDeliveries.chargeId, ids));
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.status === 'SENT' && row.outboxId)).toBe(true);
    expect(new Set(rows.map((row) => row.outboxId)).size).toBe(12);
  });
});
