import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/helpers.js';

test('notification drawer: badge, paging by 10 then 2, WhatsApp, opening a charge marks it read', async ({ page }) => {
  await openSignedIn(page, 'notificacoes@e2e.cofre.dev', '/');
  const bell = page.getByRole('button', { name: 'Notificações' });
  await expect(bell).toHaveAccessibleDescription('9+ não lidas');
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  await expect(drawer).toBeVisible();
  const items = drawer.getByRole('listitem');
  await expect(items).toHaveCount(10);
  await items.last().scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(12);
  await items.last().scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(13);

  const late = items.filter({ hasText: 'Maria Souza' });
  await expect(late).toContainText('R$ 259,90');
  await expect(late).toContainText('20/11/2026');
  await expect(late.getByRole('link', { name: 'Chamar no WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/5511987654321',
  );

  const paid = items.filter({ hasText: 'Cliente 12 pagou uma cobrança de R$ 161,00' });
  await paid.click();
  await expect(page).toHaveURL(/\/cobrancas\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Cliente 12' })).toBeVisible();
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/notification-panel/quantity-unread', {
          headers: {
            authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('cofre.session')!).token)}`,
          },
        })
      ).json(),
    )
    .toEqual({ quantity: 12 });
});
