// The audit module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { AuditService } from './service.js';
