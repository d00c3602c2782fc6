import { z } from 'zod';
import {
  errorBodySchema,
  PROFILE_OPTIONS,
  profileOptionsSchema,
  teamUserCreateSchema,
  teamUserListSchema,
  teamUserSchema,
  teamUserUpdateSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { deleteTeamUser, getTeamUser, inviteUser, resendInvitation, listTeam, updateTeamUser } from './service.js';

const tags = ['team'];
// D17: only SELLER_ADMIN and SELLER_BACKOFFICE, with the view_create_users toggle.
const permission = { capability: 'users.manage' } as const;
const params = z.object({ id: z.uuid({ error: 'Usuário não encontrado.' }) });

export function teamRoutes(app: App, ctx: AppContext): void {
  app.get('/api/users', {
    config: { permission },
    schema: {
      ...operation('listTeamUsers', 'Lista os usuários da empresa'),
      tags,
      response: { 200: teamUserListSchema, ...authErrors },
    },
    handler: async (request) => ({ content: await listTeam(ctx, requireSession(request).sellerId) }),
  });

  app.get('/api/users/profiles', {
    config: { permission },
    schema: {
      ...operation('listProfiles', 'Os perfis que um usuário pode ter (valor e nome)'),
      tags,
      response: { 200: profileOptionsSchema, ...authErrors },
    },
    handler: () => PROFILE_OPTIONS,
  });

  app.post('/api/users', {
    config: { permission },
    schema: {
      ...operation('inviteTeamUser', 'Convida um usuário: ele recebe o convite para criar a senha (7 dias)', {
        errors: ['USR-001'],
        responses: { 409: 'O e-mail já é de um usuário (`USR-001`).' },
      }),
      tags,
      body: teamUserCreateSchema,
      response: { 201: teamUserSchema, ...authErrors, 409: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await inviteUser(ctx, requireSession(request), request.body)),
  });

  app.post('/api/users/:id/invitation', {
    config: { permission },
    schema: {
      ...operation('resendTeamInvitation', 'Reenvia o convite a um usuário que ainda não criou a senha', {
        description: 'Um novo link, válido por 7 dias; o anterior deixa de valer. No máximo 5 envios por hora.',
        errors: ['USR-003', 'GEN-429'],
        responses: {
          204: 'Reenviado.',
          409: 'O usuário já aceitou o convite (`USR-003`).',
          429: 'Convites demais para este usuário na última hora (`GEN-429`).',
        },
      }),
      tags,
      params,
      response: { 204: z.null(), ...authErrors, 409: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      await resendInvitation(ctx, requireSession(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/users/:id', {
    config: { permission },
    schema: {
      ...operation('getTeamUser', 'Detalha um usuário da empresa'),
      tags,
      params,
      response: { 200: teamUserSchema, ...authErrors },
    },
    handler: (request) => getTeamUser(ctx, requireSession(request).sellerId, request.params.id),
  });

  app.patch('/api/users/:id', {
    config: { permission },
    schema: {
      ...operation('updateTeamUser', 'Altera o perfil e o status de um usuário (encerra as sessões se perder acesso)', {
        errors: ['USR-002'],
        responses: { 409: 'O último administrador ativo não pode perder o acesso (`USR-002`).' },
      }),
      tags,
      params,
      body: teamUserUpdateSchema,
      response: { 200: teamUserSchema, ...authErrors, 409: errorBodySchema },
    },
    handler: (request) => updateTeamUser(ctx, requireSession(request), request.params.id, request.body),
  });

  app.delete('/api/users/:id', {
    config: { permission },
    schema: {
      ...operation('deleteTeamUser', 'Exclui um usuário e encerra as suas sessões', {
        errors: ['USR-002'],
        responses: { 204: 'Excluído.', 409: 'O último administrador ativo não pode ser excluído (`USR-002`).' },
      }),
      tags,
      params,
      response: { 204: z.null(), ...authErrors, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      await deleteTeamUser(ctx, requireSession(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
