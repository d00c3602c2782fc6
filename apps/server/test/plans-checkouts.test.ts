import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, PlanInput, SessionResponse } from '@cofre/contract';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let admin: SessionResponse;
let sale: SessionResponse;
let manager: SessionResponse;
let outsider: SessionResponse;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (session: { token: string } | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: session ? t.bearer(session) : {} });

const planInput = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  title: 'Plano Ouro',
  description: 'Acesso completo',
  bullets: [{ description: 'Suporte prioritário' }, { description: 'Relatórios mensais' }],
  prices: { MONTHLY: 9_990, SEMESTER: 8_990, YEARLY: 7_990 },
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: false,
  ...overrides,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
  manager = await t.signIn('gerente@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

describe('plans', () => {
  it('creates a plan and computes each cycle from its price per month (×6, ×12)', async () => {
    const response = await call(admin, 'POST', '/api/plans', planInput());
    expect(response.statusCode).toBe(201);
    const plan: Plan = response.json();
    expect(plan).toMatchObject({ title: 'Plano Ouro', active: true, enablePixPayment: false });
    expect(plan.basicValues).toEqual([
      { type: 'MONTHLY', valuePerMonth: 9_990, value: 9_990 },
      { type: 'SEMESTER', valuePerMonth: 8_990, value: 53_940 },
      { type: 'YEARLY', valuePerMonth: 7_990, value: 95_880 },
    ]);
    const read = await call(admin, 'GET', `/api/plans/${plan.id}`);
    expect(read.json()).toEqual(plan);
  });

  it('refuses a plan without title, prices or any method, with the spec texts', async () => {
    const response = await call(admin, 'POST', '/api/plans', {
      ...planInput({ title: '   ' }),
      prices: { MONTHLY: 9_990, SEMESTER: 8_990 },
    });
    expect(response.statusCode).toBe(400);
    const descriptions = response.json().errors.map((error: { description: string }) => error.description);
    expect(descriptions).toContain('Preenchimento obrigatório!');
    expect(descriptions).toContain('Preenchimento obrigatório');
    const noMethod = await call(
      admin,
      'POST',
      '/api/plans',
      planInput({ enableBankSlip: false, enableCreditCard: false }),
    );
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().errors[0].description).toBe('Selecione ao menos um método de pagamento.');
  });

  it('caps the title at 60, the description at 500 and an item at 120 (D16)', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/plans',
      planInput({ title: 'x'.repeat(61), description: 'y'.repeat(501), bullets: [{ description: 'z'.repeat(121) }] }),
    );
    expect(response.statusCode).toBe(400);
    const descriptions = response.json().errors.map((error: { description: string }) => error.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'O título deve ter no máximo 60 caracteres!',
        'A descrição deve ter no máximo 500 caracteres!',
        'O item deve ter no máximo 120 caracteres!',
      ]),
    );
    const atLimit = await call(admin, 'POST', '/api/plans', planInput({ bullets: [{ description: 'z'.repeat(120) }] }));
    expect(atLimit.statusCode).toBe(201);
  });

  it('edits a plan, switches it off and on, and lists with search and the active filter', async () => {
    const plan: Plan = (await call(admin, 'POST', '/api/plans', planInput({ title: 'Plano Prata Único' }))).json();
    const edited = await call(admin, 'PUT', `/api/plans/${plan.id}`, planInput({ title: 'Plano Prata Ímpar' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Plano Prata Ímpar');
    const off = await call(admin, 'PATCH', `/api/plans/${plan.id}`, { active: false });
    expect(off.json().active).toBe(false);
    const found = (await call(admin, 'GET', '/api/plans?search=prata%20impar')).json();
    expect(found.content.map((p: Plan) => p.id)).toEqual([plan.id]);
    const active = (await call(admin, 'GET', '/api/plans?active=true&size=100')).json();
    expect(active.content.map((p: Plan) => p.id)).not.toContain(plan.id);
    const on = await call(admin, 'PATCH', `/api/plans/${plan.id}`, { active: true });
    expect(on.json().active).toBe(true);
  });

  it('lists 20 a page, newest first', async () => {
    const page = (await call(admin, 'GET', '/api/plans')).json();
    expect(page.size).toBe(20);
    const dates = page.content.map((p: Plan) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is managed by MASTER, ADMIN, BACKOFFICE and CHECKOUT; SALE and MANAGER, who sell on plans, may only read them', async () => {
    const plan: Plan = (await call(admin, 'POST', '/api/plans', planInput())).json();
    // A subscription link's form lists the plans: its users (PAYMENT_LINK, SUBSCRIPTIONS) read them.
    expect((await call(sale, 'GET', '/api/plans')).statusCode).toBe(200);
    expect((await call(manager, 'GET', `/api/plans/${plan.id}`)).statusCode).toBe(200);
    expect((await call(sale, 'POST', '/api/plans', planInput())).statusCode).toBe(403);
    expect((await call(manager, 'POST', '/api/plans', planInput())).statusCode).toBe(403);
    expect((await call(sale, 'PATCH', `/api/plans/${plan.id}`, { active: false })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/plans')).statusCode).toBe(401);
  });

  it("answers 404 for another seller's plan, on every route", async () => {
    const plan: Plan = (await call(admin, 'POST', '/api/plans', planInput())).json();
    expect((await call(outsider, 'GET', `/api/plans/${plan.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'PUT', `/api/plans/${plan.id}`, planInput())).statusCode).toBe(404);
    expect((await call(outsider, 'PATCH', `/api/plans/${plan.id}`, { active: false })).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/plans/${plan.id}`)).json().active).toBe(true);
  });
});

describe('checkout identity', () => {
  it('has none at first, then creates one with a lower-cased subdomain and its public address', async () => {
    expect((await call(outsider, 'GET', '/api/checkouts/default')).json()).toEqual({ checkout: null });
    const created = await call(outsider, 'POST', '/api/checkouts', {
      title: 'Outra Loja',
      description: 'Loja de testes',
      subDomain: 'Outra-Loja',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Outra Loja',
      subDomain: 'outra-loja',
      url: `${t.ctx.config.publicUrl}/pagar/outra-loja`,
    });
    expect((await call(outsider, 'GET', '/api/checkouts/default')).json().checkout.subDomain).toBe('outra-loja');
    const second = await call(outsider, 'POST', '/api/checkouts', { title: 'De novo', subDomain: 'outra-loja-2' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe('CKO-002');
  });

  it('says whether a subdomain is free: taken by another seller, reserved, malformed, or its own', async () => {
    const check = async (session: SessionResponse, subDomain: string) =>
      (await call(session, 'GET', `/api/subdomains/${subDomain}/exists`)).json();
    expect(await check(admin, 'OUTRA-LOJA')).toMatchObject({ isValid: true, available: false, reason: 'TAKEN' });
    expect(await check(outsider, 'outra-loja')).toMatchObject({ isValid: false, available: true, reason: null });
    expect(await check(admin, 'admin')).toMatchObject({ available: false, reason: 'RESERVED' });
    expect(await check(admin, '-ab')).toMatchObject({ available: false, reason: 'INVALID' });
    expect(await check(admin, 'livre-123')).toMatchObject({ available: true, reason: null });
  });

  it("refuses another seller's subdomain with the spec's text, and malformed or reserved ones", async () => {
    const taken = await call(admin, 'POST', '/api/checkouts', { title: 'Loja', subDomain: 'outra-loja' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'CKO-001', description: 'URL já em uso por outro checkout!' });
    const missing = await call(admin, 'POST', '/api/checkouts', { title: '', subDomain: '' });
    const descriptions = missing.json().errors.map((error: { description: string }) => error.description);
    expect(descriptions).toEqual(
      expect.arrayContaining(['Título é um campo obrigatório!', 'URL é um campo obrigatório!']),
    );
    const invalid = 'Use de 3 a 63 letras minúsculas, números ou hífens, sem hífen no início ou no fim.';
    const reserved = 'Este endereço é reservado. Escolha outro.';
    for (const [subDomain, message] of [
      ['ab', invalid],
      ['loja_demo', invalid],
      ['loja-', invalid],
      ['-loja', invalid],
      ['x'.repeat(64), invalid],
      ['www', reserved],
      ['PAGAR', reserved],
    ]) {
      const response = await call(admin, 'POST', '/api/checkouts', { title: 'Loja', subDomain });
      expect(response.statusCode, subDomain).toBe(400);
      expect(response.json().errors, subDomain).toEqual([expect.objectContaining({ description: message })]);
    }
  });

  it('refuses a title over 60 and a description over 500 characters, with their texts', async () => {
    const response = await call(admin, 'POST', '/api/checkouts', {
      title: 'x'.repeat(61),
      description: 'x'.repeat(501),
      subDomain: 'loja-longa',
    });
    expect(response.statusCode).toBe(400);
    const descriptions = response.json().errors.map((error: { description: string }) => error.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'O título deve ter no máximo 60 caracteres!',
        'A descrição deve ter no máximo 500 caracteres!',
      ]),
    );
    const edit = await call(
      outsider,
      'PUT',
      `/api/checkouts/${(await call(outsider, 'GET', '/api/checkouts/default')).json().checkout.id}`,
      {
        title: 'x'.repeat(61),
        subDomain: 'outra-loja',
      },
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors[0].description).toBe('O título deve ter no máximo 60 caracteres!');
  });

  it('gives one subdomain to one of two sellers claiming it at once', async () => {
    const [first, second] = await Promise.all([
      call(admin, 'POST', '/api/checkouts', { title: 'Demo', subDomain: 'disputado' }),
      call(
        outsider,
        'PUT',
        `/api/checkouts/${(await call(outsider, 'GET', '/api/checkouts/default')).json().checkout.id}`,
        {
          title: 'Outra',
          subDomain: 'disputado',
        },
      ),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[1]).toBe(409);
    expect([200, 201]).toContain(statuses[0]);
  });

  it("edits its own checkout; another seller's id is 404; SALE is refused", async () => {
    const own = (await call(outsider, 'GET', '/api/checkouts/default')).json().checkout;
    const edited = await call(outsider, 'PUT', `/api/checkouts/${own.id}`, {
      title: 'Outra Loja Editada',
      description: null,
      subDomain: own.subDomain,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Outra Loja Editada', description: null });
    const foreign = await call(admin, 'PUT', `/api/checkouts/${own.id}`, { title: 'x', subDomain: 'qualquer-um' });
    expect(foreign.statusCode).toBe(404);
    expect((await call(sale, 'GET', '/api/checkouts/default')).statusCode).toBe(403);
  });
});
