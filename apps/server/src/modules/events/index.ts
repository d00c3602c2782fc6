// The events module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { deleteEvents, markFannedOut, recordFannedOutEvent } from './outbox.js';
export { eventIdOf, recordEvents, type IntegrationEvent } from './record.js';
export { integrationEvents } from './tables.js';
