import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@cofre/contract';
import { card, CARDS, chargeInput } from './support/charges.js';
import { startTestApp, type TestApp } from './support/app.js';
import { at } from './support/at.js';

/**
 * Every route that takes a body, fed a generated set of malformed bodies: each leaf of a valid body
 * replaced by wrong types, control characters, lone surrogates, huge strings and deep nesting; date
 * fields by impossible dates; unknown properties at every level; whole bodies of the wrong shape.
 * Every answer must be a 4xx in the contract's shape, never a 500 and never fastify's own body.
 */

const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** A valid body per route (the fuzz mutates one thing at a time, so each mutation meets one rule). */
const PLAN_BASE = {
  title: 'Plano',
  description: 'Descrição',
  bullets: [{ description: 'Item' }],
  prices: { MONTHLY: 50, SEMESTER: 50, YEARLY: 1000 },
  enableBankSlip: true,
  enableCreditCard: false,
  enablePixPayment: false,
};
const LINK_BASE = {
  type: 'ORDER',
  title: 'Oficina',
  description: 'Descrição',
  value: 50,
  clientId: ANY_ID,
  creditCard: {
    enabled: true,
    discountPercent: 0,
    installments: 2,
    feeBearer: 'EARLY_SELLER',
    scheduleDate: '2030-01-15',
  },
  bankSlip: { enabled: true, discountPercent: 5, installments: 1 },
  pix: { enabled: false, discountPercent: 0, installments: 1 },
  expiresAt: '2030-01-15T12:00:00-03:00',
  timer: false,
  bankSlipDescription: 'Oficina',
  metadata: [{ key: 'turma', value: 'A' }],
};

