// The subscriptions module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { ISSUE_CYCLES_JOB, issueDueCycles } from './engine.js';
export { clientSubscriptions } from './queries.js';
export { subscribeSubscriptions } from './reactions.js';
export { subscriptionRoutes } from './routes.js';
export { insertSubscription, setSubscriptionActive, subscribeAtCheckout } from './service.js';
