// The mail module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { MAIL_MAX_ATTEMPTS, MAIL_SEND_JOB, MAIL_SWEEP_JOB, MailService } from './service.js';
export { escapeHtml, invitationMail, invitationTakenMail, resetPasswordMail, type MailContent } from './templates.js';
