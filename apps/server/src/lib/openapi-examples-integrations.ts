import {
  apiKeyActiveSchema,
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeySchema,
  apiKeyUpdateSchema,
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
