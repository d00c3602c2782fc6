import { expect, test } from '@playwright/test';
import { seriousViolationIds } from '../support/axe.js';
import { signInToShell } from '../support/helpers.js';

test.describe('settings: payment methods', () => {
  test('a method switched off is off on a new link; the fine saves itself a second after typing', async ({ page }) => {
    await signInToShell(page, 'admin@demo.cofre.dev');
    await page.goto('/metodos-pagamentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pagamento' })).toBeVisible();
    const boleto = page.getByRole('switch', { name: 'Boleto' });
    await expect(boleto).toBeChecked();
    expect(await seriousViolationIds(page)).toEqual([]);

    await boleto.click();
    await expect(page.getByText('Método de pagamento alterado com sucesso.')).toBeVisible();
    await page.goto('/seja-pago/criar/cobranca-pontual');
    await expect(page.getByRole('switch', { name: 'Aceitar Boleto' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Aceitar Cartão de crédito' })).toBeChecked();

    await page.goto('/metodos-pagamentos');
    await page.getByRole('switch', { name: 'Boleto' }).click();
    await expect(page.getByText('Método de pagamento alterado com sucesso.')).toBeVisible();
    const fine = page.getByRole('textbox', { name: 'Percentual de multa' });
    await fine.fill('3,5');
    await expect(page.getByText('Configuração de juros e multa default atualizadas.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Percentual de multa' })).toHaveValue('3,5');
    await page.getByRole('textbox', { name: 'Percentual de multa' }).fill('2');
    await expect(page.getByText('Configuração de juros e multa default atualizadas.')).toBeVisible();
  });
});

test.describe('settings: invoices', () => {
  test('the seller switches automatic invoices off, after the question', async ({ page }) => {
    await signInToShell(page, 'admin@demo.cofre.dev');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Configurações').click();
    await page.getByRole('link', { name: 'Nota fiscal' }).click();
    await expect(page).toHaveURL(/\/nota-fiscal$/);
    await expect(page.getByRole('heading', { name: 'Emissão automática' })).toBeVisible();
    // Checked as loaded, not while the menu group that just opened is still fading in.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Desativar' })).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);
    await page.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByText('Tem certeza que deseja desativar a emissão de notas fiscais?')).toBeVisible();
    await page.getByRole('button', { name: 'Sim', exact: true }).click();
    await expect(page.getByText('Nota fiscal desativado com sucesso!')).toBeVisible();
    await expect(page.getByRole('link', { name: /Configurar a emissão/ })).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);
  });
});
