import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@cofre/contract';
import { startFakeHttp, type FakeHttp } from './support/fake-http.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let viaHttp: TestApp;
let fake: FakeHttp;
let admin: SessionResponse;

beforeAll(async () => {
  fake = await startFakeHttp();
  t = await startTestApp();
  viaHttp = await startTestApp({ config: { companyLookupUrl: fake.url, zipLookupUrl: `${fake.url}/ws` } });
  admin = await t.signIn('vendas@demo.cofre.dev');
});
afterAll(async () => {
  await Promise.all([t.close(), viaHttp.close()]);
  await fake.close();
});

const get = (app: TestApp, url: string, session: { token: string } | null) =>
  app.app.inject({ method: 'GET', url, headers: session ? app.bearer(session) : {} });

describe('company lookup (sandbox)', () => {
  it('answers the demo seller by CNPJ, masked or not', async () => {
    for (const cnpj of ['11222333000181', '11.222.333%2F0001-81']) {
      const response = await get(t, `/api/public/companies/${cnpj}`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        cnpj: '11222333000181',
        name: 'Loja Demonstração Ltda',
        address: { zipCode: '01310100', city: 'São Paulo', state: 'SP', country: 'BR' },
      });
    }
  });

  it('answers an alphanumeric CNPJ', async () => {
    const response = await get(t, '/api/public/companies/12abc34501de35', admin);
    expect(response.json().cnpj).toBe('12ABC34501DE35');
  });

  it('says so when the CNPJ is unknown, and when the registry is down', async () => {
    const unknown = await get(t, '/api/public/companies/45723174000110', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ code: 'LOOKUP-001', description: 'CNPJ não encontrado.' }]);
    const down = await get(t, '/api/public/companies/99888777000100', admin);
    expect(down.statusCode).toBe(503);
    expect(down.json().errors[0].code).toBe('LOOKUP-003');
  });

  it('needs a session', async () => {
    expect((await get(t, '/api/public/companies/11222333000181', null)).statusCode).toBe(401);
    expect((await get(t, '/api/zip-codes/01310100', null)).statusCode).toBe(401);
  });
});

describe('zip-code lookup (sandbox)', () => {
  it('fills the address of a known CEP', async () => {
    const response = await get(t, '/api/zip-codes/01310-100', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      complement: 'de 612 a 1510 - lado par',
    });
  });

  it("answers 'Cep inválido.' for an unknown or malformed CEP, 503 when the service is down", async () => {
    for (const zip of ['00000000', '0131']) {
      const response = await get(t, `/api/zip-codes/${zip}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([{ code: 'LOOKUP-002', description: 'Cep inválido.' }]);
    }
    expect((await get(t, '/api/zip-codes/99999999', admin)).statusCode).toBe(503);
  });
});

describe('lookups over HTTP (configured URLs)', () => {
  it('maps BrasilAPI and ViaCEP answers through the same routes', async () => {
    const session = await viaHttp.signIn('admin@demo.cofre.dev');
    fake.respond('/cnpj/v1/11222333000181', {
      json: {
        cnpj: '11222333000181',
        razao_social: 'EMPRESA REAL LTDA',
        nome_fantasia: '',
        email: null,
        ddd_telefone_1: '1130000000',
        cep: '01310100',
        descricao_tipo_de_logradouro: 'AVENIDA',
        logradouro: 'PAULISTA',
        numero: '1000',
        complemento: '',
        bairro: 'BELA VISTA',
        municipio: 'SAO PAULO',
        uf: 'SP',
      },
    });
    fake.respond('/ws/20040020/json/', {
      json: {
        cep: '20040-020',
        logradouro: 'Rua X',
        complemento: '',
        bairro: 'Centro',
        localidade: 'Rio de Janeiro',
        uf: 'RJ',
      },
    });
    fake.respond('/ws/20040021/json/', { json: { erro: true } });
    const company = await get(viaHttp, '/api/public/companies/11222333000181', session);
    expect(company.json()).toMatchObject({
      name: 'EMPRESA REAL LTDA',
      tradeName: null,
      address: { city: 'SAO PAULO' },
    });
    const zip = await get(viaHttp, '/api/zip-codes/20040020', session);
    expect(zip.json()).toMatchObject({ zipCode: '20040020', city: 'Rio de Janeiro', complement: null });
    expect((await get(viaHttp, '/api/zip-codes/20040021', session)).statusCode).toBe(404);
    fake.respond('/ws/20040022/json/', { status: 500, json: { message: 'boom' } });
    const down = await get(viaHttp, '/api/zip-codes/20040022', session);
    expect(down.statusCode).toBe(503);
    expect(down.body).not.toContain('boom');
  });
});
