import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableText, type Client, type ClientCreateInput, type SessionResponse } from '@cofre/contract';
import { createSeller, createUser } from '../src/ops/commands.js';
import { DEMO_CLIENT_COUNT, demoClient, insertDemoClients } from '../src/ops/demo-clients.js';
import { sortNameOf } from '../src/modules/seller-clients/search.js';
import { startTestApp, type TestApp } from './support/app.js';
import { at } from './support/at.js';

let t: TestApp;
let admin: SessionResponse;
let outsider: SessionResponse;
let outsidersClient: Client;

const validInput = (overrides: Partial<ClientCreateInput> = {}): ClientCreateInput => ({
  document: { documentNumber: '529.982.247-25', documentType: 'CPF', documentNation: 'BR' },
  contact: {
    name: 'Conceição Araújo',
    email: 'Conceicao@Exemplo.com.br',
    countryCode: '+55',
    phone: '(11) 98765-4321',
    alternativeEmail: '',
  },
  address: {
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Conjunto 12',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'sp',
    country: 'br',
  },
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (session: { token: string } | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: session ? t.bearer(session) : {} });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.cofre.dev');
  outsider = await t.signInOutsider();
  outsidersClient = (await call(outsider, 'POST', '/api/seller-clients', validInput())).json();
});
afterAll(() => t.close());

