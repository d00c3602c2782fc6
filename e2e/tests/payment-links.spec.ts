import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { api, openSignedIn } from '../support/helpers.js';
import { seriousViolationIds } from '../support/axe.js';
import { MAIN_URL } from '../support/env.js';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const seriousViolations = seriousViolationIds;

/** A title no other run of the suite has used (the server keeps its data between tests). */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** The one-off link body of the API, for list tests that do not need the form. */
const oneOffBody = (title: string) => ({
  type: 'ORDER',
  title,
  value: 4_990,
  creditCard: { enabled: true, discountPercent: 0, installments: 6, feeBearer: 'EARLY_SELLER' },
  bankSlip: { enabled: true, discountPercent: 0, installments: 1 },
  pix: { enabled: true, discountPercent: 0, installments: 1 },
});

/** The text of a QR code as a camera reads it: a screenshot of the drawn code, decoded by jsQR. */
async function decodeQr(code: Locator): Promise<string | null> {
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

async function ensureOn(page: Page, name: string) {
  const method = page.getByRole('switch', { name });
  if (!(await method.isChecked())) await method.click();
}

test.describe('payment links, as the seller', () => {
  test('creates a one-off link with its preview, a buyer pays it by Pix, and the seller is notified', async ({
    browser,
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, 'admin@demo.cofre.dev', '/seja-pago');
    await page.getByRole('button', { name: 'Criar' }).click();
    await page.getByRole('menuitem', { name: 'Link de Pagamento' }).click();
    await expect(page).toHaveURL(/\/seja-pago\/criar\/cobranca-pontual$/);

    const title = unique('Aula de fotografia');
    const create = page.getByRole('button', { name: 'Criar link' });
    await expect(create).toBeDisabled();
    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    await page.getByRole('textbox', { name: 'Valor' }).fill('15000');
    await expect(page.getByRole('textbox', { name: 'Valor' })).toHaveValue(/R\$\s150,00/);
    await ensureOn(page, 'Aceitar PIX');

    // The preview's Parcelamento shows the server's figures for R$ 150,00.
    const preview = page.getByRole('complementary', { name: 'Pré-visualização' });
    await expect(preview.getByRole('tab', { name: 'Parcelamento' })).toHaveAttribute('aria-selected', 'true');
    const instalments = preview.getByRole('table', { name: 'Parcelamento no cartão de crédito' });
    await expect(instalments.getByRole('row').nth(1)).toContainText(/1x\s*R\$\s150,00\s*R\$\s150,00\s*R\$\s145,/);

    await expect(create).toBeEnabled();
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Link de pagamento criado com sucesso!' });
    await expect(dialog).toBeVisible();
    const url = await dialog.getByRole('textbox', { name: 'Link de pagamento' }).inputValue();
    expect(url).toMatch(new RegExp(`^${MAIN_URL}/pagar/.+`));
    await dialog.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const buyerContext = await browser.newContext(phone);
    const buyer = await buyerContext.newPage();
    await buyer.goto(url);
    await expect(buyer.getByRole('heading', { name: title })).toBeVisible();
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await buyer.getByLabel('Nome completo').fill('Otávio Comprador');
    await buyer.getByLabel('CPF ou CNPJ').fill('52998224725');
    await buyer.getByLabel('E-mail').fill('otavio@exemplo.com');
    await buyer.getByLabel('Celular com DDD').fill('11987654321');
    await buyer.getByRole('radio', { name: /Pix/i }).check();
    const paying = buyer.waitForResponse((response) => /\/payments$/.test(new URL(response.url()).pathname));
    await buyer.getByRole('button', { name: /Pagar R\$\s150,00/ }).click();
    const { chargeId } = (await (await paying).json()) as { chargeId: string };
    await expect(buyer.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
    await expect(buyer.getByText('Aguardando o pagamento…')).toBeVisible();
    // The Pix arrives elsewhere (the sandbox bank, called by the seller): the buyer's page turns paid by itself.
    await api(page, 'POST', `/api/sandbox/charges/${chargeId}/payments`);
    await expect(buyer.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    await buyerContext.close();

    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(page).toHaveURL(/\/seja-pago$/);
    await page.getByRole('button', { name: 'Notificações' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Notificações' })
        .getByText(/Otávio Comprador/)
        .first(),
    ).toBeVisible();
  });

  test('creates a quick link and shows its QR code', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/seja-pago/criar/link-rapido');
    await expect(page.getByRole('heading', { name: 'Crie seu link rápido' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Título' }).fill(unique('Café'));
    await page.getByRole('textbox', { name: 'Valor' }).fill('1200');
    await ensureOn(page, 'Aceitar PIX');
    await page.getByRole('button', { name: 'Finalizar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Link Rápido criado com sucesso' });
    await expect(dialog).toBeVisible();
    const url = await dialog.getByRole('textbox', { name: 'Link de pagamento' }).inputValue();
    const qr = dialog.getByRole('img', { name: `QR Code do link ${url}` });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    // Read as a phone camera would: the drawn code, decoded by jsQR, is the link.
    expect(await decodeQr(qr)).toBe(url);
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(page).toHaveURL(/\/seja-pago$/);
    // The list is shown (Chromium's scrollTo now returns a promise, which once broke leaving the form).
    await expect(page.getByRole('heading', { name: 'Links de pagamento' })).toBeVisible();
  });

  test('creates a subscription link on a plan made in the modal, priced per cycle', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/seja-pago/criar/assinatura-customizada');
    await expect(page.getByRole('heading', { name: 'Nova assinatura customizada' })).toBeVisible();

    const planTitle = unique('Clube do livro');
    await page.getByRole('button', { name: 'Adicionar plano' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo Plano' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Título').fill(planTitle);
    await modal.getByLabel('Mensal (valor por mês)').pressSequentially('3990');
    await modal.getByLabel('Semestral (valor por mês)').pressSequentially('3590');
    await modal.getByLabel('Anual (valor por mês)').pressSequentially('2990');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Plano cadastrado com sucesso!')).toBeVisible();
    await expect(modal).toBeHidden();

    // The new plan is chosen, and its monthly price fills the link's value; a semester costs 6 months.
    await expect(page.getByRole('combobox', { name: 'Plano' })).toHaveValue(planTitle);
    const value = page.getByRole('textbox', { name: 'Valor por mês' });
    await expect(value).toHaveValue(/R\$\s39,90/);
    await page.getByRole('radiogroup', { name: 'Periodicidade' }).getByText('Semestral').click();
    await expect(value).toHaveValue(/R\$\s35,90/);
    await expect(page.getByText(/Total por ciclo: R\$\s215,40/)).toBeVisible();
    await ensureOn(page, 'Aceitar PIX');
    await page.getByRole('button', { name: 'Criar link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link de pagamento criado com sucesso!' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();

    await page.getByRole('tab', { name: 'Cobranças recorrentes' }).click();
    await page.getByPlaceholder('Buscar assinaturas customizadas').fill(planTitle);
    await expect(page.getByRole('row').filter({ hasText: planTitle })).toHaveCount(1);
  });

  test('searches, duplicates and deletes links in the list', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    const title = unique('Consultoria');
    await api(page, 'POST', '/api/payment-links', oneOffBody(title));
    await page.goto('/seja-pago');
    await page.getByRole('searchbox', { name: 'Buscar links' }).fill(title);
    await expect(page).toHaveURL(/busca=/);
    const table = page.getByRole('table', { name: 'Links de pagamento' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(title);
    await expect(table.getByRole('row').nth(1)).toContainText('Sem cliente associado');

    await page
      .getByRole('button', { name: `Duplicar o link ${title}` })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Deseja duplicar esse link customizado?' })
      .getByRole('button', { name: 'Sim' })
      .click();
    await expect(page.getByText('Link duplicado com sucesso!')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);

    await page
      .getByRole('button', { name: `Excluir o link ${title}` })
      .first()
      .click();
    const question = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir esse link?' });
    await expect(question.getByText('Excluí-lo desativará o link para futuras contratações.')).toBeVisible();
    await question.getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('Link customizado excluído com sucesso!')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    await page.getByRole('searchbox', { name: 'Buscar links' }).fill(unique('nada-assim'));
    await expect(page.getByText('Sem dados de links customizados')).toBeVisible();
  });

  test('the list and the create form have no serious accessibility violations', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/seja-pago');
    await expect(page.getByRole('table', { name: 'Links de pagamento' }).getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/seja-pago/criar/cobranca-pontual');
    await expect(page.getByRole('textbox', { name: 'Título' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
