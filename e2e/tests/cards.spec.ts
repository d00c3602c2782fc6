import { expect, test, type Page } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';
import { expectAccessibleAtBothWidths as expectAccessible } from '../support/axe.js';
import { DEMO_TOTP_SECRET } from '../support/env.js';
import { signIn } from '../support/helpers.js';

// An administrator of the demo seller with two-factor on, used by this spec alone
// (e2e/support/prepare-data.ts): signing in spends one code step, 'Ver dados' the next one.
const EMAIL = 'cartoes@e2e.cofre.dev';
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
/** The authenticator's code `steps` 30-second steps from now (the server takes one step either side). */
const codeAt = (steps: number) =>
  generate({ secret: DEMO_TOTP_SECRET, guardrails, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
/** A name new to each run (at most 20 characters). */
const NAME = `Viagens ${Date.now().toString(36).slice(-6)}`;

async function signInWithCode(page: Page) {
  await signIn(page, EMAIL);
  await page.getByLabel('Código de verificação').fill(await codeAt(0));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
}

/** 'Simular compra' of the sandbox issuer: the toast says what was decided. */
async function simulatePurchase(page: Page, merchant: string, amount: string) {
  await page.getByRole('button', { name: 'Simular compra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Simular compra (ambiente de testes)' });
  await dialog.getByRole('textbox', { name: 'Estabelecimento', exact: true }).fill(merchant);
  await dialog.getByRole('textbox', { name: 'Valor', exact: true }).fill(amount);
  await dialog.getByRole('button', { name: 'Simular' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Cartões corporativos', () => {
  test('creates a fixed-limit card, buys with it, blocks it, reveals its data with the code and cancels it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInWithCode(page);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Gerenciar cartões' })
      .click();
    await expect(page).toHaveURL(/\/cartao$/);
    // Checked as loaded, not under the pointer that just clicked the menu entry (its hover colour).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cartões de crédito', level: 1 })).toBeVisible();
    await expect(page.getByText('Fatura total').first()).toBeVisible();
    await expectAccessible(page, '/cartao');

    // Novo cartão: Limite Fixo asks its limit.
    await page.getByRole('button', { name: 'Novo cartão' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo cartão de crédito' });
    await modal.getByLabel('Nome do cartão').fill(NAME);
    await modal.getByText('Limite Fixo').click();
    await modal.getByRole('button', { name: 'Gerar cartão' }).click();
    await expect(modal.getByText('O limite é obrigatório quando o tipo é LIMIT_BALANCE')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Limite' }).fill('50000');
    await expectAccessible(page, 'the new card modal');
    await modal.getByRole('button', { name: 'Gerar cartão' }).click();
    await expect(modal).toBeHidden();

    // The sandbox issuer makes it at once: its row opens the card.
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row).toContainText('Ativo');
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Cartão de crédito', level: 1 })).toBeVisible();
    await expect(page.getByText(NAME).first()).toBeVisible();

    // A purchase within the limit, then one over what is left of it.
    await simulatePurchase(page, 'Companhia Aérea Azul', '30000');
    await expect(page.getByText('Compra aprovada.')).toBeVisible();
    const statement = page.getByRole('table', { name: 'Extrato do cartão' });
    await expect(statement.getByRole('row').filter({ hasText: 'Companhia Aérea Azul' })).toContainText('Aprovado');
    await simulatePurchase(page, 'Hotel Central', '25000');
    await expect(statement.getByRole('row').filter({ hasText: 'Hotel Central' })).toContainText('Não aprovado');
    await expect(page.getByText('Fatura aberta')).toBeVisible();
    await expectAccessible(page, '/cartao/{id}');

    // Blocked: the next purchase is refused.
    await page.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText('Situação do cartão alterada com sucesso.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desbloquear' })).toBeVisible();
    await simulatePurchase(page, 'Livraria Paulista', '1000');
    await expect(statement.getByRole('row').filter({ hasText: 'Livraria Paulista' })).toContainText(
      'Cartão bloqueado.',
    );

    // 'Ver dados' asks the authenticator's code (the next step: the sign-in spent this one).
    await page.getByRole('button', { name: 'Ver dados' }).click();
    const reveal = page.getByRole('dialog', { name: 'Dados do cartão' });
    await reveal.getByRole('textbox', { name: 'Código do aplicativo autenticador, dígito 1 de 6' }).click();
    await page.keyboard.type(await codeAt(1));
    await reveal.getByRole('button', { name: 'Confirmar' }).click();
    await expect(reveal.getByText(/^\d{4} \d{4} \d{4} \d{4}$/)).toBeVisible();
    await expectAccessible(page, 'the card data modal');
    await reveal.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(reveal).toBeHidden();
    await expect(page.getByText(/^\d{4} \d{4} \d{4} \d{4}$/)).toHaveCount(0);

    // Cancelled for good: back to the list, where it shows as cancelled.
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar cartão' });
    await confirm.getByRole('button', { name: 'Cancelar cartão' }).click();
    await expect(page.getByText('Cartão excluído com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/cartao$/);
    await expect(page.getByRole('row').filter({ hasText: NAME })).toContainText('Cancelado');

    // Gerenciar limites: a cancelled card is not there.
    await page.getByRole('link', { name: 'Gerenciar limites' }).click();
    await expect(page.getByRole('heading', { name: 'Gerenciar limites', level: 1 })).toBeVisible();
    await expect(page.getByText('Saldos Fixos')).toBeVisible();
    await expect(page.getByText(NAME)).toHaveCount(0);
    await expectAccessible(page, '/cartao/limites');
  });
});
