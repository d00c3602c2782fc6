// The payments module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { paymentRoutes } from './routes.js';
export {
  EXECUTE_SCHEDULED_PIX_JOB,
  executeScheduledPayments,
  RECONCILE_PIX_PAYMENTS_JOB,
  reconcilePixPayments,
} from './execute.js';
export {
  EXECUTE_SCHEDULED_BOLETOS_JOB,
  executeScheduledBoletos,
  RECONCILE_BOLETO_PAYMENTS_JOB,
  reconcileBoletoPayments,
} from './boleto-execute.js';
export { approveBoletoPayment, rejectBoletoPayment } from './boleto-decide.js';
export { submitBoletoPayment } from './boleto-submit.js';
export { boletoPayments } from './boleto-tables.js';
export { pixApprovalPolicies, pixFavorites, pixKeyLookups, pixPayments } from './tables.js';
// What the demo seed does through the same rules as the API (ops/demo-payments.ts).
export { approvePixPayment, rejectPixPayment } from './decide.js';
export { createFavorite } from './favorites.js';
export { approverIds, mayApprove, policyOf, savePolicy, type PaymentActor } from './policy.js';
// What a CNAB batch (modules/payment-batches) pays its lines through: a single payment's rules, set-wise.
export { batchPaymentStatuses, type BatchLineOutcome, type BatchPaymentLine } from './batch-lines.js';
export { payBatchLines } from './batch-claim.js';
export { insufficientBalance } from './execute.js';
export { notifyApprovers } from './notify.js';
export { submitPixPayment } from './submit.js';
