import type { FastifyRequest, FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCleanText, TEXT_MESSAGES } from '@cofre/contract';

/** Deeper JSON than this is refused before any schema sees it (no request of ours nests past 5). */
export const MAX_INPUT_DEPTH = 32;

/** The marker fastify-type-provider-zod puts on its validation items, so errors.ts treats ours alike. */
const ZOD_VALIDATION_ITEM = Symbol.for('ZodFastifySchemaValidationError');

interface Finding {
  path: string;
  message: string;
}

/**
 * The first string (value or key) with a control character or an unpaired surrogate, or nesting
 * deeper than MAX_INPUT_DEPTH, anywhere in a body, query or params. Iterative: a deep array can
 * never exhaust the stack.
 */
export function findBadInput(input: unknown): Finding | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isCleanText(value)) return { path, message: TEXT_MESSAGES.invalidCharacters };
      continue;
    }
    // An uploaded file arrives as a Buffer (a raw body): bytes, not text fields to scan.
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, message: 'A requisição tem níveis demais.' };
    for (const [key, child] of Object.entries(value)) {
      if (!isCleanText(key)) return { path, message: TEXT_MESSAGES.invalidCharacters };
      stack.push({ value: child, path: `${path}/${key}`, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The zod validator, behind a scan that refuses control characters, unpaired surrogates and deep
 * nesting in every part of the request, whatever field they sit in (the contract's `text()` refuses
 * them too; this is the net for a field that forgot it).
 */
export const safeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const finding = findBadInput(data);
    if (finding) {
      return {
        error: [
          {
            [ZOD_VALIDATION_ITEM]: true,
            keyword: 'custom',
            instancePath: finding.path,
            schemaPath: '#',
            message: finding.message,
            params: {},
          },
        ] as unknown as Error,
      };
    }
    return validate(data);
  };
};

const NO_QUERY = z.strictObject({});

/**
 * onRoute: an /api route that declares no querystring takes none, so `?anything=` is a 400 like an
 * unknown parameter of a route that has a query schema (the contract's query schemas are strict).
 */
export function refuseUndeclaredQuery(route: RouteOptions): void {
  const url = route.url;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
  const schema = (route.schema ?? {}) as FastifySchema;
  if (schema.querystring) return;
  route.schema = { ...schema, querystring: NO_QUERY };
}

/** A route that takes no body answers this when sent a JSON array, a string, a number or null. */
export const NO_BODY_MESSAGE = 'Esta operação não recebe dados no corpo da requisição.';

/**
 * The body of a route that declares none: nothing, or the `{}` many HTTP clients send by habit.
 * Unknown keys keep zod's 'Campo não permitido: …' like every strict body of the contract.
 */
const NO_BODY = z.strictObject({}, { error: (issue) => (issue.code === 'invalid_type' ? NO_BODY_MESSAGE : undefined) });
const validateNoBody = safeValidatorCompiler({ schema: NO_BODY, method: 'POST', url: '', httpPart: 'body' });

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * preValidation of a route without a body schema: a body fastify parsed (JSON, text, a file type) is
 * refused unless it is empty, in the shape of any validation error (errors.ts), so a route that acts
 * on nothing never quietly accepts whatever a client sends.
 */
async function refuseBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === undefined || body === '') return;
  // A file (a parser's Buffer) is no object of fields: zod would take its bytes for keys.
  const result = validateNoBody(Buffer.isBuffer(body) ? null : body) as { error?: unknown };
  if (!result.error) return;
  throw Object.assign(new Error('body on a route that takes none'), {
    statusCode: 400,
    validation: result.error,
    validationContext: 'body',
  });
}

/**
 * onRoute: an /api route with a method that may carry a body but declares no body schema takes
 * none (docs/api.md, "Strict input"). A hook rather than a schema, so the OpenAPI document keeps
 * saying these operations have no request body.
 */
export function refuseUndeclaredBody(route: RouteOptions): void {
  const url = route.url;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
  const schema = (route.schema ?? {}) as FastifySchema;
  if (schema.body) return;
  const methods = [route.method].flat().map(String);
  if (!methods.some((method) => BODY_METHODS.has(method))) return;
  // A route whose body is a file says so itself (disputes/evidence-routes.ts checks it by content).
  if (route.config?.fileBody) return;
  const existing = route.preValidation ? [route.preValidation].flat() : [];
  route.preValidation = [refuseBody, ...existing];
}
