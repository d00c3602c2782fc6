import { reportRequestListSchema, reportRequestSchema, reportRequestViewSchema } from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

// Relatórios (spec 3 §2, §3 'Report request'): the type and the period; the file follows by e-mail.
request(reportRequestSchema, { reportType: 'SALES', startDate: '2026-10-25', endDate: '2026-11-23' });
const view = {
  uuid: '4d1f7a2e-8b3c-4f5d-9e6a-1b2c3d4e5f60',
  reportType: 'SALES' as const,
  startDate: '2026-10-25',
  endDate: '2026-11-23',
  status: 'READY' as const,
  email: 'admin@demo.cofre.dev',
  rows: 1284,
  downloadPath: '/api/reports/4d1f7a2e-8b3c-4f5d-9e6a-1b2c3d4e5f60/file',
  createdAt: '2026-11-23T15:00:00.000Z',
};
response(reportRequestViewSchema, { ...view, status: 'PENDING', rows: null, downloadPath: null });
response(reportRequestListSchema, { content: [view] });
