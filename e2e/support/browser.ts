import { existsSync } from 'node:fs';

/**
 * The browser the suite drives: CHROMIUM_PATH when set, else Debian's Chromium headless shell
 * (package chromium-headless-shell: the same Blink and V8, without the browser's own interface
 * layer), else Debian's full Chromium in its headless mode. The shell did the whole suite with
 * 26 % less CPU (docs/testing.md, "The e2e run"); `scripts/test.mjs` installs it when missing.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
