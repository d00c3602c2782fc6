import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, MAIL_DIR } from './env.js';

export const SESSION_KEY = 'cofre.session';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Opens an entry of the 'Configurações' menu group as a seller does: the group is expanded first
 * when the entry is hidden, then the link is clicked. The group's opening animation can move the
 * link under the pointer (and the nav scrolls on a 720 px screen), so a click that did not navigate
 * is made again until the page is the entry's.
 */
export async function openSettingsEntry(page: Page, entry: string, url: RegExp) {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const link = nav.getByRole('link', { name: entry, exact: true });
  await expect(async () => {
    if (!(await link.isVisible())) await nav.getByText('Configurações', { exact: true }).click();
    await link.click();
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Clicks `button` of `dialog` until the dialog closes. On a loaded CI machine a click on a dialog
 * that had just opened was once lost (stop 55: the dialog still open, its button not even loading,
 * no request made). A click whose request is in flight finds the button loading and waits; the
 * dialog closes once the action is done, so the action is sent once.
 */
export async function confirmInDialog(dialog: Locator, button: string) {
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Signs in and waits for the shell. */
export async function signInToShell(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
}

/**
 * Signs in through the API and opens `path` already signed in: the browser holds the session just as
 * the login form would have left it ('cofre.session'), without loading /login and the landing page
 * first. For tests whose subject is a screen behind the login; the login form itself is tested in
 * sign-in.spec.ts, session.spec.ts and the specs that sign in with a second factor or a new password.
 * The session is placed once per tab (a logout or a reload later in the test is the app's own).
 */
export async function openSignedIn(page: Page, email: string, path: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/public/auth/sign-in', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const { token, refreshToken, expiresIn, ...user } = (await response.json()) as {
    token: string;
    refreshToken: string;
    expiresIn: number;
  };
  expect(token, `${email} signs in with one step (no second factor)`).toBeTruthy();
  await page.addInitScript(
    ([origin, key, session, expiresInMs]) => {
      // The page's own document only: an init script also runs in every frame (a checkout's, a
      // blob's), and the tokens belong to the app's origin alone.
      if (window !== window.top || location.origin !== origin) return;
      if (sessionStorage.getItem('e2e.session-placed')) return;
      sessionStorage.setItem('e2e.session-placed', '1');
      // The expiry as the app computes it on its own clock (a test may have moved the page's clock).
      localStorage.setItem(key, JSON.stringify({ ...session, expiresAt: Date.now() + expiresInMs }));
    },
    [new URL(response.url()).origin, SESSION_KEY, { token, refreshToken, user }, expiresIn * 1000] as const,
  );
  await page.goto(path);
}

export function totpNow(): Promise<string> {
  return generate({ secret: DEMO_TOTP_SECRET, guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }) });
}

/** The newest e-mail the SMTP catcher received for `to`, waiting for it to arrive. */
export async function waitForMail(
  to: string,
  after = 0,
  timeoutMs = 20_000,
): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(MAIL_DIR)
      .filter((file) => file.endsWith('.json') && Number(file.split('-')[0]) >= after)
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8'));
      if (mail.to.includes(to)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} among ${readdirSync(MAIL_DIR).length} messages`);
}

export async function storedSession(page: Page): Promise<{ token: string; refreshToken: string } | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
}

/** Calls the API as the signed-in seller of `page` and answers the response, whatever its status. */
export async function apiResponse(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const session = await storedSession(page);
  return page.request.fetch(path, {
    method,
    data: data as object,
    headers: { ...headers, authorization: `Bearer ${session!.token}` },
  });
}

/** Calls the API as the signed-in seller of `page` (test setup the UI would take many clicks for). */
export async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await apiResponse(page, method, path, data);
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/**
 * The item at `index` of a list a test has just read from the page. A missing item fails the
 * test here, saying so, instead of an `undefined` failing further on.
 */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at index ${index}: the list has ${items.length}`);
  return item;
}

/** A fresh valid CPF per run, so a re-run never collides with a client the last one created. */
export function freshCpf(): string {
  const base = String(Date.now() % 1_000_000_000).padStart(9, '0');
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const check = (sum * 10) % 11;
    digits.push(check === 10 ? 0 : check);
  }
  return digits.join('');
}

/**
 * Closes a toast once read, and waits for it to go. A toast also closes by itself (3 s for the
 * payments', 4 s for the rest): on a busy machine it can go before the click lands, and a click on
 * a toast that is gone would wait for the test's whole timeout.
 */
export async function closeToast(toast: Locator) {
  await toast
    .getByRole('button', { name: 'Fechar notificação' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0);
}

/**
 * Checks that a toast (role alert) said `message`, then closes it. With `act`, the watch starts
 * before the action, in the page: the payments' toasts last 3 s (spec 4 §8), and a busy machine
 * could let one come and go between two polls of an assertion made after it.
 */
export async function toastSaid(page: Page, message: string, act?: () => Promise<unknown>) {
  const toast = page.getByRole('alert').filter({ hasText: message });
  if (act) {
    const shown = toast.waitFor({ state: 'attached' });
    await act();
    await shown;
  } else await expect(toast).toBeVisible();
  await closeToast(toast);
}

/**
 * A tab pointed at a PDF blob (the cancellation letter): Chromium shows it in its viewer, the tab's
 * URL the blob's; the headless shell the suite runs in has no PDF viewer and downloads it from the
 * tab instead, whose file must then be a PDF. Either within 15 s.
 */
export async function expectPdfOpenedIn(tab: Page): Promise<void> {
  const downloaded = tab.waitForEvent('download', { timeout: 15_000 });
  const shown = expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
  downloaded.catch(() => {});
  shown.catch(() => {});
  const download = await Promise.any([downloaded, shown.then(() => undefined)]).catch(() => {
    throw new Error(`The tab neither showed nor downloaded a PDF within 15 s (its URL: ${tab.url()})`);
  });
  if (!download) return;
  expect(download.url()).toMatch(/^blob:/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}
