import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { sandboxHolder } from '../../apps/server/src/providers/pix-directory/sandbox-holders.js';
import { expectAccessibleAtBothWidths as expectAccessible, seriousAxeViolations } from '../support/axe.js';
import { toastSaid, openSignedIn } from '../support/helpers.js';

// The demo seller (apps/server/src/ops/demo-payments.ts): approval by a second person from
// R$ 5.000,00 and always for Financeiro; favorites 'Contador', 'Gráfica Central' and 'Motoboy'. Its
// Pix limit at night is R$ 1.000,00 and the seed already spends most of it, so every amount actually
// paid here is a few reais. The sandbox directory names a key's holder from the key itself
// (docs/sandbox.md, 'Key lookup'), and the sandbox bank settles a plain e-mail key at once.
const ADMIN = 'admin@demo.cofre.dev';
const FINANCE = 'financeiro@demo.cofre.dev';

/** A few letters new to each run, so keys, descriptions and nicknames never meet an earlier row. */
const RUN = Date.now().toString(36);

/** 'R$ 1.234,56' (a normal or a non-breaking space after R$) → centavos. */
const centsOf = (text: string) => Number(text.replace(/\D/g, ''));
/** Centavos → the amount as shown, with any space after R$. */
const brl = (cents: number) =>
  new RegExp(
    `R\\$\\s${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(cents / 100).replace(/\./g, '\\.')}`,
  );
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Today in São Paulo as the form shows it: dd/mm/aaaa. */
const todayShown = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The browser contexts a test opened, closed after it whatever happened. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** A signed-in seller in a browser context of its own, on /pagamentos opened from the menu. */
async function sellerOnPayments(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  opened.push(context);
  const page = await context.newPage();
  await openSignedIn(page, email, '/');
  const entry = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Pagamentos/ });
  await expect(entry).toContainText('Novo');
  await entry.click();
  await expect(page).toHaveURL(/\/pagamentos(\?|$)/);
  // Checked as loaded, not under the pointer that just clicked the menu entry (its hover colour).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sistema de Gerenciamento de Pagamentos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'PIX' })).toHaveAttribute('aria-selected', 'true');
  await expect(balanceCard(page).getByText(/^R\$\s[\d.]+,\d{2}$/)).toBeVisible();
  return page;
}

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Saldo disponível' });
const paymentForm = (page: Page) => page.getByRole('region', { name: 'Pagamento PIX', exact: true });
const paymentsTable = (page: Page) => page.getByRole('table', { name: 'Aprovação de Pagamentos PIX' });
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Revisão de Pagamento PIX' });

// A toast is closed once read (`toastSaid`): it sits over the page's top right, and its message under
// a title fails axe's contrast rule (reported; the last test keeps that in view), which is no part
// of the page or the dialog checked here.

/** The available balance the card shows now, in centavos. */
async function balanceOf(page: Page): Promise<number> {
  return centsOf(
    await balanceCard(page)
      .getByText(/^R\$\s[\d.]+,\d{2}$/)
      .innerText(),
  );
}

/** Types an amount as a seller does: the digits, read from the right. */
async function typeAmount(input: Locator, cents: number) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(String(cents));
  await expect(input).toHaveValue(brl(cents));
}

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

interface NewPayment {
  key?: string;
  cents: number;
  costCenter: string;
  description: string;
}

