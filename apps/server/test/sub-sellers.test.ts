import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionResponse, SubSeller, SubSellerCreateInput } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { AcquirerUnavailableError, SandboxAcquirer, type RecipientRequest } from '../src/providers/acquirer/index.js';
import { checkRegistrations } from '../src/modules/sub-sellers/registration.js';
import { subSellers } from '../src/modules/sub-sellers/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';
import { subSellerBody } from './support/sub-sellers.js';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));

/** The sandbox, but the first registration of a document marked 'lost' never arrives. */
class LosingAcquirer extends SandboxAcquirer {
  lose = new Set<string>();
  /** Documents whose registration arrives but whose answer is lost on the way back. */
  loseAnswer = new Set<string>();
  override async registerRecipient(request: RecipientRequest) {
    if (this.lose.delete(request.document)) throw new AcquirerUnavailableError('TIMEOUT');
    await super.registerRecipient(request);
    if (this.loseAnswer.delete(request.document)) throw new AcquirerUnavailableError('TIMEOUT');
  }
}
const acquirer = new LosingAcquirer(undefined, { clock, reviewMs: 60_000 });

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let manager: SessionResponse;
let outsider: SessionResponse;

beforeAll(async () => {
  t = await startTestApp({ clock, acquirer });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  manager = await t.signIn('gerente@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

const descriptions = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);

async function create(body: SubSellerCreateInput): Promise<SubSeller> {
  const response = await call(admin, 'POST', '/api/sellers/subseller', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const statusOf = async (id: string) => (await call(admin, 'GET', `/api/sellers/subseller/${id}`)).json() as SubSeller;

describe('sub-sellers: the registry (spec 3 §7 sub-sellers)', () => {
  it('creates one PENDING, then ACTIVE once the acquirer has reviewed it (a minute in the sandbox)', async () => {
    const created = await create(subSellerBody());
    expect(created).toMatchObject({
      documentType: 'CPF',
      document: '52998224725',
      splitStatus: 'PENDING',
      isActive: true,
      account: { bank: '341', bankName: expect.stringMatching(/ita/i) },
    });
    expect(await checkRegistrations(t.ctx)).toBe(0);
    expect((await statusOf(created.id)).splitStatus).toBe('PENDING');
    clock.advance(61_000);
    expect(await checkRegistrations(t.ctx)).toBe(1);
    expect(await statusOf(created.id)).toMatchObject({ splitStatus: 'ACTIVE', splitStatusReason: null });
    const again = await call(admin, 'POST', `/api/sellers/subseller/${created.id}/split`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('SVD-002');
  });

  it('refuses the sandbox’s refused document with its reason; a save sends it again', async () => {
    const refused = await create(subSellerBody({ document: '111.444.777-35', name: 'Recusado Sandbox' }));
    clock.advance(61_000);
    await checkRegistrations(t.ctx);
    expect(await statusOf(refused.id)).toMatchObject({
      splitStatus: 'INACTIVE',
      splitStatusReason: 'Documento reprovado na análise cadastral.',
    });
    const edited = await call(admin, 'PATCH', `/api/sellers/subseller/${refused.id}/contacts`, {
      name: 'Recusado',
      email: 'recusado@exemplo.com',
      phone: '11987654321',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const resent = await call(admin, 'POST', `/api/sellers/subseller/${refused.id}/split`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ splitStatus: 'PENDING', splitStatusReason: null });
  });

  it('a registration that never reached the acquirer is sent again by the check job', async () => {
    acquirer.lose.add('39053344705');
    const lost = await create(subSellerBody({ document: '390.533.447-05', name: 'Perdida na Rede' }));
    const [row] = await t.ctx.db.select().from(subSellers).where(eq(subSellers.id, lost.id));
    expect(row).toMatchObject({ splitStatus: 'PENDING' });
    expect(row?.registrationReference).toMatch(/^rcp_/);
    await checkRegistrations(t.ctx); // not found at the acquirer: sent again, same reference
    clock.advance(61_000);
    await checkRegistrations(t.ctx);
    expect((await statusOf(lost.id)).splitStatus).toBe('ACTIVE');
  });

  it('a registration whose answer was lost is looked up by its reference, never sent twice', async () => {
    acquirer.loseAnswer.add('71460238001');
    const created = await create(subSellerBody({ document: '714.602.380-01', name: 'Resposta Extraviada' }));
    const [row] = await t.ctx.db.select().from(subSellers).where(eq(subSellers.id, created.id));
    await checkRegistrations(t.ctx); // found at the acquirer, still in review
    const [same] = await t.ctx.db.select().from(subSellers).where(eq(subSellers.id, created.id));
    expect(same?.registrationReference).toBe(row?.registrationReference);
    clock.advance(61_000);
    await checkRegistrations(t.ctx);
    expect((await statusOf(created.id)).splitStatus).toBe('ACTIVE');
  });

  it('a crash between the commit and the call (no reference yet) is sent by the check job', async () => {
    const created = await create(subSellerBody({ document: '863.419.260-14', name: 'Queda Antes da Chamada' }));
    await t.ctx.db
      .update(subSellers)
      .set({ registrationReference: null, registrationSentAt: null, splitStatus: 'PENDING' })
      .where(eq(subSellers.id, created.id));
    await checkRegistrations(t.ctx);
    const [sent] = await t.ctx.db.select().from(subSellers).where(eq(subSellers.id, created.id));
    expect(sent?.registrationReference).toMatch(/^rcp_/);
    clock.advance(61_000);
    await checkRegistrations(t.ctx);
    expect((await statusOf(created.id)).splitStatus).toBe('ACTIVE');
  });

  it('lists by name, searches by name or by CPF/CNPJ (with or without mask), pages on the server', async () => {
    const page = await call(admin, 'GET', '/api/sellers/subseller?page=0&size=2');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ size: 2, totalElements: 5, totalPages: 3 });
    const byName = (await call(admin, 'GET', `/api/sellers/subseller?filter=${encodeURIComponent('perdida')}`)).json();
    expect(byName.content.map((row: SubSeller) => row.name)).toEqual(['Perdida na Rede']);
    const byDocument = (
      await call(admin, 'GET', `/api/sellers/subseller?filter=${encodeURIComponent('529.982')}`)
    ).json();
    expect(byDocument.content.map((row: SubSeller) => row.document)).toEqual(['52998224725']);
    const none = (await call(admin, 'GET', '/api/sellers/subseller?filter=zzz')).json();
    expect(none.content).toEqual([]);
  });

  it('says what is wrong in Portuguese, and one document once per seller', async () => {
    const badCpf = await call(admin, 'POST', '/api/sellers/subseller', subSellerBody({ document: '529.982.247-26' }));
    expect(descriptions(badCpf)).toEqual(['CPF inválido']);
    const badBank = await call(
      admin,
      'POST',
      '/api/sellers/subseller',
      subSellerBody({ document: '042.456.810-12', account: { ...subSellerBody().account, bank: '999' } }),
    );
    expect(descriptions(badBank)).toEqual(['Banco inválido.']);
    const cnpj = await call(admin, 'POST', '/api/sellers/subseller', subSellerBody({ document: '11.222.333/0001-81' }));
    expect(descriptions(cnpj)).toEqual([
      'Preenchimento obrigatório!',
      'Preenchimento obrigatório!',
      'Preenchimento obrigatório!',
      'Preenchimento obrigatório!',
    ]);
    const twice = await call(admin, 'POST', '/api/sellers/subseller', subSellerBody());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].code).toBe('SVD-001');
  });

  it('edits the general data by its kind’s rules, the account (back to PENDING) and the switch', async () => {
    const cnpj = await create(
      subSellerBody({
        document: '11.222.333/0001-81',
        name: 'Franquia Centro Ltda',
        birthdate: null,
        description: 'Franquia da loja no centro',
        openingDate: '2015-03-01',
        ownerName: 'Dono da Franquia',
        ownerDocument: '529.982.247-25',
        paymentType: 'FIXED',
        paymentValue: 500,
      }),
    );
    const noDescription = await call(admin, 'PATCH', `/api/sellers/subseller/${cnpj.id}`, {
      name: 'Franquia Centro',
      openingDate: '2015-03-01',
      ownerName: 'Dono',
      ownerDocument: '52998224725',
      paymentType: 'PERCENTAGE',
      paymentValue: 2_000,
    });
    expect(descriptions(noDescription)).toEqual(['Preenchimento obrigatório!']);
    const general = await call(admin, 'PATCH', `/api/sellers/subseller/${cnpj.id}`, {
      name: 'Franquia Centro',
      description: 'Loja do centro',
      openingDate: '2015-03-01',
      ownerName: 'Dono',
      ownerDocument: '52998224725',
      paymentType: 'PERCENTAGE',
      paymentValue: 2_000,
    });
    expect(general.json()).toMatchObject({ name: 'Franquia Centro', paymentType: 'PERCENTAGE', paymentValue: 2_000 });
    clock.advance(61_000);
    await checkRegistrations(t.ctx);
    const account = await call(admin, 'PATCH', `/api/sellers/subseller/${cnpj.id}/accounts`, {
      ...subSellerBody().account,
      bank: '001',
      pixKeyType: 'CNPJ',
      pixKey: '11.222.333/0001-81',
    });
    expect(account.statusCode, account.body).toBe(200);
    // The key is kept as the DICT keeps it: the CNPJ in digits.
    expect(account.json()).toMatchObject({
      splitStatus: 'PENDING',
      account: { bank: '001', pixKeyType: 'CNPJ', pixKey: '11222333000181' },
    });
    const spec = await call(admin, 'PATCH', `/api/sellers/subseller/${cnpj.id}/accounts`, {
      ...subSellerBody().account,
      pixKeyType: 'DOCUMENT',
      pixKey: '11.222.333/0001-81',
    });
    expect(spec.statusCode).toBe(400);
    const off = await call(admin, 'PATCH', `/api/sellers/subseller/${cnpj.id}/active?active=false`);
    expect(off.json()).toMatchObject({ isActive: false });
  });

  it('is for MASTER, ADMIN and BACKOFFICE only; another seller’s ids are 404; the bank list is there', async () => {
    expect((await call(manager, 'GET', '/api/sellers/subseller')).statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(subSellers).limit(1);
    const base = `/api/sellers/subseller/${row!.id}`;
    for (const [method, url, body] of [
      ['GET', base],
      ['PATCH', base, { name: 'x', birthdate: '1990-01-01', paymentType: 'FIXED', paymentValue: 1 }],
      ['PATCH', `${base}/address`, subSellerBody().address],
      ['PATCH', `${base}/accounts`, subSellerBody().account],
      ['PATCH', `${base}/contacts`, subSellerBody().contact],
      ['PATCH', `${base}/active?active=false`],
      ['POST', `${base}/split`],
    ] as const) {
      expect((await call(outsider, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(outsider, 'GET', '/api/sellers/subseller')).json().content).toEqual([]);
    const banks = (await call(admin, 'GET', '/api/banks')).json().content as Array<{ code: string; name: string }>;
    expect(banks.length).toBeGreaterThan(200);
    expect(banks.find((bank) => bank.code === '001')?.name).toMatch(/Banco do Brasil/);
  });
});
