import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database; two at a time fit this 2-core machine.
    maxWorkers: 2,
    env: { LOG_LEVEL: 'silent' },
  },
});
