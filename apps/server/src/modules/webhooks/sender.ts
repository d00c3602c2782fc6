import http from 'node:http';
import https from 'node:https';
import type { WebhookAttemptError } from '@cofre/contract';
import { ForbiddenAddressError, guardedLookup, isPublicAddress, literalAddressOf } from './url-safety.js';

/** What came back from one POST: an HTTP answer, or why there was none. */
export type SendResult =
  | { kind: 'answer'; status: number; body: string; latencyMs: number }
  | { kind: 'error'; error: WebhookAttemptError; latencyMs: number };

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The most of a receiver's answer kept in the log. */
export const RESPONSE_BODY_LIMIT = 1000;

// Keep-alive sockets per receiver: ten thousand deliveries to one endpoint reuse a few connections.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * POSTs one signed event. `allowPrivate` (anything but production) lets a developer point a webhook
 * at a local receiver; in production every address the name resolves to must be public, checked at
 * connection time. Never throws: a timeout, a refused address or a broken connection is a result.
 */
export function sendWebhook(request: WebhookRequest, timeoutMs: number, allowPrivate: boolean): Promise<SendResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  const literal = literalAddressOf(url);
  if (!allowPrivate && literal && !isPublicAddress(literal)) {
    return Promise.resolve({ kind: 'error', error: 'FORBIDDEN_ADDRESS', latencyMs: 0 });
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        agent: agents[url.protocol as 'http:' | 'https:'],
        ...(allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (body.length < RESPONSE_BODY_LIMIT) body += chunk;
        });
        res.on('end', () =>
          finish({
            kind: 'answer',
            status: res.statusCode ?? 0,
            body: body.slice(0, RESPONSE_BODY_LIMIT),
            latencyMs: latency(),
          }),
        );
        res.on('error', () => finish({ kind: 'error', error: 'NETWORK', latencyMs: latency() }));
      },
    );
    const timer = setTimeout(() => {
      finish({ kind: 'error', error: 'TIMEOUT', latencyMs: latency() });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) =>
      finish({
        kind: 'error',
        error: error instanceof ForbiddenAddressError ? 'FORBIDDEN_ADDRESS' : 'NETWORK',
        latencyMs: latency(),
      }),
    );
    req.end(request.body);
  });
}
