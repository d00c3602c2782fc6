import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseWhatsApp } from '../src/config.js';
import {
  HttpWhatsApp,
  WhatsAppUnavailableError,
  whatsAppFault,
  withWhatsAppTimeout,
} from '../src/providers/whatsapp/index.js';

/** A fake WhatsApp Cloud API: answers what the test sets and records what it was sent. */
let server: Server;
let baseUrl: string;
let answer: { status: number; body: unknown; delayMs?: number };
const received: Array<{ url: string; headers: IncomingHttpHeaders; body: unknown }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(raw) as unknown });
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const message = { reference: 'ref-1', sellerId: 'seller-1', to: '5511987654321', text: 'Olá!' };

describe('WhatsApp Cloud API adapter', () => {
  it('posts a text message with the bearer token and our reference, and reads the message id', async () => {
    answer = { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.ABC' }] } };
    const whatsApp = new HttpWhatsApp({ baseUrl, phoneNumberId: '1234567890', token: 'segredo' });
    await expect(whatsApp.send(message)).resolves.toEqual({ outcome: 'SENT', messageId: 'wamid.ABC' });
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/v21.0/1234567890/messages');
    expect(received[0]?.headers.authorization).toBe('Bearer segredo');
    expect(received[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'text',
      text: { preview_url: true, body: 'Olá!' },
      biz_opaque_callback_data: 'ref-1',
    });
  });

  it('a 4xx is a refusal for good with its code; a 5xx, a bad body or no answer is an unknown outcome', async () => {
    const whatsApp = new HttpWhatsApp({ baseUrl, phoneNumberId: '1', token: 't' });
    answer = { status: 400, body: { error: { code: 131026, message: 'Message undeliverable' } } };
    await expect(whatsApp.send(message)).resolves.toEqual({ outcome: 'REJECTED', code: '131026' });
    answer = { status: 503, body: {} };
    await expect(whatsApp.send(message)).rejects.toBeInstanceOf(WhatsAppUnavailableError);
    answer = { status: 200, body: { messages: [] } };
    await expect(whatsApp.send(message)).rejects.toBeInstanceOf(WhatsAppUnavailableError);
    answer = { status: 200, body: { messages: [{ id: 'late' }] }, delayMs: 300 };
    await expect(withWhatsAppTimeout(50, () => whatsApp.send(message))).rejects.toMatchObject({ reason: 'TIMEOUT' });
    const closed = new HttpWhatsApp({ baseUrl: 'http://127.0.0.1:1', phoneNumberId: '1', token: 't' });
    await expect(closed.send(message)).rejects.toMatchObject({ reason: 'NETWORK' });
    // The API cannot be asked by our reference.
    await expect(whatsApp.lookup()).resolves.toEqual({ state: 'UNKNOWN' });
  });
});

describe('WhatsApp configuration and sandbox faults', () => {
  it('uses the Cloud API only with all three settings', () => {
    expect(parseWhatsApp({})).toBeUndefined();
    expect(parseWhatsApp({ WHATSAPP_API_URL: 'sandbox' })).toBeUndefined();
    expect(parseWhatsApp({ WHATSAPP_API_URL: baseUrl, WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_TOKEN: 't' })).toEqual({
      baseUrl,
      phoneNumberId: '1',
      token: 't',
    });
    expect(() => parseWhatsApp({ WHATSAPP_API_URL: baseUrl })).toThrow(/WHATSAPP_TOKEN/);
  });

  it('simulates faults by the last four digits of the number', () => {
    expect(whatsAppFault('5511987650091')).toBe('ANSWER_LOST');
    expect(whatsAppFault('5511987650092')).toBe('REQUEST_LOST');
    expect(whatsAppFault('5511987650093')).toBe('SLOW');
    expect(whatsAppFault('5511987650000')).toBe('REJECTED');
    expect(whatsAppFault('5511987654321')).toBeNull();
  });
});
