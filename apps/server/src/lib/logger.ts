import pino from 'pino';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { requestLogFields, serializeError } from './log-redaction.js';

/**
 * The server's logger. Request lines carry method, route pattern, query parameter names and address:
 * never values, headers or bodies; errors carry codes, never SQL parameters (log-redaction.ts).
 * JSON lines to stdout go through an asynchronous buffered destination, so a busy server does not
 * stop its event loop for a write per line; what is buffered is written out within a second (a quiet
 * server's start-up lines, the demo seed's progress and the sign-in line would otherwise wait for 4 KB
 * of later lines when stdout is not a terminal) and when the process exits.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'logPretty'>,
  stream?: NodeJS.WritableStream,
): FastifyBaseLogger {
  const options = {
    level: config.logLevel,
    serializers: {
      req: (request: FastifyRequest) => requestLogFields(request),
      err: serializeError,
    },
  };
  if (stream) return pino(options, stream);
  if (config.logPretty) {
    // A person at a terminal reads lines; anything else (files, collectors) gets JSON.
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  process.once('exit', () => destination.flushSync());
  if (config.logLevel !== 'silent')
    setInterval(() => {
      // sonic-boom throws from flush() once destroyed (its `destroyed` flag is not in its types).
      if (!(destination as unknown as { destroyed: boolean }).destroyed) destination.flush();
    }, 1000).unref();
  return pino(options, destination);
}

/** An answer slower than this is a warning: it shows at LOG_LEVEL=warn, where production and the e2e servers run. */
export const SLOW_REQUEST_MS = 2_000;

/**
 * One line per request, written with its answer: fastify's 'incoming request' line is dropped and
 * 'request completed' (or 'request errored', or 'request slow') carries the request's redacted fields.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else if (responseTime >= SLOW_REQUEST_MS)
      reply.log.warn({ req: request, res: reply, responseTime }, 'request slow');
    else reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}
