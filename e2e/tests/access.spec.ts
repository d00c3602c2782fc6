import { expect, test } from '@playwright/test';
import { signInToShell, openSignedIn } from '../support/helpers.js';
import { seriousViolationIds } from '../support/axe.js';

test.describe('permissions, banner and terms', () => {
  test('a page the role may not see shows the permission message, and / leads to the first page it may see', async ({
    page,
  }) => {
    await openSignedIn(page, 'vendas@demo.cofre.dev', '/');
    await expect(page).toHaveURL(/\/cobrancas$/);
    await expect(page.getByRole('heading', { name: 'Cobranças' })).toBeVisible();
    await page.goto('/usuarios');
    await expect(page.getByText('Você não tem permissão para visualizar essa página!')).toBeVisible();
    await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
    await expect(page).toHaveURL(/\/cobrancas$/);
  });

  test('an unknown page says so inside the shell', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/nao-existe');
    await expect(page.getByText('Página não encontrada')).toBeVisible();
  });

  test('breadcrumb follows the route table', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/cobrancas/a1b2c3d4-0000-4000-8000-000000000001');
    const crumbs = page.getByRole('navigation', { name: /breadcrumb|Navegação estrutural|Você está em/i });
    await expect(crumbs.getByText('Cobranças')).toBeVisible();
    await expect(crumbs.getByText('Detalhes')).toBeVisible();
  });

  test('a blocked seller sees the red banner and can dismiss it', async ({ page }) => {
    await openSignedIn(page, 'bloqueado@e2e.cofre.dev', '/', 'senha-bloqueada-1');
    const banner = page.getByRole('alert').filter({ hasText: 'Seller com saque bloqueado' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Entre em contato com o suporte para atualizar seu cadastro.');
    await banner.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(banner).toBeHidden();
  });

  test('a seller without the demo block sees no banner', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await expect(page.getByRole('heading', { name: 'Olá, Bem-vindo!' })).toBeVisible();
    await expect(page.getByText('Seller com saque bloqueado')).toHaveCount(0);
  });

  test('terms of use: a non-admin is sent back to sign-in, an admin accepts', async ({ page }) => {
    await signInToShell(page, 'termos-vendas@e2e.cofre.dev', 'senha-termos-1');
    const modal = page.getByRole('dialog', { name: 'Termos de uso' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Concordar e prosseguir' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Voltar para tela de login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInToShell(page, 'termos-admin@e2e.cofre.dev', 'senha-termos-1');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Concordar e prosseguir' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Olá, Bem-vindo!' })).toBeVisible();

    // Accepted for the whole seller: the other user is through now.
    await signInToShell(page, 'termos-vendas@e2e.cofre.dev', 'senha-termos-1');
    await expect(page.getByRole('heading', { name: 'Cobranças' })).toBeVisible();
    await expect(modal).toHaveCount(0);
  });
});

test('the shell, home and notification drawer have no serious accessibility violations', async ({ page }) => {
  const serious = () => seriousViolationIds(page);
  await openSignedIn(page, 'admin@demo.cofre.dev', '/');
  await expect(page.getByRole('heading', { name: 'Olá, Bem-vindo!' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Notificações' }).click();
  await expect(page.getByRole('dialog', { name: 'Notificações' }).getByRole('listitem').first()).toBeVisible();
  expect(await serious()).toEqual([]);
});
