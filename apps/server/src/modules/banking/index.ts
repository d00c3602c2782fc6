// The banking module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { bankingRoutes } from './routes.js';
export { POLL_ACCOUNTS_JOB, pollBankingAccounts } from './service.js';
export { bankingAccounts } from './tables.js';
