import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC } from './sources';

/**
 * zod's eval probe must not run under our CSP (lib/zodJitless.ts): the config has to be set before
 * the first object schema is built, so its module is the entry's first import, and the bundler must
 * keep it although nothing uses what it exports.
 */
describe('zod without its eval probe (lib/zodJitless.ts)', () => {
  it("is main.tsx's first import", () => {
    const main = readFileSync(path.join(SRC, 'main.tsx'), 'utf8');
    const first = main.split('\n').find((line) => line.startsWith('import '));
    expect(first).toBe("import './lib/zodJitless';");
  });

  it('is kept by the tree-shaker (vite.config.ts declares its side effect)', () => {
    const config = readFileSync(path.join(SRC, '..', 'vite.config.ts'), 'utf8');
    expect(config).toMatch(/zodJitless\\\.ts\$\/, sideEffects: true/);
  });
});
