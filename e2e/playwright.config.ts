import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/browser.js';
import { MAIN_URL } from './support/env.js';

/** Real Chromium from Debian (never a downloaded browser) against the built app and real servers. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  // CI runs three browsers and three servers on two cores (load average 10–17 measured): a screen
  // that takes 1–2 s alone has taken over 10 s there. The servers log any answer slower than 2 s
  // ('request slow'), so a wait that long on the server's side shows in the run's output.
  expect: { timeout: 15_000 },
  // Each worker has its own server on its own copy of the data (support/global-setup.ts), so workers
  // share nothing; most of a test's time is the browser and the server waiting on each other, and
  // three of them keep this 2-core machine busy. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: '../.tmp/e2e-results',
  use: {
    // This worker's own server (TEST_PARALLEL_INDEX is set in each worker, where the config is read again).
    baseURL: MAIN_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records a DOM snapshot at every step of every test to keep only the failed ones: 13 % of
    // the suite's CPU (docs/testing.md). E2E_TRACE=1 turns it on to look into a failure; the screenshot
    // and the error's own message are always kept.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
