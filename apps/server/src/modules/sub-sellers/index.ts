// The sub-sellers module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { CHECK_REGISTRATIONS_JOB, checkRegistrations } from './registration.js';
export { subSellerRoutes } from './routes.js';
export { createSubSeller } from './service.js';
export { subSellers } from './tables.js';
