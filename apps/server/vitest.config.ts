import { configDefaults, defineConfig } from 'vitest/config';
import { DATABASE_FREE_FILES } from './test/support/database-free.js';
import SlowFirstSequencer from './test/support/slow-first-sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // On PostgreSQL, the files that open no database are not run a second time (they ran on PGlite).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL ? DATABASE_FREE_FILES.map((file) => `test/${file}`) : []),
    ],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database. Three at a time on this 2-core machine: with
    // two, the CPU stood idle 13 % of the PostgreSQL run (files waiting on their server processes,
    // kill -9s and restarts); three took the run from 139 to 123 s and PGlite's from 104 to 97 s.
    // `npm test` runs the two suites side by side with two each instead (scripts/test.mjs).
    maxWorkers: 3,
    // Each file builds its own app on its own database, and no file mocks a module: they can share a
    // worker's module graph. Re-importing the app for each of the 66 files was 145 s of a CI run.
    isolate: false,
    env: { LOG_LEVEL: 'silent' },
    // The longest files first, so neither worker is left with one at the end (a fresh clone has no
    // durations in vitest's cache).
    sequence: { sequencer: SlowFirstSequencer },
  },
});
