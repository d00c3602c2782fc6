// The sellers module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { sellerRoutes } from './routes.js';
export { sellerFeatures, sellers, termsAcceptances, termsVersions } from './tables.js';