/** Fills 'Pagamento PIX' (the key only when given: a chosen favorite already put it there) and opens its review. */
async function fillAndReview(page: Page, payment: NewPayment): Promise<Locator> {
  const form = paymentForm(page);
  if (payment.key !== undefined) await form.getByRole('textbox', { name: 'Chave PIX' }).fill(payment.key);
  await expect(form.getByRole('status', { name: 'Tipo de chave: E-mail' })).toBeVisible();
  await typeAmount(form.getByRole('textbox', { name: 'Valor' }), payment.cents);
  // The payment day starts at today (São Paulo).
  await expect(form.getByRole('textbox', { name: 'Data de pagamento' })).toHaveValue(todayShown());
  await chooseOption(page, form.getByRole('combobox', { name: 'Centro de custo' }), payment.costCenter);
  await form.getByRole('textbox', { name: 'Descrição (opcional)' }).fill(payment.description);
  await form.getByRole('button', { name: 'Revisar pagamento' }).click();
  const dialog = reviewDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Consultando o favorecido no diretório do Pix…')).toBeHidden();
  await expect(dialog).toContainText(brl(payment.cents));
  await expect(dialog).toContainText(todayShown());
  await expect(dialog).toContainText(payment.costCenter);
  await expect(dialog).toContainText(payment.description);
  return dialog;
}

/** The directory's holder of an e-mail key, as the review and the list must show it. */
function holderOf(key: string) {
  const holder = sandboxHolder('EMAIL', key);
  const masked = `***.${holder.document.slice(3, 6)}.${holder.document.slice(6, 9)}-**`;
  return { name: holder.name, bank: holder.bankName, document: holder.document, masked };
}

/** The recipient in a review or detail: name, bank and the document with its middle only. */
async function expectRecipient(dialog: Locator, key: string) {
  const holder = holderOf(key);
  await expect(dialog).toContainText(key);
  await expect(dialog.getByText(holder.name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(holder.bank, { exact: true })).toBeVisible();
  await expect(dialog.getByText(holder.masked, { exact: true })).toBeVisible();
  // Never the whole document.
  await expect(dialog).not.toContainText(holder.document);
}

/** As Financeiro: submits a payment that waits for an approver, and sees it pending in the list. */
async function submitForApproval(page: Page, payment: Required<NewPayment>) {
  const dialog = await fillAndReview(page, payment);
  await expectRecipient(dialog, payment.key);
  // Financeiro never pays: the only way on is to save it for someone else's approval.
  await expect(dialog.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Salvar para Aprovação' }).click();
  await toastSaid(page, 'Pagamento salvo para aprovação');
  await expect(dialog).toBeHidden();
  // The form starts over.
  await expect(paymentForm(page).getByRole('textbox', { name: 'Chave PIX' })).toHaveValue('');
  const row = paymentsTable(page).getByRole('row').filter({ hasText: payment.key });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pendente');
  await expect(row).toContainText(brl(payment.cents));
  await expect(row).toContainText(holderOf(payment.key).name);
  await expect(row).toContainText(payment.costCenter);
}

/** Searches the approval list by a description: the one row it matches, and the tiles over it. */
async function findByDescription(page: Page, description: string, key: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Buscar pagamentos' }).fill(description);
  await expect(page).toHaveURL(/[?&]busca=/);
  const rows = paymentsTable(page).getByRole('row');
  // The header and the one payment.
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: key });
  await expect(row).toHaveCount(1);
  return row;
}

/** The eye button of a payment's row: 'Ver pagamento {first 8 of the id} para {recipient}'. */
const viewButton = (row: Locator, key: string) =>
  row.getByRole('button', { name: new RegExp(`^Ver pagamento [0-9a-f]{8} para ${escape(holderOf(key).name)}$`) });

/** The value of a tile of 'Resumo dos pagamentos'. */
const tile = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Resumo dos pagamentos' }).getByRole('region', { name: label });

