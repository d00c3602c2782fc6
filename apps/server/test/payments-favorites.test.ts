import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIX_FAVORITE_MESSAGES, type PixFavorite, type PixFavoritePage, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';
import { payingSeller, type PayingSeller } from './support/payments.js';

const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: PayingSeller;
let outsider: SessionResponse;

const codeOf = (response: { json: () => { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;
const create = (session: SessionResponse, body: object) => call(session, 'POST', '/api/payments/favorites', body);
const list = async (query = ''): Promise<PixFavoritePage> =>
  (await call(shop.finance, 'GET', `/api/payments/favorites${query}`)).json();

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Favoritos', document: '60701190000104', domain: 'favoritos.dev' });
  outsider = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

describe('Favoritos PIX', () => {
  it('saves a favorite with its key as the directory stores it and the type detected', async () => {
    const saved = await create(shop.finance, {
      nickname: 'Gráfica',
      beneficiaryName: 'Gráfica Central Ltda',
      key: '45.723.174/0001-10',
      accountType: 'CHECKING_ACCOUNT',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      nickname: 'Gráfica',
      key: '45723174000110',
      keyType: 'CNPJ',
      active: true,
      createdBy: shop.finance.idUser,
    });
    const phone = await create(shop.finance, {
      nickname: 'Motoboy',
      beneficiaryName: 'Heitor',
      key: '(11) 98765-1234',
    });
    expect(phone.json()).toMatchObject({ key: '+5511987651234', keyType: 'PHONE' });
  });

  it('says what is missing in the spec words, and refuses a key already saved', async () => {
    const empty = await create(shop.finance, { nickname: ' ', beneficiaryName: '', key: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((error: { description: string }) => error.description)).toEqual(
      expect.arrayContaining([
        PIX_FAVORITE_MESSAGES.nicknameRequired,
        PIX_FAVORITE_MESSAGES.nameRequired,
        PIX_FAVORITE_MESSAGES.keyRequired,
      ]),
    );
    const invalid = await create(shop.finance, { nickname: 'X', beneficiaryName: 'Y', key: 'não é chave' });
    expect(invalid.json().errors[0].description).toBe(PIX_FAVORITE_MESSAGES.keyInvalid);
    const twice = await create(shop.admin, { nickname: 'Outra', beneficiaryName: 'Outra', key: '45723174000110' });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'PAY-010']);
  });

  it('searches on the server by nickname, name or key (accents, case and masks aside), filters and sorts', async () => {
    await create(shop.finance, {
      nickname: 'Água Mineral',
      beneficiaryName: 'Distribuidora Fonte',
      key: 'agua@exemplo.com.br',
    });
    expect((await list('?search=agua')).content.map((row) => row.nickname)).toEqual(['Água Mineral']);
    expect((await list('?search=GRÁFICA')).content.map((row) => row.nickname)).toEqual(['Gráfica']);
    expect((await list('?search=98765-1234')).content.map((row) => row.nickname)).toEqual(['Motoboy']);
    expect((await list('?search=45.723.174/0001-10')).content.map((row) => row.nickname)).toEqual(['Gráfica']);
    // Only a masked number is searched by its digits: this e-mail key's '2', '3', '1' are not the
    // CNPJ 45723174000110's '…231…' (an e2e run that typed it was offered that favorite).
    expect((await list(`?search=${encodeURIComponent('grafica.e2e.mx3n1jay@exemplo.com.br')}`)).content).toEqual([]);
    expect((await list('?keyType=PHONE')).content.map((row) => row.nickname)).toEqual(['Motoboy']);
    expect((await list()).content.map((row) => row.nickname)).toEqual(['Água Mineral', 'Gráfica', 'Motoboy']);
    expect((await list('?sortOrder=desc&size=2')).content.map((row) => row.nickname)).toEqual(['Motoboy', 'Gráfica']);
    expect((await call(shop.finance, 'GET', '/api/payments/favorites?sortBy=key')).statusCode).toBe(400);
  });

  it('edits, switches off and deletes a favorite; a switched-off one leaves the active list', async () => {
    const [motoboy] = (await list('?search=motoboy')).content as [PixFavorite];
    const edited = await call(shop.finance, 'PUT', `/api/payments/favorites/${motoboy.id}`, {
      nickname: 'Entregas',
      beneficiaryName: 'Heitor Lima',
      key: '+5511987651234',
      notes: 'Toda sexta',
    });
    expect(edited.json()).toMatchObject({ nickname: 'Entregas', notes: 'Toda sexta' });
    const off = await call(shop.finance, 'PATCH', `/api/payments/favorites/${motoboy.id}/active`, { active: false });
    expect(off.json().active).toBe(false);
    expect((await list('?active=true')).content.map((row) => row.id)).not.toContain(motoboy.id);
    expect((await list('?active=false')).content.map((row) => row.id)).toEqual([motoboy.id]);
    const gone = await call(shop.finance, 'DELETE', `/api/payments/favorites/${motoboy.id}`);
    expect(gone.statusCode).toBe(204);
    const again = await call(shop.finance, 'DELETE', `/api/payments/favorites/${motoboy.id}`);
    expect([again.statusCode, codeOf(again)]).toEqual([404, 'PAY-011']);
  });

  it("keeps each seller's favorites to itself: another seller's ids are 404, and SALE has no access", async () => {
    const [mine] = (await list()).content as [PixFavorite];
    for (const [method, body] of [
      ['PUT', { nickname: 'X', beneficiaryName: 'Y', key: 'x@exemplo.com.br' }],
      ['PATCH', { active: false }],
      ['DELETE', undefined],
    ] as const) {
      const path = `/api/payments/favorites/${mine.id}${method === 'PATCH' ? '/active' : ''}`;
      const answer = await call(outsider, method, path, body);
      expect([method, answer.statusCode, codeOf(answer)]).toEqual([method, 404, 'PAY-011']);
    }
    const theirs: PixFavoritePage = (await call(outsider, 'GET', '/api/payments/favorites?size=100')).json();
    expect(theirs.content.map((row) => row.id)).not.toContain(mine.id);
    expect((await call(shop.sale, 'GET', '/api/payments/favorites')).statusCode).toBe(403);
  });
});
