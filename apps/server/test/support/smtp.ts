import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AppContext } from '../../src/context.js';
import { mailOutbox } from '../../src/modules/mail/tables.js';

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests. `onMessage` lets a
 * caller pass messages on (the e2e run writes them where its browser tests can read them).
 */
export async function startSmtpCatcher(onMessage?: (mail: ParsedMail) => void) {
  const messages: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A client still connected when the test ends is dropped at once (the default waits 30 s).
    closeTimeout: 100,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          onMessage?.(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    /** Resolves with the first message to `to`, waiting up to `timeoutMs`. */
    async waitFor(to: string, timeoutMs = 10_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((mail) => JSON.stringify(mail.to).includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs the mail.send job for every queued message (tests run without a worker). */
export async function deliverQueuedMail(t: { ctx: AppContext }) {
  const pending = await t.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'PENDING'));
  for (const message of pending) await t.ctx.mail.deliver(message.id);
}

/** The token of the password or invitation link in a mail's text; a mail without one fails the test. */
export function resetTokenIn(text: string | null | undefined): string {
  const token = text?.match(/(?:redefinir-senha|convite)\/([^\s?]+)/)?.[1];
  if (token === undefined) throw new Error(`No password link in the mail: ${text}`);
  return token;
}
