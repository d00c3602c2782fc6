import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const SERIOUS = new Set(['serious', 'critical']);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations of the page as it is now, once every animation and
 * transition has finished: a dialog fading in blends its colours with the page (axe measured a red
 * button's label at 3.67:1 mid-transition), which no seller ever reads.
 *
 * axe runs in the page itself, injected once per document, with the same rules as AxeBuilder's
 * default. AxeBuilder injects it into every frame on every call and finishes each run in a new
 * blank page: 2.0–3.3 s a page here, against 0.7–0.9 s, on a suite that runs axe about 180 times.
 * Our screens have no frames; a page that has one still goes through AxeBuilder, which reaches
 * into frames.
 */
export async function seriousAxeViolations(page: Page): Promise<Result[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // A transition that starts while axe runs (a toast closing by itself after its 4 s) would be
  // measured half-faded: on a loaded machine axe took long enough to see one. With transitions off
  // for the run, every element is at its end state, as the seller reads it.
  // A constructed sheet, not a <style>: the buyers' pages allow no inline style (CSP).
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
  try {
    const violations = (await page.locator('iframe').count()) > 0 ? await viaBuilder(page) : await inPage(page);
    return violations.filter((violation) => SERIOUS.has(violation.impact ?? ''));
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  }
}

async function inPage(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
}

async function viaBuilder(page: Page): Promise<Result[]> {
  return (await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()).violations;
}

/** The ids of the serious and critical violations ([] is the goal). */
export async function seriousViolationIds(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map((violation) => violation.id);
}

/**
 * No serious or critical violation at the wide (1366 px) and the phone (390 px) widths, each named
 * by rule and element; the page is left wide again.
 */
export async function expectAccessibleAtBothWidths(page: Page, what: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const found = (await seriousAxeViolations(page)).flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`),
    );
    expect(found, `axe on ${what} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await layoutSettled(page);
}

/**
 * After a viewport change, until the page's layout has followed it: the main area's box the same
 * over two animation frames. The next step usually clicks; on a loaded machine the re-render for the
 * new width could land between Playwright's aim and its click, and the click hit what had moved
 * there (seen: 'Ativar Conta PJ' clicked, no navigation).
 */
async function layoutSettled(page: Page): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const still = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const box = () => JSON.stringify(document.querySelector('main')?.getBoundingClientRect() ?? null);
          const before = box();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(box() === before)));
        }),
    );
    if (still) return;
  }
}
