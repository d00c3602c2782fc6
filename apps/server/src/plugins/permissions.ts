import './types.js';
import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import { denial } from '@cofre/contract';
import { forbidden } from '../lib/app-error.js';

/** Paths the permission rule does not cover: the OpenAPI UI (its own plugin's routes, public). */
const EXEMPT = /^\/api\/docs(\/|$)/;

/**
 * onRoute: every /api route declares `config.permission` ('public', 'authenticated' or a
 * capability); a route that forgot is refused at registration, so the server cannot start with a
 * route that serves any signed-in user by accident (fail closed).
 */
export function requireRoutePermission(route: RouteOptions): void {
  if (!route.url.startsWith('/api') || EXEMPT.test(route.url)) return;
  const permission = (route.config as { permission?: unknown } | undefined)?.permission;
  const valid =
    permission === 'public' ||
    permission === 'authenticated' ||
    (typeof permission === 'object' && permission !== null && 'capability' in permission);
  if (!valid) {
    throw new Error(
      `Route ${String(route.method)} ${route.url} declares no config.permission ('public', 'authenticated' or { capability })`,
    );
  }
}

/**
 * Each route names a capability (and maybe a feature) of the contract's permission matrix;
 * a missing role or toggle is a 403 whatever the browser showed (D18).
 */
export const permissionsPlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config.permission;
    const session = request.session;
    if (!permission || typeof permission === 'string' || !session) return;
    const reason = denial(session, permission.capability, permission.feature);
    if (reason === 'role') throw forbidden(permission.deniedCode ?? 'PERM-001');
    if (reason === 'feature') throw forbidden('PERM-002');
    if (permission.alsoFeatures?.some((feature) => !session.features.includes(feature))) throw forbidden('PERM-002');
  });
});
