import { expect, test } from '@playwright/test';
import { signInToShell, storedSession } from '../support/helpers.js';

test('reuse of a rotated refresh token ends the session in the browser', async ({ page }) => {
  await signInToShell(page, 'gerente@demo.cofre.dev');
  const stolen = (await storedSession(page))!.refreshToken;
  // Someone else spends the refresh token first (its 15-minute access token keeps the browser
  // from refreshing on its own in the meantime)...
  const thief = await page.request.post('/api/public/auth/refresh-token', { data: { refreshToken: stolen } });
  expect(thief.status()).toBe(200);
  // ...then the browser's token reaches its refresh threshold and it presents the same one.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cofre.session')!);
    stored.expiresAt = Date.now();
    localStorage.setItem('cofre.session', JSON.stringify(stored));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  // The server revoked the whole family: the thief's fresh tokens are dead too.
  const thiefSession = await thief.json();
  const thiefAgain = await page.request.post('/api/public/auth/refresh-token', {
    data: { refreshToken: thiefSession.refreshToken },
  });
  expect(thiefAgain.status()).toBe(401);
  const thiefRead = await page.request.get('/api/users/feature-toggles', {
    headers: { authorization: `Bearer ${thiefSession.token}` },
  });
  expect(thiefRead.status()).toBe(401);
});
