import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('one way to change a charge status', () => {
  it('no module but charges/transition.ts writes charges.status', () => {
    const writers = sources(SRC).filter((file) => {
      const text = readFileSync(file, 'utf8');
      // An update of the charges table whose set() names the status.
      return (
        /\.update\(charges\)\s*\.set\(\{[^}]*\bstatus\b/.test(text) || /update charges set[^;]*\bstatus\b/i.test(text)
      );
    });
    expect(writers.map((file) => path.relative(SRC, file))).toEqual(['modules/charges/transition.ts']);
  });
});
