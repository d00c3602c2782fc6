// Sums the gzipped JS that /login downloads: the entry chunk, the login route chunk and every
// chunk they import statically (transitively). Usage: node scripts/login-budget.mjs (after vite build).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entries = Object.entries(manifest);
const entryKey = manifest['index.html'] ? 'index.html' : undefined;
const loginKey = entries.find(([key]) => key.endsWith('features/auth/routes/LoginPage.tsx'))?.[0];
if (!entryKey || !loginKey) throw new Error('entry or login chunk not found in the manifest');

const needed = new Set();
const visit = (key) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const dependency of manifest[key].imports ?? []) visit(dependency);
};
visit(entryKey);
visit(loginKey);

let total = 0;
let hasPtBrZodMessages = false;
for (const key of needed) {
  const file = manifest[key].file;
  const source = readFileSync(join(dist, file));
  // The contract's zod-locale.ts is a side-effect module a tree-shaker could drop (vite.config.ts).
  if (source.includes('Campo não permitido')) hasPtBrZodMessages = true;
  const size = gzipSync(source, { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzipped JS for /login (budget 150 KB)`);
if (!hasPtBrZodMessages)
  console.log('the pt-BR zod messages (packages/contract/src/zod-locale.ts) are missing from /login');
process.exitCode = total > 150 * 1024 || !hasPtBrZodMessages ? 1 : 0;
