// `npm start`: build the web app when it is missing, then run the one Cofre process
// (API, SPA, in-process worker) on PORT (default 3000) with PGlite under DATA_DIR (./data).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The back-office and the buyers' checkout page are built together (apps/web/scripts/build.mjs).
if (!['index.html', 'checkout.html'].every((file) => existsSync(path.join(root, 'apps/web/dist', file)))) {
  console.log('Construindo a interface web (primeira execução)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@cofre/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
