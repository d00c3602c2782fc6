import { z } from 'zod';
import {
  accountPixKeyConfirmSchema,
  accountPixKeyCreateSchema,
  accountPixKeyListSchema,
  accountPixKeySchema,
  errorBodySchema,
  sandboxSmsListSchema,
  sandboxSmsQuerySchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { sandboxSmsOn } from '../../providers/sms/index.js';
import { confirmPixKey, createPixKey, deletePixKey, listPixKeys, sandboxSmsOf } from './pix-keys.js';

const tags = ['banking'];
const permission = { capability: 'settings.banking' } as const;
const keyParams = z.object({ id: z.uuid() });
/** 201 when the directory took the key, 202 while it is still to answer (or the SMS code is awaited). */
const keyAnswer = { 201: accountPixKeySchema, 202: accountPixKeySchema };
const keyErrors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 503: errorBodySchema };

/** 'Dados da Conta' → Chaves Pix (spec 3 §2, §4, §5, §7; docs/banking.md, "Pix keys"). */
export function pixKeyRoutes(app: App, ctx: AppContext): void {
  app.get('/api/banking/pix-keys', {
    config: { permission },
    schema: {
      ...operation('listPixKeys', 'Lista as chaves Pix da conta PJ'),
      tags,
      response: { 200: accountPixKeyListSchema, ...authErrors },
    },
    handler: (request) => listPixKeys(ctx, requireSession(request).sellerId),
  });

  app.post('/api/banking/pix-keys', {
    config: { permission },
    schema: {
      ...operation('createPixKey', 'Cadastra uma chave Pix (celular: envia o código por SMS)', {
        errors: ['BNK-005', 'BNK-008', 'BNK-009', 'BNK-010', 'BNK-011', 'BNK-012', 'BNK-015'],
      }),
      tags,
      body: accountPixKeyCreateSchema,
      response: { ...keyAnswer, ...keyErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      const { key, settled } = await createPixKey(ctx, requireSession(request).sellerId, request.body);
      return reply.status(settled ? 201 : 202).send(key);
    },
  });

  app.post('/api/banking/pix-keys/:id/confirmation', {
    config: { permission },
    schema: {
      ...operation('confirmPixKey', 'Confirma o código SMS de uma chave Pix de celular', {
        errors: ['BNK-013', 'BNK-014', 'BNK-009', 'BNK-010', 'BNK-011', 'BNK-012'],
      }),
      tags,
      params: keyParams,
      body: accountPixKeyConfirmSchema,
      response: { ...keyAnswer, ...keyErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      const { sellerId } = requireSession(request);
      const { key, settled } = await confirmPixKey(ctx, sellerId, request.params.id, request.body.code);
      return reply.status(settled ? 201 : 202).send(key);
    },
  });

  app.delete('/api/banking/pix-keys/:id', {
    config: { permission },
    schema: {
      ...operation('deletePixKey', 'Exclui uma chave Pix', { errors: ['BNK-012'] }),
      tags,
      params: keyParams,
      response: { 204: z.null(), 202: z.null(), ...keyErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      const { settled } = await deletePixKey(ctx, requireSession(request).sellerId, request.params.id);
      return reply.status(settled ? 204 : 202).send(null);
    },
  });

  // The sandbox's SMS (a real gateway delivers them to the phone instead): never in production.
  if (!sandboxSmsOn(ctx.config)) return;
  app.get('/api/sandbox/sms', {
    config: { permission: { capability: 'sandbox.simulate' } },
    schema: {
      ...operation('listSandboxSms', 'Lista os SMS enviados para as chaves Pix de celular (sandbox)'),
      tags: ['sandbox'],
      querystring: sandboxSmsQuerySchema,
      response: { 200: sandboxSmsListSchema, ...authErrors },
    },
    handler: async (request) => ({
      messages: await sandboxSmsOf(ctx, requireSession(request).sellerId, { all: request.query.all === 'true' }),
    }),
  });
}
