import { describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OneLinePerRequest, SLOW_REQUEST_MS } from '../src/lib/logger.js';

/** The level and message the controller writes for one answer. */
function lineFor(elapsedTime: number, error: Error | null = null) {
  const lines: Array<{ level: string; msg: string; responseTime?: number }> = [];
  const write = (level: string) => (fields: { responseTime?: number }, msg: string) =>
    lines.push({ level, msg, responseTime: fields.responseTime });
  const reply = {
    elapsedTime,
    log: { info: write('info'), warn: write('warn'), error: write('error') },
  } as unknown as FastifyReply;
  new OneLinePerRequest().requestCompleted(error, {} as FastifyRequest, reply);
  return lines;
}

describe('the request line', () => {
  it('is info for a quick answer, a warning from the slow threshold on, an error for a failure', () => {
    expect(lineFor(SLOW_REQUEST_MS - 1)).toEqual([
      { level: 'info', msg: 'request completed', responseTime: SLOW_REQUEST_MS - 1 },
    ]);
    expect(lineFor(SLOW_REQUEST_MS)).toEqual([{ level: 'warn', msg: 'request slow', responseTime: SLOW_REQUEST_MS }]);
    expect(lineFor(SLOW_REQUEST_MS * 3, new Error('boom'))).toEqual([
      { level: 'error', msg: 'request errored', responseTime: SLOW_REQUEST_MS * 3 },
    ]);
  });
});
