// The invoices module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { invoicesActive, invoicesActivePart } from './queries.js';
export { subscribeInvoices } from './reactions.js';
export { invoiceRoutes } from './routes.js';
export { emitInvoice, sweepInvoices } from './emission.js';
export {
  INVOICE_EMIT_JOB,
  INVOICE_SWEEP_JOB,
  invoicesFollowRefund,
  requestInvoiceOnPayment,
  writeInvoiceRequest,
} from './service.js';
export { invoiceSettingsRoutes } from './settings-routes.js';
export { setInvoicesActive } from './settings.js';
export { invoices, sellerInvoiceConfigs } from './tables.js';
