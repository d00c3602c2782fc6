import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync, mkdirSync, cpSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIR, MAIL_DIR } from './env.js';
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

export default async function globalSetup() {
  rmSync(E2E_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });

  // The product bundle plus the test-only harness pages, in its own folder so `npm start` never serves them.
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@cofre/web', '--', '--outDir', WEB_DIST_E2E, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_E2E_HARNESS: 'true' },
    },
  );
  if (build.status !== 0) throw new Error('web build failed');

  const smtp = await startFileSmtpCatcher(MAIL_DIR);
  const mainData = path.join(E2E_DIR, 'main');
  const prepare = spawnSync(process.execPath, [...tsx, 'e2e/support/prepare-data.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv(mainData, 3199, smtp.url),
  });
  if (prepare.status !== 0) throw new Error('preparing e2e data failed');
  // Same seeded data, own copy, for the short-token server.
  const shortData = path.join(E2E_DIR, 'short');
  cpSync(mainData, shortData, { recursive: true });

  const servers = [
    spawn(process.execPath, [...tsx, 'apps/server/src/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: serverEnv(mainData, 3199, smtp.url),
    }),
    spawn(process.execPath, [...tsx, 'apps/server/src/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: serverEnv(shortData, 3198, smtp.url, { ACCESS_TOKEN_TTL_S: '5' }),
    }),
  ] as const;
  await Promise.all([
    waitForHealth('http://localhost:3199', servers[0]),
    waitForHealth('http://localhost:3198', servers[1]),
  ]);

  return async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(
      servers.map(
        (server) => new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve))),
      ),
    );
    await smtp.close();
  };
}
