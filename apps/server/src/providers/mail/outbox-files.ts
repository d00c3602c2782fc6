import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { MailMessage, MailSender } from './port.js';

/** Where a server without SMTP_URL keeps its e-mails: `<DATA_DIR>/outbox` (./data/outbox by default). */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * Local-only delivery when SMTP_URL is not set: each message becomes one `.eml` file (RFC 5322, which
 * any mail client opens, reset links included) in `dir`. The console gets one line naming the file and
 * nothing of the message: the demo's first start e-mails hundreds of buyers, and a recipient, subject
 * or body in a log line is personal data. Never used when an SMTP server is configured, and refused in
 * production (`production-guard.ts`).
 */
export function outboxFileSender(dir: string, log: FastifyBaseLogger): MailSender {
  let composer: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;
  // nodemailer writes the MIME (encodings, attachments, headers) as it would for SMTP; it is loaded
  // with the first e-mail rather than at start-up.
  const load = async () => {
    const { default: nodemailer } = await import('nodemailer');
    // CRLF line ends, as RFC 5322 asks of a message on disk.
    return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  };
  return {
    kind: 'file',
    async send(message: MailMessage) {
      composer ??= load();
      const { message: raw } = await (await composer).sendMail(message);
      if (!Buffer.isBuffer(raw)) throw new Error('the stream transport was asked for a buffer');
      const shown = await writeOutboxFile(dir, outboxFileName(new Date()), raw);
      log.info({ file: shown }, `E-mail gravado em ${shown}`);
    },
  };
}

/**
 * Time, then a random id: the folder lists in sending order, two processes never pick the same name,
 * and the name says nothing about the recipient. No colons, which Windows refuses in a file name.
 */
export function outboxFileName(at: Date, extension = '.eml'): string {
  return `${at.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}${extension}`;
}

/**
 * Writes one new file of the outbox (the e-mails here, the sandbox's SMS in `providers/sms`) and
 * answers its path as a log line shows it. The folder is made on every file: someone may empty the
 * outbox by deleting it while Cofre runs.
 */
export async function writeOutboxFile(dir: string, name: string, content: string | Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, content, { flag: 'wx' });
  return displayPath(file);
}

/** `data/outbox/…` under the working directory (as `npm start` runs), else the absolute path. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
