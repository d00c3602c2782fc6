// The checkouts module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { checkoutRoutes } from './routes.js';
export { createCheckout, findSellerCheckout } from './service.js';
