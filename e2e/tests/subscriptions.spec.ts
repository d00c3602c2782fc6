import { expect, test } from '@playwright/test';
import { seriousViolationIds } from '../support/axe.js';
import { api, openSignedIn } from '../support/helpers.js';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A date `days` from today as the date field takes it (dd/MM/yyyy). */
function typedDate(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getDate())}/${two(day.getMonth() + 1)}/${day.getFullYear()}`;
}

test.describe('recurrences', () => {
  test('a buyer subscribes on a phone by card; the seller sees it Ativo with its first charge, then bills the next cycle', async ({
    browser,
    page,
  }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    const links = await api(page, 'GET', '/api/payment-links?type=SUBSCRIPTION&page=0&size=20');
    const link = links.content.find((row: { status: string }) => row.status === 'ACTIVE');
    expect(link, 'an active subscription link in the demo').toBeTruthy();

    const buyerContext = await browser.newContext(phone);
    const buyer = await buyerContext.newPage();
    await buyer.goto(link.url);
    await buyer.getByRole('radio', { name: /Cartão de crédito/ }).check();
    await buyer.getByLabel('Nome completo').fill('Irene Assinante');
    await buyer.getByLabel('CPF ou CNPJ').fill('11144477735');
    await buyer.getByLabel('E-mail').fill('irene@exemplo.com');
    await buyer.getByLabel('Celular com DDD').fill('11987654321');
    await buyer.getByLabel('Número do cartão').fill('4111111111111111');
    await buyer.getByLabel('Nome impresso no cartão').fill('IRENE A');
    await buyer.getByLabel('Validade (MM/AA)').fill('1231');
    await buyer.getByLabel('CVV').fill('123');
    await buyer.getByRole('button', { name: /Pagar/ }).click();
    await expect(buyer.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    await buyerContext.close();

    await page.goto('/recorrencias?busca=Irene');
    const row = page.getByRole('row', { name: /Irene Assinante/ }).first();
    await expect(row).toContainText('Ativo');
    await row.click();
    await expect(page).toHaveURL(/\/recorrencias\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Final 1111')).toBeVisible();
    const charges = page.getByRole('table', { name: 'Últimas cobranças da recorrência' });
    await expect(charges.getByRole('row')).toHaveCount(2);
    await expect(charges).toContainText('Paga');
    expect(await seriousViolationIds(page)).toEqual([]);

    // The sandbox moves this subscription to its next cycle: the stored card pays it today.
    await page.getByRole('button', { name: 'Simular próximo ciclo (sandbox)' }).click();
    await expect(page.getByText('Próximo ciclo cobrado com vencimento hoje.')).toBeVisible();
    await expect(charges.getByRole('row')).toHaveCount(3);
    await expect(charges.getByRole('row').filter({ hasText: 'Paga' })).toHaveCount(2);
  });

  test('the seller imports one by boleto, then cancels it', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/recorrencias');
    await page.getByRole('link', { name: 'Importar Recorrências' }).click();
    await expect(page).toHaveURL(/\/importacao-de-recorrencia$/);
    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByText('Preenchimento obrigatório!').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Cliente' }).fill('Bea');
    const client = page.getByRole('option', { name: /Bea/ }).first();
    const clientName = (await client.textContent()) ?? '';
    await client.click();
    await page.getByRole('combobox', { name: 'Plano' }).click();
    await page.getByRole('option', { name: /Clube do Livro/ }).click();
    // A segmented control: its radios are drawn as labels.
    await page.getByText('Semestral', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Valor por mês' })).toHaveValue(/R\$\s44,90/);
    await page.getByRole('textbox', { name: 'Próximo vencimento' }).fill(typedDate(20));
    await page.getByRole('radio', { name: 'Boleto' }).check();
    expect(await seriousViolationIds(page)).toEqual([]);
    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByText('Assinatura importada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/recorrencias$/);

    const imported = (await api(page, 'GET', '/api/subscriptions?page=0&size=1')).content[0];
    expect(imported).toMatchObject({ paymentMethod: 'BOLETO', status: 'ACTIVE', basicValue: { type: 'SEMESTER' } });
    expect(clientName).toContain(imported.customerName);
    await page.goto(`/recorrencias/${imported.uuid}`);
    await page.getByRole('button', { name: 'Cancelar recorrência' }).click();
    await expect(page.getByText('Tem certeza que deseja alterar o status da recorrência?')).toBeVisible();
    await page.getByRole('button', { name: 'Sim', exact: true }).click();
    await expect(page.getByText('Recorrência cancelada.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reativar recorrência' })).toBeVisible();
  });
});
