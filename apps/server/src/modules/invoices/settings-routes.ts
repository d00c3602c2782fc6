import { invoiceConfigSchema, invoiceConfigUpdateSchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { deactivateInvoices, invoiceSettings } from './settings.js';

/** The 'Nota fiscal' settings screen: see the automatic invoices, switch them off. */
export function invoiceSettingsRoutes(app: App, ctx: AppContext): void {
  const permission = { capability: 'settings.invoice' } as const;
  app.get('/api/sellers/invoice-config', {
    config: { permission },
    schema: {
      ...operation('getInvoiceConfig', 'Diz se a emissão automática de notas fiscais está ativa'),
      tags: ['settings'],
      response: { 200: invoiceConfigSchema, ...authErrors },
    },
    handler: (request) => invoiceSettings(ctx, requireSession(request).sellerId),
  });

  app.patch('/api/sellers/invoice-config', {
    config: { permission },
    schema: {
      ...operation(
        'deactivateInvoiceConfig',
        'Desativa a emissão automática de notas fiscais (a reativação é agendada com o suporte)',
      ),
      tags: ['settings'],
      body: invoiceConfigUpdateSchema,
      response: { 200: invoiceConfigSchema, ...authErrors },
    },
    handler: (request) => deactivateInvoices(ctx, requireSession(request)),
  });
}
