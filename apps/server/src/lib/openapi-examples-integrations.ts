import {
  apiKeyActiveSchema,
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeySchema,
  apiKeyUpdateSchema,
  webhookActiveSchema,
  webhookAttemptPageSchema,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookListSchema,
  webhookQueuedSchema,
  webhookSchema,
  webhookSecretSchema,
  webhookUpdateSchema,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

// 'Integração': the seller's API keys (spec 3).
const key = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  title: 'Chave 1',
  active: true,
  preview: 'cofre_test_…x9Qa',
  createdAt: '2026-11-25T13:00:00.000Z',
  lastUsedAt: null,
};
response(apiKeySchema, key);
response(apiKeyListSchema, { content: [key] });
response(apiKeyCreatedSchema, { ...key, key: 'cofre_test_Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5eDlR' });
request(apiKeyCreateSchema, { title: 'Loja virtual' });
request(apiKeyUpdateSchema, { title: 'ERP', active: false });
request(apiKeyActiveSchema, { active: false });

// 'Webhooks': the endpoints, their secret, the delivery log.
const webhook = {
  id: '3f6c1a2b-7d8e-4f90-a1b2-c3d4e5f6a7b8',
  title: 'ERP',
  url: 'https://erp.exemplo.com.br/webhooks/cofre',
  domains: ['SUBSCRIPTION', 'ORDER'] as Array<'SUBSCRIPTION' | 'ORDER'>,
  active: true,
  createdAt: '2026-11-25T13:00:00.000Z',
  failingSince: null,
  disabledForFailures: false,
};
response(webhookSchema, webhook);
response(webhookListSchema, { content: [webhook] });
response(webhookCreatedSchema, { ...webhook, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7uUXl5uTBU8=' });
response(webhookSecretSchema, {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7uUXl5uTBU8=',
  previousSecretExpiresAt: '2026-11-26T13:00:00.000Z',
});
response(webhookAttemptPageSchema, {
  content: [
    {
      id: '9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      deliveryId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      eventId: 'evt_5f1c2d3e4a5b4c6d8e7f9a0b1c2d3e4f',
      eventType: 'charge.paid',
      attemptedAt: '2026-11-25T13:00:01.000Z',
      succeeded: false,
      responseStatus: 500,
      latencyMs: 84,
      responseBody: 'Internal Server Error',
      error: null,
      deliveryStatus: 'PENDING',
      nextAttemptAt: '2026-11-25T13:00:06.000Z',
    },
  ],
  page: 0,
  size: 20,
  totalElements: 1,
  totalPages: 1,
});
response(webhookQueuedSchema, {
  eventId: 'evt_5f1c2d3e4a5b4c6d8e7f9a0b1c2d3e4f',
  deliveryId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
});
request(webhookCreateSchema, { title: 'ERP', url: 'https://erp.exemplo.com.br/webhooks/cofre', domains: ['ORDER'] });
request(webhookUpdateSchema, {
  title: 'ERP',
  url: 'https://erp.exemplo.com.br/webhooks/cofre',
  domains: ['ORDER', 'SUBSCRIPTION'],
  active: true,
});
request(webhookActiveSchema, { active: false });
