// The demo seed of the first `npm start`, phase by phase, on a fresh PGlite data directory
// (docs/testing.md, "The first npm start"). BENCH_STATEMENTS=1 also counts the statements of each
// phase by their text (the 25 most frequent per phase); BENCH_CHARGES and BENCH_SUBSCRIPTIONS seed
// that many instead of the demo's 3,000 and 120 (a quicker comparison of two changes).
import { rmSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { configFromEnv } from '../src/config.js';
import { createContext } from '../src/context-factory.js';
import { DrizzlePgliteClient } from '../src/db/pglite-client.js';
import { jobDefinitions } from '../src/jobs/definitions.js';
import { seedDemo } from '../src/ops/seed.js';

const dataDir = path.resolve(import.meta.dirname, '../../../.tmp/bench-seed');
rmSync(dataDir, { recursive: true, force: true });
const counts = new Map<string, Map<string, number>>();
let phase = 'open';
if (process.env.BENCH_STATEMENTS) {
  const query = DrizzlePgliteClient.prototype.query;
  DrizzlePgliteClient.prototype.query = function (this: DrizzlePgliteClient, text, ...rest) {
    const texts = counts.get(phase) ?? new Map<string, number>();
    counts.set(phase, texts);
    const key = text.replace(/\s+/g, ' ').slice(0, 110);
    texts.set(key, (texts.get(key) ?? 0) + 1);
    return query.call(this, text, ...rest);
  };
}
const started = performance.now();
let last = started;
const lap = (next: string) => {
  const now = performance.now();
  console.log(`${((now - last) / 1000).toFixed(1).padStart(6)} s  ${phase}`);
  last = now;
  phase = next;
};
const config = { ...configFromEnv({ DATA_DIR: dataDir, NODE_ENV: 'development' }), worker: false, scheduler: false };
const ctx = await createContext(config, pino({ level: 'silent' }) as FastifyBaseLogger);
// As the app does: the queues exist before the seed, whose rules queue work (a batch's payment).
await ctx.jobs.start(jobDefinitions(ctx));
lap('start');
await seedDemo(ctx, {
  ...(process.env.BENCH_CHARGES ? { charges: Number(process.env.BENCH_CHARGES) } : {}),
  ...(process.env.BENCH_SUBSCRIPTIONS ? { subscriptions: Number(process.env.BENCH_SUBSCRIPTIONS) } : {}),
  progress: (message) => (message.startsWith('cobranças, pagamentos') ? undefined : lap(message)),
});
lap('');
const cpu = process.cpuUsage();
console.log(
  `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  in all (CPU: user ${(cpu.user / 1e6).toFixed(1)} s, system ${(cpu.system / 1e6).toFixed(1)} s)`,
);
for (const [name, texts] of counts) {
  const total = [...texts.values()].reduce((sum, n) => sum + n, 0);
  console.log(`\n${name}: ${total} statements`);
  for (const [text, n] of [...texts].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${String(n).padStart(7)}  ${text}`);
}
await ctx.database.close();
rmSync(dataDir, { recursive: true, force: true });
