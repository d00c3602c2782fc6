import { z } from 'zod';
import {
  errorBodySchema,
  logoutRequestSchema,
  messageResponseSchema,
  newPasswordRequestSchema,
  refreshTokenRequestSchema,
  RESET_MESSAGES,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  twoFactorVerifyRequestSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { bearerToken, requireSession } from '../../plugins/request-session.js';
import { requestPasswordReset, setNewPassword } from './password-reset.js';
import { signIn, verifyTwoFactor } from './service.js';
import { closeSession, rotateRefreshToken } from './sessions.js';

const publicErrors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema } as const;

export function authRoutes(app: App, ctx: AppContext): void {
  app.post('/api/public/auth/sign-in', {
    config: { permission: 'public' },
    schema: {
      ...operation('signIn', 'Entra com e-mail e senha', {
        errors: ['AUTH-001', 'BAR-9999'],
        responses: {
          200: 'A sessão, ou o desafio de dois fatores (`roles: ["TWO_FACTOR_AUTH"]`) quando a conta o exige.',
          500: 'Falha inesperada no login (`BAR-9999`).',
        },
      }),
      tags: ['auth'],
      security: [],
      body: signInRequestSchema,
      response: { 200: signInResponseSchema, ...publicErrors, 500: errorBodySchema },
    },
    handler: async (request) => {
      try {
        return await signIn(ctx, request.body, request.ip);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The spec's generic sign-in failure, shown as 'Erro ao realizar login'.
        request.log.error({ err: error }, 'sign-in failed unexpectedly');
        throw new AppError('BAR-9999');
      }
    },
  });

  app.post('/api/twofactor/verify', {
    config: { permission: 'public', twoFactor: true },
    schema: {
      ...operation('verifyTwoFactor', 'Confirma o código de dois fatores', {
        description: 'Bearer: o token de dois fatores devolvido pelo login.',
        errors: ['AUTH-003'],
      }),
      tags: ['auth'],
      body: twoFactorVerifyRequestSchema,
      response: { 200: sessionResponseSchema, ...publicErrors },
    },
    handler: (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('AUTH-003');
      return verifyTwoFactor(ctx, token, request.body.pin, request.ip);
    },
  });

  app.post('/api/public/auth/refresh-token', {
    config: { permission: 'public' },
    schema: {
      ...operation('refreshSession', 'Renova a sessão com o refresh token', { errors: ['AUTH-005'] }),
      tags: ['auth'],
      security: [],
      body: refreshTokenRequestSchema,
      response: { 200: sessionResponseSchema, ...publicErrors },
    },
    handler: (request) => rotateRefreshToken(ctx, request.body.refreshToken),
  });

  app.post('/api/auth/logout', {
    config: { permission: 'authenticated' },
    schema: {
      ...operation('signOut', 'Encerra a sessão'),
      tags: ['auth'],
      body: logoutRequestSchema,
      response: { 204: z.null(), ...authErrors },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      await closeSession(ctx, session.familyId, request.body.refreshToken);
      await ctx.audit.record({
        action: 'auth.logout',
        userId: session.userId,
        sellerId: session.sellerId,
        ip: request.ip,
      });
      return reply.status(204).send(null);
    },
  });

  app.patch('/api/public/users/reset-password', {
    config: { permission: 'public' },
    schema: {
      ...operation('requestPasswordReset', 'Pede o e-mail de redefinição de senha', {
        responses: { 202: 'A mesma resposta, exista ou não uma conta com o e-mail.' },
      }),
      tags: ['auth'],
      security: [],
      body: resetPasswordRequestSchema,
      response: { 202: messageResponseSchema, 400: errorBodySchema },
    },
    handler: async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return reply.status(202).send({ message: RESET_MESSAGES.requested });
    },
  });

  app.patch('/api/public/password-tokens', {
    config: { permission: 'public' },
    schema: {
      ...operation('resetPassword', 'Define a nova senha com o token do e-mail', { errors: ['AUTH-007'] }),
      tags: ['auth'],
      security: [],
      body: newPasswordRequestSchema,
      response: { 200: messageResponseSchema, 400: errorBodySchema },
    },
    handler: async (request) => {
      await setNewPassword(ctx, request.body.token, request.body.newPassword, request.ip);
      return { message: RESET_MESSAGES.changed };
    },
  });
}
