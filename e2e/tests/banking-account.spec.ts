import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths as expectAccessible } from '../support/axe.js';
import { openSettingsEntry, openSignedIn } from '../support/helpers.js';

// The seller of this spec alone (support/prepare-data.ts): its account goes INACTIVE → PENDING →
// FAILED → PENDING → ACTIVE here, which no other spec's seller sees.
const EMAIL = 'contapj@e2e.cofre.dev';
/** Branch 0002: the sandbox bank refuses the company (docs/sandbox.md, "Banking: account opening"). */
const REFUSED_CNPJ = '11222333000262';
/** Branch 0001: approved. */
const APPROVED_CNPJ = '11222333000181';

const badge = (page: Page, label: string) => page.getByText(label, { exact: true });

async function fillAddress(page: Page, scope: ReturnType<Page['locator']> | Page, number: string) {
  await scope.getByLabel('CEP', { exact: true }).fill('01310100');
  await expect(scope.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(scope.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
  await scope.getByLabel('Número', { exact: true }).fill(number);
}

/** Sends the saved wizard from step 1 again: Próximo, Próximo, Finalizar. */
async function sendFromStepOne(page: Page) {
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Conta PJ');
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Ana Maria Souza');
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Conta enviada com sucesso. Aguarde o processamento da mesma.')).toBeVisible();
  await expect(badge(page, 'Em análise')).toBeVisible();
}

test.describe('Ativar Conta PJ', () => {
  test('fills the three steps, is refused for the company, corrects the CNPJ and is approved', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openSignedIn(page, EMAIL, '/');
    await openSettingsEntry(page, 'Ativar Conta PJ', /\/ativar-pj$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ativar Conta PJ' })).toBeVisible();
    await expect(badge(page, 'Inativa')).toBeVisible();

    // Step 1, empty: the contract's messages, and nothing wrong for axe on either width.
    await page.getByRole('button', { name: 'Próximo', exact: true }).click();
    await expect(page.getByText('Preenchimento obrigatório!').first()).toBeVisible();
    await expectAccessible(page, 'Ativar Conta PJ');

    // The registry does not know this CNPJ: the seller is told and types the data.
    await page.getByLabel('CNPJ', { exact: true }).fill(REFUSED_CNPJ);
    await expect(page.getByLabel('CNPJ', { exact: true })).toHaveValue('11.222.333/0002-62');
    await expect(page.getByText('Erro ao consultar CNPJ. Por favor, preencha os dados manualmente.')).toBeVisible();
    await page.getByLabel('Razão social').fill('Conta PJ Comércio Ltda');
    await page.getByLabel('Data de abertura').fill('10/03/2015');
    await page.keyboard.press('Escape');
    await page.getByLabel('E-mail da empresa').fill('financeiro@contapj.dev');
    await fillAddress(page, page, '1578');
    await page.getByRole('button', { name: 'Próximo', exact: true }).click();
    await expect(page.getByLabel('Nome fantasia')).toBeVisible();

    // A reload comes back to the first step not saved, with step 1 as it was typed.
    await page.reload();
    await expect(page.getByLabel('Nome fantasia')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByLabel('CNPJ', { exact: true })).toHaveValue('11.222.333/0002-62');
    await expect(page.getByLabel('Razão social')).toHaveValue('Conta PJ Comércio Ltda');
    await expect(page.getByLabel('Data de abertura')).toHaveValue('10/03/2015');
    await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
    await page.getByRole('button', { name: 'Próximo', exact: true }).click();

    // Step 2: LTDA by default.
    await expect(page.getByRole('combobox', { name: 'Tipo de empresa' })).toHaveValue('LTDA - Sociedade limitada');
    await page.getByLabel('Nome fantasia').fill('Conta PJ');
    await page.getByLabel('Site').fill('contapj.dev');
    await page.getByLabel('Atividade principal (CNAE)').fill('4751-2/01');
    await expect(page.getByLabel('Atividade principal (CNAE)')).toHaveValue('4751201');
    await page.getByRole('button', { name: 'Próximo', exact: true }).click();
    await expect(page.getByText('Digite uma url válida!')).toBeVisible();
    await page.getByLabel('Site').fill('https://contapj.dev');
    await page.getByRole('button', { name: 'Próximo', exact: true }).click();

    // Step 3: the first partner, a person; a second one added and removed again.
    const first = page.getByRole('region', { name: 'Sócio 1' });
    await expect(first.getByLabel('CPF', { exact: true })).toBeVisible();
    await first.getByLabel('CPF', { exact: true }).fill('52998224725');
    await first.getByLabel('Nome completo').fill('Ana Maria Souza');
    await first.getByLabel('Data de nascimento').fill('20/06/1985');
    await page.keyboard.press('Escape');
    await first.getByLabel('E-mail', { exact: true }).fill('ana@contapj.dev');
    await first.getByLabel('Telefone').fill('11987654321');
    await fillAddress(page, first, '1000');
    await page.getByRole('button', { name: 'Adicionar sócio' }).click();
    const second = page.getByRole('region', { name: 'Sócio 2' });
    await second.getByLabel('CPF ou CNPJ').fill('34567890000130');
    await expect(second.getByLabel('Razão social')).toBeVisible();
    await expect(second.getByLabel('Data de fundação')).toBeVisible();
    await page.getByRole('button', { name: 'Remover sócio 2' }).click();
    await expect(second).toHaveCount(0);

    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Conta enviada com sucesso. Aguarde o processamento da mesma.')).toBeVisible();
    await expect(badge(page, 'Em análise')).toBeVisible();
    await expect(page.getByText('Conta em análise')).toBeVisible();
    await expect(page.getByLabel('CNPJ', { exact: true })).toBeDisabled();

    // The sandbox bank refuses branch 0002 for the company.
    await page.getByRole('button', { name: 'Concluir análise agora' }).click();
    await expect(badge(page, 'Recusada')).toBeVisible();
    const refusal = page.getByRole('alert').filter({ hasText: 'Cadastro recusado na análise' });
    await expect(refusal).toContainText('Parte recusada: Dados da empresa');
    await expect(refusal).toContainText(
      'A situação cadastral do CNPJ na Receita Federal não permite a abertura da conta.',
    );
    await expectAccessible(page, 'Ativar Conta PJ');

    // Corrected at step 1, where the wizard stands, and sent again: approved.
    await expect(page.getByLabel('CNPJ', { exact: true })).toBeEnabled();
    await page.getByLabel('CNPJ', { exact: true }).fill(APPROVED_CNPJ);
    await expect(page.getByLabel('CNPJ', { exact: true })).toHaveValue('11.222.333/0001-81');
    // The registry knows it, but only empty fields would be filled: what was typed stays.
    await expect(page.getByLabel('Razão social')).toHaveValue('Conta PJ Comércio Ltda');
    await sendFromStepOne(page);
    await page.getByRole('button', { name: 'Concluir análise agora' }).click();
    await expect(badge(page, 'Ativa')).toBeVisible();
    const active = page.getByRole('alert').filter({ hasText: 'Conta PJ ativa' });
    await expect(active).toContainText('Agência');
    await expect(active).toContainText('0001');
    await expect(active).toContainText(/\d{8}-\d/);
    await expect(page.getByLabel('Nome fantasia').or(page.getByLabel('CNPJ', { exact: true }))).toBeDisabled();
    await expectAccessible(page, 'Ativar Conta PJ');

    // Still active after a reload.
    await page.reload();
    await expect(badge(page, 'Ativa')).toBeVisible();
  });
});
