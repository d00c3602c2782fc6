import type { FastifyRequest } from 'fastify';

/**
 * What request and error logs may carry. Queries hold CPFs, e-mails and names (`?customerDocument=`,
 * `?search=`), paths hold reset tokens, and database errors hold every SQL parameter (names, documents,
 * e-mails, phones, the card-vault token): logs keep shapes and codes, never those values.
 */

/** A path segment that is a word of a screen or API path ('cobrancas', 'seller-clients'), not a value. */
const PLAIN_SEGMENT = /^[a-z][a-z-]*$/;

/**
 * An unmatched path (SPA screens, 404s) with its query dropped and every segment that is not a plain
 * word replaced by ':value': '/redefinir-senha/{token}' → '/redefinir-senha/:value'.
 */
export function redactPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return path
    .split('/')
    .map((segment) => (segment === '' || PLAIN_SEGMENT.test(segment) ? segment : ':value'))
    .join('/');
}

/** The names of the query parameters, never their values. */
export function queryNames(url: string): string[] {
  const index = url.indexOf('?');
  if (index < 0) return [];
  return [
    ...new Set([...new URLSearchParams(url.slice(index + 1)).keys()].map((name) => redactPath(`/${name}`).slice(1))),
  ];
}

/** The request line of the logs: method, route pattern (or a redacted path), query parameter names, address. */
export function requestLogFields(request: FastifyRequest) {
  const route = request.routeOptions?.url;
  const query = queryNames(request.url);
  return {
    method: request.method,
    url: route ?? redactPath(request.url),
    ...(query.length > 0 ? { query } : {}),
    remoteAddress: request.ip,
  };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface DatabaseErrorFields {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

/** The first error in the cause chain that PostgreSQL (or PGlite) raised, by its SQLSTATE. */
function databaseError(error: unknown): DatabaseErrorFields | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as Partial<DatabaseErrorFields> & { cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(candidate.constraint ? { constraint: candidate.constraint } : {}),
        ...(candidate.table ? { table: candidate.table } : {}),
        ...(candidate.column ? { column: candidate.column } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** Personal data a free-text error message could still quote. */
const PERSONAL_DATA: RegExp[] = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mails
  /\bsbx_[\w-]+/g, // card-vault tokens
  /\d{3}\.\d{3}\.\d{3}-\d{2}/g, // CPF, masked
  /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/g, // CNPJ, masked
  /\b\d{11,19}\b/g, // CPF, CNPJ, card numbers, phones as digits
];

export function scrubText(text: string): string {
  return PERSONAL_DATA.reduce((result, pattern) => result.replace(pattern, '[redacted]'), text);
}

/** Stack frames only: the first line of a stack repeats the message (a failed query's SQL and parameters). */
function frames(stack: string | undefined): string {
  if (!stack) return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .map((line) => line.trim())
    .join('\n');
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * pino's `err` serializer. A database error is logged by its SQLSTATE code and constraint/table only
 * (drizzle's message carries the SQL and every parameter); any other error by type, code and a
 * scrubbed message, with its stack frames.
 */
export function serializeError(error: unknown): SerializedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: '', stack: '' };
  const { name, message, stack, code } = error as Error & { code?: unknown };
  const database = databaseError(error);
  if (database) return { type: 'DatabaseError', ...database, message: '', stack: frames(stack) };
  return {
    type: name,
    ...(typeof code === 'string' ? { code } : {}),
    message: scrubText(String(message ?? '')),
    stack: frames(stack),
  };
}
