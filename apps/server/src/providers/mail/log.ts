import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailSender } from './port.js';

/**
 * Local-only delivery when SMTP_URL is not set: the message text (reset links included) goes to
 * the console so someone trying Cofre on their machine can still follow it. Never used when an
 * SMTP server is configured, and refused in production (`mailSenderFor`).
 */
export function logSender(log: FastifyBaseLogger): MailSender {
  return {
    kind: 'log',
    async send(message: MailMessage) {
      // The log line names no address; the console block below is for a person trying Cofre locally.
      log.info({ subject: message.subject }, 'e-mail (no SMTP_URL set; printed below)');
      process.stdout.write(`\n----- e-mail to ${message.to}: ${message.subject}\n${message.text}\n-----\n\n`);
    },
  };
}

export class MailConfigurationError extends Error {}

/**
 * The console mailer prints reset links: fine on a laptop, a leak in production. With
 * NODE_ENV=production and no SMTP_URL the server refuses to start.
 */
export function assertConsoleMailAllowed(nodeEnv: string | undefined): void {
  if (nodeEnv === 'production') {
    throw new MailConfigurationError(
      'SMTP_URL is required when NODE_ENV=production: without it e-mails (password reset links included) would be printed to the console.',
    );
  }
}
