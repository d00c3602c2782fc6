import { expect, test, type Page } from '@playwright/test';
import { api, apiResponse, openSignedIn } from '../support/helpers.js';

/** São Paulo's hour now: withdrawals are refused from 23:00 to 01:00 (the server's clock decides). */
const saoPauloHour = () =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hour12: false }).format(
      new Date(),
    ),
  );

async function openFinance(page: Page) {
  await openSignedIn(page, 'admin@demo.cofre.dev', '/financeiro');
  await expect(page.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toBeVisible();
}

/** Today's withdrawal debits of exactly R$ 10,00 in the statement. */
async function transferDebitsOf1000(page: Page) {
  const statement = await api(page, 'GET', '/api/redeems/statement?tab=EXTRATO&statementType=DEBIT_TRANSFER&size=100');
  const rows = statement.content as { amount: number; creditOperation: boolean }[];
  return rows.filter((row) => row.amount === 1_000 && !row.creditOperation).length;
}

test.describe('finance, as the seller', () => {
  test('withdraws R$ 10,00 to the payout account and sees it in processing, the balance down by it (from 23:00 to 01:00: refused)', async ({
    page,
  }) => {
    const hour = saoPauloHour();
    await openFinance(page);
    expect((await api(page, 'GET', '/api/redeems')).amount).toBeGreaterThan(1_000);
    const debitsBefore = await transferDebitsOf1000(page);
    if (hour >= 23 || hour < 1) {
      // Withdrawals are closed from 23:00 to 01:00 in São Paulo: the run at that hour checks the window
      // instead (the modal says so and cannot confirm; the server refuses; nothing is debited).
      await page.getByRole('button', { name: 'Solicitar saque' }).click();
      const closed = page.getByRole('dialog', { name: 'Novo saque' });
      await closed.getByLabel('Valor do saque').pressSequentially('1000');
      await expect(closed.getByRole('status')).toHaveText(
        'Saques não podem ser solicitados entre 23h e 1h (horário de Brasília).',
      );
      await expect(closed.getByRole('button', { name: 'Solicitar saque' })).toBeDisabled();
      const refused = await apiResponse(
        page,
        'POST',
        '/api/sellers/transfers',
        { amount: 1_000, useAnticipationAmount: false },
        { 'idempotency-key': `e2e-${Date.now()}` },
      );
      expect(refused.status()).toBe(409);
      expect((await refused.json()).errors[0].code).toBe('FIN-001');
      expect(await transferDebitsOf1000(page)).toBe(debitsBefore);
      return;
    }

    await page.getByRole('button', { name: 'Solicitar saque' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo saque' });
    await expect(modal.getByText('Conta de destino')).toBeVisible();
    await modal.getByLabel('Valor do saque').pressSequentially('1000');
    const requested = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/sellers/transfers'),
    );
    await modal.getByRole('button', { name: 'Solicitar saque' }).click();
    const withdrawal = await (await requested).json();
    expect(withdrawal).toMatchObject({ amount: 1_000, status: expect.stringMatching(/^(PROCESSING|PENDING)$/) });
    await expect(page.getByText('Saque agendado com sucesso!')).toBeVisible();
    await expect(modal).toBeHidden();

    // The balance's own movement: one more debit of R$ 10,00 in today's statement, and the
    // withdrawal among the open ones. Comparing the balance itself would also count a receivable
    // the release job frees meanwhile (a CI run saw R$ 90,00 more arrive between the two reads).
    expect(await transferDebitsOf1000(page)).toBe(debitsBefore + 1);
    const open = (await api(page, 'GET', '/api/sellers/transfers/approve')).content as { uuid: string }[];
    expect(open.map((item) => item.uuid)).toContain(withdrawal.uuid);
    await page.getByRole('button', { name: 'Ver solicitações' }).click();
    const requests = page.getByRole('dialog', { name: 'Saques em processamento' });
    await expect(requests.getByText(/R\$\s10,00/).first()).toBeVisible();
  });

  test('refuses a withdrawal of R$ 9,00 or less before calling the server', async ({ page }) => {
    await openFinance(page);
    await page.getByRole('button', { name: 'Solicitar saque' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo saque' });
    await modal.getByLabel('Valor do saque').pressSequentially('900');
    await modal.getByLabel('Valor do saque').blur();
    await expect(modal.getByText('O valor do saque deve ser maior que R$ 9,00.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Solicitar saque' })).toBeDisabled();
  });

  test('simulates an anticipation, confirms it and finds it on the Antecipações tab', async ({ page }) => {
    await openFinance(page);
    const balance = await api(page, 'GET', '/api/redeems');
    expect(balance.amountToAnticipation).toBeGreaterThan(5_000);
    await page.getByRole('button', { name: 'Antecipação de recebíveis' }).click();
    const modal = page.getByRole('dialog', { name: 'Antecipação de recebíveis' });
    await modal.getByLabel('Valor a antecipar').pressSequentially('5000');
    await modal.getByRole('button', { name: 'Simular' }).click();
    const simulation = modal.getByRole('group', { name: 'Simular' });
    await expect(simulation.getByText('Valor líquido a receber')).toBeVisible();
    await modal.getByRole('button', { name: 'Confirmar antecipação' }).click();
    await expect(page.getByText('Saldo antecipado com sucesso')).toBeVisible();

    await page.getByRole('tab', { name: 'Antecipações' }).click();
    await expect(page.getByRole('table', { name: 'Antecipações' }).getByRole('row').nth(1)).toBeVisible();
  });
});
