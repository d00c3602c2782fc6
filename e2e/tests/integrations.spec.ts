import { expect, test } from '@playwright/test';
import { seriousViolationIds } from '../support/axe.js';
import { api, openSettingsEntry, openSignedIn } from '../support/helpers.js';
import { startReceiver } from '../support/webhook-receiver.js';

test.describe('settings: API keys', () => {
  test('the seller creates a key, calls the public API with it, and switches it off', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.cofre.dev', '/');
    await openSettingsEntry(page, 'Integração', /\/integracao$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Integração' })).toBeVisible();
    await expect(page.getByText('Nenhuma chave cadastrada ainda')).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nova chave API' }).click();
    const form = page.getByRole('dialog', { name: 'Nova chave API' });
    await expect(form.getByRole('textbox', { name: /Título/ })).toHaveValue('Chave 1');
    await form.getByRole('button', { name: 'Criar chave' }).click();
    const shown = page.getByRole('dialog', { name: 'Chave API criada' });
    const key = (await shown.locator('pre, code').first().innerText()).trim();
    expect(key).toMatch(/^cofre_test_/);
    expect(await seriousViolationIds(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Já guardei a chave' }).click();
    await expect(page.getByRole('row', { name: /Chave 1/ })).toContainText('Nunca usada');

    const answer = await page.request.get('/api/v1/charges', { headers: { authorization: `Bearer ${key}` } });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).content.length).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('row', { name: /Chave 1/ })).not.toContainText('Nunca usada');

    await page.getByRole('button', { name: 'Ações da chave Chave 1' }).click();
    await page.getByRole('menuitem', { name: 'Desativar' }).click();
    await page.getByRole('dialog', { name: 'Chave 1' }).getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByText('Chave API desativada com sucesso!')).toBeVisible();
    const refused = await page.request.get('/api/v1/charges', { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
  });
});

test.describe('settings: webhooks', () => {
  test('the seller points a webhook at a local receiver, a Pix is paid, the delivery is logged and sent again', async ({
    page,
  }) => {
    // A charge's two events delivered, the log read, one resent, each delivery a dispatcher round: on a loaded CI run
    // (three browsers and servers on two cores) the whole flow once went past the default 60 s.
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      await openSignedIn(page, 'admin@demo.cofre.dev', '/integracao');
      await expect(page.getByText('Nenhum webhook cadastrado ainda')).toBeVisible();

      await page.getByRole('button', { name: 'Novo Webhook' }).click();
      const form = page.getByRole('dialog', { name: 'Novo Webhook' });
      await form.getByRole('textbox', { name: /Título/ }).fill('ERP da loja');
      await form.getByRole('textbox', { name: /URL/ }).fill('ftp://errado');
      await form.getByRole('checkbox', { name: 'Cobrança Pontual' }).check();
      await form.getByRole('button', { name: 'Criar webhook' }).click();
      await expect(form.getByText('Entre com uma url correta')).toBeVisible();
      await form.getByRole('textbox', { name: /URL/ }).fill(receiver.url);
      await form.getByRole('button', { name: 'Criar webhook' }).click();
      await expect(page.getByText('Webhook criado com sucesso!')).toBeVisible();
      const created = page.getByRole('dialog', { name: 'Webhook criado' });
      const secret = (await created.locator('pre, code').first().innerText()).trim();
      expect(secret).toMatch(/^whsec_/);
      expect(await seriousViolationIds(page)).toEqual([]);
      await created.getByRole('button', { name: 'Concluir' }).click();

      // A Pix charge, paid in the sandbox: its events reach the receiver, signed with that secret.
      const charge = await api(page, 'POST', '/api/charges', {
        title: 'Pedido E2E webhook',
        value: 2_500,
        paymentMethod: 'PIX',
        expirationDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
        customer: {
          name: 'Wagner Webhook',
          document: '529.982.247-25',
          email: 'wagner@exemplo.com',
          phone: '11987654321',
        },
      });
      await api(page, 'POST', `/api/sandbox/charges/${charge.uuid}/payments`);
      await expect
        .poll(() => receiver.typesFor(charge.uuid), { timeout: 15_000 })
        .toEqual(['charge.created', 'charge.paid']);
      // Other specs pay the same seller's charges meanwhile: only this charge's events are ours to count.
      expect(receiver.verifyFor(charge.uuid, secret)).toHaveLength(2);
      const paidEventId = receiver.idsFor(charge.uuid, 'charge.paid')[0] ?? 'no charge.paid received';

      await page.getByRole('button', { name: 'Ações do webhook ERP da loja' }).click();
      await page.getByRole('menuitem', { name: 'Entregas' }).click();
      const detail = page.getByRole('dialog', { name: 'ERP da loja' });
      const log = detail.getByRole('table', { name: 'Entregas do webhook ERP da loja' });
      const paidRow = log.getByRole('row', { name: new RegExp(`charge\\.paid.*${paidEventId}`) }).first();
      await expect(paidRow).toContainText('Entregue');
      await expect(paidRow).toContainText('recebido');
      expect(await seriousViolationIds(page)).toEqual([]);
      await paidRow.getByRole('button', { name: 'Reenviar' }).click();
      await expect(page.getByText('Evento reenviado.')).toBeVisible();
      // 45 s: on a loaded CI run (load average 15 on two cores) the resent delivery once took over 15.
      await expect.poll(() => receiver.typesFor(charge.uuid).length, { timeout: 45_000 }).toBe(3);
      // Sent again under the same event id, so the seller's system can drop the copy.
      expect(receiver.idsFor(charge.uuid, 'charge.paid')).toEqual([paidEventId, paidEventId]);
      await expect(log.getByRole('row', { name: new RegExp(paidEventId) })).toHaveCount(2);
    } finally {
      await receiver.close();
    }
  });
});
