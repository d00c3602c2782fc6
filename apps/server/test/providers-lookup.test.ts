import { readFile } from 'node:fs/promises';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyLookup,
  HttpCompanyLookup,
  LookupUnavailableError,
  SANDBOX_COMPANIES,
  SANDBOX_UNAVAILABLE_CNPJ,
  SandboxCompanyLookup,
} from '../src/providers/company-lookup/index.js';
import {
  createZipLookup,
  HttpZipLookup,
  LookupUnavailableError as ZipLookupUnavailableError,
  SANDBOX_UNAVAILABLE_ZIP_CODE,
  SANDBOX_ZIP_ADDRESSES,
  SandboxZipLookup,
} from '../src/providers/zip-lookup/index.js';
import { closedPortUrl, startFakeHttp, type FakeHttp } from './support/fake-http.js';

/** A valid CNPJ that is in no sandbox table. */
const UNKNOWN_VALID_CNPJ = '19131243000197';
const ALPHANUMERIC = /[A-Z]/;

/** Runs `lookup` and returns the LookupUnavailableError it must throw. */
async function unavailable(lookup: () => Promise<unknown>): Promise<LookupUnavailableError> {
  const error = await lookup().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(LookupUnavailableError);
  return error as LookupUnavailableError;
}

describe('LookupUnavailableError', () => {
  it('is one class for both ports, so the routes map a single type to 503', () => {
    expect(ZipLookupUnavailableError).toBe(LookupUnavailableError);
    expect(new LookupUnavailableError()).toBeInstanceOf(Error);
  });
});

