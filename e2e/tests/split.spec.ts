import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/helpers.js';
import { seriousViolationIds } from '../support/axe.js';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe('split with sub-sellers, as the seller', () => {
  test('creates a link split with a demo partner, a buyer pays it by card, and the charge shows each share', async ({
    browser,
    page,
  }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/seja-pago/criar/cobranca-pontual');
    const title = `Curso em parceria ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    await page.getByRole('textbox', { name: 'Valor' }).fill('20000');

    // Split on: card only, boleto and Pix blocked (spec 2 §4).
    await page.getByRole('switch', { name: 'Dividir o valor com sub-vendedores (split)' }).click();
    await expect(page.getByRole('switch', { name: 'Aceitar PIX' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Aceitar Cartão de crédito' })).toBeChecked();
    await page.getByRole('combobox', { name: 'Sub-vendedor 1', exact: true }).click();
    await page.getByRole('option', { name: 'Ana Beatriz Parceira' }).click();
    // Her default split (10 %) fills the share.
    await expect(page.getByRole('textbox', { name: 'Percentual do sub-vendedor 1' })).toHaveValue(/^10/);
    expect(await seriousViolationIds(page)).toEqual([]);

    await page.getByRole('button', { name: 'Criar link' }).click();
    const review = page.getByRole('dialog', { name: 'Revise os valores do split' });
    await expect(review).toContainText('Ana Beatriz Parceira');
    await expect(review).toContainText(/R\$\s20,00/);
    await review.getByRole('button', { name: 'Confirmar' }).click();
    const created = page.getByRole('dialog', { name: 'Link de pagamento criado com sucesso!' });
    const url = await created.getByRole('textbox', { name: 'Link de pagamento' }).inputValue();

    const buyerContext = await browser.newContext(phone);
    const buyer = await buyerContext.newPage();
    await buyer.goto(url);
    await expect(buyer.getByRole('heading', { name: title })).toBeVisible();
    await expect(buyer.getByRole('radio', { name: /Pix/ })).toHaveCount(0);
    await buyer.getByLabel('Nome completo').fill('Renata Compradora');
    await buyer.getByLabel('CPF ou CNPJ').fill('52998224725');
    await buyer.getByLabel('E-mail').fill('renata@exemplo.com');
    await buyer.getByLabel('Celular com DDD').fill('11987654321');
    await buyer.getByLabel('Número do cartão').fill('4111111111111111');
    await buyer.getByLabel('Nome impresso no cartão').fill('RENATA C');
    await buyer.getByLabel('Validade (MM/AA)').fill('1231');
    await buyer.getByLabel('CVV').fill('123');
    const paying = buyer.waitForResponse((response) => /\/payments$/.test(new URL(response.url()).pathname));
    await buyer.getByRole('button', { name: /Pagar/ }).click();
    const { chargeId } = (await (await paying).json()) as { chargeId: string };
    await expect(buyer.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    await buyerContext.close();

    // The charge: its split section and the statement's split row beneath the payment.
    await page.goto(`/cobrancas/${chargeId}`);
    const split = page.getByRole('region', { name: 'Divisão de pagamento (Split)' });
    await expect(split).toContainText('Ana Beatriz Parceira');
    await expect(split).toContainText(/R\$\s20,00/);
    await expect(page.getByText(/Split - Ana Beatriz Parceira/).first()).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);
  });
});
