import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { MAIN_URL } from '../support/env.js';
import { signInToShell, waitForMail, openSignedIn } from '../support/helpers.js';

const linkIn = (text: string) => text.match(new RegExp(`${MAIN_URL}/convite/\\S+`))![0];

test.describe('invitations', () => {
  test('an invitation names the store, resending replaces the link, the list says where it stands', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const startedAt = Date.now();
    const email = `convite.${startedAt}@e2e.cofre.dev`;
    await openSignedIn(page, 'admin@demo.cofre.dev', '/usuarios');
    await page.getByRole('button', { name: 'Adicionar Usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Usuário' });
    await expect(dialog.getByText(/válido por 7 dias/)).toBeVisible();
    await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await dialog.getByRole('combobox', { name: /Perfil/ }).click();
    await page.getByRole('option', { name: 'Vendas' }).click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('Convite pendente');

    const first = await waitForMail(email, startedAt);
    expect(first.subject).toMatch(/^Convite para a loja .+ no Cofre$/);
    expect(first.text).toContain('admin@demo.cofre.dev convidou você para acessar a loja');
    expect(first.text).not.toMatch(/Redefinição|CRIADO|não fez esse pedido/);

    const resentAt = Date.now();
    await row.getByRole('button', { name: `Ações de ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Reenviar convite' }).click();
    await expect(page.getByText('Convite reenviado. O link anterior deixou de valer.')).toBeVisible();
    const second = await waitForMail(email, resentAt);
    expect(linkIn(second.text)).not.toBe(linkIn(first.text));

    // The actions column has a name (axe 'empty-table-header').
    const headers = await new AxeBuilder({ page }).withRules(['empty-table-header']).analyze();
    expect(headers.violations).toEqual([]);

    const invitedContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const invited = await invitedContext.newPage();
    await invited.goto(linkIn(first.text));
    await expect(invited.getByRole('alert')).toContainText('Este convite não vale mais');
    await invited.goto(linkIn(second.text));
    await expect(invited.getByRole('heading', { name: 'Você foi convidado para o Cofre' })).toBeVisible();
    await expect(invited.getByText(/convidou você para acessar a loja/)).toBeVisible();
    await invited.getByLabel('Senha', { exact: true }).fill('senha-do-convite');
    await invited.getByLabel('Confirme sua senha').fill('senha-do-convite');
    await invited.getByRole('button', { name: 'Criar senha' }).click();
    await expect(invited).toHaveURL(/\/login$/, { timeout: 5000 });
    await expect(invited.getByLabel('E-mail')).toBeFocused();
    await signInToShell(invited, email, 'senha-do-convite');
    await invitedContext.close();

    await page.reload();
    await expect(row).toContainText('ATIVO');
  });
});
