// The webhooks module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { WebhookDispatcher } from './dispatcher.js';
export { PURGE_WEBHOOKS_JOB, purgeOldWebhooks } from './purge.js';
export { webhookRoutes } from './routes.js';
