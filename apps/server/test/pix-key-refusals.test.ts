import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { AccountPixKeyList, SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { bankingAccounts, pixKeys } from '../src/modules/banking/tables.js';
import { sandboxDictKeys } from '../src/providers/pix-directory/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { activateAccount, sellerWithAdmin } from './support/banking.js';
import { caller } from './support/charges.js';

/**
 * Issue 36: the directory's (DICT's) refusals reach the seller as the catalogue's pt-BR texts. Each
 * refusal here comes from the sandbox directory itself (its own memory of keys, or its markers;
 * docs/sandbox.md, "Pix directory"), not from our table: the key's intent row is written, the
 * directory refuses, and the row ends FAILED with the directory's refusal.
 */

const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
/** Our account as the directory names it: 'bank/agency/number-digit'. */
let dictAccount: string;

const TEXTS = {
  'BNK-009': 'Esta chave já está cadastrada nesta conta.',
  'BNK-010':
    'Esta chave está registrada em outra instituição ou para outra pessoa. A portabilidade e a reivindicação de posse ainda não estão disponíveis no Cofre.',
  'BNK-011': 'O diretório do Pix não aceita mais chaves para esta conta (máximo de 20).',
  'BNK-012': 'Esta chave está em um processo de portabilidade ou reivindicação. Tente novamente quando ele terminar.',
};

const list = async (): Promise<AccountPixKeyList> => (await call(admin, 'GET', '/api/banking/pix-keys')).json();
const create = (body: object) => call(admin, 'POST', '/api/banking/pix-keys', body);
/** Our rows for a key value (every status), oldest first. */
const rowsOf = (key: string) =>
  t.ctx.db
    .select({ status: pixKeys.status, refusal: pixKeys.refusal })
    .from(pixKeys)
    .where(and(eq(pixKeys.sellerId, admin.idSeller), eq(pixKeys.key, key)))
    .orderBy(pixKeys.createdAt);
/** A key the directory holds that never went through Cofre (registered at another channel of the bank). */
const heldByDirectory = (key: string, account: string) =>
  t.ctx.db.insert(sandboxDictKeys).values({ key, account, reference: randomUUID(), registeredAt: clock.now() });

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await sellerWithAdmin(t, { name: 'Loja Recusas', document: '06990590000123', email: 'c@recusas.dev' });
  await activateAccount(t, admin, '06.990.590/0001-23');
  const [account] = await t.ctx.db.select().from(bankingAccounts).where(eq(bankingAccounts.sellerId, admin.idSeller));
  dictAccount = `${account!.bankCode}/${account!.agency}/${account!.accountNumber}-${account!.accountDigit}`;
});
afterAll(() => t.close());

describe("the directory's refusals, in the seller's words", () => {
  it('ALREADY_REGISTERED from the directory (not our unique index) is BNK-009', async () => {
    const KEY = 'ja-cadastrada@recusas.dev';
    await heldByDirectory(KEY, dictAccount);
    // Cofre has no row of this key: our own unique index cannot be what refuses it.
    expect(await rowsOf(KEY)).toEqual([]);
    const refused = await create({ type: 'EMAIL', key: KEY });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ code: 'BNK-009', description: TEXTS['BNK-009'] }]);
    // The intent was written and the directory refused it (our index refuses before any row is written).
    expect(await rowsOf(KEY)).toEqual([{ status: 'FAILED', refusal: 'ALREADY_REGISTERED' }]);
    expect((await list()).keys.some((key) => key.key === KEY)).toBe(false);
  });

  it('our own unique index also answers BNK-009, without asking the directory or writing a row', async () => {
    const KEY = 'financeiro@recusas.dev';
    expect((await create({ type: 'EMAIL', key: KEY })).statusCode).toBe(201);
    const again = await create({ type: 'EMAIL', key: KEY });
    expect(again.json().errors).toEqual([{ code: 'BNK-009', description: TEXTS['BNK-009'] }]);
    expect(await rowsOf(KEY)).toEqual([{ status: 'ACTIVE', refusal: null }]);
  });

  it('OWNED_BY_OTHER from the directory (a key live in another account) is BNK-010', async () => {
    const KEY = 'fornecedor@outra-empresa.dev';
    await heldByDirectory(KEY, '341/0001/12345678-9');
    const refused = await create({ type: 'EMAIL', key: KEY });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ code: 'BNK-010', description: TEXTS['BNK-010'] }]);
    expect(await rowsOf(KEY)).toEqual([{ status: 'FAILED', refusal: 'OWNED_BY_OTHER' }]);
  });

  it('PENDING_CLAIM (the `portabilidade` marker) is BNK-012', async () => {
    const KEY = 'portabilidade@recusas.dev';
    const refused = await create({ type: 'EMAIL', key: KEY });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ code: 'BNK-012', description: TEXTS['BNK-012'] }]);
    expect(await rowsOf(KEY)).toEqual([{ status: 'FAILED', refusal: 'PENDING_CLAIM' }]);
  });

  it('TOO_MANY_KEYS from the directory (20 keys there, fewer in Cofre) is BNK-011, on creation and on a phone confirmation', async () => {
    const live = await t.ctx.db
      .select({ key: sandboxDictKeys.key })
      .from(sandboxDictKeys)
      .where(and(eq(sandboxDictKeys.account, dictAccount), isNull(sandboxDictKeys.deletedAt)));
    for (let i = live.length; i < 20; i++) await heldByDirectory(`outro-canal-${i}@recusas.dev`, dictAccount);
    // Cofre counts far fewer than 20: our own limit (BNK-008) cannot be what refuses.
    expect((await list()).keys.length).toBeLessThan(20);

    const evp = await create({ type: 'EVP' });
    expect(evp.statusCode).toBe(409);
    expect(evp.json().errors).toEqual([{ code: 'BNK-011', description: TEXTS['BNK-011'] }]);
    const failed = await t.ctx.db
      .select({ refusal: pixKeys.refusal })
      .from(pixKeys)
      .where(and(eq(pixKeys.sellerId, admin.idSeller), eq(pixKeys.type, 'EVP'), eq(pixKeys.status, 'FAILED')));
    expect(failed).toEqual([{ refusal: 'TOO_MANY_KEYS' }]);

    // A phone key is refused the same way once its SMS code is confirmed.
    const phone = await create({ type: 'PHONE', key: '(11) 98765-4321' });
    expect(phone.statusCode, phone.body).toBe(202);
    const { messages } = (await call(admin, 'GET', '/api/sandbox/sms')).json() as {
      messages: Array<{ keyId: string; text: string }>;
    };
    const code = /(\d{6})/.exec(messages.find((message) => message.keyId === phone.json().id)!.text)![1]!;
    const confirmed = await call(admin, 'POST', `/api/banking/pix-keys/${phone.json().id as string}/confirmation`, {
      code,
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().errors).toEqual([{ code: 'BNK-011', description: TEXTS['BNK-011'] }]);
    expect(await rowsOf('+5511987654321')).toEqual([{ status: 'FAILED', refusal: 'TOO_MANY_KEYS' }]);
  });
});
