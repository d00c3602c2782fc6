import { expect, test } from '@playwright/test';
import { SHORT_TOKEN_URL } from '../support/env.js';
import { signInToShell, storedSession } from '../support/helpers.js';

// This server's access tokens live 5 s.
test.use({ baseURL: SHORT_TOKEN_URL });

test('an expired access token is renewed silently', async ({ page }) => {
  await signInToShell(page, 'admin@demo.cofre.dev');
  const first = await storedSession(page);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/public/auth/refresh-token')) refreshes.push(response.status());
  });
  // Pretend the token is still fresh so the browser uses it after the server expired it: the
  // 401 path (refresh once, retry) must keep the user in.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cofre.session')!);
    stored.expiresAt = Date.now() + 3_600_000;
    localStorage.setItem('cofre.session', JSON.stringify(stored));
  });
  await page.waitForTimeout(6000);
  await page.reload();
  await page.getByRole('button', { name: 'Notificações' }).click();
  await expect(page.getByRole('dialog', { name: 'Notificações' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  const renewed = await storedSession(page);
  expect(renewed!.token).not.toBe(first!.token);
  expect(renewed!.refreshToken).not.toBe(first!.refreshToken);
});
