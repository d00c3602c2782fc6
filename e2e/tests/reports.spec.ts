import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolationIds } from '../support/axe.js';
import { waitForMail, openSignedIn } from '../support/helpers.js';

const SELLER = 'admin@demo.cofre.dev';

/**
 * The e-mail, read again when the mail file was caught half written (this one carries the CSV, so
 * the console mailer takes a moment to write it and the shared reader can meet it unfinished).
 */
async function mailOf(to: string, since: number): Promise<Awaited<ReturnType<typeof waitForMail>>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await waitForMail(to, since, 30_000);
    } catch (error) {
      if (!(error instanceof SyntaxError) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

test.describe('reports', () => {
  test('generates the sales report of the last 30 days, sees Relatório gerado, then downloads it from the notifications', async ({
    page,
  }) => {
    await openSignedIn(page, SELLER, '/');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Relatórios' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    // Checked as loaded, not under the pointer that just clicked the menu link (its hover colour).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Tipos de relatório' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(8);
    expect(await seriousViolationIds(page)).toEqual([]);

    // 'Gerar relatório' appears on hover (and on keyboard focus).
    const sales = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vendas' }) });
    const generate = sales.getByRole('button', { name: 'Gerar relatório de Vendas' });
    await expect(generate).toHaveCSS('opacity', '0');
    await sales.hover();
    await expect(generate).toHaveCSS('opacity', '1');
    const requestedAt = Date.now();
    await generate.click();

    const modal = page.getByRole('dialog', { name: 'Gerar relatório de Vendas' });
    await expect(modal.getByRole('button', { name: /Período/ })).toHaveText(
      /\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/,
    );
    expect(await seriousViolationIds(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Gerar relatório', exact: true }).click();
    const sent = page.getByRole('dialog', { name: 'Relatório gerado' });
    await expect(sent).toContainText('O relatório será enviado para o seu e-mail em instantes.');
    expect(await seriousViolationIds(page)).toEqual([]);
    await sent.getByRole('button', { name: 'Fechar', exact: true }).click();

    const mail = await mailOf(SELLER, requestedAt);
    expect(mail.subject).toBe('Seu relatório de vendas está pronto');

    await page.getByRole('button', { name: 'Notificações' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notificações' });
    const item = drawer
      .getByRole('listitem')
      .filter({ hasText: /Relatório de vendas de .* está pronto/ })
      .first();
    await expect(item).toBeVisible({ timeout: 15_000 });
    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: 'Baixar relatório' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vendas-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header] = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header?.split(';').slice(0, 3)).toEqual(['Data do pagamento', 'Pago em', 'Identificador']);
  });
});
