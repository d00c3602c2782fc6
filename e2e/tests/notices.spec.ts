import { expect, test, type Page } from '@playwright/test';
import { seriousViolationIds } from '../support/axe.js';
import { api, closeToast, waitForMail, openSettingsEntry, openSignedIn } from '../support/helpers.js';

/** A São Paulo calendar day, `days` from today (yyyy-MM-dd). */
function isoDay(days = 0): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(day);
}

const pixCharge = (name: string, email: string, days: number) => ({
  title: `Lembrete E2E ${name}`,
  value: 4_990,
  paymentMethod: 'PIX',
  expirationDate: isoDay(days),
  customer: { name, document: '529.982.247-25', email, phone: '(11) 98888-1234' },
});

async function runNow(page: Page) {
  await page.getByRole('button', { name: 'Enviar os lembretes de hoje agora' }).click();
  const toast = page.locator('.mantine-Notification-root', { hasText: 'Lembretes de hoje enviados.' });
  await expect(toast).toBeVisible();
  // Closed at once, so the next run's toast is the only one on screen.
  await closeToast(toast);
}

test.describe('settings: billing notifications', () => {
  test('a reminder goes by e-mail and WhatsApp; a switched-off one is skipped; everything off disables the switches', async ({
    page,
  }) => {
    const startedAt = Date.now();
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await openSettingsEntry(page, 'Notificações', /\/notificacoes$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(await seriousViolationIds(page)).toEqual([]);

    // Pix: WhatsApp on for the 7-day reminder, e-mail off for the 2-day one.
    await page.getByRole('tab', { name: 'Pix' }).click();
    await page.getByRole('switch', { name: '7 dias antes do vencimento: WhatsApp' }).click();
    await expect(page.getByText('Notificação ativada!')).toBeVisible();
    await page.getByRole('switch', { name: '2 dias antes do vencimento: E-mail' }).click();
    await expect(page.getByText('Notificação desativada!')).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);

    // What the demo data has due today goes first, so the table's top is this test's.
    await page.getByRole('tab', { name: 'Mensagens enviadas' }).click();
    await runNow(page);
    const week = `Rita Semana ${startedAt}`;
    const twoDays = `Rui Dois Dias ${startedAt}`;
    await api(page, 'POST', '/api/charges', pixCharge(week, `rita.${startedAt}@e2e.cofre.dev`, 7));
    await api(page, 'POST', '/api/charges', pixCharge(twoDays, `rui.${startedAt}@e2e.cofre.dev`, 2));
    await runNow(page);

    const table = page.getByRole('table', { name: 'Mensagens enviadas' });
    const rows = table.getByRole('row', { name: new RegExp(week) });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'WhatsApp' })).toContainText('Pix: 7 dias antes do vencimento');
    await expect(rows.filter({ hasText: 'WhatsApp' })).toContainText(`Olá, ${week}!`);
    await expect(rows.filter({ hasText: 'E-mail' })).toContainText('Enviada');
    await expect(table.getByRole('row', { name: new RegExp(twoDays) })).toHaveCount(0);
    expect(await seriousViolationIds(page)).toEqual([]);

    const mail = await waitForMail(`rita.${startedAt}@e2e.cofre.dev`, startedAt, 60_000);
    expect(mail.subject).toMatch(/^Lembrete: cobrança de .+ vence em \d{2}\/\d{2}\/\d{4}$/);
    expect(mail.text).toContain('Pix copia e cola: ');

    // Everything off: the banner, and no switch can be used.
    await page.getByRole('tab', { name: 'Informações gerais' }).click();
    await page.getByRole('button', { name: 'Desativar todas as notificações' }).click();
    await expect(page.getByText('Notificação desabilitada com sucesso')).toBeVisible();
    await expect(page.getByText(/As notificações estão desabilitadas/)).toBeVisible();
    await page.getByRole('tab', { name: 'Boleto' }).click();
    await expect(page.getByRole('switch', { name: '15 dias antes do vencimento: E-mail' })).toBeDisabled();
    expect(await seriousViolationIds(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Informações gerais' }).click();
    await page.getByRole('button', { name: 'Ativar todas as notificações' }).click();
    await expect(page.getByText('Notificações habilitadas com sucesso')).toBeVisible();
  });

  test('the identification says what is wrong and keeps what was typed', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/notificacoes');
    const name = page.getByRole('textbox', { name: /^Nome/ });
    await expect(name).not.toHaveValue('');
    await page.getByRole('textbox', { name: /E-mail oculto/ }).fill('copia-sem-arroba');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Digite um e-mail válido!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /E-mail oculto/ })).toHaveValue('copia-sem-arroba');
    expect(await seriousViolationIds(page)).toEqual([]);
    await page.getByRole('textbox', { name: /E-mail oculto/ }).fill('copia@e2e.cofre.dev');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Identificação alterada com sucesso')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /E-mail oculto/ })).toHaveValue('copia@e2e.cofre.dev');
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});
