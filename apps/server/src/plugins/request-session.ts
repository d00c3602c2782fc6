import './types.js';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/app-error.js';
import type { Session } from './types.js';

/**
 * What a route reads of its request's session: kept apart from the session plugin, which reads the
 * modules' tables through their faces, so a module's routes can use it without an import cycle.
 */

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized('AUTH-009');
  return request.session;
}
