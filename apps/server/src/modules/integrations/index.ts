// The integrations module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { apiKeySession, looksLikeApiKey } from './authenticate.js';
export { integrationRoutes } from './routes.js';
