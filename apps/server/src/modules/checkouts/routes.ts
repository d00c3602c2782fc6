import { z } from 'zod';
import {
  checkoutInputSchema,
  checkoutSchema,
  defaultCheckoutSchema,
  errorBodySchema,
  subdomainAvailabilitySchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { createCheckout, defaultCheckout, subdomainAvailability, updateCheckout } from './service.js';

const tags = ['checkout'];
const permission = { capability: 'checkout.manage' } as const;
const taken = {
  409: 'O subdomínio já é de outro checkout (`CKO-001`) ou a conta já tem um checkout (`CKO-002`).',
};

export function checkoutRoutes(app: App, ctx: AppContext): void {
  app.get('/api/checkouts/default', {
    config: { permission },
    schema: {
      ...operation('getDefaultCheckout', 'Consulta o checkout da conta'),
      tags,
      response: { 200: defaultCheckoutSchema, ...authErrors },
    },
    handler: (request) => defaultCheckout(ctx, requireSession(request).sellerId),
  });

  app.get('/api/subdomains/:subDomain/exists', {
    config: { permission },
    schema: {
      ...operation('checkSubdomain', 'Verifica se um subdomínio de checkout está em uso'),
      tags,
      params: z.object({ subDomain: z.string().max(100) }),
      response: { 200: subdomainAvailabilitySchema, ...authErrors },
    },
    handler: (request) => subdomainAvailability(ctx, requireSession(request).sellerId, request.params.subDomain),
  });

  app.post('/api/checkouts', {
    config: { permission, idempotent: true },
    schema: {
      ...operation('createCheckout', 'Cadastra o checkout da conta', { errors: ['CKO-001'], responses: taken }),
      tags,
      body: checkoutInputSchema,
      response: { 201: checkoutSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createCheckout(ctx, requireSession(request), request.body)),
  });

  app.put('/api/checkouts/:id', {
    config: { permission },
    schema: {
      ...operation('updateCheckout', 'Altera o checkout da conta', { errors: ['CKO-001'], responses: taken }),
      tags,
      params: z.object({ id: z.uuid({ error: 'Checkout não encontrado.' }) }),
      body: checkoutInputSchema,
      response: { 200: checkoutSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: (request) => updateCheckout(ctx, requireSession(request), request.params.id, request.body),
  });
}
