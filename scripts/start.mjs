// `npm start`: build the web app when it is missing, then run the one Cofre process
// (API, SPA, in-process worker) on PORT (default 3000) with PGlite under DATA_DIR (./data).
//
// On a fresh clone the build (about 10-20 s) runs beside the server's start, whose demo seed is the
// long pole: the server waits for the build's 'web-built' message (an IPC channel) only where it
// registers the SPA, after the seed, so a first start costs max(build, seed) instead of their sum.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerBundle } from '../apps/server/scripts/bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = ['index.html', 'checkout.html'].every((file) => existsSync(path.join(root, 'apps/web/dist', file)));
// Several API processes fork their own children (src/cluster.ts): they get a finished build instead.
const clustered = Number(process.env.API_PROCESSES ?? 1) > 1;

function run(command, args, options, { background = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options }).on('exit', resolve);
    // The build beside the seed yields the CPU to it (its children inherit the priority): the seed
    // is the long pole, the build only has to be done by the time the seed is.
    if (background && child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here: the build runs at the normal priority.
      }
    }
  });
}

if (!built && clustered) {
  console.log('Construindo a interface web (primeira execução)...');
  const status = await run('npm', ['run', 'build', '-w', '@cofre/web']);
  if (status !== 0) process.exit(status ?? 1);
}
const building = !built && !clustered;
if (building) console.log('Construindo a interface web (primeira execução), ao lado do início do servidor...');
const webBuild = building ? run('npm', ['run', 'build', '-w', '@cofre/web'], {}, { background: true }) : undefined;
// The server runs from a bundle of its sources, built at each start (about half a second): importing
// the app through tsx took 4-5 s more. It lives under apps/server, where Node finds its packages.
const bundleParent = path.join(root, 'apps/server/.tmp');
mkdirSync(bundleParent, { recursive: true });
const bundle = mkdtempSync(path.join(bundleParent, 'start-'));
process.on('exit', () => rmSync(bundle, { recursive: true, force: true }));
await buildServerBundle(bundle, { sourcemap: true });
const server = spawn(process.execPath, ['--enable-source-maps', path.join(bundle, 'main.mjs')], {
  cwd: root,
  stdio: building ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
  env: {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    ...(building ? { WEB_BUILD_SIGNAL: 'ipc' } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
if (webBuild) {
  const status = await webBuild;
  if (status !== 0) {
    console.error('A construção da interface web falhou; o servidor foi parado.');
    server.kill('SIGTERM');
    process.exitCode = status ?? 1;
  } else {
    server.send('web-built');
    // The channel was only for this message; the server then runs on its own.
    server.disconnect();
  }
}
