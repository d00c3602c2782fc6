// The charges module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { boletoPdf } from './boleto-document.js';
export { boletoTermsRoutes } from './boleto-terms-routes.js';
export { RECONCILE_CHANGES_JOB, reconcileChanges } from './change-intents.js';
export { createChargeRecords } from './bulk-create.js';
export { chargeActivity } from './client-activity.js';
export { interestAmount } from './interest.js';
export {
  ATTEMPT_DUE_JOB,
  MARK_LATE_JOB,
  RECONCILE_ATTEMPTS_JOB,
  RELEASE_RECEIVABLES_JOB,
  attemptDueCardCharges,
  markLateCharges,
  releaseReceivables,
} from './jobs.js';
export { attemptCard, reconcileAttempts } from './payment.js';
export { chargeConditions, findCharge, lockCharge, type ChargeRecord } from './queries.js';
export { chargeParams, chargeRoutes, detailOf } from './routes.js';
export {
  abandonCharge,
  createCharge,
  createChargeRecord,
  deleteCharge,
  markPaidManually,
  simulateBuyerPayment,
  type Actor,
} from './service.js';
export { chargeAttempts, charges } from './tables.js';
export { threeDSecureRoutes } from './three-d-secure-routes.js';
export { transitionCharge } from './transition.js';
export { chargePageUrl, pixQrImage, type ChargeDetailPart, type ChargeDetailReaders } from './view.js';
