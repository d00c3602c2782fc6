import { setTimeout as sleep } from 'node:timers/promises';
import type { ZipAddress } from '@cofre/contract';
import { isZipCodeShape, LookupUnavailableError, type ZipLookup } from './port.js';

/**
 * Illustrative CEPs in several states (docs/sandbox.md lists them), including every CEP of the
 * company-lookup sandbox. The complements are the number ranges the Correios attach to long streets.
 */
export const SANDBOX_ZIP_ADDRESSES: readonly ZipAddress[] = [
  {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    complement: 'de 612 a 1510 - lado par',
  },
  {
    zipCode: '20040020',
    street: 'Rua da Assembleia',
    district: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
    complement: null,
  },
  {
    zipCode: '30130010',
    street: 'Avenida Afonso Pena',
    district: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
    complement: 'de 701 a 1499 - lado ímpar',
  },
  {
    zipCode: '80020310',
    street: 'Rua XV de Novembro',
    district: 'Centro',
    city: 'Curitiba',
    state: 'PR',
    complement: null,
  },
  {
    zipCode: '90020004',
    street: 'Rua dos Andradas',
    district: 'Centro Histórico',
    city: 'Porto Alegre',
    state: 'RS',
    complement: null,
  },
  {
    zipCode: '60150160',
    street: 'Avenida Santos Dumont',
    district: 'Aldeota',
    city: 'Fortaleza',
    state: 'CE',
    complement: null,
  },
  {
    zipCode: '88010001',
    street: 'Rua Felipe Schmidt',
    district: 'Centro',
    city: 'Florianópolis',
    state: 'SC',
    complement: null,
  },
  {
    zipCode: '70040010',
    street: 'Setor Bancário Sul Quadra 1',
    district: 'Asa Sul',
    city: 'Brasília',
    state: 'DF',
    complement: null,
  },
  {
    zipCode: '40020000',
    street: 'Rua Chile',
    district: 'Centro',
    city: 'Salvador',
    state: 'BA',
    complement: null,
  },
  {
    // A town with a single CEP: no street or district, the user types them.
    zipCode: '78175000',
    street: '',
    district: '',
    city: 'Poconé',
    state: 'MT',
    complement: null,
  },
];

/** A CEP the sandbox never answers for, so a tester can see the "directory unavailable" path. */
export const SANDBOX_UNAVAILABLE_ZIP_CODE = '99999999';

/** Deterministic CEP directory for development, tests and demos: no network. */
export class SandboxZipLookup implements ZipLookup {
  /** `latencyMs` imitates a slow directory (e.g. to see a loading state); 0 by default. */
  constructor(private readonly latencyMs = 0) {}

  async findByZipCode(zipCode: string): Promise<ZipAddress | null> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    if (!isZipCodeShape(zipCode)) return null;
    if (zipCode === SANDBOX_UNAVAILABLE_ZIP_CODE) throw new LookupUnavailableError('zip-lookup', 'sandbox');
    const address = SANDBOX_ZIP_ADDRESSES.find((candidate) => candidate.zipCode === zipCode);
    // A copy, so a caller that edits the answer cannot change the table.
    return address ? { ...address } : null;
  }
}
