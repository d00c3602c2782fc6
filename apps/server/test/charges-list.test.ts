import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRow, SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { SEARCH_WALK_THRESHOLD } from '../src/modules/charges/queries.js';
import { startTestApp, type TestApp } from './support/app.js';
import { CARDS, caller, card, chargeInput, ensureBuyerClient } from './support/charges.js';

const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;

const customers = [
  { name: 'Conceição Araújo', document: '529.982.247-25', email: 'conceicao@exemplo.com.br', phone: '11987654321' },
  { name: 'João da Silva', document: '111.444.777-35', email: 'joao.silva@empresa.com', phone: '21912345678' },
  {
    name: 'Mercado Bom Preço Ltda',
    document: '11.444.777/0001-61',
    email: 'financeiro@bompreco.com.br',
    phone: '1133334444',
  },
  { name: 'Beatriz Lima', document: '390.533.447-05', email: 'bia@lima.dev', phone: '31999990000' },
];

const titles = (page: { content: ChargeRow[] }) => page.content.map((row) => row.title);
const list = async (query: string) => {
  const response = await call(admin, 'GET', `/api/charges?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  const specs = [
    {
      title: 'Plano anual A',
      value: 120_000,
      paymentMethod: 'BOLETO',
      expirationDate: '2026-12-10',
      customer: customers[0],
    },
    {
      title: 'Consultoria B',
      value: 5_050,
      paymentMethod: 'PIX',
      expirationDate: '2026-11-25',
      customer: customers[1],
    },
    {
      title: 'Curso C',
      value: 99_990,
      paymentMethod: 'CREDIT_CARD',
      installments: 6,
      expirationDate: '2026-11-23',
      customer: customers[2],
      card: card(CARDS.approved),
    },
    {
      title: 'Curso D',
      value: 2_000,
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      customer: customers[0],
      card: card(CARDS.declined),
    },
    {
      title: 'Mentoria E',
      value: 30_000,
      paymentMethod: 'BOLETO',
      expirationDate: '2027-01-15',
      customer: customers[1],
    },
  ] as const;
  for (const spec of specs) {
    const response = await call(admin, 'POST', '/api/charges', chargeInput(spec as never));
    expect(response.statusCode, response.body).toBe(201);
  }
  for (let i = 0; i < 23; i += 1) {
    await call(
      admin,
      'POST',
      '/api/charges',
      chargeInput({
        title: `Lote ${String(i).padStart(2, '0')}`,
        value: 1_000 + i,
        expirationDate: '2027-02-01',
        customer: customers[3],
      }),
    );
  }
});
afterAll(() => t.close());

describe('charge list', () => {
  it('pages 20 at a time, newest due date first, with tab totals', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 0, size: 20, totalElements: 28, totalPages: 2, capped: false });
    const dates = first.content.map((row: ChargeRow) => row.expirationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list('page=1');
    expect(second.content).toHaveLength(8);
    const ids = new Set([...first.content, ...second.content].map((row: ChargeRow) => row.uuid));
    expect(ids.size).toBe(28);
  });

  it('keeps each tab and sort apart, and knows the total past the last page (statements built once per shape)', async () => {
    const ascending = await list('sort=value,ASC&size=5');
    const descending = await list('sort=value,DESC&size=5');
    const values = (page: { content: ChargeRow[] }) => page.content.map((row) => row.value);
    expect(values(ascending)).toEqual([...values(ascending)].sort((a, b) => a - b));
    expect(values(descending)).toEqual([...values(descending)].sort((a, b) => b - a));
    expect(values(ascending)[0]).toBeLessThan(values(descending)[0]!);
    // The same shape again, another page: the bounds are the call's, not the first call's.
    expect((await list('sort=value,ASC&size=5&page=1')).content[0].value).toBeGreaterThanOrEqual(values(ascending)[4]!);
    expect(titles(await list('status=PAID&sort=value,ASC'))).toEqual(['Curso C']);
    const past = await list('status=SCHEDULED&page=9');
    expect(past).toMatchObject({ content: [], totalElements: 26, capped: false });
  });

  it('filters by status tab: Pagas, Erro, Agendadas', async () => {
    expect(titles(await list('status=PAID'))).toEqual(['Curso C']);
    expect(titles(await list('status=FAILED'))).toEqual(['Curso D']);
    expect((await list('status=SCHEDULED')).totalElements).toBe(26);
    expect((await list('status=LATE')).totalElements).toBe(0);
  });

  it('searches the customer name without accents, the title, the document and the e-mail', async () => {
    expect(titles(await list('customerName=conceicao&sort=value,ASC'))).toEqual(['Curso D', 'Plano anual A']);
    expect(titles(await list('customerName=jo'))).toEqual(['Mentoria E', 'Consultoria B']);
    expect(titles(await list('chargeTitle=curso&sort=value,DESC'))).toEqual(['Curso C', 'Curso D']);
    expect(titles(await list('customerDocument=11.444.777/0001'))).toEqual(['Curso C']);
    expect(titles(await list('customerEmail=JOAO.SILVA@'))).toEqual(['Mentoria E', 'Consultoria B']);
    expect((await list('customerName=%25')).totalElements).toBe(0);
  });

  it('a name or title carried by many charges is searched by walking the list, with the same answer', async () => {
    const byIndex = await list('customerName=beatriz&expirationDateInitial=2027-02-01');
    const titleByIndex = await list('chargeTitle=lote%200');
    // Pretend these values are on thousands of charges: the list switches to walking its sort order.
    await t.ctx.database.executeSql(
      `update charge_customers set charges = ${SEARCH_WALK_THRESHOLD + 1} where name_search like 'beatriz%'`,
    );
    await t.ctx.database.executeSql(`update charge_titles set charges = ${SEARCH_WALK_THRESHOLD + 1}`);
    const walked = await list('customerName=beatriz&expirationDateInitial=2027-02-01');
    expect(walked.totalElements).toBe(23);
    expect(titles(walked)).toEqual(titles(byIndex));
    const titleWalked = await list('chargeTitle=lote%200&status=SCHEDULED');
    expect(titleWalked.totalElements).toBe(10);
    expect(titles(titleWalked)).toEqual(titles(titleByIndex));
    // A lone text filter takes its total from the value counts, capped for a broad search.
    expect(await list('chargeTitle=lote%200')).toMatchObject({ totalElements: 200, capped: true });
  });

  it('filters by due-date range with either bound open, paid date, value with a comma and method', async () => {
    expect(titles(await list('expirationDateFinal=2026-11-25&sort=value,ASC'))).toEqual([
      'Curso D',
      'Consultoria B',
      'Curso C',
    ]);
    expect(titles(await list('expirationDateInitial=2027-01-01&valueMin=300,00'))).toEqual(['Mentoria E']);
    expect(titles(await list('paidDateInitial=2026-11-23&paidDateFinal=2026-11-23'))).toEqual(['Curso C']);
    expect(titles(await list('valueMin=50,5&valueMax=50,50'))).toEqual(['Consultoria B']);
    expect(titles(await list('paymentMethod=PIX'))).toEqual(['Consultoria B']);
    expect((await list('paymentMethod=BOLETO&expirationDateInitial=2027-02-01')).totalElements).toBe(23);
  });

  it('refuses bad filters with a pt-BR message', async () => {
    const value = await call(admin, 'GET', '/api/charges?valueMin=abc');
    expect(value.statusCode).toBe(400);
    expect(value.json().errors[0].description).toBe('Informe um valor válido.');
    const date = await call(admin, 'GET', '/api/charges?expirationDateInitial=23/11/2026');
    expect(date.json().errors[0].description).toBe('Informe uma data válida.');
    expect((await call(admin, 'GET', '/api/charges?status=ABANDONNED')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/charges?sort=customerName,ASC')).statusCode).toBe(400);
  });

  it('shows the client’s charges on the client detail, found by document', async () => {
    const clientId = await ensureBuyerClient(call, admin);
    const history = (await call(admin, 'GET', `/api/seller-clients/${clientId}/charges`)).json();
    expect(history.content.map((row: { title: string }) => row.title)).toEqual(['Curso D']);
    const scheduled = (await call(admin, 'GET', `/api/seller-clients/${clientId}/charges?scheduled=true`)).json();
    expect(scheduled.content.map((row: { title: string }) => row.title)).toContain('Plano anual A');
    const detail = (await call(admin, 'GET', `/api/charges/${scheduled.content[0].uuid}`)).json();
    expect(detail.customerId).toBe(clientId);
  });
});
