import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths as expectAccessible } from '../support/axe.js';
import { openSettingsEntry, openSignedIn } from '../support/helpers.js';

// The demo seller's PJ account is ACTIVE with three keys (its CNPJ, pix@demo.cofre.dev and a random
// key, seeded); the second demo seller's account was never opened. The sandbox directory decides by
// the key (docs/sandbox.md): an e-mail 'outra-pessoa@…' belongs to someone else (BNK-010).
const SELLER = 'admin@demo.cofre.dev';
const NEW_SELLER = 'admin@novaloja.cofre.dev';
const BNK_010 = /BNK-010 - Esta chave está registrada em outra instituição ou para outra pessoa/;

async function openAccountData(page: Page) {
  await openSettingsEntry(page, 'Dados da Conta', /\/dados-conta$/);
  // Checked as loaded, not under the pointer that just clicked the menu entry (its hover colour).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dados da Conta' })).toBeVisible();
}

/** A mobile number no sandbox rule picks (not ending in 0000, 0001, 0091 or 0092), new each run. */
function freshMobile(): string {
  for (;;) {
    const tail = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
    if (!['0000', '0001', '0091', '0092'].includes(tail.slice(-4))) return `119${tail}`;
  }
}

/** '11987654321' as the screen shows a phone key: '+55 (11) 98765-4321'. */
const shownPhone = (digits: string) => `+55 (${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;

test.describe('Dados da Conta', () => {
  test('lists the keys, registers a phone key with its SMS code, deletes it, and shows a refusal', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openSignedIn(page, SELLER, '/');
    await openAccountData(page);
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'Chaves Pix da conta' });
    await expect(main.getByRole('tab', { name: 'Chaves Pix' })).toHaveAttribute('aria-selected', 'true');
    await expect(table.getByRole('row').filter({ hasText: 'CNPJ' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'pix@demo.cofre.dev' })).toContainText('E-mail');
    await expect(table.getByRole('row').filter({ hasText: 'Chave aleatória' })).toContainText(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
    );
    await expect(main.getByRole('region', { name: 'Conta PJ' })).toContainText('Agência');
    await expectAccessible(page, 'the list');

    // A phone key: the SMS code, read from the sandbox's SMS, then the key in the list.
    const phone = freshMobile();
    await main.getByRole('button', { name: 'Nova Chave Pix' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Chave Pix' });
    await dialog.getByLabel('Tipo de chave', { exact: true }).click();
    await page.getByRole('option', { name: 'Celular' }).click();
    const register = dialog.getByRole('button', { name: 'Cadastrar chave' });
    await expect(register).toBeDisabled();
    await dialog.getByRole('textbox', { name: /Celular \(com DDD\)/ }).pressSequentially(phone);
    await expectAccessible(page, 'the new-key form');
    await register.click();

    const codeStep = page.getByRole('dialog', { name: 'Confirme o celular' });
    await expect(codeStep).toContainText(shownPhone(phone));
    await codeStep.getByRole('button', { name: 'Ver SMS enviado (ambiente de testes)' }).click();
    const sms = codeStep.getByText(/seu código para cadastrar a chave Pix é \d{6}/);
    await expect(sms).toBeVisible();
    const code = /é (\d{6})/.exec(await sms.innerText())?.[1];
    expect(code, 'the code in the sandbox SMS').toBeTruthy();
    await expectAccessible(page, 'the SMS code step');
    // A wrong code first: said, and the key still waits for the right one.
    const wrong = code === '000000' ? '111111' : '000000';
    await codeStep.getByRole('textbox', { name: 'Código SMS, dígito 1 de 6' }).click();
    await page.keyboard.type(wrong);
    await codeStep.getByRole('button', { name: 'Confirmar' }).click();
    await expect(codeStep.getByText('Código inválido. Confira o SMS e tente de novo.')).toBeVisible();
    await codeStep.getByRole('textbox', { name: 'Código SMS, dígito 1 de 6' }).click();
    await page.keyboard.type(code!);
    await codeStep.getByRole('button', { name: 'Confirmar' }).click();
    const done = page.getByRole('dialog', { name: 'Nova Chave Pix' });
    await expect(done.getByText('Chave pix cadastrada com sucesso.')).toBeVisible();
    await expect(done).toContainText(shownPhone(phone));
    await done.getByRole('button', { name: 'Fechar', exact: true }).click();
    const row = table.getByRole('row').filter({ hasText: shownPhone(phone) });
    await expect(row).toContainText('Celular');
    await expect(row).not.toContainText('Aguardando código');

    // Deleted after a confirmation that names it.
    await row.getByRole('button', { name: `Ações da chave ${shownPhone(phone)}` }).click();
    await page.getByRole('menuitem', { name: 'Excluir chave' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir chave Pix?' });
    await expect(confirm).toContainText(shownPhone(phone));
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Excluir chave' }).click();
    await expect(page.getByText('Chave Pix excluída com sucesso.')).toBeVisible();
    await expect(row).toHaveCount(0);

    // A key the directory says is someone else's: the refusal, with what was typed kept.
    await main.getByRole('button', { name: 'Nova Chave Pix' }).click();
    await dialog.getByLabel('Tipo de chave', { exact: true }).click();
    await page.getByRole('option', { name: 'E-mail' }).click();
    const email = dialog.getByRole('textbox', { name: 'E-mail' });
    await email.fill('outra-pessoa@exemplo.com');
    await dialog.getByRole('button', { name: 'Cadastrar chave' }).click();
    await expect(dialog.getByRole('alert')).toContainText(BNK_010);
    await expect(email).toHaveValue('outra-pessoa@exemplo.com');
    await expectAccessible(page, 'the refusal');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'outra-pessoa@exemplo.com' })).toHaveCount(0);
  });

  test('a seller whose PJ account is not active sees Conta não configurada. and the way to activate it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openSignedIn(page, NEW_SELLER, '/');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await openAccountData(page);
    const main = page.getByRole('main');
    await expect(main.getByText('Conta não configurada.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Nova Chave Pix' })).toHaveCount(0);
    await expectAccessible(page, 'the not-configured state');
    await main.getByRole('link', { name: 'Ativar Conta PJ' }).click();
    await expect(page).toHaveURL(/\/ativar-pj$/);
  });
});
