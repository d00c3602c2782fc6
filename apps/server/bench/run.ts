// `npm run bench` (server part): cold start on an existing data directory, sign-in latency with
// production argon2 parameters, and an authenticated read. Real HTTP on loopback, bounded loops.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const PORT = 3277;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cofre-bench-'));

function start(): { child: ChildProcess; ready: Promise<number> } {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIGNIN_IP_LIMIT: '1000000',
      SIGNIN_ACCOUNT_LIMIT: '1000000',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${URL_BASE}/api/health`)).ok) return performance.now() - began;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  })();
  return { child, ready };
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  if (value === undefined) throw new RangeError('percentile of no values');
  return value;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function timed(fn: () => Promise<Response>): Promise<number> {
  const began = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - began;
}

try {
  // First start creates the database and the demo data; it is not what the budget measures.
  const first = start();
  await first.ready;
  await stop(first.child);

  const coldStarts: number[] = [];
  for (let run = 0; run < 3; run++) {
    const server = start();
    coldStarts.push(await server.ready);
    if (run < 2) await stop(server.child);
    else {
      const signIn = () =>
        fetch(`${URL_BASE}/api/public/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: 'cofre-demo-2026' }),
        });
      for (let i = 0; i < 5; i++) await timed(signIn); // warm-up
      const signIns: number[] = [];
      for (let i = 0; i < 100; i++) signIns.push(await timed(signIn));
      const session = (await (await signIn()).json()) as { token: string };
      const headers = { authorization: `Bearer ${session.token}` };
      const reads: number[] = [];
      for (let i = 0; i < 50; i++) await timed(() => fetch(`${URL_BASE}/api/users/feature-toggles`, { headers }));
      for (let i = 0; i < 1000; i++)
        reads.push(await timed(() => fetch(`${URL_BASE}/api/notification-panel/quantity-unread`, { headers })));
      const unknown: number[] = [];
      for (let i = 0; i < 100; i++) {
        unknown.push(
          await timed(async () => {
            const response = await fetch(`${URL_BASE}/api/public/auth/sign-in`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: `ninguem${i}@demo.cofre.dev`, password: 'x' }),
            });
            return new Response(await response.arrayBuffer(), {
              status: response.status === 401 ? 200 : response.status,
            });
          }),
        );
      }
      await stop(server.child);
      console.log('server budgets (PGlite, loopback HTTP)');
      console.log(
        `  cold start on existing data dir: median ${fmt(percentile(coldStarts, 50))} (runs: ${coldStarts.map(fmt).join(', ')}), budget 3000 ms`,
      );
      console.log(
        `  sign-in (argon2id m=19456 t=2 p=1): p50 ${fmt(percentile(signIns, 50))}, p95 ${fmt(percentile(signIns, 95))}, budget: argon2 (~80 ms) + 10 ms`,
      );
      console.log(
        `  sign-in of an unknown e-mail: p50 ${fmt(percentile(unknown, 50))}, p95 ${fmt(percentile(unknown, 95))} (same cost by design)`,
      );
      console.log(
        `  authenticated read (unread count): p50 ${fmt(percentile(reads, 50))}, p95 ${fmt(percentile(reads, 95))}, p99 ${fmt(percentile(reads, 99))}, budget p95 10 ms`,
      );
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
