import { z } from 'zod';
import { notificationPageSchema, notificationQuerySchema, unreadQuantitySchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { operation } from '../../lib/openapi-docs.js';
import { requireSession } from '../../plugins/request-session.js';
import { markAllRead, markRead, notificationPage, unreadQuantity } from './service.js';

export function notificationRoutes(app: App, ctx: AppContext): void {
  app.get('/api/notification-panel', {
    config: { permission: 'authenticated' },
    schema: {
      ...operation('listNotifications', 'Lista as notificações, da mais recente à mais antiga'),
      tags: ['notifications'],
      querystring: notificationQuerySchema,
      response: { 200: notificationPageSchema, ...authErrors },
    },
    handler: (request) => {
      const session = requireSession(request);
      return notificationPage(ctx, session.sellerId, session.userId, request.query.page, request.query.size);
    },
  });

  app.get('/api/notification-panel/quantity-unread', {
    config: { permission: 'authenticated' },
    schema: {
      ...operation('countUnreadNotifications', 'Conta as notificações não lidas'),
      tags: ['notifications'],
      response: { 200: unreadQuantitySchema, ...authErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return { quantity: await unreadQuantity(ctx, session.sellerId, session.userId) };
    },
  });

  app.patch('/api/notification-panel/read-all', {
    config: { permission: 'authenticated' },
    schema: {
      ...operation('markAllNotificationsRead', 'Marca todas as notificações como lidas'),
      tags: ['notifications'],
      response: { 204: z.null(), ...authErrors },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      await markAllRead(ctx, session.sellerId, session.userId);
      return reply.status(204).send(null);
    },
  });

  app.patch('/api/notification-panel/:id/read', {
    config: { permission: 'authenticated' },
    schema: {
      ...operation('markNotificationRead', 'Marca uma notificação como lida'),
      tags: ['notifications'],
      params: z.object({ id: z.uuid({ error: 'Notificação inválida.' }) }),
      response: { 204: z.null(), ...authErrors },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      await markRead(ctx, session.sellerId, session.userId, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
