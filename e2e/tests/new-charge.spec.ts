import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from '../support/helpers.js';

/** A client the charge can be for: a Brazilian document (the demo has foreign clients too). */
const BRAZILIAN_DOCUMENT = /\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/;

async function fillCharge(page: Page, dialog: Locator, method: string, title: string) {
  await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
  await dialog.getByRole('radio', { name: method }).check();
  await dialog.getByRole('textbox', { name: 'Valor' }).fill('12345');
  await expect(dialog.getByRole('textbox', { name: 'Valor' })).toHaveValue(/123,45/);
  await dialog.getByRole('button', { name: 'Criar cobrança' }).click();
  return page.getByRole('dialog', { name: 'Cobrança criada' });
}

test.describe('new charge', () => {
  test('creates a boleto and a Pix from the list, each with what the buyer pays with', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/cobrancas');
    const run = Date.now();
    for (const method of ['Boleto', 'Pix']) {
      await page.getByRole('button', { name: 'Nova cobrança' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova cobrança' });
      await dialog.getByRole('combobox', { name: 'Cliente' }).click();
      await page.getByRole('option').filter({ hasText: BRAZILIAN_DOCUMENT }).first().click();
      const result = await fillCharge(page, dialog, method, `E2E ${method} ${run}`);
      await expect(result.getByText('Cobrança criada com sucesso!')).toBeVisible();
      if (method === 'Boleto') {
        await expect(result.getByText('Linha digitável')).toBeVisible();
        await expect(result.getByRole('button', { name: 'Baixar boleto (PDF)' })).toBeVisible();
      } else {
        await expect(result.getByRole('img', { name: 'QR Code Pix da cobrança' })).toBeVisible();
        await expect(result.getByText('Pix copia e cola')).toBeVisible();
      }
      await result.getByRole('button', { name: 'Fechar', exact: true }).click();
      await expect(result).toBeHidden();
    }
    // The list was refreshed: both new charges are found by their title.
    await page.getByRole('combobox', { name: 'Campo da busca' }).click();
    await page.getByRole('option', { name: 'Cobrança' }).click();
    await page.getByLabel(/^Buscar por/).fill(`E2E`);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    for (const method of ['Boleto', 'Pix']) {
      await expect(page.getByRole('table').getByText(`E2E ${method} ${run}`)).toBeVisible();
    }
  });

  test("starts from a client's page with that client, and opens the charge created", async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/clientes');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: BRAZILIAN_DOCUMENT }).first();
    const name = (await row.getByRole('link').first().innerText()).split('\n')[0]!.trim();
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: 'Nova cobrança' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova cobrança' });
    await expect(dialog.getByRole('combobox', { name: 'Cliente' })).toHaveValue(name);
    const result = await fillCharge(page, dialog, 'Pix', `E2E cliente ${Date.now()}`);
    await result.getByRole('link', { name: 'Abrir cobrança' }).click();
    await expect(page).toHaveURL(/\/cobrancas-agendadas\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
