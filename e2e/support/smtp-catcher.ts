import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpCatcher } from '../../apps/server/test/support/smtp.js';

/** The server tests' SMTP catcher; each message also lands as JSON in `dir` for the test workers. */
export async function startFileSmtpCatcher(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  return startSmtpCatcher((mail) => {
    const to = [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address) ?? []);
    count += 1;
    // Written aside, then renamed: a test reading the folder never sees half a message.
    const name = `${Date.now()}-${count}.json`;
    writeFileSync(path.join(dir, `.${name}.part`), JSON.stringify({ to, subject: mail.subject, text: mail.text }));
    renameSync(path.join(dir, `.${name}.part`), path.join(dir, name));
  });
}
