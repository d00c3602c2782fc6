import { z } from 'zod';
import {
  checkoutPaymentRequestSchema,
  checkoutPaymentSchema,
  errorBodySchema,
  publicChargeSchema,
  publicLinkSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { sendFile } from '../../lib/file-reply.js';
import type { App } from '../../lib/route-types.js';
import { boletoPdf } from '../charges/index.js';
import { chargeOfPageToken, publicCharge, sandboxPayChargePage } from './charge-page.js';
import { checkoutBoleto, checkoutPayment, payLink, publicLink, sandboxPayCheckout } from './service.js';

const tags = ['hosted-checkout'];
const publicErrors = { 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema, 429: errorBodySchema };
const linkParams = z.object({ id: z.uuid({ error: 'Link não encontrado.' }) });
const pageParams = z.object({ token: z.string().regex(/^[0-9a-f]{32}$/, 'Cobrança não encontrada.') });
const paymentParams = linkParams.extend({ chargeId: z.uuid({ error: 'Pagamento não encontrado.' }) });
/** Per IP and minute: reading a link, paying (each submit is a charge), polling a payment's status. */
export const CHECKOUT_RATE_LIMITS = {
  read: { max: 120, timeWindow: '1 minute' },
  pay: { max: 20, timeWindow: '1 minute' },
  poll: { max: 240, timeWindow: '1 minute' },
} as const;
const gone = {
  410: 'O link foi excluído ou expirou (`LNK-001`), ou o seu plano foi desativado (`LNK-009`).',
  429: 'Muitas requisições deste endereço (`GEN-429`).',
};

/** The hosted checkout's API: public (the buyer has no session), rate limited per IP. */
export function hostedCheckoutRoutes(app: App, ctx: AppContext): void {
  app.get('/api/public/checkout/links/:id', {
    config: { permission: 'public', rateLimit: CHECKOUT_RATE_LIMITS.read },
    schema: {
      ...operation('getCheckoutLink', 'O que o comprador vê de um link de pagamento', {
        errors: ['LNK-001'],
        responses: gone,
      }),
      tags,
      security: [],
      params: linkParams,
      // The page sends the subdomain of its address; the link is found by its id alone, and the
      // answer's `subdomain` is the seller's current one (a renamed subdomain keeps working).
      querystring: z.strictObject({ subdominio: z.string().max(63).optional() }),
      response: { 200: publicLinkSchema, ...publicErrors },
    },
    handler: (request) => publicLink(ctx, request.params.id),
  });

  app.post('/api/public/checkout/links/:id/payments', {
    config: { permission: 'public', rateLimit: CHECKOUT_RATE_LIMITS.pay },
    schema: {
      ...operation('payCheckoutLink', 'Paga um link de pagamento (cartão, boleto ou Pix)', {
        description:
          'Cada envio cria a cobrança do vendedor com o id do link. O `attemptId` gerado pela página faz um clique duplo ou uma nova tentativa encontrar a mesma cobrança.',
        errors: ['LNK-001'],
        responses: gone,
      }),
      tags,
      security: [],
      params: linkParams,
      body: checkoutPaymentRequestSchema,
      response: { 201: checkoutPaymentSchema, ...publicErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await payLink(ctx, request.params.id, request.body)),
  });

  app.get('/api/public/checkout/links/:id/payments/:chargeId', {
    config: { permission: 'public', rateLimit: CHECKOUT_RATE_LIMITS.poll },
    schema: {
      ...operation('getCheckoutPayment', 'A situação de um pagamento feito no checkout'),
      tags,
      security: [],
      params: paymentParams,
      response: { 200: checkoutPaymentSchema, ...publicErrors },
    },
    handler: (request) => checkoutPayment(ctx, request.params.id, request.params.chargeId),
  });

  app.get('/api/public/checkout/links/:id/payments/:chargeId/boleto.pdf', {
    config: { permission: 'public', rateLimit: CHECKOUT_RATE_LIMITS.read },
    schema: {
      ...operation('getCheckoutBoletoPdf', 'O boleto de um pagamento feito no checkout, em PDF'),
      tags,
      security: [],
      params: paymentParams,
      response: { 200: fileResponse('application/pdf', 'O boleto em PDF.'), ...publicErrors, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      const charge = await checkoutBoleto(ctx, request.params.id, request.params.chargeId);
      const pdf = await boletoPdf(ctx, charge);
      return sendFile(reply, { type: 'application/pdf', fileName: `boleto-${charge.id}.pdf`, body: pdf, inline: true });
    },
  });

  app.get('/api/public/charges/:token', {
    config: { permission: 'public', rateLimit: CHECKOUT_RATE_LIMITS.poll },
    schema: {
      ...operation('getPublicCharge', 'A página de uma cobrança para o comprador'),
      tags,
      security: [],
      params: pageParams,
      response: { 200: publicChargeSchema, ...publicErrors },
    },
    handler: (request) => publicCharge(ctx, request.params.token),
  });

  app.get('/api/public/charges/:token/boleto.pdf', {
    config: { permission: 'public', rateLimit: CHECKOUT_RATE_LIMITS.read },
    schema: {
      ...operation('getPublicChargeBoletoPdf', 'O boleto da cobrança, em PDF, para o comprador'),
      tags,
      security: [],
      params: pageParams,
      response: { 200: fileResponse('application/pdf', 'O boleto em PDF.'), ...publicErrors, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      const charge = await chargeOfPageToken(ctx, request.params.token);
      const pdf = await boletoPdf(ctx, charge);
      return sendFile(reply, { type: 'application/pdf', fileName: `boleto-${charge.id}.pdf`, body: pdf, inline: true });
    },
  });

  if (!ctx.config.sandbox) return;
  app.post('/api/public/charges/:token/sandbox-payment', {
    config: { permission: 'public', rateLimit: CHECKOUT_RATE_LIMITS.pay },
    schema: {
      ...operation(
        'simulateChargePagePayment',
        'Só no sandbox: o banco do comprador paga o Pix ou o boleto da cobrança',
      ),
      tags: ['sandbox'],
      security: [],
      params: pageParams,
      response: { 200: publicChargeSchema, ...publicErrors, 409: errorBodySchema },
    },
    handler: (request) => sandboxPayChargePage(ctx, request.params.token),
  });

  app.post('/api/public/checkout/links/:id/payments/:chargeId/sandbox-payment', {
    config: { permission: 'public', rateLimit: CHECKOUT_RATE_LIMITS.pay },
    schema: {
      ...operation('simulateCheckoutPayment', 'Só no sandbox: o banco do comprador paga o Pix ou o boleto'),
      tags: ['sandbox'],
      security: [],
      params: paymentParams,
      response: { 200: checkoutPaymentSchema, ...publicErrors, 409: errorBodySchema },
    },
    handler: (request) => sandboxPayCheckout(ctx, request.params.id, request.params.chargeId),
  });
}
