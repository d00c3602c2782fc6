// The notifications module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { notificationRoutes } from './routes.js';
export { createNotification, markAllRead } from './service.js';
