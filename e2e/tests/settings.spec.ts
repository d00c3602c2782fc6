import { expect, test } from '@playwright/test';
import { MAIN_URL } from '../support/env.js';
import { seriousViolationIds } from '../support/axe.js';
import { signInToShell, waitForMail, openSettingsEntry, openSignedIn } from '../support/helpers.js';

test.describe('settings: payment methods', () => {
  test('a method switched off is off on a new link; the fine saves itself a second after typing', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/metodos-pagamentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pagamento' })).toBeVisible();
    const boleto = page.getByRole('switch', { name: 'Boleto' });
    await expect(boleto).toBeChecked();
    expect(await seriousViolationIds(page)).toEqual([]);

    await boleto.click();
    await expect(page.getByText('Método de pagamento alterado com sucesso.')).toBeVisible();
    await page.goto('/seja-pago/criar/cobranca-pontual');
    await expect(page.getByRole('switch', { name: 'Aceitar Boleto' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Aceitar Cartão de crédito' })).toBeChecked();

    await page.goto('/metodos-pagamentos');
    await page.getByRole('switch', { name: 'Boleto' }).click();
    await expect(page.getByText('Método de pagamento alterado com sucesso.')).toBeVisible();
    const fine = page.getByRole('textbox', { name: 'Percentual de multa' });
    await fine.fill('3,5');
    await expect(page.getByText('Configuração de juros e multa default atualizadas.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Percentual de multa' })).toHaveValue('3,5');
    await page.getByRole('textbox', { name: 'Percentual de multa' }).fill('2');
    await expect(page.getByText('Configuração de juros e multa default atualizadas.')).toBeVisible();
  });
});

test.describe('settings: invoices', () => {
  test('the seller switches automatic invoices off, after the question', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await openSettingsEntry(page, 'Nota fiscal', /\/nota-fiscal$/);
    await expect(page.getByRole('heading', { name: 'Emissão automática' })).toBeVisible();
    // Checked as loaded, not while the menu group that just opened is still fading in.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Desativar' })).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);
    await page.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByText('Tem certeza que deseja desativar a emissão de notas fiscais?')).toBeVisible();
    await page.getByRole('button', { name: 'Sim', exact: true }).click();
    await expect(page.getByText('Nota fiscal desativado com sucesso!')).toBeVisible();
    await expect(page.getByRole('link', { name: /Configurar a emissão/ })).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);
  });
});

test.describe('settings: users', () => {
  test('the administrator invites a user, who sets a password from the e-mail and signs in; blocked, their session ends', async ({
    browser,
    page,
  }) => {
    // Two browser contexts, an e-mail round trip and three sign-ins: on a busy 2-core machine this one
    // flow took 66 s of the 60 s every test gets, its steps all passing.
    test.setTimeout(120_000);
    const startedAt = Date.now();
    const email = `convidada.${startedAt}@e2e.cofre.dev`;
    await openSignedIn(page, 'admin@demo.cofre.dev', '/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);
    await page.getByRole('button', { name: 'Adicionar Usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Usuário' });
    await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await dialog.getByRole('combobox', { name: /Perfil/ }).click();
    await page.getByRole('option', { name: 'Vendas' }).click();
    expect(await seriousViolationIds(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Usuário criado com sucesso. Enviamos o convite por e-mail.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText(
      'Convite pendente',
    );

    const mail = await waitForMail(email, startedAt);
    const link = mail.text.match(new RegExp(`${MAIN_URL}/convite/\\S+`))![0];
    const invitedContext = await browser.newContext();
    const invited = await invitedContext.newPage();
    await invited.goto(link);
    await invited.getByLabel('Senha', { exact: true }).fill('senha-da-convidada');
    await invited.getByLabel('Confirme sua senha').fill('senha-da-convidada');
    await expect(invited.getByRole('heading', { name: 'Você foi convidado para o Cofre' })).toBeVisible();
    await invited.getByRole('button', { name: 'Criar senha' }).click();
    await expect(invited).toHaveURL(/\/login$/, { timeout: 5000 });
    await signInToShell(invited, email, 'senha-da-convidada');

    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('ATIVO');
    await row.getByRole('button', { name: `Ações de ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Editar usuário' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuário' });
    await edit.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'BLOQUEADO' }).click();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Usuário atualizado com sucesso.')).toBeVisible();
    await expect(row).toContainText('BLOQUEADO');

    // The blocked user's next request is refused: the open tab goes back to the sign-in page.
    await invited.goto('/cobrancas');
    await expect(invited).toHaveURL(/\/login/);
    await invitedContext.close();
  });
});
