import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

/**
 * The buyers' hosted checkout (/pagar/*, checkout.html) is built on its own, after the back-office
 * (`npm run build`), into the same dist/: it shares no chunk with the back-office, so neither page's
 * chunking moves the other's budget (design §8: /login ≤ 150 KB, the checkout ≤ 100 KB before the
 * buyer types; `scripts/checkout-budget.mjs`).
 */
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    emptyOutDir: false,
    manifest: '.vite/checkout-manifest.json',
    rolldownOptions: {
      input: { checkout: 'checkout.html' },
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/]zod-locale\.ts$/, sideEffects: true },
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
