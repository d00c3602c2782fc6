import { z } from 'zod';
import {
  errorBodySchema,
  pixFavoriteActiveSchema,
  pixFavoriteInputSchema,
  pixFavoriteListQuerySchema,
  pixFavoritePageSchema,
  pixFavoriteSchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { createFavorite, deleteFavorite, listFavorites, setFavoriteActive, updateFavorite } from './favorites.js';

const tags = ['payments'];
const permission = { capability: 'payments.manage' } as const;
const params = z.object({ id: z.uuid() });
const errors = { 409: errorBodySchema } as const;

/** Favoritos PIX (spec 4 §2, §5, §7; D19, D23: searched on the server). */
export function favoriteRoutes(app: App, ctx: AppContext): void {
  app.get('/api/payments/favorites', {
    config: { permission },
    schema: {
      ...operation('listPixFavorites', 'Lista os favoritos Pix (busca, ativos, tipo de chave, ordem)'),
      tags,
      querystring: pixFavoriteListQuerySchema,
      response: { 200: pixFavoritePageSchema, ...authErrors },
    },
    handler: (request) => listFavorites(ctx.db, requireSession(request).sellerId, request.query),
  });

  app.post('/api/payments/favorites', {
    config: { permission },
    schema: {
      ...operation('createPixFavorite', 'Cadastra um favorito Pix', { errors: ['PAY-010'] }),
      tags,
      body: pixFavoriteInputSchema,
      response: { 201: pixFavoriteSchema, ...errors, ...authErrors },
    },
    handler: async (request, reply) => {
      const { sellerId, userId } = requireSession(request);
      const favorite = await createFavorite(ctx.db, sellerId, userId, request.body, ctx.clock.now());
      return reply.status(201).send(favorite);
    },
  });

  app.put('/api/payments/favorites/:id', {
    config: { permission },
    schema: {
      ...operation('updatePixFavorite', 'Altera um favorito Pix', { errors: ['PAY-010', 'PAY-011'] }),
      tags,
      params,
      body: pixFavoriteInputSchema,
      response: { 200: pixFavoriteSchema, ...errors, ...authErrors },
    },
    handler: (request) =>
      updateFavorite(ctx.db, requireSession(request).sellerId, request.params.id, request.body, ctx.clock.now()),
  });

  app.patch('/api/payments/favorites/:id/active', {
    config: { permission },
    schema: {
      ...operation('setPixFavoriteActive', 'Ativa ou desativa um favorito Pix', { errors: ['PAY-011'] }),
      tags,
      params,
      body: pixFavoriteActiveSchema,
      response: { 200: pixFavoriteSchema, ...errors, ...authErrors },
    },
    handler: (request) =>
      setFavoriteActive(
        ctx.db,
        requireSession(request).sellerId,
        request.params.id,
        request.body.active,
        ctx.clock.now(),
      ),
  });

  app.delete('/api/payments/favorites/:id', {
    config: { permission },
    schema: {
      ...operation('deletePixFavorite', 'Exclui um favorito Pix', { errors: ['PAY-011'] }),
      tags,
      params,
      response: { 204: z.null(), ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteFavorite(ctx.db, requireSession(request).sellerId, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
