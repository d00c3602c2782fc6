import { expect, test, type Page } from '@playwright/test';
import { formatBRL, PERIODICITY_LABELS, type PublicLink } from '@cofre/contract';
import { api, openSignedIn } from '../support/helpers.js';
import { seriousViolationIds } from '../support/axe.js';

/** The demo link of the README (apps/server/src/ops/demo-links.ts): the same address on every start. */
const DEMO_LINK = '/pagar/loja-demo/5eed0000-0000-4000-8000-00000000c0de';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const seriousViolations = seriousViolationIds;

async function fillBuyer(page: Page) {
  await page.getByLabel('Nome completo').fill('Helena Compradora');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.getByLabel('E-mail').fill('helena@exemplo.com');
  await page.getByLabel('Celular com DDD').fill('11987654321');
}

test.describe('the hosted checkout, as a buyer on a phone', () => {
  test('pays the demo link by Pix, watches the page turn paid, and the seller is notified', async ({
    browser,
    page,
  }) => {
    const buyerContext = await browser.newContext(phone);
    const buyer = await buyerContext.newPage();
    await buyer.goto(DEMO_LINK);
    await expect(buyer.getByRole('heading', { name: 'Loja Demo' })).toBeVisible();
    await expect(buyer.getByRole('heading', { name: 'Oficina de fotografia' })).toBeVisible();
    expect(await seriousViolations(buyer)).toEqual([]);
    // Nothing wider than the phone.
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await buyer.getByRole('button', { name: /Pagar/ }).click();
    await expect(buyer.getByText('Inclua um CNPJ ou CPF válido')).toBeVisible();
    await fillBuyer(buyer);
    await buyer.getByRole('button', { name: /Pagar R\$\s225,00/ }).click();
    await expect(buyer.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
    await expect(buyer.getByText('Aguardando o pagamento…')).toBeVisible();
    expect(await seriousViolations(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'Simular pagamento (ambiente de testes)' }).click();
    await expect(buyer.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    await buyerContext.close();

    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    const charges = await api(
      page,
      'GET',
      `/api/charges?paymentLink=5eed0000-0000-4000-8000-00000000c0de&customerName=Helena`,
    );
    expect(charges.content).toHaveLength(1);
    expect(charges.content[0]).toMatchObject({ status: 'PAID', value: 22_500 });
    await page.getByRole('button', { name: 'Notificações' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Notificações' })
        .getByText(/Helena Compradora/)
        .first(),
    ).toBeVisible();
  });

  test('pays by card through 3-D Secure and comes back to the checkout', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const buyer = await context.newPage();
    await buyer.goto(DEMO_LINK);
    await buyer.getByRole('radio', { name: /Cartão de crédito/ }).check();
    await fillBuyer(buyer);
    await buyer.getByLabel('Número do cartão').fill('4000000000003220');
    await buyer.getByLabel('Nome impresso no cartão').fill('Helena C');
    await buyer.getByLabel('Validade (MM/AA)').fill('1231');
    await buyer.getByLabel('CVV').fill('123');
    await buyer.getByLabel('Parcelas').selectOption('3');
    await buyer.getByRole('button', { name: /Pagar R\$\s250,00/ }).click();
    await buyer.getByRole('link', { name: 'Ir para a autenticação' }).click();
    await expect(buyer.getByText('Ambiente de testes: use o código 123456.')).toBeVisible();
    await buyer.getByRole('textbox').first().click();
    await buyer.keyboard.type('123456');
    await buyer.getByRole('button', { name: 'Confirmar' }).click();
    // Approved: the page says so and goes back by itself to the checkout's confirmation.
    await expect(buyer.getByText('Pagamento autenticado. Voltando ao pagamento…')).toBeVisible();
    await expect(buyer).toHaveURL(/\/pagar\/.*pagamento=/);
    await expect(buyer.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    await context.close();
  });

  test('a declined card says why and lets the buyer try again', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const buyer = await context.newPage();
    await buyer.goto(DEMO_LINK);
    await buyer.getByRole('radio', { name: /Cartão de crédito/ }).check();
    await fillBuyer(buyer);
    await buyer.getByLabel('Número do cartão').fill('4000000000000002');
    await buyer.getByLabel('Nome impresso no cartão').fill('Helena C');
    await buyer.getByLabel('Validade (MM/AA)').fill('1231');
    await buyer.getByLabel('CVV').fill('123');
    await buyer.getByRole('button', { name: /Pagar/ }).click();
    await expect(buyer.getByRole('heading', { name: 'Pagamento não autorizado' })).toBeVisible();
    await expect(buyer.getByText('Transação não autorizada pelo emissor.')).toBeVisible();
    await buyer.getByRole('button', { name: 'Tentar com outro cartão' }).click();
    await expect(buyer.getByLabel('Número do cartão')).toHaveValue('4000 0000 0000 0002');
    await expect(buyer.getByLabel('Nome completo')).toHaveValue('Helena Compradora');
    await buyer.getByLabel('Número do cartão').fill('4111111111111111');
    await buyer.getByRole('button', { name: /Pagar/ }).click();
    await expect(buyer.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    await context.close();
  });

  test('an expired link and an unknown one say so, without a form', async ({ browser, page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    const list = await api(page, 'GET', '/api/payment-links?type=ORDER&search=pre-venda');
    const context = await browser.newContext(phone);
    const buyer = await context.newPage();
    await buyer.goto(`/pagar/loja-demo/${list.content[0].id}`);
    await expect(buyer.getByRole('heading', { name: 'Link indisponível' })).toBeVisible();
    await expect(buyer.getByRole('button', { name: /Pagar/ })).toHaveCount(0);
    await buyer.goto('/pagar/loja-demo/00000000-0000-4000-8000-000000000000');
    await expect(buyer.getByRole('heading', { name: 'Link de pagamento não encontrado' })).toBeVisible();
    expect(await seriousViolations(buyer)).toEqual([]);
    await context.close();
  });

  test('a subscription link: the buyer picks Anual, the price follows, and the subscription is yearly', async ({
    browser,
    page,
  }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    const links = await api(page, 'GET', '/api/payment-links?type=SUBSCRIPTION&page=0&size=20');
    const link = links.content.find((row: { status: string }) => row.status === 'ACTIVE');
    const view: PublicLink = await api(page, 'GET', `/api/public/checkout/links/${link.id}`);
    const yearly = view.plan?.choices.find((choice) => choice.periodicity === 'YEARLY');
    const pix = yearly?.methods.find((method) => method.method === 'PIX');
    expect(pix, 'the demo subscription link takes Pix').toBeTruthy();

    const context = await browser.newContext(phone);
    const buyer = await context.newPage();
    await buyer.goto(link.url);
    const periodicity = buyer.getByRole('group', { name: 'Periodicidade' });
    // The link's own periodicity comes preselected (the demo's is Semestral).
    await expect(periodicity.getByRole('radio', { name: PERIODICITY_LABELS[view.plan!.periodicity] })).toBeChecked();
    await periodicity.getByRole('radio', { name: /Anual/ }).check();
    await buyer.getByRole('radio', { name: /Pix/ }).check();
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await buyer.getByLabel('Nome completo').fill('Olga Anual');
    await buyer.getByLabel('CPF ou CNPJ').fill('12345678909');
    await buyer.getByLabel('E-mail').fill('olga@exemplo.com');
    await buyer.getByLabel('Celular com DDD').fill('11987654321');
    const pay = buyer.getByRole('button', { name: /Pagar/ });
    await expect(pay).toHaveText(`Pagar ${formatBRL(pix!.value)}`.replace(/\u00a0/g, ' '));
    await pay.click();
    await expect(buyer.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
    expect(await seriousViolations(buyer)).toEqual([]);
    await context.close();

    const subscriptions = await api(page, 'GET', '/api/subscriptions?customerDocument=12345678909');
    expect(subscriptions.content[0]).toMatchObject({
      status: 'PENDING',
      basicValue: { type: 'YEARLY', valuePerMonth: yearly!.valuePerMonth, value: yearly!.cycleValue },
    });
  });
});
