import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailSender } from './port.js';

/**
 * Local-only delivery when SMTP_URL is not set: the message text (reset links included) goes to
 * the console so someone trying Cofre on their machine can still follow it. Never used when an
 * SMTP server is configured.
 */
export function logSender(log: FastifyBaseLogger): MailSender {
  return {
    kind: 'log',
    async send(message: MailMessage) {
      log.info({ mailTo: message.to, subject: message.subject }, 'e-mail (no SMTP_URL set; printed below)');
      process.stdout.write(`\n----- e-mail to ${message.to}: ${message.subject}\n${message.text}\n-----\n\n`);
    },
  };
}
