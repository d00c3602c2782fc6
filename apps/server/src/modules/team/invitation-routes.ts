import { z } from 'zod';
import {
  errorBodySchema,
  invitationAcceptRequestSchema,
  invitationLookupRequestSchema,
  invitationSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import type { App } from '../../lib/route-types.js';
import { acceptTeamInvitation, lookupInvitation } from './invitations.js';

const tags = ['team'];
// Public: whoever holds the link. Per IP, so nobody walks the token space (it is 256 random bits anyway).
const rateLimit = { max: 30, timeWindow: '1 minute' };
const refused = { 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema, 429: errorBodySchema };

/** The invitation page's two calls; the token travels in the body so no URL carries it. */
export function invitationRoutes(app: App, ctx: AppContext): void {
  app.post('/api/public/invitations/lookup', {
    config: { permission: 'public', rateLimit },
    schema: {
      ...operation('lookupInvitation', 'O convite de um link: a loja, quem convidou e o e-mail convidado', {
        errors: ['AUTH-010', 'AUTH-011'],
        responses: {
          404: 'Link desconhecido, já usado ou substituído por um reenvio (`AUTH-010`).',
          410: 'O convite expirou (`AUTH-011`).',
        },
      }),
      tags,
      security: [],
      body: invitationLookupRequestSchema,
      response: { 200: invitationSchema, ...refused },
    },
    handler: (request) => lookupInvitation(ctx, request.body.token),
  });

  app.post('/api/public/invitations/acceptance', {
    config: { permission: 'public', rateLimit },
    schema: {
      ...operation('acceptInvitation', 'Aceita o convite: cria a senha e ativa o usuário', {
        errors: ['AUTH-010', 'AUTH-011'],
        responses: {
          204: 'Senha criada; o usuário já pode entrar.',
          404: 'Link desconhecido, já usado ou substituído por um reenvio (`AUTH-010`).',
          410: 'O convite expirou (`AUTH-011`).',
        },
      }),
      tags,
      security: [],
      body: invitationAcceptRequestSchema,
      response: { 204: z.null(), ...refused },
    },
    handler: async (request, reply) => {
      await acceptTeamInvitation(ctx, request.body.token, request.body.newPassword, request.ip);
      return reply.status(204).send(null);
    },
  });
}
