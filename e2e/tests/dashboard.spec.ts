import { expect, test } from '@playwright/test';
import { formatBRL, monthRange, weekRange, type Dashboard } from '@cofre/contract';
import { api, openSignedIn } from '../support/helpers.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** Text with the non-breaking space of BRL amounts as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

test.describe('the seller dashboard', () => {
  test('shows the demo seller its balance, the revenue of the week and month, and the metrics the server computed', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Bem-vindo!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Saldo disponível' })).toContainText('R$');

    // The metrics of 'Este mês' are the server's figures for the month's bounds.
    const month = monthRange(today());
    const figures: Dashboard = await api(
      page,
      'GET',
      `/api/seller/dashboard?startDate=${month.startDate}&endDate=${month.endDate}`,
    );
    const metrics = page.getByRole('region', { name: 'Indicadores' });
    await expect(metrics.getByRole('group', { name: 'Recebido' })).toContainText(plain(formatBRL(figures.paidAmount)));
    await expect(metrics.getByRole('group', { name: 'A receber' })).toContainText(
      plain(formatBRL(figures.scheduledAmount)),
    );
    await expect(metrics.getByRole('group', { name: 'Novos clientes' })).toContainText(String(figures.newBuyerQty));

    // The week chart, then the month: each draws its bars (or says it has none).
    const revenue = page.getByRole('region', { name: 'Receita' });
    const week = weekRange(today());
    const weekFigures: Dashboard = await api(
      page,
      'GET',
      `/api/seller/dashboard?startDate=${week.startDate}&endDate=${week.endDate}`,
    );
    const weekHasRevenue = weekFigures.series.some((p) => p.paidAmount + p.lateAmount + p.scheduledAmount > 0);
    if (weekHasRevenue) await expect(revenue.getByTestId('revenue-bar').locator('rect').first()).toBeVisible();
    else await expect(revenue.getByText('Sem dados de receita para o período selecionado')).toBeVisible();
    await revenue.getByText('Mês', { exact: true }).click();
    await expect(revenue.getByLabel('Mês de referência')).toBeVisible();
    await expect(revenue.getByTestId('revenue-bar').locator('rect').first()).toBeVisible();

    // 'Recebíveis' of the month: the Agendadas tab lists 'A receber', and a row opens its charge.
    const receivables = page.getByRole('region', { name: 'Recebíveis' });
    await receivables.getByRole('tab', { name: 'Agendadas' }).click();
    const table = receivables.getByRole('table', { name: 'Recebíveis do período' });
    await expect(table.getByText('A receber').first()).toBeVisible();
    await table.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/cobrancas\/[0-9a-f-]{36}$/);

    await page.goBack();
    await page.getByRole('region', { name: 'Recebíveis' }).getByRole('link', { name: 'ver todos' }).click();
    await expect(page).toHaveURL(/\/cobrancas$/);
  });

  test("'Criar cobrança' leads to a new payment link", async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await page.getByRole('button', { name: 'Criar cobrança' }).click();
    await page.getByRole('menuitem', { name: 'Link de Pagamento' }).click();
    await expect(page).toHaveURL(/\/seja-pago\/criar\/cobranca-pontual$/);
  });

  test('a finance user sees the figures and the balance, but no create menu nor the charges it may not open', async ({
    page,
  }) => {
    await openSignedIn(page, 'financeiro@demo.cofre.dev', '/');
    await expect(
      page.getByRole('region', { name: 'Indicadores' }).getByRole('group', { name: 'Recebido' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Saldo disponível' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar cobrança' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recebíveis' })).toHaveCount(0);
  });
});
