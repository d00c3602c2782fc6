// The payment-batches module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { paymentBatchRoutes } from './routes.js';
export { EXECUTE_BATCH_JOB, runBatch, settleBatch, SWEEP_BATCHES_JOB, sweepBatches } from './execute.js';
export { paymentBatches, paymentBatchLines } from './tables.js';
// What the demo seed does through the same rules as the API (ops/demo-payments.ts).
export { approveBatch, submitBatch } from './decide.js';
export { uploadBatch } from './upload.js';
