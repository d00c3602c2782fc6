import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, errorItem, type ErrorItem } from '@cofre/contract';
import { AppError } from '../lib/app-error.js';

/** The contract's "required" messages all say "obrigatório"; anything else is a wrong value. */
function isMissing(message: string): boolean {
  return /obrigat/i.test(message);
}

/** Every error leaves as { errors: [{ code, description }] } in pt-BR; no stack, no 500 for bad input. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ errors: error.items });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const items: ErrorItem[] = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return {
          code: isMissing(issue.message ?? '') ? 'VAL-001' : 'VAL-002',
          description: issue.message ?? ERRORS['VAL-002'],
          ...(field ? { title: field } : {}),
        };
      });
      return reply.status(400).send({ errors: items });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ errors: [errorItem('GEN-500')] });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ errors: [errorItem('GEN-413')] });
    if (status === 415) return reply.status(415).send({ errors: [errorItem('GEN-415')] });
    if (status === 429) return reply.status(429).send({ errors: [errorItem('GEN-429')] });
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type, bad headers.
      return reply.status(400).send({ errors: [{ code: 'GEN-400', description: ERRORS['GEN-400'] }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errors: [errorItem('GEN-500')] });
  });
}
