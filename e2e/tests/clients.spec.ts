import { expect, test, type Page } from '@playwright/test';
import { freshCpf, openSignedIn } from '../support/helpers.js';

async function fillStepOne(page: Page, scope: Page | ReturnType<Page['getByRole']>, cpf: string, name: string) {
  await scope.getByLabel('CPF', { exact: true }).fill(cpf);
  await scope.getByLabel('Nome', { exact: true }).fill(name);
  await scope.getByLabel('Celular').fill('11987654321');
  await scope.getByLabel('E-mail', { exact: true }).fill('cliente.e2e@exemplo.com.br');
}

test.describe('clients', () => {
  test('lists, searches and pages clients, with search and page in the URL', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Clientes' }).click();
    await expect(page).toHaveURL(/\/clientes$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Telefone' })).toBeVisible();
    await expect(page.getByText(/^1 de \d+ páginas$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /anterior/i })).toBeDisabled();
    await page.getByRole('button', { name: /próxima/i }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(page.getByText(/^2 de \d+ páginas$/)).toBeVisible();

    await page.getByPlaceholder('Buscar por nome, documento ou e-mail').fill('sebastiao');
    await expect(page).toHaveURL(/busca=sebastiao/);
    await expect(page).not.toHaveURL(/pagina=2/);
    await expect(table.getByRole('row').nth(1)).toContainText('Sebastião');
    await page.reload();
    await expect(page.getByPlaceholder('Buscar por nome, documento ou e-mail')).toHaveValue('sebastiao');

    await page.getByPlaceholder('Buscar por nome, documento ou e-mail').fill('zzzz nenhum');
    await expect(page.getByText('Sem dados de clientes')).toBeVisible();
  });

  test('registers a client with a CPF through both steps, with the CEP filling the address', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/clientes');
    await page.getByRole('button', { name: 'Adicionar cliente' }).click();
    await expect(page).toHaveURL(/\/clientes\/adicionar-cliente$/);
    const next = page.getByRole('button', { name: 'Proximo' });

    await page.getByLabel('CPF', { exact: true }).fill('52998224724');
    await expect(page.getByText('Inclua um CNPJ ou CPF válido')).toBeVisible();
    await expect(next).toBeDisabled();

    await fillStepOne(page, page, freshCpf(), 'Teresa Cristina E2E');
    await expect(next).toBeEnabled();
    await next.click();

    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
    await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
    await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(page.getByLabel('Estado')).toHaveValue('SP');
    await expect(page.getByLabel('País')).toHaveValue('BR');
    await page.getByLabel('Número').fill('1578');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByText('Cliente cadastrado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Teresa Cristina E2E' })).toBeVisible();
    await expect(page.getByText('Avenida Paulista')).toBeVisible();
  });

  test('a CNPJ prefills the company from the registry', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/clientes/adicionar-cliente');
    await page.getByLabel('Tipo de documento').click();
    await page.getByRole('option', { name: 'CNPJ' }).click();
    await page.getByLabel('CNPJ', { exact: true }).fill('34567890000130');
    await expect(page.getByLabel('Razão Social')).toHaveValue('Padaria Pão de Ouro Ltda');
    await page.getByRole('button', { name: 'Proximo' }).click();
    await expect(page.getByLabel('CEP')).toHaveValue('20040-020');
    await expect(page.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  });

  test('edits the contact through the review dialog, and Cancelar discards', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/clientes?busca=padaria');
    await page.getByRole('table').getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
    const contact = page.getByRole('region', { name: 'Dados de contato' });

    await contact.getByRole('button', { name: 'Editar' }).click();
    await contact.getByLabel('E-mail', { exact: true }).fill('descartado@exemplo.com.br');
    await contact.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('Deseja descartar as alterações?')).toBeVisible();
    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect(contact.getByText('descartado@exemplo.com.br')).toHaveCount(0);

    await contact.getByRole('button', { name: 'Editar' }).click();
    await contact.getByLabel('E-mail', { exact: true }).fill('financeiro.e2e@exemplo.com.br');
    await contact.getByRole('button', { name: 'Concluir' }).click();
    const review = page.getByRole('dialog');
    await expect(review).toContainText('financeiro.e2e@exemplo.com.br');
    await review.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Cliente editado com sucesso!')).toBeVisible();
    await page.reload();
    await expect(contact.getByText('financeiro.e2e@exemplo.com.br')).toBeVisible();
  });

  test('a SALE user sees Recebíveis but no Assinaturas tab', async ({ page }) => {
    await openSignedIn(page, 'vendas@demo.cofre.dev', '/clientes?busca=padaria');
    await page.getByRole('table').getByRole('row').nth(1).click();
    await expect(page.getByRole('tab', { name: 'Recebíveis' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Assinaturas' })).toHaveCount(0);
    // The client's own charges (found by document) or the empty text: the tab loaded for this role.
    await expect(
      page.getByRole('columnheader', { name: 'Vencimento' }).or(page.getByText('Sem dados de cobranças')),
    ).toBeVisible();
  });
});

test.describe('client picker', () => {
  test("adds a client from the picker's modal and sees it selected", async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/__e2e/seletor-de-cliente');
    const picker = page.getByLabel('Cliente', { exact: true });
    await picker.fill('sebastiao');
    await expect(page.getByRole('option', { name: /Sebastião/ }).first()).toBeVisible();
    await page.getByRole('option', { name: 'Adicionar cliente' }).click();

    const modal = page.getByRole('dialog');
    await fillStepOne(page, modal, freshCpf(), 'Zuleica Picker E2E');
    await modal.getByRole('button', { name: 'Proximo' }).click();
    await modal.getByLabel('Usar o meu endereço no lugar do endereço do cliente').check();
    await modal.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByText('Cliente cadastrado com sucesso!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Selecionado: Zuleica Picker E2E')).toBeVisible();
    await expect(picker).toHaveValue(/Zuleica Picker E2E/);
  });
});
