import { expect, test, type Page } from '@playwright/test';
import { api, at, confirmInDialog, openSignedIn, toastSaid } from '../support/helpers.js';

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

/** Opens the first charge of the current list and waits for its detail. */
async function openFirstCharge(page: Page) {
  const row = page.getByRole('table').getByRole('row').nth(1);
  const customer = (await row.getByRole('cell').first().innerText()).split('\n')[0];
  await row.click();
  await expect(page).toHaveURL(/\/cobrancas(-agendadas)?\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: customer })).toBeVisible();
  return customer;
}

test.describe('charges', () => {
  test('filters, tabs and pages the list, all kept in the URL', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Cobranças' }).click();
    await expect(page).toHaveURL(/\/cobrancas$/);
    const table = page.getByRole('table');
    for (const header of ['Cliente', 'Cobrança', 'Pagamento', 'Venc.', 'Parc.', 'Valor', 'Status']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^1 de \d+ páginas$/)).toBeVisible();
    await page.getByRole('button', { name: /próxima/i }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(page.getByText(/^2 de \d+ páginas$/)).toBeVisible();

    await openTab(page, 'Pagas');
    await expect(page).toHaveURL(/status=PAID/);
    await expect(page).not.toHaveURL(/pagina=2/);
    // The rows follow the tab once the new page arrives; badges are upper-cased by CSS.
    await expect
      .poll(async () => {
        const statuses = await table.getByRole('row').locator('td:last-child').allInnerTexts();
        return (
          statuses.length > 0 &&
          // A paid charge refunded in part stays in Pagas, its 'Estorno parcial' badge under the status.
          statuses.every((status) =>
            ['PAGA', 'PAGA MANUALMENTE'].includes((status.trim().split('\n')[0] ?? '').trim().toUpperCase()),
          )
        );
      })
      .toBe(true);

    const firstCustomer = at(
      (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).split('\n'),
      0,
    );
    await page.getByLabel(/^Buscar por/).fill(firstCustomer);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/busca=/);
    await expect
      .poll(async () => {
        const cells = await table.getByRole('row').locator('td:first-child').allInnerTexts();
        return cells.length > 0 && cells.every((cell) => cell.includes(firstCustomer));
      })
      .toBe(true);
    await page.reload();
    await expect(page.getByLabel(/^Buscar por/)).toHaveValue(firstCustomer);
    await expect(page.getByRole('tab', { name: 'Pagas' })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel(/^Buscar por/).fill('zzzz ninguém');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText('Sem dados de cobranças')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expect(page).not.toHaveURL(/busca=/);
    await expect(table.getByRole('row')).not.toHaveCount(1);
  });

  test('marks a late charge as paid manually', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/cobrancas?status=LATE');
    await openFirstCharge(page);
    await expect(page.getByText('Cobrança já foi paga?')).toBeVisible();
    await page.getByRole('button', { name: 'Alterar para paga' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Essa ação não poderá ser desfeita.');
    await toastSaid(page, 'Cobrança alterada para paga manualmente com sucesso!', () =>
      confirmInDialog(dialog, 'Confirmar'),
    );
    await expect(page.getByText('Paga Manualmente').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alterar para paga' })).toHaveCount(0);
    await expect(page.getByText('Sim', { exact: true })).toBeVisible();
  });

  test('deletes a scheduled charge after confirming', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/cobrancas?status=SCHEDULED');
    await page.getByRole('table').getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/cobrancas-agendadas\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await page.getByRole('button', { name: 'Excluir cobrança' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir essa cobrança?' });
    await expect(dialog).toContainText('Essa ação não poderá ser desfeita');
    await dialog.getByRole('button', { name: 'Excluir cobrança' }).click();
    await expect(page.getByText('Sucesso na exclusão da cobrança.')).toBeVisible();
    await expect(page).toHaveURL(/\/cobrancas$/);
    const charge = await api(page, 'GET', `/api/charges/${id}`);
    expect(charge.status).toBe('CANCELED');
  });

  test('a buyer paying a Pix brings a notification that opens its charge', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    const charge = await api(page, 'POST', '/api/charges', {
      title: 'Pedido E2E Pix',
      value: 12_345,
      paymentMethod: 'PIX',
      expirationDate: '2030-12-31',
      customer: {
        name: 'Helena Notificada',
        document: '52998224725',
        email: 'helena@exemplo.com',
        phone: '11987654321',
      },
    });
    await page.goto(`/cobrancas-agendadas/${charge.uuid}`);
    await expect(page.getByText('Pix copia e cola')).toBeVisible();
    await expect(page.getByRole('img', { name: /QR/i })).toBeVisible();
    // The toast sits over the header's bell: it is read and closed before the bell is clicked. Waiting
    // for it to close by itself is no sure thing: a CI run's stayed for the test's whole minute.
    await toastSaid(page, 'Pagamento simulado com sucesso.', () =>
      page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click(),
    );
    await expect(page.getByText('Paga', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Notificações' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notificações' });
    const item = drawer.getByRole('listitem').filter({ hasText: 'Helena Notificada pagou uma cobrança de R$ 123,45' });
    await expect(item).toBeVisible({ timeout: 15_000 });
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/cobrancas/${charge.uuid}$`));
    await expect(page.getByRole('heading', { name: 'Helena Notificada' })).toBeVisible();
  });

  test('a 3-D Secure card is authenticated on the public page and the charge is paid', async ({ page, browser }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const charge = await api(page, 'POST', '/api/charges', {
      title: 'Pedido E2E 3DS',
      value: 8_990,
      paymentMethod: 'CREDIT_CARD',
      expirationDate: today,
      customer: {
        name: 'Otávio Autenticado',
        document: '52998224725',
        email: 'otavio@exemplo.com',
        phone: '11987654321',
      },
      card: { number: '4000000000003220', holderName: 'OTAVIO A', expiry: '12/2031', cvv: '123' },
    });
    expect(charge.threeDSecureUrl).toContain('/3ds?challenge=');
    const buyer = await browser.newPage();
    await buyer.goto(new URL(charge.threeDSecureUrl).pathname + new URL(charge.threeDSecureUrl).search);
    await expect(buyer.getByText('Ambiente de testes: use o código 123456.')).toBeVisible();
    await expect(buyer.getByText('R$ 89,90')).toBeVisible();
    await buyer.getByRole('textbox').first().click();
    await buyer.keyboard.type('123456');
    await buyer.getByRole('button', { name: 'Confirmar' }).click();
    await expect(buyer.getByText('Pagamento autenticado. Você já pode fechar esta página.')).toBeVisible();
    await buyer.close();

    await page.goto(`/cobrancas/${charge.uuid}`);
    await expect(page.getByText('•••• 3220')).toBeVisible();
    await expect(page.getByText('Paga', { exact: true }).first()).toBeVisible();
  });
});
