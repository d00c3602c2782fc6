import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/helpers.js';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

/** Nothing scrolls sideways: the page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

/** Every box of `selector` inside <main> ends within the screen. */
async function expectWithinScreen(page: Page, selector: string) {
  const overflowing = await page.locator('main').evaluate(
    (main, [css, width]) =>
      Array.from(main.querySelectorAll<HTMLElement>(css as string))
        .filter((element) => element.offsetParent !== null)
        .filter((element) => element.getBoundingClientRect().right > (width as number) + 0.5)
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`),
    [selector, WIDTH] as const,
  );
  expect(overflowing).toEqual([]);
}

test.describe('phone (390 px)', () => {
  test('the charges list is cards with name, value, due date and status, and the detail fits', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/cobrancas?status=PAID');
    const cards = page.getByRole('list', { name: 'Cobranças' }).getByRole('listitem');
    const card = cards.first();
    await expect(card.getByRole('link')).toBeVisible();
    await expect(card.getByText(/^R\$\s[\d.]+,\d{2}$/)).toBeVisible();
    await expect(card.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(card.getByText(/^Paga/i).first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // The status tabs are one row that scrolls, never a second line.
    const tabs = page.getByRole('tab');
    const [first, last] = [await tabs.first().boundingBox(), await tabs.last().boundingBox()];
    expect(first!.y).toBe(last!.y);
    await expectNoSidewaysScroll(page);
    await expectWithinScreen(page, 'li, a, button:not([role="tab"]), [role="status"]');

    const name = (await card.getByRole('link').innerText()).split('\n')[0]!.trim();
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Informações gerais' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectWithinScreen(page, 'section, section button, section dd, li');
  });
});
