import './types.js';
import fp from 'fastify-plugin';
import { denial } from '@cofre/contract';
import { forbidden } from '../lib/app-error.js';

/**
 * Each route names a capability (and maybe a feature) of the contract's permission matrix;
 * a missing role or toggle is a 403 whatever the browser showed (D18).
 */
export const permissionsPlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || !request.session) return;
    const reason = denial(request.session, permission.capability, permission.feature);
    if (reason === 'role') throw forbidden(permission.deniedCode ?? 'PERM-001');
    if (reason === 'feature') throw forbidden('PERM-002');
  });
});
