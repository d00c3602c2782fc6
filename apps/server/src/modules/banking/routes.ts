import {
  bankingAccountSchema,
  bankingDraftStepSchema,
  errorBodySchema,
  pixLimitsUpdateSchema,
  pixLimitsViewSchema,
} from '@cofre/contract';
import { pixKeyRoutes } from './pix-key-routes.js';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { finishAnalysisNow } from './opening.js';
import { cancelScheduledPixLimits, getPixLimits, updatePixLimits } from './pix-limits.js';
import { getBankingAccount, saveBankingDraft, submitBankingAccount } from './service.js';

const tags = ['banking'];
// D20: the banking pages are the administrators' and the back office's, never notification settings alone.
const permission = { capability: 'settings.banking' } as const;

/** 'Ativar Conta PJ' (spec 3 §2, §4, §5, §7; docs/banking.md): the account, its wizard and its submission. */
export function bankingRoutes(app: App, ctx: AppContext): void {
  app.get('/api/banking/account', {
    config: { permission },
    schema: {
      ...operation('getBankingAccount', 'Consulta a conta PJ, o seu status e o cadastro em andamento'),
      tags,
      response: { 200: bankingAccountSchema, ...authErrors },
    },
    handler: (request) => getBankingAccount(ctx, requireSession(request).sellerId),
  });

  app.put('/api/banking/account/draft', {
    config: { permission },
    schema: {
      ...operation('saveBankingDraft', 'Guarda uma etapa do cadastro da conta PJ', { errors: ['BNK-002'] }),
      tags,
      body: bankingDraftStepSchema,
      response: { 200: bankingAccountSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: (request) => saveBankingDraft(ctx, requireSession(request).sellerId, request.body),
  });

  app.post('/api/banking/account/submission', {
    config: { permission },
    schema: {
      ...operation('submitBankingAccount', 'Envia a conta PJ para análise', { errors: ['BNK-001', 'BNK-003'] }),
      tags,
      response: { 202: bankingAccountSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.status(202).send(await submitBankingAccount(ctx, requireSession(request).sellerId)),
  });

  app.get('/api/banking/pix-limits', {
    config: { permission },
    schema: {
      ...operation('getPixLimits', 'Consulta os limites de transferência Pix da conta PJ'),
      tags,
      response: { 200: pixLimitsViewSchema, ...authErrors },
    },
    handler: (request) => getPixLimits(ctx, requireSession(request).sellerId),
  });

  app.patch('/api/banking/pix-limits', {
    config: { permission },
    schema: {
      ...operation('updatePixLimits', 'Altera os limites Pix: reduções valem na hora, aumentos em 24 horas', {
        errors: ['BNK-005', 'BNK-006'],
      }),
      tags,
      body: pixLimitsUpdateSchema,
      response: { 200: pixLimitsViewSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: (request) => updatePixLimits(ctx, requireSession(request), request.body),
  });

  app.delete('/api/banking/pix-limits/scheduled', {
    config: { permission },
    schema: {
      ...operation('cancelScheduledPixLimits', 'Cancela o aumento de limite Pix em processamento', {
        errors: ['BNK-007'],
      }),
      tags,
      response: { 200: pixLimitsViewSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: (request) => cancelScheduledPixLimits(ctx, requireSession(request)),
  });

  pixKeyRoutes(app, ctx);

  // The sandbox's 'finish the analysis now', instead of waiting a minute and the next poll.
  if (!ctx.config.sandbox) return;
  app.post('/api/sandbox/banking/account/analysis', {
    config: { permission: { capability: 'sandbox.simulate' } },
    schema: {
      ...operation('finishBankingAnalysis', 'Conclui agora a análise da conta PJ (sandbox)', { errors: ['BNK-004'] }),
      tags: ['sandbox'],
      response: { 200: bankingAccountSchema, 409: errorBodySchema, ...authErrors },
    },
    handler: async (request) => {
      const { sellerId } = requireSession(request);
      await finishAnalysisNow(ctx, sellerId);
      return getBankingAccount(ctx, sellerId);
    },
  });
}
