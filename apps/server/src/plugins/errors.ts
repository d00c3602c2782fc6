import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, errorItem, type ErrorCode, type ErrorItem } from '@cofre/contract';
import { AppError } from '../lib/app-error.js';
import { SECURITY_HEADERS } from './security-headers.js';

/** The contract's "required" messages all say "obrigatório"; anything else is a wrong value. */
function isMissing(message: string): boolean {
  return /obrigat/i.test(message);
}

/** A contract rule may name its own error code (`params: { code }` on a custom issue). */
function issueCode(params: unknown): ErrorCode | null {
  const code = (params as { params?: { code?: unknown } } | undefined)?.params?.code;
  return typeof code === 'string' && code in ERRORS ? (code as ErrorCode) : null;
}

/** Status → catalogue code for the errors fastify and Node raise themselves. */
const STATUS_CODES_OF_OURS: Record<number, ErrorCode> = {
  404: 'GEN-404',
  413: 'GEN-413',
  414: 'GEN-414',
  415: 'GEN-415',
  429: 'GEN-429',
  431: 'GEN-431',
};

function errorOfStatus(status: number): { status: number; item: ErrorItem } {
  const code = STATUS_CODES_OF_OURS[status];
  if (code) return { status, item: errorItem(code) };
  if (status >= 400 && status < 500) return { status: 400, item: errorItem('GEN-400') };
  return { status: 500, item: errorItem('GEN-500') };
}

/**
 * fastify's `frameworkErrors`: a URL that cannot be decoded (400) or a path parameter longer than
 * maxParamLength (414) would otherwise answer fastify's English body, echoing the path.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, item } = errorOfStatus(error.statusCode ?? 400);
  request.log.info({ code: error.code, status }, 'request refused by the router');
  void reply
    .status(status)
    .headers(SECURITY_HEADERS)
    .send({ errors: [item] });
}

/**
 * Node's `clientError` (malformed HTTP, headers over the limit, timeouts): answered on the raw socket
 * with the contract's body and the security headers, never fastify's English text.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const item = status === 431 ? errorItem('GEN-431') : errorItem('GEN-400');
  const body = JSON.stringify({ errors: [item] });
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
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
        const message = issue.message ?? ERRORS['VAL-002'];
        return {
          code: issueCode(issue.params) ?? (isMissing(message) ? 'VAL-001' : 'VAL-002'),
          description: message,
          ...(field ? { title: field } : {}),
        };
      });
      return reply.status(400).send({ errors: items });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { issues: error.cause.issues.map((issue) => ({ code: issue.code, path: issue.path.join('.') })) },
        'response did not match its schema',
      );
      return reply.status(500).send({ errors: [errorItem('GEN-500')] });
    }
    const { status, item } = errorOfStatus(error.statusCode ?? 500);
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send({ errors: [item] });
  });
}
