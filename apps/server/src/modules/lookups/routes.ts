import { z } from 'zod';
import { companySchema, errorBodySchema, zipAddressSchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { LookupUnavailableError } from '../../providers/company-lookup/index.js';

const tags = ['lookups'];
const lookupErrors = { ...authErrors, 503: errorBodySchema } as const;

/** A registry that cannot answer is a 503 the form shows as 'fill it in by hand', never a 500. */
async function answerOrUnavailable<T>(ctx: AppContext, lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (!(error instanceof LookupUnavailableError)) throw error;
    ctx.log.warn({ err: error }, 'lookup unavailable');
    throw new AppError('LOOKUP-003');
  }
}

/**
 * Company (CNPJ) and address (CEP) lookups for the client forms. They need a session like every
 * call (D2): an open proxy to the registries would be free for anyone to abuse.
 */
export function lookupRoutes(app: App, ctx: AppContext): void {
  app.get('/api/public/companies/:cnpj', {
    config: { permission: { capability: 'clients.write' } },
    schema: {
      ...operation('getCompanyByCnpj', 'Consulta uma empresa pelo CNPJ', { errors: ['LOOKUP-001'] }),
      tags,
      params: z.object({ cnpj: z.string().max(30) }),
      response: { 200: companySchema, ...lookupErrors },
    },
    handler: async (request) => {
      const cnpj = request.params.cnpj.replace(/[^0-9a-z]/gi, '').toUpperCase();
      const company = await answerOrUnavailable(ctx, () => ctx.companyLookup.findByCnpj(cnpj));
      if (!company) throw new AppError('LOOKUP-001');
      return company;
    },
  });

  app.get('/api/zip-codes/:zipCode', {
    config: { permission: { capability: 'clients.write' } },
    schema: {
      ...operation('getAddressByZipCode', 'Consulta um endereço pelo CEP', { errors: ['LOOKUP-002'] }),
      tags,
      params: z.object({ zipCode: z.string().max(20) }),
      response: { 200: zipAddressSchema, ...lookupErrors },
    },
    handler: async (request) => {
      const zipCode = request.params.zipCode.replace(/\D/g, '');
      const address = await answerOrUnavailable(ctx, () => ctx.zipLookup.findByZipCode(zipCode));
      if (!address) throw new AppError('LOOKUP-002');
      return address;
    },
  });
}
