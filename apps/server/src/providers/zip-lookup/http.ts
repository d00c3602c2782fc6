import { z } from 'zod';
import { digitsOnly, type ZipAddress } from '@cofre/contract';
import { getLookupJson, lookupTimeout, trimBaseUrl } from '../company-lookup/lookup-http.js';
import { isZipCodeShape, LookupUnavailableError, type ZipLookup } from './port.js';

/** ViaCEP's public base URL; ZIP_LOOKUP_URL may point at it or at a compatible mirror. */
export const VIACEP_URL = 'https://viacep.com.br/ws';

/** ViaCEP answers an unknown (well-formed) CEP with 200 and `erro`, a boolean or, lately, a string. */
const viaCepNotFoundSchema = z.object({ erro: z.union([z.literal(true), z.literal('true')]) });

/** The fields of ViaCEP's /json/ answer that an address needs; the rest are dropped. */
const viaCepAddressSchema = z.object({
  cep: z.string().transform(digitsOnly).pipe(z.string().length(8)),
  // Empty for a town with a single CEP.
  logradouro: z.string().default(''),
  complemento: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null),
  bairro: z.string().default(''),
  localidade: z.string().trim().min(1),
  uf: z.string().trim().length(2),
});

/** CEP directory in ViaCEP's format: GET {baseUrl}/{cep}/json/. */
export class HttpZipLookup implements ZipLookup {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: { baseUrl?: string; timeoutMs?: number } = {}) {
    this.baseUrl = trimBaseUrl(options.baseUrl ?? VIACEP_URL);
    this.timeoutMs = lookupTimeout(options.timeoutMs);
  }

  async findByZipCode(zipCode: string): Promise<ZipAddress | null> {
    if (!isZipCodeShape(zipCode)) return null;
    const response = await getLookupJson({
      service: 'zip-lookup',
      url: `${this.baseUrl}/${zipCode}/json/`,
      timeoutMs: this.timeoutMs,
      // ViaCEP: 400 for a CEP it considers malformed.
      notFoundStatuses: [400, 404],
    });
    if (!response.found || viaCepNotFoundSchema.safeParse(response.body).success) return null;
    const parsed = viaCepAddressSchema.safeParse(response.body);
    if (!parsed.success) throw new LookupUnavailableError('zip-lookup', 'malformed-body');
    const { cep, logradouro, complemento, bairro, localidade, uf } = parsed.data;
    return { zipCode: cep, street: logradouro, district: bairro, city: localidade, state: uf, complement: complemento };
  }
}
