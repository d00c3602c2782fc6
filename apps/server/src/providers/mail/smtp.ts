import type { Transporter } from 'nodemailer';
import type { MailMessage, MailSender } from './port.js';

/** SMTP_URL like smtp://user:pass@host:587 or smtps://...; `?ignoreTLS=true` for a local catcher. */
export function smtpSender(smtpUrl: string): MailSender {
  const url = new URL(smtpUrl);
  let transport: Promise<Transporter> | undefined;
  // nodemailer is loaded with the first e-mail rather than at start-up.
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      // One connection kept open for many messages (a day's billing notices), not one per message.
      pool: true,
      ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
    });
  };
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      transport ??= connect();
      await (await transport).sendMail(message);
    },
    // The pool's open connection would otherwise hold the SMTP server (and a test's catcher) for its
    // idle timeout after we stop.
    async close() {
      if (transport) (await transport).close();
    },
  };
}
