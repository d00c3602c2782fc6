// The platform module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { idempotencyKeys } from './tables.js';
