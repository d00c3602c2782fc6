import { expect, test } from '@playwright/test';
import { seriousViolationIds } from '../support/axe.js';
import { signInToShell } from '../support/helpers.js';

test.describe('settings: API keys', () => {
  test('the seller creates a key, calls the public API with it, and switches it off', async ({ page }) => {
    await signInToShell(page, 'admin@demo.cofre.dev');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Configurações').click();
    await page.getByRole('link', { name: 'Integração' }).click();
    await expect(page).toHaveURL(/\/integracao$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Integração' })).toBeVisible();
    await expect(page.getByText('Nenhuma chave cadastrada ainda')).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nova chave API' }).click();
    const form = page.getByRole('dialog', { name: 'Nova chave API' });
    await expect(form.getByRole('textbox', { name: /Título/ })).toHaveValue('Chave 1');
    await form.getByRole('button', { name: 'Criar chave' }).click();
    const shown = page.getByRole('dialog', { name: 'Chave criada' });
    const key = (await shown.locator('pre, code').first().innerText()).trim();
    expect(key).toMatch(/^cofre_test_/);
    expect(await seriousViolationIds(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Já guardei a chave' }).click();
    await expect(page.getByRole('row', { name: /Chave 1/ })).toContainText('Nunca usada');

    const answer = await page.request.get('/api/v1/charges', { headers: { authorization: `Bearer ${key}` } });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).content.length).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('row', { name: /Chave 1/ })).not.toContainText('Nunca usada');

    await page.getByRole('button', { name: 'Ações da chave Chave 1' }).click();
    await page.getByRole('menuitem', { name: 'Desativar' }).click();
    await page.getByRole('dialog', { name: 'Chave 1' }).getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByText('Token desativado com sucesso')).toBeVisible();
    const refused = await page.request.get('/api/v1/charges', { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
  });
});
