import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_FILES, OPENS_THE_DATABASE } from './support/database-free.js';

const testDir = fileURLToPath(new URL('.', import.meta.url));

describe('the files the PostgreSQL run leaves out', () => {
  it('exist, and none of them opens the application database', () => {
    const opening = DATABASE_FREE_FILES.filter((file) => {
      expect(existsSync(testDir + file), file).toBe(true);
      return OPENS_THE_DATABASE.test(readFileSync(testDir + file, 'utf8'));
    });
    expect(opening).toEqual([]);
  });

  it('tells a file that starts the app from one that does not', () => {
    expect(OPENS_THE_DATABASE.test("import { startTestApp } from './support/app.js';")).toBe(true);
    expect(OPENS_THE_DATABASE.test('const url = process.env.DATABASE_URL;')).toBe(true);
    expect(OPENS_THE_DATABASE.test("import { parseCnab240 } from '../src/lib/cnab/index.js';")).toBe(false);
    expect(OPENS_THE_DATABASE.test('// the app is built in context-factory.ts')).toBe(false);
  });
});
