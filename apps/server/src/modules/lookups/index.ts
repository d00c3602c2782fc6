// The lookups module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { lookupRoutes } from './routes.js';
