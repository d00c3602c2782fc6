// The disputes module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { disputeEvidenceRoutes } from './evidence-routes.js';
export { decideSubmittedDisputes } from './evidence.js';
export { disputeOfCharge } from './queries.js';
export { disputeRoutes } from './routes.js';
export { openDispute, resolveDispute } from './service.js';
export { chargeDisputes } from './tables.js';
