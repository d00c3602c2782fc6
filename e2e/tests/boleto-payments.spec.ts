import { expect, test, type Locator, type Page } from '@playwright/test';
import { composeBankBoleto } from '@cofre/contract';
import { expectAccessibleAtBothWidths as expectAccessible } from '../support/axe.js';
import { toastSaid, openSignedIn } from '../support/helpers.js';

// The demo seller (apps/server/src/ops/demo-payments.ts): approval by a second person from
// R$ 5.000,00 and always for Financeiro. The sandbox's directory of boletos finds any valid line and
// the sandbox bank pays it at once unless its centavos say otherwise (docs/sandbox.md, "Banking: boletos").
const ADMIN = 'admin@demo.cofre.dev';
const FINANCE = 'financeiro@demo.cofre.dev';
const RUN = Date.now();

/** A boleto new to this run (its free field numbers it), due in ten days. */
function newBoleto(amount: number, offset: number) {
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return composeBankBoleto({ bankCode: '341', dueDate: due, amount, freeField: `${RUN}${offset}`.padStart(25, '0') });
}

/** Centavos → the amount as shown, with any space after R$. */
const brl = (cents: number) =>
  new RegExp(
    `R\\$\\s${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(cents / 100).replace(/\./g, '\\.')}`,
  );
const centsOf = (text: string) => Number(text.replace(/\D/g, ''));

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Saldo disponível' });
const boletoForm = (page: Page) => page.getByRole('region', { name: 'Pagamento de Boleto', exact: true });
const boletoList = (page: Page) => page.getByRole('table', { name: 'Pagamentos de Boleto' });
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Revisão de Pagamento de Boleto' });

async function balanceOf(page: Page): Promise<number> {
  return centsOf(
    await balanceCard(page)
      .getByText(/^R\$\s[\d.]+,\d{2}$/)
      .innerText(),
  );
}

/** /pagamentos, Boleto tab, as the seller reaches it: the menu, then the tab. */
async function onBoletoTab(page: Page, email: string) {
  await openSignedIn(page, email, '/');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: /^Pagamentos/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sistema de Gerenciamento de Pagamentos' })).toBeVisible();
  await page.getByRole('tab', { name: 'Boleto' }).click();
  await expect(page).toHaveURL(/aba=boleto/);
  await expect(boletoForm(page)).toBeVisible();
  await expect(balanceCard(page).getByText(/^R\$\s[\d.]+,\d{2}$/)).toBeVisible();
}

/** Types the line as printed, waits for its check, and opens the review with a cost centre. */
async function checkAndReview(page: Page, line: string, cents: number): Promise<Locator> {
  const form = boletoForm(page);
  await form.getByRole('textbox', { name: 'Código de barras' }).fill(line);
  const data = form.getByRole('region', { name: 'Dados do boleto' });
  await expect(data).toBeVisible();
  await expect(data).toContainText(/Itaú/i);
  await expect(data).toContainText(brl(cents));
  // The amount comes from the boleto itself.
  await expect(form.getByRole('textbox', { name: 'Valor' })).toHaveValue(brl(cents));
  const costCentre = form.getByRole('combobox', { name: 'Centro de custo' });
  await costCentre.click();
  await page.getByRole('option', { name: 'Administrativo', exact: true }).click();
  await form.getByRole('button', { name: 'Revisar pagamento' }).click();
  const dialog = reviewDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(brl(cents));
  return dialog;
}

test.describe('Pagamentos: Boleto', () => {
  test('pays a boleto from its line: checked, reviewed with its payee, debited, with its authentication', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await onBoletoTab(page, ADMIN);
    const form = boletoForm(page);
    // The spec's first checks, in order, before anything is asked of the server.
    const review = () => form.getByRole('button', { name: 'Revisar pagamento' }).click();
    await toastSaid(page, 'Informe o código de barras do boleto', review);
    await form.getByRole('textbox', { name: 'Código de barras' }).fill('1234');
    await toastSaid(page, 'Código de barras inválido', review);

    const cents = 1_234;
    const boleto = newBoleto(cents, 1);
    const before = await balanceOf(page);
    const dialog = await checkAndReview(page, boleto.formatted, cents);
    const payee = (await form.getByRole('region', { name: 'Dados do boleto' }).innerText()).match(
      /Beneficiário\s+(.+)/,
    )?.[1];
    expect(payee).toBeTruthy();
    // The payee and the bank before any money moves.
    await expect(dialog).toContainText(payee!.trim());
    await expect(dialog).toContainText(/Itaú/i);
    await expectAccessible(page, 'boleto review');
    await toastSaid(page, 'Pagamento de boleto processado com sucesso!', () =>
      dialog.getByRole('button', { name: 'Pagar', exact: true }).click(),
    );
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Código de barras' })).toHaveValue('');
    await expect.poll(() => balanceOf(page)).toBe(before - cents);

    const row = boletoList(page)
      .getByRole('row')
      .filter({ hasText: payee!.trim() })
      .filter({ hasText: brl(cents) });
    await expect(row.first()).toContainText('Concluído');
    await row
      .first()
      .getByRole('button', { name: /^Ver pagamento de boleto/ })
      .click();
    const detail = page.getByRole('dialog').filter({ hasText: 'Autenticação bancária' });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(/([0-9A-F]{4}\.){7}[0-9A-F]{4}/);
    await expect(detail.getByRole('button', { name: /Comprovante/ })).toBeVisible();
    await expectAccessible(page, 'boleto detail');
  });

  test('a FINANCE submission waits for approval; the same boleto again is refused under its field', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await onBoletoTab(page, FINANCE);
    const cents = 2_345;
    const boleto = newBoleto(cents, 2);
    const dialog = await checkAndReview(page, boleto.line, cents);
    await expect(dialog.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
    await toastSaid(page, 'Pagamento salvo para aprovação', () =>
      dialog.getByRole('button', { name: 'Salvar para Aprovação' }).click(),
    );
    await expect(
      boletoList(page)
        .getByRole('row')
        .filter({ hasText: brl(cents) })
        .first(),
    ).toContainText('Pendente');
    // The same boleto while its payment is alive: the server's reason, under the line.
    const again = await checkAndReview(page, boleto.line, cents);
    await again.getByRole('button', { name: 'Salvar para Aprovação' }).click();
    await expect(boletoForm(page)).toContainText('Este boleto já tem um pagamento em andamento ou concluído.');
    await expectAccessible(page, 'boleto tab with a refusal');
  });
});
