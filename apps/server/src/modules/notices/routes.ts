import {
  noticeBasicSchema,
  noticeDeliveryPageSchema,
  noticeDeliveryQuerySchema,
  noticeRunSchema,
  noticeSettingsSchema,
  noticeSwitchSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { listDeliveries } from './deliveries.js';
import { dispatchNotices } from './dispatch.js';
import { runDunning } from './dunning.js';
import { noticeSettingsOf, saveNoticeBasic, saveNoticeSwitch } from './settings.js';

/** 'Notificações' (spec 3 §7 Notifications): the seller's billing notices to buyers. */
export function noticeRoutes(app: App, ctx: AppContext): void {
  const permission = { capability: 'settings.notifications' } as const;

  app.get('/api/seller-notifications', {
    config: { permission },
    schema: {
      ...operation('getNoticeSettings', 'Consulta a identificação e as notificações de cobrança ativas'),
      tags: ['settings'],
      response: { 200: noticeSettingsSchema, ...authErrors },
    },
    handler: (request) => noticeSettingsOf(ctx, requireSession(request).sellerId),
  });

  app.patch('/api/seller-notifications/basic', {
    config: { permission },
    schema: {
      ...operation('setNoticeBasic', 'Altera a identificação das notificações e liga ou desliga todas'),
      tags: ['settings'],
      body: noticeBasicSchema,
      response: { 200: noticeSettingsSchema, ...authErrors },
    },
    handler: (request) => saveNoticeBasic(ctx, requireSession(request), request.body),
  });

  app.patch('/api/seller-notifications/active', {
    config: { permission },
    schema: {
      ...operation('setNoticeSwitch', 'Liga ou desliga uma notificação de cobrança por e-mail ou WhatsApp'),
      tags: ['settings'],
      body: noticeSwitchSchema,
      response: { 200: noticeSettingsSchema, ...authErrors },
    },
    handler: (request) => saveNoticeSwitch(ctx, requireSession(request), request.body),
  });

  app.get('/api/seller-notifications/deliveries', {
    config: { permission },
    schema: {
      ...operation('listNoticeDeliveries', 'Lista as notificações de cobrança enviadas aos clientes'),
      tags: ['settings'],
      querystring: noticeDeliveryQuerySchema,
      response: { 200: noticeDeliveryPageSchema, ...authErrors },
    },
    handler: (request) => listDeliveries(ctx, requireSession(request).sellerId, request.query.page),
  });

  // The sandbox's 'send now': today's run for this seller at once, instead of waiting for 09:00.
  if (!ctx.config.sandbox) return;
  app.post('/api/sandbox/seller-notifications/run', {
    config: { permission: { capability: 'sandbox.simulate' } },
    schema: {
      ...operation('runNoticesNow', 'Executa agora o envio diário de lembretes do vendedor (sandbox)'),
      tags: ['sandbox'],
      response: { 200: noticeRunSchema, ...authErrors },
    },
    handler: async (request) => {
      const decided = await runDunning(ctx, requireSession(request).sellerId);
      return { decided, ...(await dispatchNotices(ctx)) };
    },
  });
}