test.describe('Pagamentos: PIX', () => {
  test('a FINANCE user submits a payment, the administrator approves it, it completes and the balance drops', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const key = `fornecedor.e2e.${RUN}@exemplo.com.br`;
    const description = `Tinta da vitrine ${RUN}`;
    const cents = 1_234;

    const finance = await sellerOnPayments(browser, FINANCE);
    // Financeiro reads the approval rule and may not change it.
    const policy = finance.getByRole('region', { name: 'Aprovação de pagamentos', exact: true });
    await expect(policy).toContainText(/Pagamentos a partir de R\$\s5\.000,00 precisam da aprovação de outra pessoa/);
    await expect(policy.getByRole('switch')).toHaveCount(0);
    await expect(policy.getByRole('checkbox')).toHaveCount(0);
    await submitForApproval(finance, { key, cents, costCenter: 'Operacional', description });
    // Its own payment: Financeiro may withdraw it, never decide it.
    await viewButton(paymentsTable(finance).getByRole('row').filter({ hasText: key }), key).click();
    const own = reviewDialog(finance);
    await expect(own).toContainText('Pendente');
    await expect(own).toContainText(description);
    await expect(own.getByRole('button', { name: 'Cancelar pagamento' })).toBeVisible();
    await expect(own.getByRole('radiogroup', { name: 'Decisão' })).toHaveCount(0);
    await expect(own.getByRole('button', { name: 'Aprovar pagamento' })).toHaveCount(0);
    await own.getByRole('button', { name: 'Fechar janela' }).click();
    await expect(own).toBeHidden();
    await finance.context().close();

    const admin = await sellerOnPayments(browser, ADMIN);
    const before = await balanceOf(admin);
    expect(before, 'the demo seller has enough balance for the payment').toBeGreaterThan(cents);
    const row = await findByDescription(admin, description, key);
    await expect(row).toContainText('Pendente');
    await expect(tile(admin, 'Pendentes')).toHaveText(/^Pendentes\s*1$/);
    await expect(tile(admin, 'Aprovados')).toHaveText(/^Aprovados\s*0$/);
    await expect(tile(admin, 'Rejeitados')).toHaveText(/^Rejeitados\s*0$/);
    await expect(tile(admin, 'Valor total')).toContainText(brl(cents));
    await expectAccessible(admin, 'the payments page with a pending payment');

    await viewButton(row, key).click();
    const dialog = reviewDialog(admin);
    await expectRecipient(dialog, key);
    await expect(dialog).toContainText(description);
    await expect(dialog).toContainText('Pendente');
    await expect(dialog.getByRole('radio', { name: 'Aprovar' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Comprovante' })).toHaveCount(0);
    await expectAccessible(admin, 'the approval dialog');
    await dialog.getByRole('textbox', { name: 'Observações' }).fill('Conferido com a nota fiscal (e2e)');
    await dialog.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await toastSaid(admin, 'Pagamento aprovado com sucesso!');
    await expect(dialog).toBeHidden();

    await expect(row).toContainText('Concluído');
    await expect(tile(admin, 'Pendentes')).toHaveText(/^Pendentes\s*0$/);
    await expect(tile(admin, 'Aprovados')).toHaveText(/^Aprovados\s*1$/);
    // The money left: the card reads the balance again after the approval.
    await expect.poll(() => balanceOf(admin), { message: 'the balance after the payment' }).toBe(before - cents);

    // The completed payment: its end-to-end id, the note, and the receipt (a PDF download).
    await viewButton(row, key).click();
    await expect(dialog).toContainText('Concluído');
    await expect(dialog).toContainText('Conferido com a nota fiscal (e2e)');
    await expect(dialog).toContainText(/E13935893\d{12}[0-9A-F]{11}/);
    await expect(dialog.getByRole('radio', { name: 'Aprovar' })).toHaveCount(0);
    const receipt = dialog.getByRole('button', { name: 'Comprovante' });
    await expect(receipt).toBeVisible();
    const [download] = await Promise.all([admin.waitForEvent('download'), receipt.click()]);
    expect(download.suggestedFilename()).toMatch(/^comprovante-pix-[0-9a-f-]{36}\.pdf$/);
    await expectAccessible(admin, 'the completed payment');
    await admin.context().close();
  });

  test('the administrator rejects a payment with a reason', async ({ browser }) => {
    test.setTimeout(90_000);
    const key = `brindes.e2e.${RUN}@exemplo.com.br`;
    const description = `Brindes da feira ${RUN}`;
    const cents = 2_345;

    const finance = await sellerOnPayments(browser, FINANCE);
    await submitForApproval(finance, { key, cents, costCenter: 'Marketing', description });
    await finance.context().close();

    const admin = await sellerOnPayments(browser, ADMIN);
    const before = await balanceOf(admin);
    const row = await findByDescription(admin, description, key);
    await viewButton(row, key).click();
    const dialog = reviewDialog(admin);
    await expect(dialog).toContainText(description);
    // The toggle's radios are drawn under their labels: a seller clicks the label.
    await dialog.getByRole('radiogroup', { name: 'Decisão' }).getByText('Rejeitar', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Rejeitar' })).toBeChecked();

    // A rejection needs its reason: asked for, and the confirmation stays off until it is chosen.
    const reason = dialog.getByRole('combobox', { name: 'Motivo da rejeição' });
    await expect(reason).toHaveAttribute('placeholder', 'Selecione o motivo da rejeição');
    const confirm = dialog.getByRole('button', { name: 'Rejeitar pagamento' });
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Aprovar pagamento' })).toHaveCount(0);
    await expectAccessible(admin, 'the rejection form');
    await chooseOption(admin, reason, 'Valor inválido');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await toastSaid(admin, 'Pagamento rejeitado');
    await expect(dialog).toBeHidden();

    await expect(row).toContainText('Rejeitado');
    await expect(tile(admin, 'Rejeitados')).toHaveText(/^Rejeitados\s*1$/);
    await expect(tile(admin, 'Pendentes')).toHaveText(/^Pendentes\s*0$/);
    await viewButton(row, key).click();
    await expect(dialog).toContainText('Rejeitado');
    await expect(dialog).toContainText('Valor inválido');
    await expect(dialog.getByRole('radio', { name: 'Rejeitar' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Comprovante' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Fechar janela' }).click();
    await expect(dialog).toBeHidden();
    // Nothing left the account: the balance read again by hand is the same.
    await Promise.all([
      admin.waitForResponse((response) => response.url().endsWith('/api/payments/balance') && response.ok()),
      balanceCard(admin).getByRole('button', { name: 'Atualizar saldo' }).click(),
    ]);
    await expect(balanceCard(admin).getByText(/^R\$\s[\d.]+,\d{2}$/)).toHaveText(brl(before));
    await admin.context().close();
  });

  test('a favorite saved from the key input is reused', async ({ browser }) => {
    test.setTimeout(90_000);
    const key = `grafica.e2e.${RUN}@exemplo.com.br`;
    const nickname = `Gráfica Rápida ${RUN}`;
    const beneficiary = 'Gráfica Rápida Ltda';
    const description = `Cartões de visita ${RUN}`;
    const cents = 567;

    const admin = await sellerOnPayments(browser, ADMIN);
    const form = paymentForm(admin);
    const keyInput = form.getByRole('textbox', { name: 'Chave PIX' });
    const openFavorites = form.getByRole('button', { name: 'Abrir favoritos PIX' });
    const dropdown = admin.getByRole('dialog', { name: 'Sugestões de favoritos PIX' });

    // A new key: offered to use or to save, and no favorite has it yet.
    await keyInput.fill(key);
    await expect(form.getByRole('status', { name: 'Tipo de chave: E-mail' })).toBeVisible();
    await openFavorites.click();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByText('Usar esta chave:')).toBeVisible();
    await expect(dropdown.getByText(key, { exact: true })).toBeVisible();
    await expect(dropdown.getByText('Nenhum favorito disponível')).toBeVisible();
    await dropdown.getByRole('button', { name: `Salvar a chave ${key} como favorito` }).click();
    await expect(dropdown).toBeHidden();

    const favoriteForm = admin.getByRole('dialog', { name: 'Cadastrar/Editar Favorito PIX' });
    await expect(favoriteForm.getByRole('textbox', { name: 'Chave PIX' })).toHaveValue(key);
    await favoriteForm.getByRole('textbox', { name: 'Apelido' }).fill(nickname);
    await favoriteForm.getByRole('textbox', { name: 'Nome do favorecido' }).fill(beneficiary);
    await expectAccessible(admin, 'the favorite form');
    await favoriteForm.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toastSaid(admin, 'Favorito cadastrado com sucesso!');
    await expect(favoriteForm).toBeHidden();

    // An empty key offers the favorites, the new one among them; choosing it fills the key.
    await keyInput.fill('');
    await openFavorites.click();
    await expect(dropdown.getByRole('heading', { name: 'Favoritos recentes' })).toBeVisible();
    await expect(dropdown.getByRole('button', { name: /^Contador/ })).toBeVisible();
    await dropdown.getByRole('button', { name: new RegExp(`^${escape(nickname)}`) }).click();
    await toastSaid(admin, `Favorito selecionado: ${nickname}`);
    await expect(dropdown).toBeHidden();
    const chosen = form.getByRole('region', { name: 'Favorito selecionado' });
    await expect(chosen).toContainText(nickname);
    await expect(chosen).toContainText(beneficiary);
    await expect(chosen).toContainText(key);
    await expect(keyInput).toHaveValue(key);

    // The administrator pays a small amount at once (below the approval threshold).
    const before = await balanceOf(admin);
    const dialog = await fillAndReview(admin, { cents, costCenter: 'Vendas', description });
    await expectRecipient(dialog, key);
    await expect(dialog).toContainText(nickname);
    await expect(dialog.getByRole('button', { name: 'Salvar para Aprovação' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Pagar', exact: true }).click();
    await toastSaid(admin, 'Pagamento PIX aprovado e processado com sucesso!');
    await expect(dialog).toBeHidden();
    await expect(keyInput).toHaveValue('');
    await expect(chosen).toBeHidden();
    await expect.poll(() => balanceOf(admin), { message: 'the balance after the payment' }).toBe(before - cents);
    const row = await findByDescription(admin, description, key);
    await expect(row).toContainText(nickname);
    await expect(row).toContainText('Concluído');

    // On a phone the page never scrolls sideways.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(admin.getByRole('table', { name: 'Aprovação de Pagamentos PIX' })).toBeHidden();
    await expect
      .poll(() => admin.evaluate(() => document.documentElement.scrollWidth), { message: 'the page width at 390 px' })
      .toBeLessThanOrEqual(390);
    await admin.context().close();
  });

  // A PIX toast with a title ('Sucesso', 'Erro', 'Chave PIX definida'): Mantine greys its message to
  // gray-6 (3.32:1 on white); the theme's Notification class keeps it at gray-7 (axe color-contrast).
  test('a PIX toast with a title is readable', async ({ browser }) => {
    const key = `usar.e2e.${RUN}@exemplo.com.br`;
    const admin = await sellerOnPayments(browser, ADMIN);
    const form = paymentForm(admin);
    await form.getByRole('textbox', { name: 'Chave PIX' }).fill(key);
    await form.getByRole('button', { name: 'Abrir favoritos PIX' }).click();
    await admin
      .getByRole('dialog', { name: 'Sugestões de favoritos PIX' })
      .getByRole('button', { name: `Usar a chave ${key}` })
      .click();
    const toast = admin.getByRole('alert').filter({ hasText: `Usando: ${key}` });
    await expect(toast).toContainText('Chave PIX definida');
    // Held open under the pointer (Mantine pauses a toast's timer on hover) while axe reads it.
    await toast.hover();
    const violations = await seriousAxeViolations(admin);
    await expect(toast).toBeVisible();
    const inToast = violations.flatMap((violation) =>
      violation.nodes
        .filter((node) => node.html.includes('mantine-Notification'))
        .map((node) => `${violation.id} ${node.target.join(' ')}`),
    );
    expect(inToast, 'axe on a PIX toast with a title').toEqual([]);
    await admin.context().close();
  });
});