const BASES: Record<string, unknown> = {
  'POST /api/public/auth/sign-in': { email: 'admin@demo.cofre.dev', password: 'senha-errada', attemptReference: 'x' },
  'POST /api/twofactor/verify': { pin: '123456', type: 'WEB' },
  'POST /api/twofactor/enabled': { enabled: true, code: '123456' },
  'POST /api/public/auth/refresh-token': { refreshToken: 'token-de-teste' },
  'POST /api/auth/logout': { refreshToken: 'token-de-teste' },
  'PATCH /api/public/users/reset-password': { email: 'ninguem@exemplo.com.br' },
  'PATCH /api/public/password-tokens': { token: 'token-de-teste', newPassword: 'senha-nova-segura' },
  'POST /api/public/invitations/lookup': { token: 'token-de-teste' },
  'POST /api/public/invitations/acceptance': { token: 'token-de-teste', newPassword: 'senha-nova-segura' },
  'POST /api/charges': chargeInput({
    description: 'Descrição',
    expirationDate: '2030-01-15',
    paymentMethod: 'CREDIT_CARD',
    installments: 2,
    card: card(CARDS.approved),
    paymentLinkId: ANY_ID,
  }),
  'PATCH /api/charges/:id/manual-pay': { uuidCharge: ANY_ID },
  'POST /api/charges/:id/refunds': { amount: 100, asFraud: false },
  'POST /api/sandbox/charges/:id/disputes': { reasonCode: '4837' },
  'POST /api/charges/:id/invoice-email': { email: 'ana@exemplo.com.br' },
  'PATCH /api/charges/:id': { expirationDate: '2030-01-15', value: 17_500 },
  'POST /api/charges/:id/send': { email: 'ana@exemplo.com.br' },
  'POST /api/subscriptions': {
    idPlan: ANY_ID,
    uuidBuyer: ANY_ID,
    basicValue: { type: 'MONTHLY', valuePerMonth: 4_990 },
    payment: { method: 'BOLETO' },
    startDate: '2030-01-15',
  },
  'PATCH /api/subscriptions/:id': {
    idPlan: ANY_ID,
    basicValue: { type: 'YEARLY', valuePerMonth: 3_990 },
    bankSlipDescription: 'Clube do livro',
  },
  'PATCH /api/subscriptions/:id/status': { active: false },
  'PATCH /api/subscriptions/:id/invoice': { enabled: true },
  // Seller-wide settings (no id to miss): three wrong leaves, so no one or two changes make a valid body.
  'PATCH /api/sellers/payment-methods': {
    defaultEnableCreditCard: 'sim',
    defaultEnableBankSlip: 'sim',
    defaultEnablePixPayment: 'sim',
  },
  // `active: false` is the one valid body and a leaf may become false: a key the strict schema does not
  // know keeps every mutation invalid.
  'PATCH /api/sellers/invoice-config': { active: 'sim', motivo: 'teste' },
  // Neither leaf can become a valid e-mail or profile: the invitation is never made.
  'POST /api/users': { email: 'sem-arroba', profile: 'CHEFE' },
  'PATCH /api/users/:id': { profile: 'ADMIN', status: 'ACTIVE' },
  'PATCH /api/sellers/default-tax': {
    bankSlipTax: { fine: { enable: 'sim', percentage: -1 }, interest: { enable: true, percentage: -1 } },
  },
  'POST /api/charge-exports': {
    status: 'ALL',
    customerName: 'Ana',
    customerDocument: '529.982.247-25',
    customerEmail: 'ana@exemplo.com.br',
    chargeTitle: 'Mensalidade',
    expirationDateInitial: '2026-01-01',
    expirationDateFinal: '2026-06-30',
    paidDateInitial: '2026-01-01',
    paidDateFinal: '2026-06-30',
    valueMin: '1,00',
    valueMax: '1.000,00',
    paymentLink: ANY_ID,
    paymentMethod: 'PIX',
    email: 'ana@exemplo.com.br',
  },
  // The identification: no one or two changes make both e-mails valid and the name filled.
  'PATCH /api/seller-notifications/basic': {
    name: ' ',
    email: 'sem-arroba',
    hiddenEmail: 'também-sem',
    activeAllNotifications: 'sim',
  },
  // A switch: an unknown code and a non-boolean, and a key the strict schema does not know.
  'PATCH /api/seller-notifications/active': { type: 'PIX_PAYMENT', active: 'sim', canal: 'email' },
  // API keys: a title too long and a key the strict schema does not know.
  'POST /api/seller-api-tokens': { title: 'x'.repeat(61), chave: 'cofre_test_x' },
  'PUT /api/seller-api-tokens/:id': { title: 'x'.repeat(61), active: 'sim' },
  'PATCH /api/seller-api-tokens/:id/active': { active: 'sim', titulo: 'x' },
  'POST /api/seller-api-webhooks': { title: 'x'.repeat(61), url: 'ftp://x', domains: ['NOPE'], secret: 'whsec_x' },
  'PUT /api/seller-api-webhooks/:id': { title: 'x'.repeat(61), url: 'ftp://x', domains: [], active: 'sim' },
  'PATCH /api/seller-api-webhooks/:id/active': { active: 'sim', titulo: 'x' },
  'POST /api/sellers/subseller': { document: 12, name: 7, paymentType: 'TUDO', contact: 'x', account: [], extra: 1 },
  'PATCH /api/sellers/subseller/:id': { name: 7, paymentType: 'TUDO', paymentValue: 'dez', extra: 1 },
  'PATCH /api/sellers/subseller/:id/address': { zipCode: 1, street: 2, number: 3, city: 4, extra: 1 },
  'PATCH /api/sellers/subseller/:id/accounts': { bank: 'x', issuer: 1, accountType: 'X', pixKeyType: 'Y', extra: 1 },
  'PATCH /api/sellers/subseller/:id/contacts': { name: 1, email: 'x', phone: [], extra: 1 },
  'POST /api/reports': { reportType: 'SALES', startDate: '2026-10-25', endDate: '2026-11-23' },
  'POST /api/seller-clients': {
    document: { documentNumber: '529.982.247-25', documentType: 'CPF', documentNation: 'BR' },
    contact: {
      name: 'Conceição Araújo',
      tradeName: 'Loja',
      email: 'conceicao@exemplo.com.br',
      alternativeEmail: 'financeiro@exemplo.com.br',
      countryCode: '55',
      phone: '11987654321',
    },
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Sala 1',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
  },
  'PUT /api/seller-clients/:id': {
    name: 'Conceição Araújo',
    tradeName: 'Loja',
    email: 'conceicao@exemplo.com.br',
    alternativeEmail: 'financeiro@exemplo.com.br',
    countryCode: '55',
    phone: '11987654321',
  },
  'PATCH /api/seller-clients/:id/address': {
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Sala 1',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  'POST /api/public/3ds/:challengeId': { code: '123456' },
  // R$ 9,00 is refused, and the template seller has no balance and no receivables: a leaf that makes
  // the body valid (useAnticipationAmount true, another amount) still meets FIN-002 (409).
  'POST /api/sellers/transfers': { amount: 900, useAnticipationAmount: false },
  // Zero is refused, and there is nothing to anticipate (FIN-006) for any amount a leaf could give.
  'POST /api/redeems/anticipation': { amount: 0 },
  // The demo seller has its checkout already: a POST is a 409, a PUT on ANY_ID a 404.
  'POST /api/checkouts': { title: 'Loja', description: 'Descrição', subDomain: 'loja-fuzz' },
  'PUT /api/checkouts/:id': { title: 'Loja', description: 'Descrição', subDomain: 'loja-fuzz' },
  'PUT /api/banking/account/draft': {
    step: 2,
    additional: { fantasyName: 'Loja', url: 'https://loja.example', businessType: 'LTDA', mainActivity: '4781400' },
  },
  // The demo seller's account is ACTIVE: a decrease of both limits would be taken, so the night is
  // above the maximum (any leaf that fixes it leaves a valid body the server answers 200 or 409).
  'PATCH /api/banking/pix-limits': { day: 100_000, night: 100_000_001 },
  // A key the sandbox directory refuses (owned by another person): a leaf changed may register a
  // key (201) or fill the 20 places (409), both in the contract's shape.
  'POST /api/banking/pix-keys': { type: 'EMAIL', key: 'outra-pessoa@exemplo.com' },
  'POST /api/banking/pix-keys/:id/confirmation': { code: '123456' },
  // A key the sandbox directory does not know and a past date: no single leaf fixes both.
  'POST /api/payments/pix/recipient': { key: 'nao-existe@exemplo.com.br' },
  'POST /api/payments/pix': {
    key: 'nao-existe@exemplo.com.br',
    amount: 1_000,
    paymentDate: '2020-01-01',
    costCenter: 'operacional',
  },
  'POST /api/payments/pix/:id/approval': { notes: 'Ok' },
  // A line whose check digits fail and a past date: the line alone, fixed, still leaves the date.
  'POST /api/payments/boleto/check': {
    barcode: '34191.09008 00000.000000 00000.000000 1 00000000000000',
    paymentDate: 'ontem',
  },
  'POST /api/payments/boleto': {
    barcode: '00190000090114971860168524522114675860000102656',
    amount: 0,
    paymentDate: '2020-01-01',
    costCenter: 'vendas',
  },
  'POST /api/payments/boleto/:id/approval': { notes: 'Ok' },
  // No name and a fixed limit without its value: one leaf fixed still leaves the other.
  'POST /api/cards': { cardName: '', limitType: 'LIMIT_BALANCE', newLimit: null },
  'PUT /api/cards/limits': { limits: [{ cardId: 'nao-e-id', newLimit: -1 }] },
  'PATCH /api/cards/:id': { cardName: 'Viagens' },
  'PUT /api/cards/:id/status': { status: 'BLOCKED' },
  'POST /api/cards/:id/reveal': { password: 'senha-errada' },
  'POST /api/sandbox/cards/:id/authorizations': { merchantName: 'Mercado', amount: 1_000, mcc: '5411' },
  'POST /api/payments/boleto/:id/rejection': { reason: 'outros' },
  'POST /api/payments/batches/:id/rejection': { reason: 'Fornecedor fora do cadastro' },
  'POST /api/payments/pix/:id/rejection': { reason: 'outros' },
  // Two wrong leaves: a switch that is not a boolean and a negative amount.
  'PUT /api/payments/pix/approval-policy': { required: 'sim', threshold: -1 },
  // No nickname, no name and no key: one leaf fixed still leaves two missing.
  'POST /api/payments/favorites': { nickname: '', beneficiaryName: '', key: '' },
  'PUT /api/payments/favorites/:id': { nickname: '', beneficiaryName: '', key: '' },
  'PATCH /api/payments/favorites/:id/active': { active: true },
  // A bank code not in the list (FIN-011): no one-leaf change of the others makes it a valid change.
  'PUT /api/finance/payout-account': {
    bankCode: '000',
    agency: '1234',
    account: '987654',
    accountDigit: '3',
    accountType: 'CHECKING_ACCOUNT',
  },
  // Two prices below the minimum: true and false are valid for the switches, so one wrong leaf (or a
  // pair of the small pair values, none a valid price) can never turn this into a plan that is created.
  'POST /api/plans': PLAN_BASE,
  'PUT /api/plans/:id': PLAN_BASE,
  'PATCH /api/plans/:id': { active: true },
  // A price below the minimum and a client that does not exist: no single leaf fixes both.
  'POST /api/payment-links': LINK_BASE,
  'POST /api/payment-links/split-review': {
    value: 10_000,
    split: [{ subSellerId: '00000000-0000-4000-8000-000000000001', paymentType: 'PERCENTAGE', paymentValue: 1_000 }],
  },
  'PUT /api/payment-links/:id': LINK_BASE,
  'POST /api/public/checkout/links/:id/payments': {
    attemptId: ANY_ID,
    method: 'CREDIT_CARD',
    installments: 2,
    customer: { name: 'Ana Souza', document: '529.982.247-25', email: 'ana@exemplo.com.br', phone: '11987654321' },
    card: card(CARDS.approved),
  },
};

function deep(levels: number): unknown {
  let value: unknown = 'fundo';
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)),
  0x7f,
  0x80,
  0x85,
  0x9f,
].map((code) => String.fromCharCode(code));

