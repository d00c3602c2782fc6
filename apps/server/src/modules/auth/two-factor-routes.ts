import {
  errorBodySchema,
  twoFactorEnabledRequestSchema,
  twoFactorEnabledResponseSchema,
  twoFactorGenerateResponseSchema,
  twoFactorStatusSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import { disableTwoFactor, enableTwoFactor, generateTwoFactor, twoFactorStatus } from './two-factor-setup.js';

/**
 * 'Segurança' (spec 4 §7 twofactor calls): the signed-in user's own two-factor, under /api/twofactor.
 * Codes travel in JSON bodies, never in a URL. Not idempotent on purpose: a replayed answer would
 * have to keep the secret and the recovery codes in the idempotency table.
 */
export function twoFactorRoutes(app: App, ctx: AppContext): void {
  const permission = { capability: 'settings.security' } as const;

  app.get('/api/twofactor/status', {
    config: { permission },
    schema: {
      ...operation('getTwoFactorStatus', 'Consulta se o duplo fator do próprio usuário está ativo'),
      tags: ['auth'],
      response: { 200: twoFactorStatusSchema, ...authErrors },
    },
    handler: (request) => twoFactorStatus(ctx, requireSession(request)),
  });

  app.post('/api/twofactor/generate', {
    config: { permission },
    schema: {
      ...operation('generateTwoFactor', 'Gera um novo segredo de duplo fator (QR code) para o próprio usuário', {
        description:
          'O segredo fica pendente até ser confirmado por um código em `POST /api/twofactor/enabled`; gerar de novo o substitui.',
        errors: ['MFA-001'],
      }),
      tags: ['auth'],
      response: { 200: twoFactorGenerateResponseSchema, ...authErrors, 409: errorBodySchema },
    },
    handler: (request) => generateTwoFactor(ctx, requireSession(request)),
  });

  app.post('/api/twofactor/enabled', {
    config: { permission },
    schema: {
      ...operation('setTwoFactorEnabled', 'Ativa ou desativa o duplo fator do próprio usuário', {
        description:
          'Ativar pede o código de 6 dígitos do segredo pendente e devolve, só desta vez, os códigos de recuperação. ' +
          'Desativar pede um código atual do aplicativo ou um código de recuperação. Em ambos, as outras sessões do usuário terminam.',
        errors: ['MFA-002', 'AUTH-002'],
      }),
      tags: ['auth'],
      body: twoFactorEnabledRequestSchema,
      response: { 200: twoFactorEnabledResponseSchema, ...authErrors, 409: errorBodySchema, 429: errorBodySchema },
    },
    handler: (request) => {
      const session = requireSession(request);
      const { enabled, code } = request.body;
      return enabled
        ? enableTwoFactor(ctx, session, code, request.ip)
        : disableTwoFactor(ctx, session, code, request.ip);
    },
  });
}
