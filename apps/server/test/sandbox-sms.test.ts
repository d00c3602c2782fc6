import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionResponse } from '@cofre/contract';
import { configFromEnv } from '../src/config.js';
import { ManualClock } from '../src/lib/clock.js';
import { createLogger } from '../src/lib/logger.js';
import { pixKeys } from '../src/modules/banking/tables.js';
import { outboxDir } from '../src/providers/mail/outbox-files.js';
import { createSms, SmsUnavailableError } from '../src/providers/sms/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { activateAccount, sellerWithAdmin } from './support/banking.js';
import { caller } from './support/charges.js';

/**
 * Issue 36: the phone key's SMS. The sandbox writes each message beside the demo's e-mails
 * (DATA_DIR/outbox) and keeps it for the page 'SMS enviados'; no phone number or code in a log line;
 * no sandbox SMS in production, SANDBOX=true or not (docs/sandbox.md, "Pix directory (DICT) and SMS").
 */

const PHONE = '(11) 98765-4321';
const PHONE_E164 = '+5511987654321';
/** The forms a phone may take in a line: typed, E.164, digits with and without the area code. */
const PHONE_FORMS = [PHONE, PHONE_E164, '5511987654321', '11987654321', '987654321', '98765-4321'];

interface Sms {
  keyId: string;
  to: string;
  text: string;
  sentAt: string;
}

/** A logger as the server's, writing JSON lines into `lines`. */
function capturedLines() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { lines, stream };
}

const smsFiles = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.sms.txt')).sort();
/** A 6-digit code standing alone (not inside a longer number such as a timestamp). */
const standalone = (code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`);
const codeIn = (text: string) => /(?<!\d)(\d{6})(?!\d)/.exec(text)![1]!;

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'cofre-sms-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('the sandbox SMS with SANDBOX on', () => {
  const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
  const { lines, stream } = capturedLines();
  const dataDir = () => path.join(scratch, 'sandbox');
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: SessionResponse;
  const list = async (query = '', session = admin) => {
    const response = await call(session, 'GET', `/api/sandbox/sms${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { messages: Sms[] }).messages;
  };

  beforeAll(async () => {
    t = await startTestApp({ clock, logStream: stream, config: { dataDir: dataDir(), logLevel: 'debug' } });
    call = caller(t);
    // The demo seller's account is seeded ACTIVE.
    admin = await t.signIn('admin@demo.cofre.dev');
  });
  afterAll(() => t.close());

  it('writes the SMS of a phone key to DATA_DIR/outbox and never the phone or the code to a log line', async () => {
    const created = await call(admin, 'POST', '/api/banking/pix-keys', { type: 'PHONE', key: PHONE });
    expect(created.statusCode, created.body).toBe(202);
    const keyId = created.json().id as string;

    const dir = outboxDir(dataDir());
    const files = await smsFiles(dir);
    expect(files).toHaveLength(1);
    const [file = ''] = files;
    // Named by time and a random id, as the e-mails, never by the phone.
    expect(file).toMatch(/^2026-11-23T15-00-00\.000Z-[0-9a-f]{8}\.sms\.txt$/);
    const content = await readFile(path.join(dir, file), 'utf8');
    const code = codeIn(content);
    expect(content).toBe(
      `To: ${PHONE_E164}\nSent at: 2026-11-23T15:00:00.000Z\n\n` +
        `Cofre: seu código para cadastrar a chave Pix é ${code}. Ele vale por 10 minutos. Não o informe a ninguém.\n`,
    );
    // The same message in the dialog's view.
    expect(await list()).toEqual([
      { keyId, to: PHONE_E164, text: content.split('\n\n')[1]!.trim(), sentAt: clock.now().toISOString() },
    ]);

    const confirmed = await call(admin, 'POST', `/api/banking/pix-keys/${keyId}/confirmation`, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(201);

    // One line names the file, as the e-mails' line does, and nothing of the message.
    const written = lines.filter((line) => line.includes('SMS gravado em'));
    expect(written.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      `SMS gravado em ${path.join(dir, file)}`,
    ]);
    // Something was logged at all (the requests), so the search below is not over nothing.
    expect(lines.filter((line) => line.includes('"msg":"request completed"')).length).toBeGreaterThanOrEqual(3);
    const leaks = lines.filter(
      (line) =>
        standalone(code).test(line) ||
        PHONE_FORMS.some((form) => line.includes(form)) ||
        /seu código|cadastrar a chave/.test(line),
    );
    expect(leaks).toEqual([]);
  });

  it("lists every SMS of the seller's phone keys with all=true, newest first; only the waiting ones without", async () => {
    clock.advance(60_000);
    const waiting = (await call(admin, 'POST', '/api/banking/pix-keys', { type: 'PHONE', key: '11976543210' })).json();
    clock.advance(60_000);
    const removed = (await call(admin, 'POST', '/api/banking/pix-keys', { type: 'PHONE', key: '11976543212' })).json();
    expect((await call(admin, 'DELETE', `/api/banking/pix-keys/${removed.id as string}`)).statusCode).toBe(204);
    // Another seller's phone key, and a message of no key at all: never on this seller's page.
    const other = await sellerWithAdmin(t, { name: 'Loja SMS', document: '06990590000123', email: 'c@sms.dev' });
    await activateAccount(t, other, '06.990.590/0001-23');
    const foreign = (await call(other, 'POST', '/api/banking/pix-keys', { type: 'PHONE', key: '21998877665' })).json();
    await t.ctx.sms.send({ reference: randomUUID(), to: '+5521998877666', text: 'Cofre: código 222222' });

    const all = await list('?all=true');
    expect(all.map((message) => [message.keyId, message.to])).toEqual([
      [removed.id, '+5511976543212'],
      [waiting.id, '+5511976543210'],
      [expect.any(String), PHONE_E164],
    ]);
    expect(all.map((message) => message.sentAt)).toEqual([
      '2026-11-23T15:02:00.000Z',
      '2026-11-23T15:01:00.000Z',
      '2026-11-23T15:00:00.000Z',
    ]);
    // Without all (or all=false): the keys still awaiting their code, as the dialog asks.
    expect((await list()).map((message) => message.keyId)).toEqual([waiting.id]);
    expect((await list('?all=false')).map((message) => message.keyId)).toEqual([waiting.id]);
    // The other seller sees its own only.
    expect((await list('?all=true', other)).map((message) => message.keyId)).toEqual([foreign.id]);
  });

  it('is the sandbox administrator’s, with a strict query', async () => {
    const manager = await t.signIn('gerente@demo.cofre.dev');
    expect((await call(manager, 'GET', '/api/sandbox/sms?all=true')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/sandbox/sms?all=true')).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/api/sandbox/sms?all=sim')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/sandbox/sms?all=true&page=1')).statusCode).toBe(400);
  });
});

