// Sums the gzipped JS the hosted checkout (/pagar/*) downloads before the buyer types: its entry and
// every chunk it imports statically; the validation chunk, loaded on the first focus, is listed apart.
// Then the buyer's 3-D Secure page (/3ds, the same entry): everything it loads, in total (it never
// loads the validation chunk; a chunk of its own, were it split off, would count).
// Usage: node scripts/checkout-budget.mjs [dist folder] (after npm run build; default dist/).
// Budgets: 100 KB each (issue: hosted checkout; issue 41 for /3ds).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const BUDGET = 100 * 1024;
const dist = process.argv[2] ? resolve(process.argv[2]) : new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/checkout-manifest.json'), 'utf8'));
const size = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2).padStart(8)} KB`;

/** The manifest keys of `roots` and of every chunk they import statically (transitively). */
const closure = (roots) => {
  const needed = new Set();
  const visit = (key) => {
    if (needed.has(key)) return;
    needed.add(key);
    for (const dependency of manifest[key].imports ?? []) visit(dependency);
  };
  roots.forEach(visit);
  return needed;
};

const checkout = closure(['checkout.html']);
let total = 0;
for (const key of checkout) {
  const bytes = size(manifest[key].file);
  total += bytes;
  console.log(`${kb(bytes)}  ${manifest[key].file}`);
}
console.log(`${kb(total)}  total gzipped JS before the buyer types (budget 100 KB)`);
for (const key of manifest['checkout.html'].dynamicImports ?? []) {
  console.log(`${kb(size(manifest[key].file))}  loaded on the first focus: ${manifest[key].file}`);
}

// /3ds: the entry (main.tsx picks the page by path) and any chunk of src/checkout/three-ds/.
const threeDsRoots = Object.keys(manifest).filter((key) => key.startsWith('src/checkout/three-ds/'));
const threeDs = closure(['checkout.html', ...threeDsRoots]);
let threeDsTotal = 0;
let hasThreeDsPage = false;
for (const key of threeDs) {
  const source = readFileSync(join(dist, manifest[key].file));
  // The page's heading id (three-ds/ThreeDSecurePage.tsx): the sum must include the page, wherever it was bundled.
  if (source.includes('three-ds-title')) hasThreeDsPage = true;
  threeDsTotal += gzipSync(source, { level: 9 }).length;
}
console.log(`${kb(threeDsTotal)}  total gzipped JS of the 3-D Secure page, /3ds (budget 100 KB)`);
if (!hasThreeDsPage)
  console.log('the 3-D Secure page (src/checkout/three-ds) is in none of the chunks summed for /3ds');
process.exitCode = total > BUDGET || threeDsTotal > BUDGET || !hasThreeDsPage ? 1 : 0;
