import { bankingAccountSchema, bankingDraftStepSchema, errorBodySchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
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
}