describe('client list', () => {
  it('pages 20 at a time, sorted by name ignoring accents and case', async () => {
    const response = await call(admin, 'GET', '/api/seller-clients');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: DEMO_CLIENT_COUNT, totalPages: 13 });
    const names: string[] = page.content.map((client: Client) => client.name);
    const sorted = [...names].sort((a, b) => (searchableText(a) < searchableText(b) ? -1 : 1));
    expect(names).toEqual(sorted);
    const last = (await call(admin, 'GET', '/api/seller-clients?page=12')).json();
    expect(last.content).toHaveLength(DEMO_CLIENT_COUNT - 12 * 20);
    expect(searchableText(last.content[0].name) >= searchableText(at(names, 19))).toBe(true);
  });

  it('walks every page once: pages past the middle, read from the end, join up in order', async () => {
    const ids: string[] = [];
    const names: string[] = [];
    for (let page = 0; page < 13; page++) {
      const content: Client[] = (await call(admin, 'GET', `/api/seller-clients?page=${page}`)).json().content;
      ids.push(...content.map((client) => client.id));
      names.push(...content.map((client) => searchableText(client.name)));
    }
    expect(new Set(ids).size).toBe(DEMO_CLIENT_COUNT);
    expect(names).toEqual([...names].sort());
  });

  it('caps a search that matches more than 1,000 clients, still in name order', async () => {
    const crowded = await createSeller(t.ctx, { name: 'Loja Cheia', document: '06990590000123', email: 'c@cheia.dev' });
    await insertDemoClients(t.ctx.db, t.ctx.clock, crowded.id, 0, 1100);
    await createUser(t.ctx, {
      sellerId: crowded.id,
      email: 'dono@cheia.dev',
      profile: 'ADMIN',
      password: 'senha-da-cheia',
    });
    const owner = await t.signIn('dono@cheia.dev', 'senha-da-cheia');
    const all = (await call(owner, 'GET', '/api/seller-clients?size=20')).json();
    expect(all).toMatchObject({ totalElements: 1100, totalPages: 55, capped: false });
    const first = (await call(owner, 'GET', '/api/seller-clients?search=exemplo&size=100')).json();
    expect(first).toMatchObject({ totalElements: 1000, totalPages: 10, capped: true });
    const everyone = Array.from({ length: 1100 }, (_, i) => demoClient(i)).filter((client) =>
      client.email.includes('exemplo'),
    );
    const expected = everyone
      .map((client) => sortNameOf(client.name))
      .sort()
      .slice(0, 100);
    expect(first.content.map((client: Client) => sortNameOf(client.name))).toEqual(expected);
    expect((await call(owner, 'GET', '/api/seller-clients?search=exemplo&size=100&page=10')).json().content).toEqual(
      [],
    );
    const rare = (await call(owner, 'GET', `/api/seller-clients?search=${demoClient(1099).documentNumber}`)).json();
    expect(rare).toMatchObject({ totalElements: 1, capped: false });
    // A rare search's page and its count come from one statement: past its last page, the count still.
    const twoPages = (await call(owner, 'GET', '/api/seller-clients?search=sebastiao&size=5')).json();
    expect(twoPages.totalElements).toBeGreaterThan(5);
    expect(twoPages.totalElements).toBeLessThan(1000);
    const second = (await call(owner, 'GET', '/api/seller-clients?search=sebastiao&size=5&page=1')).json();
    const names = [...twoPages.content, ...second.content].map((client: Client) => sortNameOf(client.name));
    expect(names).toEqual([...names].sort());
    const past = (await call(owner, 'GET', '/api/seller-clients?search=sebastiao&size=5&page=90')).json();
    expect(past).toMatchObject({ content: [], totalElements: twoPages.totalElements, capped: false });
  });

  it('answers an empty page past the end and refuses a page size over 100', async () => {
    expect((await call(admin, 'GET', '/api/seller-clients?page=50')).json().content).toEqual([]);
    const tooBig = await call(admin, 'GET', '/api/seller-clients?size=101');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0].title).toBe('size');
  });

  const search = async (term: string) =>
    (await call(admin, 'GET', `/api/seller-clients?size=100&search=${encodeURIComponent(term)}`)).json();

  it('finds by name without accents or case', async () => {
    const sebastiao = Array.from({ length: DEMO_CLIENT_COUNT }, (_, i) => demoClient(i)).filter((client) =>
      client.name.startsWith('Sebastião'),
    );
    expect(sebastiao.length).toBeGreaterThan(0);
    const page = await search('SEBASTIAO');
    expect(page.totalElements).toBe(sebastiao.length);
    expect(page.content.every((client: Client) => client.name.startsWith('Sebastião'))).toBe(true);
  });

  it('finds by document, bare, masked or partial', async () => {
    const target = demoClient(7);
    expect(target.documentType).toBe('CPF');
    const masked = `${target.documentNumber.slice(0, 3)}.${target.documentNumber.slice(3, 6)}.${target.documentNumber.slice(6, 9)}-${target.documentNumber.slice(9)}`;
    for (const term of [target.documentNumber, masked, target.documentNumber.slice(2, 9)]) {
      const page = await search(term);
      expect(page.content.map((client: Client) => client.document.documentNumber)).toContain(target.documentNumber);
    }
  });

  it('finds by e-mail', async () => {
    const target = demoClient(9);
    const page = await search(target.email.toUpperCase());
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((client: Client) => client.email === target.email)).toBe(true);
  });

  it('matches one or two letters as a name prefix, and wildcards literally', async () => {
    const page = await search('an');
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((client: Client) => searchableText(client.name).startsWith('an'))).toBe(true);
    expect((await search('%')).totalElements).toBe(0);
    expect((await search('a_a')).totalElements).toBe(0);
  });

  it("never lists another seller's clients", async () => {
    const page = (await call(outsider, 'GET', '/api/seller-clients')).json();
    expect(page.totalElements).toBe(1);
    expect(page.content[0].id).toBe(outsidersClient.id);
  });
});

