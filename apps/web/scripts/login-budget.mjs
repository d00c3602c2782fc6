// Sums the gzipped JS that /login downloads: the entry chunk, the login route chunk (when the build
// gives it one: `npm run build` puts it in the entry's `boot` chunk) and every chunk they import
// statically (transitively). Usage: node scripts/login-budget.mjs (after vite build).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entries = Object.entries(manifest);
const entryKey = manifest['index.html'] ? 'index.html' : undefined;
const loginKey = entries.find(([key]) => key.endsWith('features/auth/routes/LoginPage.tsx'))?.[0];
if (!entryKey) throw new Error('entry chunk not found in the manifest');

const needed = new Set();
const visit = (key) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const dependency of manifest[key].imports ?? []) visit(dependency);
};
visit(entryKey);
if (loginKey) visit(loginKey);

let total = 0;
let hasPtBrZodMessages = false;
let hasLoginForm = false;
for (const key of needed) {
  const file = manifest[key].file;
  const source = readFileSync(join(dist, file));
  // The contract's zod-locale.ts is a side-effect module a tree-shaker could drop (vite.config.ts).
  if (source.includes('Campo não permitido')) hasPtBrZodMessages = true;
  // The form's heading id (LoginForm.tsx): the sum must include the screen, wherever it was bundled.
  if (source.includes('login-title')) hasLoginForm = true;
  const size = gzipSync(source, { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzipped JS for /login (budget 150 KB)`);
if (!hasPtBrZodMessages)
  console.log('the pt-BR zod messages (packages/contract/src/zod-locale.ts) are missing from /login');
if (!hasLoginForm) console.log('the login form (LoginPage.tsx) is in none of the chunks summed');
process.exitCode = total > 150 * 1024 || !hasPtBrZodMessages || !hasLoginForm ? 1 : 0;
