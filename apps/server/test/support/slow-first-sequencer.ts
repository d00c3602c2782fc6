import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { seededRandom } from '../../src/lib/seeded-random.js';

/**
 * The files that take longest, slowest first (seconds in the PostgreSQL suite of a CI run,
 * 2026-11-29). Vitest orders by the durations of its cache, which a fresh clone does not have; it then
 * runs the largest files first, and the topology test, a small file that starts real processes for
 * 70 s, began last on one worker while the other sat idle: the suite's tail. Longest first keeps the
 * two workers busy to the end. A file missing from the list runs after these, in vitest's own order.
 */
export const SLOWEST_FILES = [
  'topology.test.ts', // 70
  'webhooks-crash.test.ts', // 27
  'first-start.test.ts', // 23
  'chaos.test.ts', // 20
  'fuzz.test.ts', // 19
  'demo-no-future.test.ts', // 17
  'subscriptions.test.ts', // 15
  'scheduler-takeover.test.ts', // 14
  'ops-cli.test.ts', // 14
  'robustness.test.ts', // 14
  'money-stress.test.ts', // 13
  'banking-crash.test.ts', // 11
  'demo-subscriptions.test.ts', // 10
  'cluster.test.ts', // 10
];

export function slowestFirst<T extends { moduleId: string }>(files: T[]): T[] {
  const rank = (file: T) => {
    const index = SLOWEST_FILES.findIndex((name) => file.moduleId.endsWith(`/test/${name}`));
    return index === -1 ? SLOWEST_FILES.length : index;
  };
  // Array#sort is stable: the rest keep vitest's order.
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/**
 * The files in an order drawn from `seed` (a Fisher–Yates shuffle): the same seed, the
 * same order, so an order that fails can be run again.
 */
export function shuffled<T>(files: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const order = [...files];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}

/**
 * Longest first; with TEST_SHUFFLE_SEED set, shuffled by that seed instead, to show that every file
 * runs in any order. Vitest's own `--sequence.shuffle.files` does nothing here: it applies only when
 * the config names no sequencer.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seed = process.env.TEST_SHUFFLE_SEED;
    if (seed) {
      const order = shuffled(files, Number(seed));
      console.log(`Files shuffled with TEST_SHUFFLE_SEED=${seed}`);
      return order;
    }
    return slowestFirst(await super.sort(files));
  }
}
