// The refunds module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { refundRoutes } from './routes.js';
export { RECONCILE_REFUNDS_JOB, reconcileRefunds, refundCharge } from './service.js';
export { refundsOfCharge } from './view.js';
