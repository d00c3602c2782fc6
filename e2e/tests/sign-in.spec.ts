import { expect, test } from '@playwright/test';
import { signIn, signInToShell, storedSession, totpNow } from '../support/helpers.js';
import { seriousViolationIds } from '../support/axe.js';

test.describe('sign-in', () => {
  test('validates both fields before calling the server (D14)', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('E-mail é um campo obrigatório.')).toBeVisible();
    await expect(page.getByText('Senha é um campo obrigatório.')).toBeVisible();
    await page.getByLabel('E-mail').fill('nao-e-email');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Digite um e-mail válido!')).toBeVisible();
  });

  test('shows the server error as a toast and keeps what was typed', async ({ page }) => {
    await signIn(page, 'admin@demo.cofre.dev', 'senha-errada');
    await expect(page.getByText('AUTH-001 - E-mail ou senha inválidos.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('admin@demo.cofre.dev');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sign-in page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);
  });

  const landings = [
    { email: 'admin@demo.cofre.dev', path: '/', menu: ['Início'], heading: 'Olá, Bem-vindo!' },
    { email: 'gerente@demo.cofre.dev', path: '/', menu: ['Início'], heading: 'Olá, Bem-vindo!' },
    { email: 'financeiro@demo.cofre.dev', path: '/', menu: ['Início'], heading: 'Olá, Bem-vindo!' },
    { email: 'supervisor@demo.cofre.dev', path: '/cobrancas', menu: [], heading: 'Cobranças' },
    { email: 'vendas@demo.cofre.dev', path: '/cobrancas', menu: [], heading: 'Cobranças' },
  ];
  for (const landing of landings) {
    test(`${landing.email} lands on ${landing.path} and sees the menu of the profile`, async ({ page }) => {
      await signInToShell(page, landing.email);
      await expect(page).toHaveURL(new RegExp(`${landing.path === '/' ? '/$' : landing.path}`));
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      for (const entry of landing.menu) await expect(nav.getByRole('link', { name: entry })).toBeVisible();
      if (landing.menu.length === 0) await expect(nav.getByRole('link', { name: 'Início' })).toHaveCount(0);
      if (landing.heading) await expect(page.getByRole('heading', { name: landing.heading })).toBeVisible();
      else await expect(page.getByText('Esta área estará disponível em breve.')).toBeVisible();
      await expect(nav.getByText('Sair')).toBeVisible();
    });
  }

  test('two-factor: the code step enables Entrar at six digits and signs in', async ({ page }) => {
    await signIn(page, 'seguro@demo.cofre.dev');
    const code = page.getByLabel('Código de verificação');
    await expect(code).toBeVisible();
    const enter = page.getByRole('button', { name: 'Entrar' });
    await code.fill('12345');
    await expect(enter).toBeDisabled();
    await page.getByText('Está com dificuldades para acessar?').first().click();
    await expect(page.getByRole('dialog', { name: 'Está com dificuldades para acessar?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await code.fill(await totpNow());
    await expect(enter).toBeEnabled();
    await enter.click();
    await expect(page.getByRole('heading', { name: 'Olá, Bem-vindo!' })).toBeVisible();
  });

  test('Sair ends the session on the server and opening /login clears what is stored', async ({ page }) => {
    await signInToShell(page, 'gerente@demo.cofre.dev');
    const session = await storedSession(page);
    expect(session?.refreshToken).toBeTruthy();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Sair').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
    const refused = await page.request.get('/api/users/feature-toggles', {
      headers: { authorization: `Bearer ${session!.token}` },
    });
    expect(refused.status()).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);

    await signInToShell(page, 'gerente@demo.cofre.dev');
    await page.goto('/login');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(await storedSession(page)).toBeNull();
  });
});
