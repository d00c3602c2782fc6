// The dashboard module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { dashboardRoutes } from './routes.js';
