import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_PIX_KEY_MESSAGES, type AccountPixKeyList, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { reconcilePixKeys } from '../src/modules/banking/index.js';
import { pixKeys } from '../src/modules/banking/tables.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { activateAccount, sellerWithAdmin } from './support/banking.js';
import { caller } from './support/charges.js';

const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let inactive: SessionResponse;
let manager: SessionResponse;

const list = async (session = admin): Promise<AccountPixKeyList> =>
  (await call(session, 'GET', '/api/banking/pix-keys')).json();
const create = (body: object, session = admin) => call(session, 'POST', '/api/banking/pix-keys', body);
const confirm = (id: string, code: string, session = admin) =>
  call(session, 'POST', `/api/banking/pix-keys/${id}/confirmation`, { code });
const remove = (id: string, session = admin) => call(session, 'DELETE', `/api/banking/pix-keys/${id}`);
const codeOf = (response: { json: () => { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;
/** The 6-digit code the sandbox SMS carried for this key. */
const smsCode = async (keyId: string) => {
  const { messages } = (await call(admin, 'GET', '/api/sandbox/sms')).json() as {
    messages: Array<{ keyId: string; text: string }>;
  };
  return /(\d{6})/.exec(messages.find((message) => message.keyId === keyId)!.text)![1]!;
};
const statusOf = async (id: string) =>
  (await t.ctx.db.select({ status: pixKeys.status }).from(pixKeys).where(eq(pixKeys.id, id)))[0]?.status;
const minuteLater = () => clock.advance(61_000);

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await sellerWithAdmin(t, { name: 'Loja Chaves', document: '06990590000123', email: 'c@chaves.dev' });
  // Its own CNPJ (branch 0001, approved): the demo seller's is already a key in the sandbox directory.
  await activateAccount(t, admin, '06.990.590/0001-23');
  inactive = await t.signInOutsider();
  manager = await t.signIn('gerente@demo.cofre.dev');
});
afterAll(() => t.close());

describe('Dados da Conta: the Pix keys', () => {
  it('answers an account not ACTIVE as not configured, and refuses keys to it', async () => {
    expect(await list(inactive)).toEqual({ configured: false, keys: [], max: 20 });
    expect(codeOf(await create({ type: 'EVP' }, inactive))).toBe('BNK-005');
  });

  it('registers the CNPJ (the company document) and a random key, and refuses the same key twice', async () => {
    expect(await list()).toEqual({ configured: true, keys: [], max: 20 });
    const cnpj = await create({ type: 'CNPJ' });
    expect(cnpj.statusCode, cnpj.body).toBe(201);
    expect(cnpj.json()).toMatchObject({
      type: 'CNPJ',
      key: '06990590000123',
      status: 'ACTIVE',
    });
    expect(codeOf(await create({ type: 'CNPJ' }))).toBe('BNK-009');
    const evp = await create({ type: 'EVP' });
    expect(evp.statusCode).toBe(201);
    expect(evp.json().key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('checks the key formats with the spec messages', async () => {
    const email = await create({ type: 'EMAIL', key: 'sem-arroba' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors[0].description).toBe(ACCOUNT_PIX_KEY_MESSAGES.invalidEmail);
    // A landline is not a Pix key (the DICT registers mobile numbers).
    expect((await create({ type: 'PHONE', key: '1130000000' })).json().errors[0].description).toBe(
      ACCOUNT_PIX_KEY_MESSAGES.invalidPhone,
    );
    expect((await create({ type: 'CNPJ', key: '11222333000181' })).statusCode).toBe(400);
    expect((await create({ type: 'CPF', key: '52998224725' })).statusCode).toBe(400);
  });

  it("tells the directory's refusals in pt-BR and keeps nothing of them", async () => {
    const other = await create({ type: 'EMAIL', key: 'outra-pessoa@exemplo.com' });
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0]).toMatchObject({ code: 'BNK-010', description: expect.stringContaining('outra') });
    expect(codeOf(await create({ type: 'EMAIL', key: 'portabilidade@exemplo.com' }))).toBe('BNK-012');
    expect((await list()).keys.map((key) => key.type)).toEqual(['CNPJ', 'EVP']);
  });

  it('confirms a phone key by its SMS code (sent as +55 and digits), a wrong code counting', async () => {
    const phone = await create({ type: 'PHONE', key: '(11) 98765-4321' });
    expect(phone.statusCode).toBe(202);
    expect(phone.json()).toMatchObject({ status: 'AWAITING_CODE', key: '+5511987654321' });
    const { id } = phone.json();
    const code = await smsCode(id);
    const wrong = await confirm(id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe('BNK-013');
    const right = await confirm(id, code);
    expect(right.statusCode, right.body).toBe(201);
    expect(right.json()).toMatchObject({ status: 'ACTIVE', key: '+5511987654321' });
    expect(codeOf(await confirm(id, code))).toBe('GEN-409');
  });

  it('cancels a phone key after five wrong codes, or when its code expires', async () => {
    const { id } = (await create({ type: 'PHONE', key: '11976543210' })).json();
    const code = await smsCode(id);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i++) expect(codeOf(await confirm(id, wrongCode))).toBe('BNK-013');
    expect(codeOf(await confirm(id, wrongCode))).toBe('BNK-014');
    expect(await statusOf(id)).toBe('CANCELLED');

    const late = (await create({ type: 'PHONE', key: '11976543211' })).json();
    clock.advance(10 * 60_000 + 1_000);
    expect(await reconcilePixKeys(t.ctx)).toBe(1);
    expect(await statusOf(late.id)).toBe('CANCELLED');
    admin = await t.signIn('admin@chaves.dev');
  });

  it('keeps a key whose answer was lost REGISTERING, and the job settles it', async () => {
    const lost = await create({ type: 'EMAIL', key: 'sem-resposta@exemplo.com' });
    expect(lost.statusCode).toBe(202);
    expect(lost.json().status).toBe('REGISTERING');
    const neverArrived = await create({ type: 'EMAIL', key: 'perdida@exemplo.com' });
    expect(neverArrived.statusCode).toBe(202);
    expect(await reconcilePixKeys(t.ctx)).toBe(0);
    minuteLater();
    expect(await reconcilePixKeys(t.ctx)).toBe(2);
    expect(await statusOf(lost.json().id)).toBe('ACTIVE');
    expect(await statusOf(neverArrived.json().id)).toBe('ACTIVE');
  });

  it('settles a key whose server died between the intent and the answer', async () => {
    // What a kill -9 right after the intent's commit leaves: a REGISTERING row the directory never saw.
    const [row] = await t.ctx.db
      .insert(pixKeys)
      .values({
        sellerId: admin.idSeller,
        type: 'EMAIL',
        key: 'financeiro@chaves.dev',
        status: 'REGISTERING',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
    expect((await list()).keys.find((key) => key.id === row!.id)?.status).toBe('REGISTERING');
    minuteLater();
    expect(await reconcilePixKeys(t.ctx)).toBe(1);
    expect(await statusOf(row!.id)).toBe('ACTIVE');
  });

  it('tells in the bell a refusal the reconcile job got (the seller was no longer in the dialog)', async () => {
    const [row] = await t.ctx.db
      .insert(pixKeys)
      .values({
        sellerId: admin.idSeller,
        type: 'EMAIL',
        key: 'outra-pessoa@chaves.dev',
        status: 'REGISTERING',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
    minuteLater();
    expect(await reconcilePixKeys(t.ctx)).toBe(1);
    expect(await statusOf(row!.id)).toBe('FAILED');
    expect((await list()).keys.some((key) => key.id === row!.id)).toBe(false);
    const told = await t.ctx.db
      .select({ variables: notifications.variables })
      .from(notifications)
      .where(eq(notifications.sellerId, admin.idSeller));
    expect(told.map((notice) => notice.variables)).toContainEqual([
      { name: 'event', value: 'PIX_KEY_FAILED' },
      { name: 'keyType', value: 'EMAIL' },
      { name: 'refusal', value: 'OWNED_BY_OTHER' },
    ]);
  });

  it('deletes a key (the directory first), and a deletion whose answer was lost is settled by the job', async () => {
    const keys = (await list()).keys;
    const evp = keys.find((key) => key.type === 'EVP')!;
    expect((await remove(evp.id)).statusCode).toBe(204);
    expect((await list()).keys.some((key) => key.id === evp.id)).toBe(false);
    const lost = keys.find((key) => key.key === 'sem-resposta@exemplo.com')!;
    expect((await remove(lost.id)).statusCode).toBe(202);
    expect((await list()).keys.find((key) => key.id === lost.id)?.status).toBe('DELETING');
    minuteLater();
    expect(await reconcilePixKeys(t.ctx)).toBe(1);
    expect(await statusOf(lost.id)).toBe('DELETED');
    expect(codeOf(await remove(lost.id))).toBe('GEN-409');
    admin = await t.signIn('admin@chaves.dev');
  });

  it('refuses the 21st key', async () => {
    const held = (await list()).keys.length;
    for (let i = held; i < 20; i++) expect((await create({ type: 'EVP' })).statusCode).toBe(201);
    const over = await create({ type: 'EVP' });
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('BNK-008');
    expect((await list()).keys).toHaveLength(20);
  });

  it("is for the banking profiles, and another seller's key is not found", async () => {
    const [key] = (await list()).keys;
    expect((await call(manager, 'GET', '/api/banking/pix-keys')).statusCode).toBe(403);
    expect((await create({ type: 'EVP' }, manager)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/banking/pix-keys')).statusCode).toBe(401);
    expect((await remove(key!.id, inactive)).statusCode).toBe(404);
    expect((await confirm(key!.id, '123456', inactive)).statusCode).toBe(404);
    expect((await remove('not-a-uuid')).statusCode).toBe(400);
    const [still] = await t.ctx.db
      .select({ status: pixKeys.status })
      .from(pixKeys)
      .where(and(eq(pixKeys.id, key!.id)));
    expect(still?.status).toBe('ACTIVE');
  });
});
