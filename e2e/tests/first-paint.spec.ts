import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/helpers.js';

// Issue 41, "the signed-in first load": the HTML of a signed-in address already holds the frame
// (top bar, menu outline, the dashboard's heading), so they paint before any script runs; the
// script then puts the real shell in its place.

test.describe('The first paint of a signed-in address', () => {
  test("draws the frame and the dashboard's heading with no script at all", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Bem-vindo!' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cofre' })).toBeVisible();
    await page.goto('/cobrancas');
    await expect(page.locator('.cf-frame')).toBeVisible();
    await expect(page.getByRole('heading')).toHaveCount(0);
    // The sign-in page keeps its own loading indicator: no signed-in frame for a visitor.
    await page.goto('/login');
    await expect(page.locator('.cf-frame')).toHaveCount(0);
    await context.close();
  });

  test('gives way to the real shell once the script runs, with nothing said on the console', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByText('Saldo disponível')).toBeVisible();
    await expect(page.locator('.cf-frame, .cf-frame-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Bem-vindo!' })).toHaveCount(1);
    // The theme's variables came with the HTML (the build wrote them), and Mantine did not add its own.
    expect(await page.locator('style[data-mantine-styles="true"]').count()).toBe(1);
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    );
    expect(brand).toBe('#0b7a5e');
    expect(problems).toEqual([]);
  });
});
