// Builds the back-office, then the buyers' hosted checkout (vite.checkout.config.ts) into the same
// folder. Extra arguments (`--outDir X --emptyOutDir`, as the e2e setup passes) apply to both builds;
// the second never empties the folder the first just wrote.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// vite's package exports hide its bin; its package.json is exported and sits beside it.
const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const args = process.argv.slice(2);
const build = (extra) => {
  const result = spawnSync(process.execPath, [vite, 'build', ...extra], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
build(args);
build(['-c', 'vite.checkout.config.ts', ...args.filter((arg) => arg !== '--emptyOutDir')]);
