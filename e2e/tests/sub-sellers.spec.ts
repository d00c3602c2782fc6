import { expect, test, type Page } from '@playwright/test';
import { freshCpf, openSettingsEntry, openSignedIn } from '../support/helpers.js';

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('sub-sellers', () => {
  test('registers a sub-seller with the CEP filling the address, finds it in the list, opens and edits it', async ({
    page,
  }) => {
    const name = `Parceira E2E ${Date.now() % 100_000}`;
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await openSettingsEntry(page, 'Sub-vendedores', /\/sub-vendedores$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sub-vendedores' })).toBeVisible();
    await page.getByRole('button', { name: '+ Novo sub-vendedor' }).click();
    await expect(page).toHaveURL(/\/sub-vendedores\/novo$/);

    // 'Informações gerais': a CPF asks for the birth date.
    await page.getByLabel('CPF ou CNPJ').fill(freshCpf());
    await page.getByLabel('Nome', { exact: true }).fill(name);
    await page.getByLabel('E-mail', { exact: true }).fill('parceira.e2e@exemplo.com.br');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Data de nascimento').fill('12/04/1990');
    await page.keyboard.press('Escape');

    // 'Endereço': the sandbox CEP fills it when the field is left.
    await page.getByLabel('CEP', { exact: true }).fill('01310100');
    await page.getByLabel('CEP', { exact: true }).press('Tab');
    await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
    await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
    await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(page.getByLabel('Estado')).toHaveValue('SP');
    await page.getByLabel('Número', { exact: true }).fill('1578');

    // 'Divisão de valores padrão': 12,5 % of each sale.
    await page.getByRole('radio', { name: 'Porcentagem (%)' }).check();
    await page.getByRole('textbox', { name: 'Porcentagem' }).fill('12,5');

    // 'Dados bancários': the bank searched by name in the list of GET /banks.
    await page.getByRole('combobox', { name: 'Banco' }).fill('itaú');
    await page.getByRole('option', { name: /^341 - / }).click();
    await page.getByLabel('Agência', { exact: true }).fill('0123');
    await page.getByLabel('Conta', { exact: true }).fill('45678');
    await page.getByLabel('Dígito da conta').fill('9');
    await choose(page, 'Tipo de conta', 'Conta corrente');
    await choose(page, 'Tipo de chave Pix', 'E-mail');
    await page.getByRole('textbox', { name: 'Chave Pix' }).fill('pix.e2e@exemplo.com.br');
    await page.getByRole('button', { name: 'Criar sub-vendedor' }).click();

    const processing = page.getByRole('dialog', { name: 'Cadastro em análise' });
    await expect(processing).toContainText('Em cerca de 5 minutos ele estará disponível para receber split.');
    await processing.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/sub-vendedores$/);

    await page.getByPlaceholder('Buscar por nome, CPF ou CNPJ').fill(name);
    await expect(page).toHaveURL(/busca=/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('12,5%');
    await expect(row).toContainText(/Em análise|Aprovado/i);
    await row.getByRole('link', { name: `Ver detalhes de ${name}` }).click();

    await expect(page).toHaveURL(/\/sub-vendedores\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const bank = page.getByRole('region', { name: 'Dados bancários' });
    await expect(bank).toContainText('45678-9');
    await expect(page.getByRole('region', { name: 'Endereço' })).toContainText('Avenida Paulista');

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Número', { exact: true }).fill('2000');
    await page.getByLabel('Complemento').fill('Conjunto 42');
    await page.getByRole('button', { name: 'Concluir' }).click();
    const saved = page.getByRole('dialog', { name: 'Dados alterados com sucesso!' });
    await saved.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Endereço' })).toContainText('Conjunto 42');
    await expect(page.getByRole('region', { name: 'Endereço' })).toContainText('2000');
  });
});
