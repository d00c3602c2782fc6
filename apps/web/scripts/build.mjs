// Builds the back-office, then the buyers' hosted checkout (vite.checkout.config.ts) into the same
// folder. Extra arguments (`--outDir X --emptyOutDir`, as the e2e setup passes) apply to both builds;
// the second never empties the folder the first just wrote.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// vite's package exports hide its bin; its package.json is exported and sits beside it.
const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const args = process.argv.slice(2);
const build = (extra, env = {}) => {
  const result = spawnSync(process.execPath, [vite, 'build', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// Two passes: the first writes only the chunk plan the second follows (scripts/signed-in-chunks.ts).
const plan = path.join(mkdtempSync(path.join(tmpdir(), 'cofre-chunks-')), 'plan.json');
build([...args, '--logLevel', 'warn'], { COFRE_CHUNK_PLAN: plan, COFRE_CHUNK_PASS: 'plan' });
build(args, { COFRE_CHUNK_PLAN: plan });
rmSync(path.dirname(plan), { recursive: true, force: true });
// The signed-in frame's HTML (scripts/prerender-frame.mjs), in a process of its own: the Vite
// server it starts sets NODE_ENV=development, which made the checkout's build below ship React's
// development build (143 KB gzip instead of 77).
const outDirAt = args.indexOf('--outDir');
const prerender = spawnSync(
  process.execPath,
  [path.join(import.meta.dirname, 'prerender-frame.mjs'), outDirAt >= 0 ? args[outDirAt + 1] : 'dist'],
  { stdio: 'inherit' },
);
if (prerender.status !== 0) process.exit(prerender.status ?? 1);
build(['-c', 'vite.checkout.config.ts', ...args.filter((arg) => arg !== '--emptyOutDir')]);
