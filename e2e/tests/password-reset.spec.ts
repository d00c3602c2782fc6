import { expect, test } from '@playwright/test';
import { MAIN_URL } from '../support/env.js';
import { signIn, signInToShell, waitForMail } from '../support/helpers.js';

test('password reset through a real e-mail', async ({ page }) => {
  const startedAt = Date.now();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci a senha' }).click();
  await expect(page).toHaveURL(/\/redefinir-senha$/);
  await expect(page.getByRole('heading', { name: 'Trocar senha' })).toBeVisible();
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('O campo e-mail é obrigatório!')).toBeVisible();
  await page.getByLabel('E-mail').fill('reset@e2e.cofre.dev');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Link enviado para seu e-mail, por favor, verifique!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  const mail = await waitForMail('reset@e2e.cofre.dev', startedAt);
  expect(mail.subject).toBe('Redefinição de senha');
  const link = mail.text.match(new RegExp(`${MAIN_URL}/redefinir-senha/\\S+`))![0];

  await page.goto(link);
  await page.getByLabel('Senha', { exact: true }).fill('nova-senha-e2e');
  await page.getByLabel('Confirme sua senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Definir nova senha' }).click();
  await expect(page.getByText('As senhas precisam ser iguais')).toBeVisible();
  await page.getByLabel('Confirme sua senha').fill('nova-senha-e2e');
  await page.getByRole('button', { name: 'Definir nova senha' }).click();
  await expect(page.getByText('Nova senha cadastrada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await signIn(page, 'reset@e2e.cofre.dev', 'senha-antiga-1');
  await expect(page.getByText('AUTH-001 - E-mail ou senha inválidos.')).toBeVisible();
  await signInToShell(page, 'reset@e2e.cofre.dev', 'nova-senha-e2e');

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Senha', { exact: true }).fill('terceira-senha');
  await page.getByLabel('Confirme sua senha').fill('terceira-senha');
  await page.getByRole('button', { name: 'Definir nova senha' }).click();
  await expect(page.getByText('AUTH-007 - Link de redefinição de senha inválido ou expirado.')).toBeVisible();
});
