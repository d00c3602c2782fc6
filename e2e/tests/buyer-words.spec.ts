import { expect, test } from '@playwright/test';
import { api, openSignedIn } from '../support/helpers.js';

/** The demo link: R$ 250,00, 10 % off by Pix, 5 % off by boleto (apps/server/src/ops/demo-links.ts). */
const DEMO_LINK = '/pagar/loja-demo/5eed0000-0000-4000-8000-00000000c0de';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe('what the buyer reads on the checkout', () => {
  test.use(phone);

  test('a refused submit lands on the first wrong field; the discount is its own line', async ({ page }) => {
    await page.goto(DEMO_LINK);
    const prices = page.getByRole('definition');
    await expect(page.getByText('Desconto no Pix (10%)')).toBeVisible();
    await expect(prices.filter({ hasText: /−\sR\$\s25,00/ })).toBeVisible();
    await expect(page.getByText('Total a pagar')).toBeVisible();
    await page.getByRole('button', { name: /Pagar R\$\s225,00/ }).click();
    await expect(page.getByLabel('Nome completo')).toBeFocused();
    await page.getByLabel('Nome completo').fill('Helena Compradora');
    await page.getByRole('button', { name: /Pagar R\$\s225,00/ }).click();
    await expect(page.getByLabel('CPF ou CNPJ')).toBeFocused();
  });

  test('the boleto line reads in its printed groups; a paid Pix leaves a receipt with its code', async ({ page }) => {
    await page.goto(DEMO_LINK);
    await page.getByLabel('Nome completo').fill('Bruno Boleto');
    await page.getByLabel('CPF ou CNPJ').fill('52998224725');
    await page.getByLabel('E-mail').fill('bruno@exemplo.com');
    await page.getByLabel('Celular com DDD').fill('11987654321');
    await page.getByText('Boleto', { exact: true }).click();
    await expect(page.getByText('Desconto no Boleto (5%)')).toBeVisible();
    await page.getByRole('button', { name: /Pagar R\$\s237,50/ }).click();
    await expect(page.getByRole('heading', { name: 'Boleto gerado' })).toBeVisible();
    await expect(page.locator('code.copy-code')).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    // Relative: the PDF stays on the address the buyer opened.
    expect(await page.getByRole('link', { name: 'Baixar boleto (PDF)' }).getAttribute('href')).toMatch(
      /^\/api\/public\/checkout\/links\//,
    );

    await page.goto(DEMO_LINK);
    await page.getByLabel('Nome completo').fill('Paula Pix');
    await page.getByLabel('CPF ou CNPJ').fill('52998224725');
    await page.getByLabel('E-mail').fill('paula@exemplo.com');
    await page.getByLabel('Celular com DDD').fill('11987654321');
    await page.getByRole('button', { name: /Pagar R\$\s225,00/ }).click();
    await page.getByRole('button', { name: 'Simular pagamento (ambiente de testes)' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comprovante' })).toBeVisible();
    await expect(page.getByText('Código do pagamento')).toBeVisible();
    await expect(page.locator('.receipt code')).toHaveText(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: 'Imprimir ou salvar comprovante' })).toBeVisible();
  });
});

test.describe('instalments: the seller’s preview and the buyer’s checkout agree', () => {
  test('R$ 300,00 in 7x is 1x R$ 42,90 + 6x R$ 42,85 on both sides', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    const link = await api(page, 'POST', '/api/payment-links', {
      type: 'ORDER',
      title: `Sete vezes ${Date.now().toString(36)}`,
      value: 30_000,
      creditCard: { enabled: true, discountPercent: 0, installments: 7, feeBearer: 'EARLY_SELLER' },
      bankSlip: { enabled: false, discountPercent: 0, installments: 1 },
      pix: { enabled: false, discountPercent: 0, installments: 1 },
    });
    const plan = /1x de R\$\s42,90 \+ 6x de R\$\s42,85/;
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/seja-pago/editar/${link.id}`);
      await page.getByRole('tab', { name: 'Parcelamento' }).click();
      const preview = page.getByRole('table', { name: 'Parcelamento no cartão de crédito' });
      await expect(preview.getByRole('row').filter({ hasText: /^7x/ })).toContainText(plan);
    }
    await page.goto(`/pagar/${link.id}`);
    const instalments = page.getByRole('combobox', { name: 'Parcelas', exact: true }).locator('option');
    // allTextContents does not wait: read the options once the link's last one is there.
    await expect(instalments.filter({ hasText: plan })).toHaveCount(1);
    const options = await instalments.allTextContents();
    expect(options.find((option) => option.startsWith('1x de R$'))).toMatch(plan);
    expect(options.find((option) => plan.test(option))).toContain('(total R$\u00a0300,00)');
  });
});
