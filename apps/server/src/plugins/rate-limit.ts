import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * Per-IP limits on the routes that ask for them (`config: { rateLimit: { max, timeWindow } }`): the
 * public hosted-checkout endpoints, which anyone on the internet can call. Counted in this process's
 * memory: with several API processes behind a balancer each counts its own (docs/operations.md).
 * A refused request is 429 GEN-429 in the contract's shape, with Retry-After.
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('GEN-429', undefined, { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
  });
});
