export class MailConfigurationError extends Error {}

/**
 * Without SMTP_URL e-mails are written as files under DATA_DIR/outbox (`outbox-files.ts`), reset
 * links included: fine on a laptop, a leak in production. With NODE_ENV=production and no SMTP_URL
 * the server refuses to start.
 */
export function assertOutboxFilesAllowed(nodeEnv: string | undefined): void {
  if (nodeEnv === 'production') {
    throw new MailConfigurationError(
      'SMTP_URL is required when NODE_ENV=production: without it e-mails (password reset links included) would be written to files under DATA_DIR/outbox instead of being delivered.',
    );
  }
}
