// The payment-links module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { findPublicLink, isSellerLink, type LinkRecord } from './queries.js';
export { subscribePaymentLinks } from './reactions.js';
export { paymentLinkRoutes } from './routes.js';
export { discountedValue } from './rules.js';
export { createLink } from './service.js';
export { linkSplitShares } from './split.js';
export { paymentLinks } from './tables.js';
export { linkStatus } from './view.js';
