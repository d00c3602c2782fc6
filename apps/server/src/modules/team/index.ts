// The team module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { teamRoutes } from './routes.js';
export { invitationRoutes } from './invitation-routes.js';
