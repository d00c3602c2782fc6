// The cards module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { authorize, reverseAuthorization, type AuthorizationRequest } from './authorize.js';
export { createCard, POLL_CARD_ISSUING_JOB, pollCardIssuing } from './issue.js';
export { setCardStatus } from './manage.js';
export { cardCounterDrift } from './queries.js';
export { cardRoutes } from './routes.js';
export { cards, cardTransactions } from './tables.js';
