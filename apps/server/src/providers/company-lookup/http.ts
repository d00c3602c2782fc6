import { z } from 'zod';
import { digitsOnly, type Company } from '@cofre/contract';
import { isCnpjShape, type CompanyLookup } from './port.js';
import { LookupUnavailableError } from './lookup-unavailable-error.js';
import { getLookupJson, lookupTimeout, trimBaseUrl } from './lookup-http.js';

/** BrasilAPI's public base URL; COMPANY_LOOKUP_URL may point at it or at a compatible mirror. */
export const BRASIL_API_URL = 'https://brasilapi.com.br/api';

/** BrasilAPI writes "" or null for a field the registry does not have. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

/** The fields of BrasilAPI's /cnpj/v1 answer that a client needs; the rest are dropped. */
const brasilApiCompanySchema = z.object({
  cnpj: z
    .string()
    .transform((cnpj) => cnpj.replace(/[^0-9a-z]/gi, '').toUpperCase())
    .refine(isCnpjShape),
  razao_social: z.string().trim().min(1),
  nome_fantasia: optionalText,
  email: optionalText,
  ddd_telefone_1: optionalText,
  // Some mirrors send the CEP as a number, which loses its leading zeros.
  cep: z
    .union([z.string().transform(digitsOnly), z.number().transform((cep) => String(cep).padStart(8, '0'))])
    .nullish()
    .transform((cep) => cep ?? ''),
  descricao_tipo_de_logradouro: optionalText,
  logradouro: optionalText,
  numero: optionalText,
  complemento: optionalText,
  bairro: optionalText,
  municipio: optionalText,
  uf: optionalText,
});
type BrasilApiCompany = z.output<typeof brasilApiCompanySchema>;

/** Company registry in BrasilAPI's format: GET {baseUrl}/cnpj/v1/{cnpj}. */
export class HttpCompanyLookup implements CompanyLookup {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: { baseUrl?: string; timeoutMs?: number } = {}) {
    this.baseUrl = trimBaseUrl(options.baseUrl ?? BRASIL_API_URL);
    this.timeoutMs = lookupTimeout(options.timeoutMs);
  }

  async findByCnpj(cnpj: string): Promise<Company | null> {
    if (!isCnpjShape(cnpj)) return null;
    const response = await getLookupJson({
      service: 'company-lookup',
      url: `${this.baseUrl}/cnpj/v1/${cnpj}`,
      timeoutMs: this.timeoutMs,
      // BrasilAPI: 404 for an unknown CNPJ, 400 for one it considers invalid.
      notFoundStatuses: [400, 404],
    });
    if (!response.found) return null;
    const parsed = brasilApiCompanySchema.safeParse(response.body);
    if (!parsed.success) throw new LookupUnavailableError('company-lookup', 'malformed-body');
    return toCompany(parsed.data);
  }
}

/** Values are kept as the registry writes them (often upper case): no title-casing. */
function toCompany(record: BrasilApiCompany): Company {
  const phone = record.ddd_telefone_1 ? digitsOnly(record.ddd_telefone_1) : '';
  return {
    cnpj: record.cnpj,
    name: record.razao_social,
    tradeName: record.nome_fantasia,
    email: record.email,
    phone: phone || null,
    address: toAddress(record),
  };
}

/** No address unless the CEP, city and state are known: a partial one would only mislead the form. */
function toAddress(record: BrasilApiCompany): Company['address'] {
  if (record.cep.length !== 8 || !record.municipio || !record.uf) return null;
  return {
    zipCode: record.cep,
    street: streetOf(record.descricao_tipo_de_logradouro, record.logradouro),
    number: record.numero ?? '',
    complement: record.complemento,
    district: record.bairro ?? '',
    city: record.municipio,
    state: record.uf,
    country: 'BR',
  };
}

/** BrasilAPI splits "AVENIDA" from "PAULISTA"; some records already repeat the type in the name. */
function streetOf(type: string | null, name: string | null): string {
  if (!name) return '';
  if (!type || name.toUpperCase().startsWith(`${type.toUpperCase()} `)) return name;
  return `${type} ${name}`;
}
