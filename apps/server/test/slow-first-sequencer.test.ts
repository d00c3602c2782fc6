import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOWEST_FILES, shuffled, slowestFirst } from './support/slow-first-sequencer.js';

describe('the test files run slowest first', () => {
  it('puts the listed files first, in the list order, and keeps the order of the rest', () => {
    const files = ['/r/test/a.test.ts', '/r/test/chaos.test.ts', '/r/test/b.test.ts', '/r/test/topology.test.ts'].map(
      (moduleId) => ({ moduleId }),
    );
    expect(slowestFirst(files).map(({ moduleId }) => path.basename(moduleId))).toEqual([
      'topology.test.ts',
      'chaos.test.ts',
      'a.test.ts',
      'b.test.ts',
    ]);
  });

  it('names only files that exist', () => {
    for (const name of SLOWEST_FILES) expect(existsSync(path.join(import.meta.dirname, name)), name).toBe(true);
  });
});

describe('TEST_SHUFFLE_SEED', () => {
  const files = Array.from({ length: 40 }, (_, index) => `test/f${index}.test.ts`);

  it('gives every file once, in an order the seed decides and repeats', () => {
    const order = shuffled(files, 20_261_130);
    expect([...order].sort()).toEqual([...files].sort());
    expect(order).not.toEqual(files);
    expect(shuffled(files, 20_261_130)).toEqual(order);
    expect(shuffled(files, 7)).not.toEqual(order);
  });
});
