import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths as expectAccessible } from '../support/axe.js';
import { openSettingsEntry, openSignedIn } from '../support/helpers.js';

// The demo seller's PJ account is ACTIVE (R$ 10.000,00 by day, R$ 1.000,00 by night, seeded); the
// second demo seller's was never opened.
const SELLER = 'admin@demo.cofre.dev';
const NEW_SELLER = 'admin@novaloja.cofre.dev';
const DAY = 'Período diurno (06:00 às 19:59)';
const NIGHT = 'Período noturno (20:00 às 05:59)';
const SCHEDULED = 'Alteração em processamento';

/** 'R$ 1.234,56' (a normal or a non-breaking space after R$) → centavos. */
const centsOf = (text: string) => Number(text.replace(/\D/g, ''));
/** Centavos → the amount as shown, with any space after R$. */
const brl = (cents: number) =>
  new RegExp(
    `R\\$\\s${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(cents / 100).replace(/\./g, '\\.')}`,
  );

/** The limit in force a period's card shows, in centavos. */
async function amountIn(card: Locator): Promise<number> {
  return centsOf(await card.getByText(/^R\$\s[\d.]+,\d{2}$/).innerText());
}

/** Replaces a money input's amount as a seller does: select it all, erase, type the digits (from the right). */
async function typeAmount(input: Locator, digits: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  if (digits) await input.pressSequentially(digits);
}

async function openPixConfig(page: Page) {
  await openSettingsEntry(page, 'Configurações Pix', /\/pix-config$/);
  // Checked as loaded, not under the pointer that just clicked the menu entry (its hover colour).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações Pix' })).toBeVisible();
}

/** Cancels the increase still waiting, asked first (the action of the pending-change notice). */
async function cancelPendingChange(page: Page) {
  await page.getByRole('button', { name: 'Cancelar alteração' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar a alteração em processamento?' });
  await expect(dialog).toContainText(/Período noturno \(20:00 às 05:59\): R\$\s[\d.]+,\d{2}/);
  await dialog.getByRole('button', { name: 'Cancelar alteração' }).click();
  await expect(page.getByText('Alteração cancelada.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('Configurações Pix', () => {
  test('lowers the day limit at once, schedules the night increase, then cancels it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openSignedIn(page, SELLER, '/');
    await openPixConfig(page);
    const main = page.getByRole('main');
    const day = main.getByRole('region', { name: DAY });
    const night = main.getByRole('region', { name: NIGHT });
    await expect(day.getByText(/^R\$\s[\d.]+,\d{2}$/)).toBeVisible();
    // A retry against the same data finds the increase of the first try still waiting.
    if (await main.getByRole('button', { name: 'Cancelar alteração' }).isVisible()) await cancelPendingChange(page);
    const editButton = main.getByRole('button', { name: 'Editar' });
    await expect(editButton).toBeEnabled();
    await expectAccessible(page, 'read mode');

    const [dayBefore, nightBefore] = [await amountIn(day), await amountIn(night)];
    const newDay = dayBefore - 100_000; // R$ 1.000,00 less: applies at once
    const newNight = nightBefore + 100_000; // R$ 1.000,00 more: waits 24 h
    expect(newDay).toBeGreaterThan(0);

    await editButton.click();
    const dayInput = main.getByRole('textbox', { name: DAY });
    const nightInput = main.getByRole('textbox', { name: NIGHT });
    const save = main.getByRole('button', { name: 'Salvar' });
    // Spec 3 §5: an empty amount keeps Salvar off, with the contract's message.
    await typeAmount(nightInput, '');
    await expect(save).toBeDisabled();
    await expect(main.getByText('Preenchimento obrigatório!')).toBeVisible();
    await expectAccessible(page, 'edit mode with an error');

    await typeAmount(dayInput, String(newDay));
    await typeAmount(nightInput, String(newNight));
    await expect(dayInput).toHaveValue(brl(newDay));
    await expect(nightInput).toHaveValue(brl(newNight));
    await save.click();

    const dialog = page.getByRole('dialog', { name: 'Alterar limites Pix' });
    const dayChange = dialog.getByRole('listitem').filter({ hasText: DAY });
    const nightChange = dialog.getByRole('listitem').filter({ hasText: NIGHT });
    await expect(dayChange).toContainText(brl(newDay));
    await expect(dayChange).toContainText('Vale na hora');
    await expect(nightChange).toContainText(brl(newNight));
    await expect(nightChange).toContainText('Vale em 24 horas');
    await expect(dialog).toContainText('Aumentos de limite entram em vigor 24 horas depois de confirmados');
    await expectAccessible(page, 'the confirmation');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page.getByText('Limites alterado com sucesso.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(day.getByText(/^R\$\s[\d.]+,\d{2}$/)).toHaveText(brl(newDay));
    await expect(night.getByText(/^R\$\s[\d.]+,\d{2}$/)).toHaveText(brl(nightBefore));
    await expect(night).toContainText(SCHEDULED);
    await expect(night.getByText(/ a partir de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toContainText(brl(newNight));
    await expect(day).not.toContainText(SCHEDULED);
    await expect(editButton).toBeDisabled();
    await expect(main.getByText(/A edição fica disponível quando a alteração/)).toBeVisible();
    await expectAccessible(page, 'the scheduled state');

    // Still there after a reload: the server keeps the increase waiting.
    await page.reload();
    await expect(night).toContainText(SCHEDULED);
    await expect(editButton).toBeDisabled();

    await cancelPendingChange(page);
    await expect(night).not.toContainText(SCHEDULED);
    await expect(night.getByText(/^R\$\s[\d.]+,\d{2}$/)).toHaveText(brl(nightBefore));
    await expect(day.getByText(/^R\$\s[\d.]+,\d{2}$/)).toHaveText(brl(newDay));
    await expect(editButton).toBeEnabled();
    await editButton.click();
    await expect(main.getByRole('textbox', { name: NIGHT })).toHaveValue(brl(nightBefore));
  });

  test('a seller whose PJ account is not active sees Conta não configurada. and the way to activate it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openSignedIn(page, NEW_SELLER, '/');
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the menu is a drawer: the entry's title fits it.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await openPixConfig(page);
    const main = page.getByRole('main');
    await expect(main.getByText('Conta não configurada.')).toBeVisible();
    await expect(main.getByText('Ative a sua conta PJ para ajustar os limites de transferência Pix.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await expectAccessible(page, 'the not-configured state');
    await main.getByRole('link', { name: 'Ativar Conta PJ' }).click();
    await expect(page).toHaveURL(/\/ativar-pj$/);
  });
});