/** What replaces one leaf: never valid for any field of the contract. */
const BAD_LEAVES: unknown[] = [
  123456789,
  -1,
  1.5,
  1e308,
  true,
  false,
  [],
  ['a'],
  {},
  { a: 1 },
  'x'.repeat(100_000),
  '\ud800',
  '\udfff',
  'fim\ud83d',
  deep(40),
  deep(3000),
  ...CONTROL_CHARACTERS.map((character) => `texto${character}`),
];
const BAD_DATES = ['2026-02-30', '9999-99-99', '2026-00-10', '2025-02-29', '2026-1-1', '20260101', '2026-12-32'];
const EXTRA_KEYS = ['sellerId', '__proto__x', 'constructor', 'status2', 'x'.repeat(200), 'a\u0000', 'é'];
const WHOLE_BODIES: unknown[] = [null, [], 'texto', 42, true, {}, deep(50), 'x'.repeat(200_000), [{}, {}]];

interface Leaf {
  path: string[];
  value: unknown;
}

function leavesOf(value: unknown, path: string[] = []): Leaf[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leavesOf(child, [...path, key]));
  }
  return [{ path, value }];
}

function objectPaths(value: unknown, path: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return [path, ...Object.entries(value).flatMap(([key, child]) => objectPaths(child, [...path, key]))];
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = { ...(base as Record<string, unknown>) };
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

function withExtraKey(base: unknown, path: string[], key: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return { ...(base as Record<string, unknown>), [key]: 'x' };
  const copy = { ...(base as Record<string, unknown>) };
  copy[head] = withExtraKey(copy[head], rest, key);
  return copy;
}

function* malformedBodies(base: unknown): Generator<string> {
  for (const body of WHOLE_BODIES) yield JSON.stringify(body);
  yield '{"a":';
  yield '{"a":"\\u0000"}';
  for (const leaf of leavesOf(base)) {
    for (const bad of BAD_LEAVES) yield JSON.stringify(withValue(base, leaf.path, bad));
    if (/date/i.test(leaf.path.at(-1) ?? '')) {
      for (const bad of BAD_DATES) yield JSON.stringify(withValue(base, leaf.path, bad));
    }
    // A lone surrogate as a JSON escape (JSON.stringify would escape it differently).
    if (typeof leaf.value === 'string') {
      yield JSON.stringify(withValue(base, leaf.path, 'SURROGATE')).replace('"SURROGATE"', '"a\\udc00b"');
    }
  }
  for (const path of objectPaths(base))
    for (const key of EXTRA_KEYS) yield JSON.stringify(withExtraKey(base, path, key));
  // Two leaves wrong at once, each pair with a few combinations of bad values.
  const leaves = leavesOf(base);
  let turn = 0;
  for (let first = 0; first < leaves.length; first++) {
    for (let second = first + 1; second < leaves.length; second++) {
      for (let variant = 0; variant < 12; variant++) {
        turn += 1;
        const a = PAIR_VALUES[turn % PAIR_VALUES.length];
        const b = PAIR_VALUES[(turn * 7 + 3) % PAIR_VALUES.length];
        yield JSON.stringify(withValue(withValue(base, at(leaves, first).path, a), at(leaves, second).path, b));
      }
    }
  }
}

/** Small bad values for the pairs (the huge ones are covered one leaf at a time). */
const PAIR_VALUES: unknown[] = [
  42,
  true,
  [],
  {},
  'a\u0000',
  '\ud800',
  'x\u001b[0m',
  -5,
  null,
  { b: [1] },
  '2026-02-30',
];

/** Queries and bodies together (the query fuzz runs first). */
let totalCases = 0;
let t: TestApp;
let admin: SessionResponse;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await startTestApp({ onRoute: (route) => routes.push(route) });
  admin = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

const QUERY_BAD_VALUES = [
  '%00',
  '%01',
  '%1B%5B31m',
  '%7F',
  '%C2%85',
  '%ED%A0%80',
  '%FF',
  'x'.repeat(5000),
  '2026-02-30',
  '9999-99-99',
  '-1',
  '1e999',
  'NaN',
  '%27%3B%20DROP%20TABLE%20charges%3B--',
  '%25',
  '',
  'a&a=b',
];

describe('fuzz of every route that takes a query', () => {
  it(
    'answers bad values and unknown parameters with a 4xx in the contract shape, or a 200',
    { timeout: 60_000 },
    async () => {
      const queryRoutes = routes.filter(
        (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method === 'GET',
      );
      let cases = 0;
      const failures: string[] = [];
      for (const route of queryRoutes) {
        const url = route.url.replace(/:[A-Za-z]+/g, ANY_ID);
        const schema = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
        const names = [...Object.keys(schema?.shape ?? {}), 'desconhecido', 'name', 'sellerId'];
        const batch: Array<Promise<void>> = [];
        for (const name of names) {
          for (const value of QUERY_BAD_VALUES) {
            cases += 1;
            batch.push(
              t.app
                .inject({ method: 'GET', url: `${url}?${name}=${value}`, headers: t.bearer(admin) })
                .then((response) => {
                  const known = name in (schema?.shape ?? {});
                  const fine =
                    (response.statusCode >= 400 &&
                      response.statusCode < 500 &&
                      Array.isArray(response.json().errors)) ||
                    // A harmless value of a known filter (an empty or a plain text search) may well be a 200 or a 404.
                    // Undecodable UTF-8 (%ED%A0%80, %FF) arrives as U+FFFD, a harmless character.
                    (known && response.statusCode < 500 && !/%00|%01|%1B|%7F|%C2/.test(value));
                  if (!fine) failures.push(`GET ${url}?${name}=${value.slice(0, 40)} → ${response.statusCode}`);
                }),
            );
            if (batch.length >= 200) await Promise.all(batch.splice(0));
          }
        }
        await Promise.all(batch);
      }
      console.info(`fuzz: ${cases} malformed queries on ${queryRoutes.length} routes`);
      totalCases += cases;
      expect(failures.slice(0, 20)).toEqual([]);
    },
  );
});

describe('fuzz of every route that takes a body', () => {
  it('answers every malformed body with a 4xx in the contract shape', { timeout: 120_000 }, async () => {
    const bodyRoutes = routes.filter((route) => route.url.startsWith('/api/') && route.schema?.body);
    const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
    const keys = bodyRoutes.flatMap((route) => methodsOf(route).map((method) => `${method} ${route.url}`));
    expect(
      keys.filter((key) => !(key in BASES)),
      'body routes without a base body in the fuzz',
    ).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(15);

    let cases = 0;
    const failures: string[] = [];
    for (const key of keys) {
      const [method, pattern] = key.split(' ') as ['POST', string];
      const url = pattern.replace(/:[A-Za-z]+/g, ANY_ID);
      const batch: Array<Promise<void>> = [];
      for (const payload of malformedBodies(BASES[key])) {
        cases += 1;
        batch.push(
          t.app
            .inject({
              method,
              url,
              headers: { ...t.bearer(admin), 'content-type': 'application/json' },
              payload,
            })
            .then((response) => {
              const ok =
                response.statusCode >= 400 &&
                response.statusCode < 500 &&
                (() => {
                  const body = response.json() as { errors?: Array<{ code?: unknown; description?: unknown }> };
                  return (
                    Object.keys(body).join() === 'errors' &&
                    body.errors!.length > 0 &&
                    body.errors!.every(
                      (error) =>
                        typeof error.code === 'string' &&
                        typeof error.description === 'string' &&
                        !/Demasiado|esperava|Unrecognized|Invalid input/i.test(error.description),
                    )
                  );
                })();
              if (!ok)
                failures.push(
                  `${key} ${payload.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`,
                );
            }),
        );
        if (batch.length >= 200) await Promise.all(batch.splice(0));
      }
      await Promise.all(batch);
    }
    totalCases += cases;
    console.info(`fuzz: ${cases} malformed bodies on ${keys.length} routes, ${totalCases} cases in all`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(totalCases).toBeGreaterThanOrEqual(10_000);
  });
});
