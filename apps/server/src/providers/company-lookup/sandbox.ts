import { setTimeout as sleep } from 'node:timers/promises';
import type { Company } from '@cofre/contract';
import { isCnpjShape, type CompanyLookup } from './port.js';
import { LookupUnavailableError } from './lookup-unavailable-error.js';

/**
 * Fictitious companies with valid check digits, in several states (docs/sandbox.md lists them).
 * Their CEPs are sandbox CEPs, so the address form agrees with the company prefill.
 */
export const SANDBOX_COMPANIES: readonly Company[] = [
  {
    // The demo seller of the seed.
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
  },
  {
    cnpj: '34567890000130',
    name: 'Padaria Pão de Ouro Ltda',
    tradeName: 'Pão de Ouro',
    email: 'financeiro@paodeouro.com.br',
    phone: '2125550101',
    address: {
      zipCode: '20040020',
      street: 'Rua da Assembleia',
      number: '45',
      complement: 'Loja A',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      country: 'BR',
    },
  },
  {
    cnpj: '42751963000177',
    name: 'Minas Ferramentas Industriais S.A.',
    tradeName: 'Minas Ferramentas',
    email: 'contato@minasferramentas.com.br',
    phone: '3132120400',
    address: {
      zipCode: '30130010',
      street: 'Avenida Afonso Pena',
      number: '867',
      complement: 'Sala 1203',
      district: 'Centro',
      city: 'Belo Horizonte',
      state: 'MG',
      country: 'BR',
    },
  },
  {
    // A mobile phone and no e-mail on record.
    cnpj: '58120477000190',
    name: 'Café Curitibano Comércio de Alimentos Ltda',
    tradeName: 'Café Curitibano',
    email: null,
    phone: '41999887766',
    address: {
      zipCode: '80020310',
      street: 'Rua XV de Novembro',
      number: '512',
      complement: null,
      district: 'Centro',
      city: 'Curitiba',
      state: 'PR',
      country: 'BR',
    },
  },
  {
    // Only what the registry requires: no trade name, e-mail or phone.
    cnpj: '63901528000151',
    name: 'Sul Logística e Transportes Ltda',
    tradeName: null,
    email: null,
    phone: null,
    address: {
      zipCode: '90020004',
      street: 'Rua dos Andradas',
      number: '1234',
      complement: null,
      district: 'Centro Histórico',
      city: 'Porto Alegre',
      state: 'RS',
      country: 'BR',
    },
  },
  {
    cnpj: '71428605000126',
    name: 'Nordeste Tecnologia da Informação Ltda',
    tradeName: 'NordTech',
    email: 'contato@nordtech.com.br',
    phone: '8532240011',
    address: {
      zipCode: '60150160',
      street: 'Avenida Santos Dumont',
      number: '2828',
      complement: 'Sala 504',
      district: 'Aldeota',
      city: 'Fortaleza',
      state: 'CE',
      country: 'BR',
    },
  },
  {
    // A rural address in a town with a single CEP: the street comes from the registry, not the CEP.
    cnpj: '80246731000150',
    name: 'Agropecuária Pantanal Ltda',
    tradeName: 'Fazenda Pantanal',
    email: 'comercial@agropantanal.com.br',
    phone: '6533451200',
    address: {
      zipCode: '78175000',
      street: 'Rodovia MT-060',
      number: 'S/N',
      complement: 'Km 12',
      district: 'Zona Rural',
      city: 'Poconé',
      state: 'MT',
      country: 'BR',
    },
  },
  {
    // The new alphanumeric CNPJ (Receita Federal's own example number, 12.ABC.345/01DE-35).
    cnpj: '12ABC34501DE35',
    name: 'Aurora Pagamentos Digitais Ltda',
    tradeName: 'Aurora Pay',
    email: 'ola@aurorapay.com.br',
    phone: '4830250909',
    address: {
      zipCode: '88010001',
      street: 'Rua Felipe Schmidt',
      number: '321',
      complement: 'Sala 802',
      district: 'Centro',
      city: 'Florianópolis',
      state: 'SC',
      country: 'BR',
    },
  },
  {
    // The registry has no address for it: the client form starts with an empty address.
    cnpj: '55321984000102',
    name: 'Brasília Consultoria Empresarial Ltda',
    tradeName: null,
    email: 'contato@brasiliaconsultoria.com.br',
    phone: '6133221100',
    address: null,
  },
];

/** A valid CNPJ the sandbox never answers for, so a tester can see the "registry unavailable" path. */
export const SANDBOX_UNAVAILABLE_CNPJ = '99888777000100';

/** Deterministic company registry for development, tests and demos: no network. */
export class SandboxCompanyLookup implements CompanyLookup {
  /** `latencyMs` imitates a slow registry (e.g. to see a loading state); 0 by default. */
  constructor(private readonly latencyMs = 0) {}

  async findByCnpj(cnpj: string): Promise<Company | null> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    if (!isCnpjShape(cnpj)) return null;
    if (cnpj === SANDBOX_UNAVAILABLE_CNPJ) throw new LookupUnavailableError('company-lookup', 'sandbox');
    const company = SANDBOX_COMPANIES.find((candidate) => candidate.cnpj === cnpj);
    // A copy, so a caller that edits the answer cannot change the table.
    return company ? structuredClone(company) : null;
  }
}
