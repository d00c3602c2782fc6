// Sums the gzipped JS the hosted checkout (/pagar/*) downloads before the buyer types: its entry and
// every chunk it imports statically; the validation chunk, loaded on the first focus, is listed apart.
// Usage: node scripts/checkout-budget.mjs (after npm run build). Budget: 100 KB (issue: hosted checkout).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/checkout-manifest.json'), 'utf8'));
const size = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2).padStart(8)} KB`;

const needed = new Set();
const visit = (key) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const dependency of manifest[key].imports ?? []) visit(dependency);
};
visit('checkout.html');
let total = 0;
for (const key of needed) {
  const bytes = size(manifest[key].file);
  total += bytes;
  console.log(`${kb(bytes)}  ${manifest[key].file}`);
}
console.log(`${kb(total)}  total gzipped JS before the buyer types (budget 100 KB)`);
for (const key of manifest['checkout.html'].dynamicImports ?? []) {
  console.log(`${kb(size(manifest[key].file))}  loaded on the first focus: ${manifest[key].file}`);
}
process.exitCode = total > 100 * 1024 ? 1 : 0;