describe('client registration', () => {
  it('stores digits, upper-case state and country, and answers the client', async () => {
    const response = await call(admin, 'POST', '/api/seller-clients', validInput());
    expect(response.statusCode).toBe(201);
    const client: Client = response.json();
    expect(client).toMatchObject({
      name: 'Conceição Araújo',
      document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
      email: 'conceicao@exemplo.com.br',
      alternativeEmail: null,
      countryCode: '55',
      phone: '11987654321',
      address: { zipCode: '01310100', state: 'SP', country: 'BR', complement: 'Conjunto 12' },
    });
    const read = await call(admin, 'GET', `/api/seller-clients/${client.id}`);
    expect(read.json()).toEqual(client);
    const found = (await call(admin, 'GET', '/api/seller-clients?search=conceicao araujo')).json();
    expect(found.content.map((row: Client) => row.id)).toContain(client.id);
  });

  it('refuses a document already registered, naming who holds it', async () => {
    const response = await call(admin, 'POST', '/api/seller-clients', validInput());
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      { code: 'CLI-001', description: 'Já existe um cliente cadastrado com este documento: Conceição Araújo.' },
    ]);
  });

  it('accepts a company with the alphanumeric CNPJ and the seller address', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/seller-clients',
      validInput({
        document: { documentNumber: '12.abc.345/01de-35', documentType: 'CNPJ', documentNation: 'BR' },
        contact: {
          name: 'Nova Era Ltda',
          tradeName: 'Nova Era',
          email: 'fin@novaera.com.br',
          countryCode: '55',
          phone: '1133334444',
        },
        address: null,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      document: { documentNumber: '12ABC34501DE35', documentType: 'CNPJ' },
      tradeName: 'Nova Era',
      address: null,
    });
  });

  it('accepts a foreign document as typed, with its country', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/seller-clients',
      validInput({
        document: { documentNumber: ' X1234567 ', documentType: 'FOREIGN_PERSON', documentNation: 'ar' },
        contact: { name: 'Lucía Gómez', email: 'lucia@ejemplo.com.ar', countryCode: '54', phone: '91145678900' },
        address: null,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().document).toEqual({
      documentNumber: 'X1234567',
      documentType: 'FOREIGN_PERSON',
      documentNation: 'AR',
    });
  });

  const errorsOf = async (input: unknown) => {
    const response = await call(admin, 'POST', '/api/seller-clients', input);
    expect(response.statusCode).toBe(400);
    return response.json().errors.map((item: { title: string; description: string }) => [item.title, item.description]);
  };

  it('explains every invalid field in pt-BR', async () => {
    const base = validInput();
    expect(await errorsOf({ ...base, document: { ...base.document, documentNumber: '529.982.247-24' } })).toEqual([
      ['document.documentNumber', 'Inclua um CNPJ ou CPF válido'],
    ]);
    expect(await errorsOf({ ...base, document: { ...base.document, documentType: 'FOREIGN_PERSON' } })).toEqual([
      ['document.documentType', 'Inclua um CNPJ ou CPF válido'],
    ]);
    expect(await errorsOf({ ...base, contact: { ...base.contact, name: ' ', email: '', phone: '' } })).toEqual([
      ['contact.name', 'Preenchimento obrigatório!'],
      ['contact.email', 'O campo e-mail é obrigatório!'],
      ['contact.phone', 'Preenchimento obrigatório!'],
    ]);
    expect(await errorsOf({ ...base, contact: { ...base.contact, email: 'sem-arroba', phone: '1234' } })).toEqual([
      ['contact.email', 'Digite um e-mail válido!'],
      ['contact.phone', 'Telefone inválido.'],
    ]);
    expect(
      await errorsOf({
        ...base,
        address: { ...base.address, zipCode: '0131', state: 'XX', city: 'São Paulo 2', street: '' },
      }),
    ).toEqual([
      ['address.street', 'Preenchimento obrigatório!'],
      ['address.city', 'A cidade deve conter apenas letras.'],
      ['address.zipCode', 'Cep inválido.'],
      ['address.state', 'Estado inválido.'],
    ]);
    expect(await errorsOf({ ...base, address: { ...base.address, country: 'BRA' } })).toEqual([
      ['address.country', 'País inválido.'],
    ]);
    expect(await errorsOf({ contact: base.contact, address: null })).toEqual([
      ['document', 'Preenchimento obrigatório!'],
    ]);
  });

  it('creates one client for one idempotency key, however often it is sent', async () => {
    const input = validInput({
      document: { documentNumber: '111.444.777-35', documentType: 'CPF', documentNation: 'BR' },
    });
    const headers = { ...t.bearer(admin), 'idempotency-key': 'client-create-1' };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/seller-clients', payload: input, headers }),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201).map((response) => response.json().id);
    expect(new Set(created).size).toBe(1);
    expect(responses.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
    const found = (await call(admin, 'GET', '/api/seller-clients?search=11144477735')).json();
    expect(found.totalElements).toBe(1);
  });
});

