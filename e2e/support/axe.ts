import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const SERIOUS = new Set(['serious', 'critical']);

/**
 * axe-core's serious and critical violations of the page as it is now, once every animation and
 * transition has finished: a dialog fading in blends its colours with the page (axe measured a red
 * button's label at 3.67:1 mid-transition), which no seller ever reads.
 */
export async function seriousAxeViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => SERIOUS.has(violation.impact ?? ''));
}

/** The ids of the serious and critical violations ([] is the goal). */
export async function seriousViolationIds(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map((violation) => violation.id);
}