describe('no sandbox SMS in production', () => {
  it('createSms is the sandbox only where SANDBOX is on and NODE_ENV is not production', async () => {
    const log = createLogger({ logLevel: 'silent', logPretty: false });
    const db = undefined as never;
    const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
    const of = (env: Record<string, string>) => createSms(configFromEnv(env), db, clock, log).kind;
    // SANDBOX=true turns the other sandbox controls on in production, never the SMS.
    expect(configFromEnv({ SANDBOX: 'true', NODE_ENV: 'production' }).sandbox).toBe(true);
    expect(of({ SANDBOX: 'true', NODE_ENV: 'production' })).toBe('unavailable');
    expect(of({ NODE_ENV: 'production' })).toBe('unavailable');
    expect(of({ SANDBOX: 'false' })).toBe('unavailable');
    expect(of({})).toBe('sandbox');
    expect(of({ SANDBOX: 'true', NODE_ENV: 'development' })).toBe('sandbox');
    const production = createSms(configFromEnv({ SANDBOX: 'true', NODE_ENV: 'production' }), db, clock, log);
    await expect(production.send({ reference: 'r', to: PHONE_E164, text: 'x' })).rejects.toBeInstanceOf(
      SmsUnavailableError,
    );
  });

  describe('a production server with SANDBOX=true', () => {
    let t: TestApp;
    const dataDir = () => path.join(scratch, 'production');
    beforeAll(async () => {
      t = await startTestApp({
        config: { nodeEnv: 'production', sandbox: true, smtpUrl: 'smtp://127.0.0.1:2525', dataDir: dataDir() },
      });
    });
    afterAll(() => t.close());

    it('refuses a phone key as SMS unavailable (BNK-015), writes no SMS and has no /api/sandbox/sms', async () => {
      const call = caller(t);
      const admin = await t.signIn('admin@demo.cofre.dev');
      expect(admin.sandbox).toBe(true);
      const created = await call(admin, 'POST', '/api/banking/pix-keys', { type: 'PHONE', key: PHONE });
      expect(created.statusCode).toBe(503);
      expect(created.json().errors).toEqual([
        {
          code: 'BNK-015',
          description: 'O envio de SMS não está disponível no momento. Tente novamente mais tarde.',
        },
      ]);
      const [key] = await t.ctx.db.select({ status: pixKeys.status }).from(pixKeys).where(eq(pixKeys.key, PHONE_E164));
      expect(key?.status).toBe('CANCELLED');
      expect(await smsFiles(outboxDir(dataDir()))).toEqual([]);
      expect((await call(admin, 'GET', '/api/sandbox/sms')).statusCode).toBe(404);
      expect((await call(admin, 'GET', '/api/sandbox/sms?all=true')).statusCode).toBe(404);
    });
  });
});
