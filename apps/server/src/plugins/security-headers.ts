import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/**
 * The security headers helmet writes for these options, computed once. @fastify/helmet builds a new
 * helmet middleware (re-parsing the CSP) on every request; the headers never change, so they are
 * made here at start-up and set by one synchronous hook.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Our policy: what every answer says about framing, scripts, transport and referrers. */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  // One framing policy: X-Frame-Options says what frame-ancestors 'none' says (older browsers read it).
  frameguard: { action: 'deny' },
};

/**
 * The headers every answer carries: set by the hook below, and by the error handlers for the answers
 * fastify and Node write before any hook runs (plugins/errors.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = helmetHeaders(OPTIONS);

export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(SECURITY_HEADERS);
    next();
  });
});