describe('sandbox company lookup', () => {
  const lookup = new SandboxCompanyLookup();

  it('has at least 6 companies, each with a valid CNPJ, one of them alphanumeric', () => {
    expect(SANDBOX_COMPANIES.length).toBeGreaterThanOrEqual(6);
    expect(SANDBOX_COMPANIES.filter((company) => ALPHANUMERIC.test(company.cnpj))).toHaveLength(1);
    for (const { cnpj } of SANDBOX_COMPANIES) {
      expect(cnpj, cnpj).toMatch(/^[0-9A-Z]{14}$/);
      expect(isValidCnpj(cnpj, { version: ALPHANUMERIC.test(cnpj) ? 2 : 1 }), cnpj).toBe(true);
    }
    expect(new Set(SANDBOX_COMPANIES.map((company) => company.cnpj)).size).toBe(SANDBOX_COMPANIES.length);
  });

  it('answers every documented CNPJ with its entry', async () => {
    for (const company of SANDBOX_COMPANIES) {
      expect(await lookup.findByCnpj(company.cnpj)).toEqual(company);
    }
  });

  it('answers the demo seller with its São Paulo address', async () => {
    expect(await lookup.findByCnpj('11222333000181')).toEqual({
      cnpj: '11222333000181',
      name: 'Loja Demonstração Ltda',
      tradeName: 'Loja Demo',
      email: 'contato@demo.cofre.dev',
      phone: '1130000000',
      address: {
        zipCode: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Conjunto 101',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
    });
  });

  it('answers the alphanumeric CNPJ', async () => {
    expect(isValidCnpj('12ABC34501DE35', { version: 2 })).toBe(true);
    expect((await lookup.findByCnpj('12ABC34501DE35'))?.name).toBe('Aurora Pagamentos Digitais Ltda');
  });

  it('spreads the companies over several states, on sandbox CEPs of the same city', () => {
    const addresses = SANDBOX_COMPANIES.flatMap((company) => (company.address ? [company.address] : []));
    expect(new Set(addresses.map((address) => address.state)).size).toBeGreaterThanOrEqual(6);
    for (const address of addresses) {
      const zip = SANDBOX_ZIP_ADDRESSES.find((candidate) => candidate.zipCode === address.zipCode);
      expect(zip, address.zipCode).toBeDefined();
      expect([zip?.city, zip?.state]).toEqual([address.city, address.state]);
    }
  });

  it('answers null for a valid CNPJ it does not know', async () => {
    expect(isValidCnpj(UNKNOWN_VALID_CNPJ)).toBe(true);
    expect(await lookup.findByCnpj(UNKNOWN_VALID_CNPJ)).toBeNull();
  });

  it('throws LookupUnavailableError for the documented unavailable CNPJ', async () => {
    expect(isValidCnpj(SANDBOX_UNAVAILABLE_CNPJ)).toBe(true);
    const error = await unavailable(() => lookup.findByCnpj(SANDBOX_UNAVAILABLE_CNPJ));
    expect(error.reason).toBe('sandbox');
  });

  it('answers null for an input that is not a bare 14-character CNPJ', async () => {
    for (const input of ['', '1122233300018', '112223330001810', '11.222.333/0001-81', '12abc34501de35']) {
      expect(await lookup.findByCnpj(input), input).toBeNull();
    }
  });

  it('answers a copy, so a caller cannot change the table', async () => {
    const first = await lookup.findByCnpj('11222333000181');
    first!.address!.city = 'Santos';
    expect((await lookup.findByCnpj('11222333000181'))?.address?.city).toBe('São Paulo');
  });

  it('waits the configured latency', async () => {
    const started = Date.now();
    await new SandboxCompanyLookup(50).findByCnpj('11222333000181');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

describe('sandbox zip lookup', () => {
  const lookup = new SandboxZipLookup();

  it('answers every documented CEP (at least 8) with its street, city and state', async () => {
    expect(SANDBOX_ZIP_ADDRESSES.length).toBeGreaterThanOrEqual(8);
    for (const address of SANDBOX_ZIP_ADDRESSES) {
      const answer = await lookup.findByZipCode(address.zipCode);
      expect(answer).toEqual(address);
      expect(answer?.zipCode).toMatch(/^\d{8}$/);
      expect(answer?.city).not.toBe('');
      expect(answer?.state).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('answers the CEPs the demo relies on', async () => {
    expect(await lookup.findByZipCode('01310100')).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      complement: 'de 612 a 1510 - lado par',
    });
    expect(await lookup.findByZipCode('20040020')).toMatchObject({
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
    expect(await lookup.findByZipCode('30130010')).toMatchObject({ city: 'Belo Horizonte', state: 'MG' });
  });

  it('answers null for an unknown CEP and for an input that is not 8 digits', async () => {
    for (const input of ['01001000', '', '0131010', '013101000', '01310-100', 'abcdefgh']) {
      expect(await lookup.findByZipCode(input), input).toBeNull();
    }
  });

  it('throws LookupUnavailableError for the documented unavailable CEP', async () => {
    expect(SANDBOX_UNAVAILABLE_ZIP_CODE).toBe('99999999');
    await unavailable(() => lookup.findByZipCode(SANDBOX_UNAVAILABLE_ZIP_CODE));
  });
});

describe('docs/sandbox.md', () => {
  it('lists every sandbox CNPJ and CEP, the unavailable ones included', async () => {
    const docs = await readFile(new URL('../../../docs/sandbox.md', import.meta.url), 'utf8');
    const documented = [
      ...SANDBOX_COMPANIES.map((company) => company.cnpj),
      SANDBOX_UNAVAILABLE_CNPJ,
      ...SANDBOX_ZIP_ADDRESSES.map((address) => address.zipCode),
      SANDBOX_UNAVAILABLE_ZIP_CODE,
    ];
    for (const value of documented) expect(docs, value).toContain(`\`${value}\``);
  });
});

describe('lookup factories', () => {
  it('choose the sandbox when no URL, an empty one or "sandbox" is configured', () => {
    for (const url of [undefined, '', ' ', 'sandbox']) {
      expect(createCompanyLookup({ companyLookupUrl: url })).toBeInstanceOf(SandboxCompanyLookup);
      expect(createZipLookup({ zipLookupUrl: url })).toBeInstanceOf(SandboxZipLookup);
    }
  });

  it('choose the HTTP lookups when a URL is configured', () => {
    expect(createCompanyLookup({ companyLookupUrl: 'https://brasilapi.com.br/api' })).toBeInstanceOf(HttpCompanyLookup);
    expect(createZipLookup({ zipLookupUrl: 'https://viacep.com.br/ws' })).toBeInstanceOf(HttpZipLookup);
  });
});

/** BrasilAPI's answer for a CNPJ, trimmed of fields Cofre ignores but keeping a few it must. */
const brasilApiBody = {
  cnpj: '19131243000197',
  razao_social: 'OPEN KNOWLEDGE BRASIL',
  nome_fantasia: 'REDE PELO CONHECIMENTO LIVRE',
  email: 'contato@ok.org.br',
  ddd_telefone_1: '11 2385-1939',
  ddd_telefone_2: '',
  cep: '01311902',
  descricao_tipo_de_logradouro: 'AVENIDA',
  logradouro: 'PAULISTA 37',
  numero: '37',
  complemento: 'ANDAR 4',
  bairro: 'BELA VISTA',
  municipio: 'SAO PAULO',
  uf: 'SP',
  codigo_municipio_ibge: 3550308,
  descricao_situacao_cadastral: 'ATIVA',
  qsa: [{ nome_socio: 'FULANO DE TAL' }],
};

describe('HTTP company lookup (BrasilAPI)', () => {
  let fake: FakeHttp;
  let lookup: ReturnType<typeof createCompanyLookup>;
  beforeAll(async () => {
    fake = await startFakeHttp();
    // Through the factory, with a trailing slash, as COMPANY_LOOKUP_URL and LOOKUP_TIMEOUT_MS would be set.
    lookup = createCompanyLookup({ companyLookupUrl: `${fake.url}/api/`, lookupTimeoutMs: 200 });
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('maps every field of an answer and asks for exactly /cnpj/v1/{cnpj}', async () => {
    fake.respond('/api/cnpj/v1/19131243000197', { json: brasilApiBody });
    expect(await lookup.findByCnpj('19131243000197')).toEqual({
      cnpj: '19131243000197',
      name: 'OPEN KNOWLEDGE BRASIL',
      tradeName: 'REDE PELO CONHECIMENTO LIVRE',
      email: 'contato@ok.org.br',
      phone: '1123851939',
      address: {
        zipCode: '01311902',
        street: 'AVENIDA PAULISTA 37',
        number: '37',
        complement: 'ANDAR 4',
        district: 'BELA VISTA',
        city: 'SAO PAULO',
        state: 'SP',
        country: 'BR',
      },
    });
    expect(fake.requests).toEqual(['/api/cnpj/v1/19131243000197']);
  });

  it('turns empty strings and nulls into null, and does not repeat a street type already in the name', async () => {
    fake.respond('/api/cnpj/v1/19131243000197', {
      json: {
        ...brasilApiBody,
        nome_fantasia: '',
        email: null,
        ddd_telefone_1: '',
        complemento: '',
        logradouro: 'AVENIDA PAULISTA',
      },
    });
    expect(await lookup.findByCnpj('19131243000197')).toMatchObject({
      tradeName: null,
      email: null,
      phone: null,
      address: { street: 'AVENIDA PAULISTA', complement: null },
    });
  });

  it('answers no address when the registry has no CEP', async () => {
    fake.respond('/api/cnpj/v1/19131243000197', { json: { ...brasilApiBody, cep: '' } });
    expect((await lookup.findByCnpj('19131243000197'))?.address).toBeNull();
  });

  it('asks for an alphanumeric CNPJ as is', async () => {
    fake.respond('/api/cnpj/v1/12ABC34501DE35', { json: { ...brasilApiBody, cnpj: '12.ABC.345/01DE-35' } });
    expect((await lookup.findByCnpj('12ABC34501DE35'))?.cnpj).toBe('12ABC34501DE35');
    expect(fake.requests).toEqual(['/api/cnpj/v1/12ABC34501DE35']);
  });

  it('answers null for 404 and 400', async () => {
    fake.respond('/api/cnpj/v1/19131243000197', { status: 404, json: { message: 'CNPJ não encontrado' } });
    expect(await lookup.findByCnpj('19131243000197')).toBeNull();
    fake.respond('/api/cnpj/v1/19131243000197', { status: 400, json: { message: 'CNPJ inválido' } });
    expect(await lookup.findByCnpj('19131243000197')).toBeNull();
  });

  it('answers null for an input that is not a CNPJ without calling upstream', async () => {
    for (const input of ['', '1913124300019', '19.131.243/0001-97', '../../admin']) {
      expect(await lookup.findByCnpj(input), input).toBeNull();
    }
    expect(fake.requests).toEqual([]);
  });

  it('throws LookupUnavailableError on a 5xx, without the upstream text', async () => {
    fake.respond('/api/cnpj/v1/19131243000197', { status: 500, raw: 'upstream stack trace: secret-token-123' });
    const error = await unavailable(() => lookup.findByCnpj('19131243000197'));
    expect([error.service, error.reason, error.upstreamStatus]).toEqual(['company-lookup', 'upstream-status', 500]);
    expect(error.message).not.toContain('secret-token-123');
    expect(error.message).not.toContain(fake.url);
  });

  it('throws LookupUnavailableError on a body that is not JSON or not a company', async () => {
    fake.respond('/api/cnpj/v1/19131243000197', { raw: '{"cnpj": "1913124' });
    expect((await unavailable(() => lookup.findByCnpj('19131243000197'))).reason).toBe('malformed-body');
    fake.respond('/api/cnpj/v1/19131243000197', { json: { ...brasilApiBody, razao_social: '' } });
    expect((await unavailable(() => lookup.findByCnpj('19131243000197'))).reason).toBe('malformed-body');
    fake.respond('/api/cnpj/v1/19131243000197', { json: [] });
    expect((await unavailable(() => lookup.findByCnpj('19131243000197'))).reason).toBe('malformed-body');
  });

  it('throws LookupUnavailableError when the answer comes after the timeout', async () => {
    fake.respond('/api/cnpj/v1/19131243000197', { json: brasilApiBody, delayMs: 2_000 });
    const started = Date.now();
    expect((await unavailable(() => lookup.findByCnpj('19131243000197'))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('throws LookupUnavailableError when the registry cannot be reached', async () => {
    const unreachable = new HttpCompanyLookup({ baseUrl: await closedPortUrl(), timeoutMs: 1_000 });
    expect((await unavailable(() => unreachable.findByCnpj('19131243000197'))).reason).toBe('network');
  });
});

/** ViaCEP's answer for a CEP. */
const viaCepBody = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};

describe('HTTP zip lookup (ViaCEP)', () => {
  let fake: FakeHttp;
  let lookup: ReturnType<typeof createZipLookup>;
  beforeAll(async () => {
    fake = await startFakeHttp();
    lookup = createZipLookup({ zipLookupUrl: `${fake.url}/ws`, lookupTimeoutMs: 200 });
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('maps an answer and asks for exactly /{cep}/json/', async () => {
    fake.respond('/ws/01310100/json/', { json: viaCepBody });
    expect(await lookup.findByZipCode('01310100')).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      complement: 'de 612 a 1510 - lado par',
    });
    expect(fake.requests).toEqual(['/ws/01310100/json/']);
  });

  it('maps a town with a single CEP: no street, district or complement', async () => {
    fake.respond('/ws/78175000/json/', {
      json: {
        ...viaCepBody,
        cep: '78175-000',
        logradouro: '',
        complemento: '',
        bairro: '',
        localidade: 'Poconé',
        uf: 'MT',
      },
    });
    expect(await lookup.findByZipCode('78175000')).toEqual({
      zipCode: '78175000',
      street: '',
      district: '',
      city: 'Poconé',
      state: 'MT',
      complement: null,
    });
  });

  it('answers null for {erro: true}, {erro: "true"} and 400', async () => {
    fake.respond('/ws/01001999/json/', { json: { erro: true } });
    expect(await lookup.findByZipCode('01001999')).toBeNull();
    fake.respond('/ws/01001999/json/', { json: { erro: 'true' } });
    expect(await lookup.findByZipCode('01001999')).toBeNull();
    fake.respond('/ws/01001999/json/', { status: 400, raw: '<html>Http 400</html>' });
    expect(await lookup.findByZipCode('01001999')).toBeNull();
  });

  it('answers null for an input that is not 8 digits without calling upstream', async () => {
    for (const input of ['', '0131010', '01310-100', '../admin']) {
      expect(await lookup.findByZipCode(input), input).toBeNull();
    }
    expect(fake.requests).toEqual([]);
  });

  it('throws LookupUnavailableError on a 5xx, a malformed body and a late answer', async () => {
    fake.respond('/ws/01310100/json/', { status: 503, raw: 'Service Unavailable' });
    const error = await unavailable(() => lookup.findByZipCode('01310100'));
    expect([error.service, error.reason, error.upstreamStatus]).toEqual(['zip-lookup', 'upstream-status', 503]);
    fake.respond('/ws/01310100/json/', { raw: '<html>not json</html>' });
    expect((await unavailable(() => lookup.findByZipCode('01310100'))).reason).toBe('malformed-body');
    fake.respond('/ws/01310100/json/', { json: { ...viaCepBody, localidade: undefined } });
    expect((await unavailable(() => lookup.findByZipCode('01310100'))).reason).toBe('malformed-body');
    fake.respond('/ws/01310100/json/', { json: viaCepBody, delayMs: 2_000 });
    expect((await unavailable(() => lookup.findByZipCode('01310100'))).reason).toBe('timeout');
  });
});
