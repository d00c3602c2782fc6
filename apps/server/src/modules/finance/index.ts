// The finance module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { financeRoutes } from './routes.js';
export { payoutAccounts, sellerFinanceSettings, withdrawals } from './tables.js';
export { RECONCILE_WITHDRAWALS_JOB, reconcileWithdrawals } from './withdrawals.js';
