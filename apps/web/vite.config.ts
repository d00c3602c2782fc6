/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// With their extensions, as Vite's native config loader (Node's own TypeScript) will require.
import { precompress } from './scripts/precompress.ts';
import { signedInChunks } from './scripts/signed-in-chunks.ts';

// The API server (apps/server); COFRE_API_TARGET points the dev/preview proxy elsewhere.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const apiTarget = env.COFRE_API_TARGET ?? 'http://localhost:3000';

const chunks = signedInChunks(env.COFRE_CHUNK_PLAN, env.COFRE_CHUNK_PASS === 'plan');

// react-router's package exports only its development build (warnings, invariant messages, dev
// checks in every hook); the production build beside it is what the bundle should carry.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), chunks.plugin, precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Vite measures minified size; our budgets are gzipped (design.md §8) and checked by
    // `npm run budget` and `npm run bench`. The largest chunk, `boot`, is /login by design
    // (scripts/signed-in-chunks.ts): 474 kB minified, 141 KB gzipped of its 150 KB budget. At its
    // ratio the budget is about 500 kB minified, so the warning now means that budget is reached.
    chunkSizeWarningLimit: 500,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunks.groups } },
      // The contract is pure declarations (schemas, tables, helpers): a module of it that a
      // chunk does not use is left out, so domain schemas never weigh on /login. The one
      // exception is zod-locale.ts, which installs the shared pt-BR zod messages on import.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/]zod-locale\.ts$/, sideEffects: true },
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
          // The app's own modules declare components, hooks and helpers: one that a chunk imports
          // through a feature's index but never uses is left out (the dashboard, importing a table
          // from 'features/charges', took the whole new-charge flow with it). The entry runs.
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/, sideEffects: true },
          // Sets zod's config before any schema is built (its import is for that alone).
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]zodJitless\.ts$/, sideEffects: true },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // vitest's default is the CPU count minus one: one worker on this 2-core machine, twice as slow.
    maxWorkers: 2,
    // A form test that takes 0.8 s alone took 5.1 s with the machine busy elsewhere: vitest's 5 s
    // default failed it for the machine's load, not for the test.
    testTimeout: 15_000,
    // Test files share each worker's modules instead of importing them all again per file (118 s of
    // import, summed, in a 300 s suite). Each file still gets its own jsdom; what modules keep
    // between files (Mantine's toast store) is reset after every test in setup.ts.
    isolate: false,
  },
}));
