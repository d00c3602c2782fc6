// Web budgets (design.md §8): /login ≤ 150 KB of gzipped JS; each route's own chunk ≤ 80 KB.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const login = spawnSync('npm', ['run', 'budget', '-w', '@cofre/web'], { cwd: root, stdio: 'inherit' });
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
let worst = 0;
console.log('\nroute chunks (gzipped, budget 80 KB each):');
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const size = gzipSync(readFileSync(path.join(dist, chunk.file)), { level: 9 }).length;
  worst = Math.max(worst, size);
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${key}`);
}
console.log(`largest route chunk: ${(worst / 1024).toFixed(2)} KB`);
process.exit(login.status !== 0 || worst > 80 * 1024 ? 1 : 0);
