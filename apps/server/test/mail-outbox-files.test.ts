import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { outboxDir, outboxFileName, outboxFileSender } from '../src/providers/mail/outbox-files.js';
import { startTestApp, type TestApp } from './support/app.js';
import { deliverQueuedMail, resetTokenIn } from './support/smtp.js';

const RECIPIENT = 'conceicao.araujo@exemplo.com.br';
const SUBJECT = 'Sua cobrança de novembro';
const BODY = 'Olá, Conceição: o boleto de R$ 150,00 vence em 30/11.';

/** A logger as the server's, writing JSON lines into `lines`. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { log: createLogger({ logLevel: 'info', logPretty: false }, stream), lines, stream };
}

const emlFiles = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'cofre-outbox-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('the outbox of a server without SMTP_URL', () => {
  it('writes each message as an .eml file a mail client reads: recipient, subject, body, attachment', async () => {
    const dir = path.join(scratch, 'unit', 'outbox');
    const { log, lines } = capturedLog();
    const sender = outboxFileSender(dir, log);
    await sender.send({
      from: { name: 'Loja Demonstração', address: 'nao-responda@cofre.dev' },
      to: RECIPIENT,
      replyTo: 'contato@loja.dev',
      subject: SUBJECT,
      text: BODY,
      attachments: [{ filename: 'cobranca.csv', contentType: 'text/csv', content: Buffer.from('valor\n150,00\n') }],
    });
    await sender.send({
      from: 'Cofre <nao-responda@cofre.dev>',
      to: 'outra@exemplo.com.br',
      subject: 'Dois',
      text: '2',
    });

    const files = await emlFiles(dir);
    expect(files).toHaveLength(2);
    const [first = ''] = files;
    // Named by time and a random id, never by the person it was for.
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(files.join(' ')).not.toMatch(/conceicao|outra|exemplo/);

    const raw = await readFile(path.join(dir, first));
    // RFC 5322 on disk: CRLF line ends.
    expect(raw.toString()).toContain('\r\nSubject: ');
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(RECIPIENT);
    expect(mail.from?.value).toEqual([{ name: 'Loja Demonstração', address: 'nao-responda@cofre.dev' }]);
    expect(mail.replyTo?.text).toBe('contato@loja.dev');
    expect(mail.text?.trim()).toBe(BODY);
    expect(mail.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([
      ['cobranca.csv', 'valor\n150,00\n'],
    ]);

    // One line per e-mail, naming the file and nothing of the message.
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; file: string });
    expect(logged.map((line) => line.msg)).toEqual(files.map((file) => `E-mail gravado em ${path.join(dir, file)}`));
    for (const line of lines) {
      expect(line).not.toContain(RECIPIENT);
      expect(line).not.toContain('outra@exemplo.com.br');
      expect(line).not.toContain('Sua cobran');
      expect(line).not.toContain('Conceição');
      expect(line).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  });

  it('names two messages of the same millisecond apart', () => {
    const at = new Date('2026-11-22T12:00:00.000Z');
    expect(outboxFileName(at)).not.toBe(outboxFileName(at));
    expect(outboxFileName(at)).toMatch(/^2026-11-22T12-00-00\.000Z-[0-9a-f]{8}\.eml$/);
  });
});

describe('a server without SMTP_URL', () => {
  let t: TestApp;
  const { lines, stream } = capturedLog();
  const dataDir = () => path.join(scratch, 'app');
  beforeAll(async () => {
    // No mailSender and no smtpUrl: the server picks the outbox files, under its DATA_DIR.
    t = await startTestApp({ logStream: stream, config: { dataDir: dataDir(), logLevel: 'info' } });
  });
  afterAll(() => t.close());

  it('leaves a password reset link in DATA_DIR/outbox and logs only where', async () => {
    const asked = await t.app.inject({
      method: 'PATCH',
      url: '/api/public/users/reset-password',
      payload: { email: 'gerente@demo.cofre.dev' },
    });
    expect(asked.statusCode).toBe(202);
    await deliverQueuedMail(t);

    const dir = outboxDir(dataDir());
    const files = await emlFiles(dir);
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(dir, files[0] ?? '')));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('gerente@demo.cofre.dev');
    expect(resetTokenIn(mail.text)).toMatch(/\S{20,}/);

    const written = lines.filter((line) => line.includes('E-mail gravado em'));
    expect(written).toHaveLength(1);
    expect(written[0]).toContain(files[0]);
    expect(lines.filter((line) => line.includes('gerente@') || line.includes(mail.subject ?? '\u0000'))).toEqual([]);
  });
});
