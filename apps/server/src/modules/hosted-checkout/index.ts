// The hosted-checkout module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { hostedCheckoutRoutes } from './routes.js';
export { payLink, sandboxPayCheckout } from './service.js';
