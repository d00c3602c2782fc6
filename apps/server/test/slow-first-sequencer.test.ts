import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOWEST_FILES, slowestFirst } from './support/slow-first-sequencer.js';

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
