// The banking module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { bankingRoutes } from './routes.js';
export { finishAnalysisNow, POLL_ACCOUNTS_JOB, pollBankingAccounts } from './opening.js';
export { saveBankingDraft, submitBankingAccount } from './service.js';
export { APPLY_PIX_LIMITS_JOB, applyDuePixLimits, checkPixLimit, type PixLimitCheck } from './pix-limits.js';
export { RECONCILE_PIX_KEYS_JOB, reconcilePixKeys } from './pix-key-directory.js';
export { createPixKey } from './pix-keys.js';
export { activePayerAccount, type PayerAccount } from './payer.js';
export { bankingAccounts, pixKeys, pixLimits } from './tables.js';
