import type { Webhook, WebhookAttempt } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { fakeApi, json } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';

export { apiError, fakeApi, json, watchToasts, type ApiCall } from '../../../test/fakeApi';

const uuid = (prefix: string, n: number) => `${prefix}-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`;

export const webhookId = (n: number) => uuid('5c2d3e4f', n);
export const deliveryId = (n: number) => uuid('6d3e4f5a', n);

export function webhookFixture(n: number, overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: webhookId(n),
    title: `Webhook ${n}`,
    url: `https://erp.exemplo.com.br/hooks/${n}`,
    domains: ['SUBSCRIPTION'],
    active: true,
    createdAt: '2026-11-20T13:00:00.000Z',
    failingSince: null,
    disabledForFailures: false,
    ...overrides,
  };
}

export function attemptFixture(n: number, overrides: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    id: uuid('7e4f5a6b', n),
    deliveryId: deliveryId(n),
    eventId: `evt_${n}`,
    eventType: 'charge.paid',
    attemptedAt: '2026-11-20T13:00:00.000Z',
    succeeded: true,
    responseStatus: 200,
    latencyMs: 123,
    responseBody: '{"received":true}',
    error: null,
    deliveryStatus: 'SUCCEEDED',
    nextAttemptAt: null,
    ...overrides,
  };
}

export const attemptPage = (content: WebhookAttempt[], totalElements = content.length) => ({
  content,
  page: 0,
  size: 20,
  totalElements,
  totalPages: Math.ceil(totalElements / 20),
});

/** A signed-in seller admin and a fake API whose list answers `webhooks` (routes may add or replace). */
export function webhookApi(webhooks: Webhook[], routes: Parameters<typeof fakeApi>[0] = {}) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return fakeApi({ 'GET /seller-api-webhooks': () => json(200, { content: webhooks }), ...routes });
}
