import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, expectPdfOpenedIn, waitForMail, openSignedIn } from '../support/helpers.js';

const SELLER = 'admin@demo.cofre.dev';
const BUYER = { name: 'Rita Estornada', document: '52998224725', email: 'rita@exemplo.com', phone: '11987654321' };

/** yyyy-MM-dd in São Paulo, `days` from today. */
function isoDay(days = 0): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(day);
}

/** Walks the three refund dialogs: kind (and amount), confirmation, result. */
async function refund(page: Page, kind: 'Estorno parcial' | 'Estorno total', typedDigits?: string) {
  await page.getByRole('button', { name: 'Estornar cobrança' }).click();
  const amount = page.getByRole('dialog', { name: 'Estornar cobrança' });
  await amount.getByRole('radio', { name: kind }).check();
  if (typedDigits) {
    await amount.getByLabel('Valor do estorno').pressSequentially(typedDigits);
    await amount.getByRole('checkbox', { name: 'Possível fraude' }).check();
  }
  await amount.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar estorno' });
  await expect(confirm).toContainText('Um estorno não pode ser desfeito.');
  // The dialog has finished opening once its focus is on Confirmar (data-autofocus): on a loaded
  // machine a click while the amount dialog was still closing and this one opening did nothing.
  const confirmButton = confirm.getByRole('button', { name: 'Confirmar' });
  await expect(confirmButton).toBeFocused();
  await confirmButton.click();
  const result = page.getByRole('dialog', { name: 'Seu estorno foi realizado com sucesso' });
  await expect(result).toContainText('Em alguns instantes você pode emitir sua carta de cancelamento');
  await result.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(result).toBeHidden();
}

test.describe('after the sale', () => {
  test('refunds part of a card charge, then the rest, and opens the cancellation letter', async ({ page }) => {
    await openSignedIn(page, SELLER, '/');
    const charge = await api(page, 'POST', '/api/charges', {
      title: 'Pedido E2E estorno',
      value: 10_000,
      paymentMethod: 'CREDIT_CARD',
      expirationDate: isoDay(),
      customer: BUYER,
      card: { number: '4111111111111111', holderName: 'RITA E', expiry: '12/2031', cvv: '123' },
    });
    await page.goto(`/cobrancas/${charge.uuid}`);
    await expect(page.getByRole('heading', { name: BUYER.name })).toBeVisible();

    await refund(page, 'Estorno parcial', '3000');
    const refunds = page.getByRole('region', { name: 'Estornos' });
    await expect(refunds.getByRole('row')).toHaveCount(2);
    await expect(refunds).toContainText('R$ 30,00');
    await expect(page.getByText('Paga', { exact: true }).first()).toBeVisible();
    let stored = await api(page, 'GET', `/api/charges/${charge.uuid}`);
    expect([stored.status, stored.refundedAmount, stored.refundableAmount]).toEqual(['PAID', 3_000, 7_000]);

    // The total is what is left, not the charge's value.
    await page.getByRole('button', { name: 'Estornar cobrança' }).click();
    const amount = page.getByRole('dialog', { name: 'Estornar cobrança' });
    await amount.getByRole('radio', { name: 'Estorno total' }).check();
    await expect(amount).toContainText('Valor do estorno: R$ 70,00');
    await amount.getByRole('button', { name: 'Cancelar' }).click();
    await refund(page, 'Estorno total');

    await expect(page.getByText('Estornada', { exact: true }).first()).toBeVisible();
    await expect(refunds.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Estornar cobrança' })).toHaveCount(0);
    stored = await api(page, 'GET', `/api/charges/${charge.uuid}`);
    expect([stored.status, stored.refundedAmount, stored.refundableAmount]).toEqual(['REFUND', 10_000, 0]);

    const letter = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Carta de cancelamento' }).click();
    const tab = await letter;
    await expectPdfOpenedIn(tab);
    await tab.close();
  });

  test('advances an invoice before payment, follows it to Autorizada, then cancels it', async ({ page }) => {
    await openSignedIn(page, SELLER, '/');
    const charge = await api(page, 'POST', '/api/charges', {
      title: 'Pedido E2E nota fiscal',
      value: 25_090,
      paymentMethod: 'PIX',
      expirationDate: isoDay(30),
      customer: { ...BUYER, name: 'Nara Fiscal' },
    });
    await page.goto(`/cobrancas-agendadas/${charge.uuid}`);
    const section = page.getByRole('region', { name: 'Nota Fiscal' });
    await expect(section).toContainText('Não emitida');

    await section.getByRole('button', { name: 'Adiantar Emissão de NF' }).click();
    const ask = page.getByRole('dialog', { name: 'Adiantar Emissão de NF' });
    await expect(ask).toContainText('Ela não será emitida novamente quando a cobrança for paga.');
    await ask.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Emissão realizada com sucesso.')).toBeVisible();
    // The municipal system answers through the job; the section follows it without a reload.
    await expect(section.getByText('Autorizada')).toBeVisible({ timeout: 20_000 });
    await expect(section.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Baixar XML' })).toBeVisible();

    await section.getByRole('button', { name: 'Cancelar nota fiscal' }).click();
    const cancel = page.getByRole('dialog', { name: 'Tem certeza que deseja cancelar esta nota fiscal?' });
    await cancel.getByRole('button', { name: 'Cancelar nota fiscal' }).click();
    await expect(page.getByText('Nota fiscal cancelada com sucesso!')).toBeVisible();
    await expect(section.getByText('Cancelada')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Cancelar nota fiscal' })).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Emitir Novamente' })).toBeVisible();
    const invoices = await api(page, 'GET', `/api/charges/${charge.uuid}/invoices`);
    expect(invoices.content.map((invoice: { status: string }) => invoice.status)).toEqual(['CANCELED']);
  });

  test('requests a CSV of the filtered list, gets it by e-mail and downloads it from the notifications', async ({
    page,
  }) => {
    await openSignedIn(page, SELLER, '/cobrancas');
    const button = page.getByRole('button', { name: 'Baixar CSV' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.hover();
    await expect(page.getByText('Escolha uma data de vencimento inicial e final')).toBeVisible();

    await page.goto(`/cobrancas?vencimento-de=${isoDay(-30)}&vencimento-ate=${isoDay(30)}`);
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    const requestedAt = Date.now();
    await button.click();
    const modal = page.getByRole('dialog', { name: 'Exportar cobranças em CSV' });
    await expect(modal.getByLabel('E-mail do destinatário')).toHaveValue(SELLER);
    await modal.getByRole('button', { name: 'Gerar relatório' }).click();
    await expect(page.getByText('Relatório gerado com sucesso. Será enviado para o email informado.')).toBeVisible();

    const mail = await waitForMail(SELLER, requestedAt, 30_000);
    expect(mail.subject).toMatch(/CSV|relatório/i);

    await page.getByRole('button', { name: 'Notificações' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notificações' });
    const item = drawer
      .getByRole('listitem')
      .filter({ hasText: /Relatório de cobranças com vencimento de .* está pronto: \d+ linhas?\./ })
      .first();
    await expect(item).toBeVisible({ timeout: 15_000 });
    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: 'Baixar relatório' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cobrancas.csv');
    const text = readFileSync((await file.path())!, 'utf8');
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header?.split(';').slice(0, 3)).toEqual(['Identificador', 'Cliente', 'Documento']);
    expect(rows.length).toBeGreaterThan(0);
  });
});