describe('client detail', () => {
  let client: Client;
  beforeAll(async () => {
    client = (
      await call(
        admin,
        'POST',
        '/api/seller-clients',
        validInput({ document: { documentNumber: '390.533.447-05', documentType: 'CPF', documentNation: 'BR' } }),
      )
    ).json();
  });

  it('edits the contact and keeps the document, refusing a body that tries to change it', async () => {
    const contact = {
      name: 'Conceição Araújo Neto',
      email: 'neto@exemplo.com.br',
      alternativeEmail: 'financeiro@exemplo.com.br',
      countryCode: '55',
      phone: '(21) 3333-4444',
    };
    const withDocument = await call(admin, 'PUT', `/api/seller-clients/${client.id}`, {
      ...contact,
      document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
    });
    expect(withDocument.statusCode).toBe(400);
    expect(withDocument.json().errors[0].description).toBe('Campo não permitido: document.');
    const response = await call(admin, 'PUT', `/api/seller-clients/${client.id}`, contact);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Conceição Araújo Neto',
      alternativeEmail: 'financeiro@exemplo.com.br',
      phone: '2133334444',
      document: { documentNumber: '39053344705' },
    });
    const found = (await call(admin, 'GET', '/api/seller-clients?search=araujo neto')).json();
    expect(found.content.map((row: Client) => row.id)).toEqual([client.id]);
    // A whole address: by equality on the e-mail, else (finance e-mail) by substring.
    for (const email of ['neto@exemplo.com.br', 'FINANCEIRO@exemplo.com.br']) {
      const byEmail = (await call(admin, 'GET', `/api/seller-clients?search=${encodeURIComponent(email)}`)).json();
      expect(byEmail.content.map((row: Client) => row.id)).toEqual([client.id]);
    }
  });

  it('validates the contact edit', async () => {
    const response = await call(admin, 'PUT', `/api/seller-clients/${client.id}`, {
      name: '',
      email: 'x@',
      countryCode: '',
      phone: '11999998888',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((item: { title: string }) => item.title)).toEqual([
      'name',
      'email',
      'countryCode',
    ]);
  });

  it('edits the address apart from the contact', async () => {
    const response = await call(admin, 'PATCH', `/api/seller-clients/${client.id}/address`, {
      zipCode: '20040-020',
      street: 'Rua da Assembleia',
      number: '10',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'rj',
      country: 'br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().address).toEqual({
      zipCode: '20040020',
      street: 'Rua da Assembleia',
      number: '10',
      complement: null,
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      country: 'BR',
    });
    expect(response.json().name).toBe('Conceição Araújo Neto');
  });

  it('shows the tabs by role: charges to CHARGES, subscriptions to SUBSCRIPTIONS', async () => {
    const sale = await t.signIn('vendas@demo.cofre.dev');
    const finance = await t.signIn('financeiro@demo.cofre.dev');
    const charges = `/api/seller-clients/${client.id}/charges?scheduled=true`;
    const subscriptions = `/api/seller-clients/${client.id}/subscriptions`;
    expect((await call(admin, 'GET', charges)).json()).toEqual({
      content: [],
      page: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
    });
    expect((await call(admin, 'GET', subscriptions)).statusCode).toBe(200);
    expect((await call(sale, 'GET', charges)).statusCode).toBe(200);
    expect((await call(sale, 'GET', subscriptions)).json().errors[0].code).toBe('PERM-001');
    expect((await call(finance, 'GET', charges)).statusCode).toBe(403);
    expect((await call(finance, 'GET', `/api/seller-clients/${client.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another seller's client on every route", async () => {
    const id = outsidersClient.id;
    const responses = await Promise.all([
      call(admin, 'GET', `/api/seller-clients/${id}`),
      call(admin, 'PUT', `/api/seller-clients/${id}`, {
        name: 'x',
        email: 'a@b.co',
        countryCode: '55',
        phone: '11999998888',
      }),
      call(admin, 'PATCH', `/api/seller-clients/${id}/address`, validInput().address),
      call(admin, 'GET', `/api/seller-clients/${id}/charges`),
      call(admin, 'GET', `/api/seller-clients/${id}/subscriptions`),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(responses[0].json().errors[0]).toEqual({ code: 'GEN-404', description: 'Registro não encontrado.' });
    const untouched = (await call(outsider, 'GET', `/api/seller-clients/${id}`)).json();
    expect(untouched.name).toBe('Conceição Araújo');
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/seller-clients')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/seller-clients', validInput())).statusCode).toBe(401);
  });
});
