import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/helpers.js';
import { seriousViolationIds } from '../support/axe.js';

// 'Copiar link' writes the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A title no other run used, so a re-run against the same data finds only its own plan. */
const freshTitle = () => `Plano E2E ${Date.now().toString(36)}`;

const seriousViolations = seriousViolationIds;

async function openMenuEntry(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const entry = nav.getByRole('link', { name });
  // The entry sits in the 'Meu Checkout' group: open it when collapsed.
  if (!(await entry.isVisible())) await nav.getByText('Meu Checkout').click();
  await entry.click();
}

test.describe('plans and checkout', () => {
  test('creates a plan, finds it in the list, deactivates it and edits it', async ({ page }) => {
    const title = freshTitle();
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await openMenuEntry(page, 'Meus planos');
    await expect(page).toHaveURL(/\/meus-planos$/);
    await expect(page.getByRole('heading', { name: 'Meus planos' })).toBeVisible();
    await expect(page.getByText(/^1 de \d+ páginas$/)).toBeVisible();

    await page.getByRole('button', { name: 'Criar plano' }).click();
    await expect(page).toHaveURL(/\/meus-planos\/0$/);
    await expect(page.getByRole('heading', { name: 'Novo Plano' })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Preenchimento obrigatório!')).toBeVisible();

    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Descrição').fill('Plano criado pelo teste de ponta a ponta');
    await expect(page.getByText('40/500')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await page.getByLabel('Item 1', { exact: true }).fill('Suporte por e-mail');
    await page.getByLabel('Mensal (valor por mês)').pressSequentially('5990');
    await page.getByLabel('Semestral (valor por mês)').pressSequentially('5490');
    await page.getByLabel('Anual (valor por mês)').pressSequentially('4990');
    await expect(page.getByText('Total a cada 6 meses: R$ 329,40')).toBeVisible();
    await expect(page.getByText('Total a cada 12 meses: R$ 598,80')).toBeVisible();
    await page.getByRole('switch', { name: 'Pix' }).click({ force: true });
    await page.getByRole('button', { name: 'Finalizar' }).click();

    await expect(page.getByText('Plano cadastrado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/meus-planos$/);
    await page.getByPlaceholder('Buscar planos').fill(title);
    await expect(page).toHaveURL(/busca=/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Mensal: R$ 59,90/mês');
    await expect(row).toContainText('Anual: R$ 49,90/mês (total R$ 598,80)');

    const active = row.getByRole('switch', { name: `Plano ${title} ativo` });
    await expect(active).toBeChecked();
    await active.click({ force: true });
    await expect(page.getByText('Plano atualizado com sucesso!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: title }).getByRole('switch')).not.toBeChecked();

    await page.getByRole('link', { name: `Editar o plano ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar Plano' })).toBeVisible();
    await expect(page.getByLabel('Título')).toHaveValue(title);
    await expect(page.getByLabel('Item 1', { exact: true })).toHaveValue('Suporte por e-mail');
    await expect(page.getByLabel('Semestral (valor por mês)')).toHaveValue(/^R\$\s54,90$/);
    await page.getByLabel('Título').fill(`${title} editado`);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Plano atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/meus-planos$/);
    await page.getByPlaceholder('Buscar planos').fill(`${title} editado`);
    await expect(page.getByRole('row').filter({ hasText: `${title} editado` })).toHaveCount(1);
  });

  test("edits the checkout's title and description, checks the URL and copies the link", async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await openMenuEntry(page, 'Informações Gerais');
    await expect(page).toHaveURL(/\/checkout-info$/);
    const title = page.getByLabel('Título');
    const url = page.getByLabel(/^URL/);
    await expect(url).toHaveValue('loja-demo');
    const original = { title: await title.inputValue(), description: await page.getByLabel('Descrição').inputValue() };

    // An empty URL is refused by the contract's rule before any save.
    await url.fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Url é um campo obrigatório!')).toBeVisible();
    await url.fill('loja-demo');

    const edited = `Loja Demo ${Date.now().toString(36)}`;
    await title.fill(edited);
    await page.getByLabel('Descrição').fill('Descrição editada pelo teste de ponta a ponta');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Checkout editado com sucesso!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Título')).toHaveValue(edited);

    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/pagar\/loja-demo$/);

    // Other specs show the demo checkout as seeded: put its title and description back.
    await page.getByLabel('Título').fill(original.title);
    await page.getByLabel('Descrição').fill(original.description);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Checkout editado com sucesso!').first()).toBeVisible();
  });

  test('the plan list, the plan form and the checkout info have no serious accessibility violations', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/meus-planos');
    await expect(page.getByRole('switch').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/meus-planos/0');
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await page.getByLabel('Item 1', { exact: true }).fill('Suporte');
    await page.getByLabel('Mensal (valor por mês)').pressSequentially('1000');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/checkout-info');
    await expect(page.getByLabel(/^URL/)).toHaveValue('loja-demo');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
