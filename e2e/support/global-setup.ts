import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, cpSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildServerBundle } from '../../apps/server/bench/server-bundle.js';
import { E2E_DIR, mailDirOf, mainPort } from './env.js';
import { startFileSmtpCatcher } from './smtp-catcher.js';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = ['--import', 'tsx'];

const WEB_DIST_E2E = path.join(root, 'apps/web/dist-e2e');

function serverEnv(dataDir: string, port: number, smtpUrl: string, extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: smtpUrl,
    SIGNIN_IP_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    WEB_DIST: WEB_DIST_E2E,
    // The sandbox controls (simulate a payment, disputes) are what the e2e flows click.
    SANDBOX: 'true',
    ...extra,
  };
  // The e2e servers always run the embedded database, as `npm start` does.
  delete env.DATABASE_URL;
  return env;
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Runs a command to its end, failing with `what` when it exits non-zero. */
function run(args: string[], what: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(args[0]!, args.slice(1), { cwd: root, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`))));
  });
}

export default async function globalSetup(config: FullConfig) {
  rmSync(E2E_DIR, { recursive: true, force: true });
  const mainData = path.join(E2E_DIR, 'seeded');
  const seedSmtp = await startFileSmtpCatcher(path.join(E2E_DIR, 'mail', 'seed'));
  // The web build and the seed each keep one core busy: side by side they take the longer of the two.
  // The servers start from a bundle of the server's entry points, built beside them (0.5 s): 0.9 s
  // to import the app against 2.1 s through tsx, for each of the four.
  const serverBundle = path.join(root, 'apps/server/.tmp/e2e-server-bundle');
  rmSync(serverBundle, { recursive: true, force: true });
  await Promise.all([
    buildServerBundle(serverBundle),
    // The product bundle plus the test-only harness pages, in its own folder so `npm start` never serves them.
    run(['npm', 'run', 'build', '-w', '@cofre/web', '--', '--outDir', WEB_DIST_E2E, '--emptyOutDir'], 'web build', {
      ...process.env,
      VITE_E2E_HARNESS: 'true',
    }),
    run(
      [process.execPath, ...tsx, 'e2e/support/prepare-data.ts'],
      'preparing e2e data',
      serverEnv(mainData, 3199, seedSmtp.url),
    ),
  ]);
  await seedSmtp.close();

  // One main server per Playwright worker, each on its own copy of the seeded data and with its own
  // mailbox, and the short-token server on a copy of its own.
  const slots = Array.from({ length: config.workers }, (_, slot) => slot);
  const mailboxes = await Promise.all(slots.map((slot) => startFileSmtpCatcher(mailDirOf(slot))));
  const shortMailbox = await startFileSmtpCatcher(path.join(E2E_DIR, 'mail', 'short'));
  const start = (dataDir: string, port: number, smtpUrl: string, extra: Record<string, string> = {}) => {
    cpSync(mainData, dataDir, { recursive: true });
    const child = spawn(process.execPath, [path.join(serverBundle, 'main.mjs')], {
      cwd: root,
      stdio: 'inherit',
      env: serverEnv(dataDir, port, smtpUrl, extra),
    });
    return { child, url: `http://localhost:${port}` };
  };
  const servers = [
    ...slots.map((slot) => start(path.join(E2E_DIR, `main-${slot}`), mainPort(slot), mailboxes[slot]!.url)),
    start(path.join(E2E_DIR, 'short'), 3198, shortMailbox.url, { ACCESS_TOKEN_TTL_S: '5' }),
  ];
  await Promise.all(servers.map((server) => waitForHealth(server.url, server.child)));

  return async () => {
    for (const { child } of servers) child.kill('SIGTERM');
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await Promise.all([...mailboxes, shortMailbox].map((mailbox) => mailbox.close()));
  };
}
