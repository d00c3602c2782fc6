import { expect, test } from '@playwright/test';
import { formatDigitableLine } from '@cofre/contract';
import { api, waitForMail, openSignedIn } from '../support/helpers.js';

const SELLER = 'admin@demo.cofre.dev';
const BUYER = {
  name: 'Otávio Remetido',
  document: '52998224725',
  email: 'otavio.e2e@exemplo.com',
  phone: '11987654321',
};

/** yyyy-MM-dd in São Paulo, `days` from today. */
function isoDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

test.describe('the everyday actions on a charge', () => {
  test('changes the due date of a boleto, sends it by e-mail, and the buyer opens its page', async ({ page }) => {
    await openSignedIn(page, SELLER, '/');
    const charge = await api(page, 'POST', '/api/charges', {
      title: 'Mensalidade E2E envio',
      value: 12_000,
      paymentMethod: 'BOLETO',
      expirationDate: isoDay(3),
      customer: BUYER,
    });
    await page.goto(`/cobrancas/${charge.uuid}`);
    await expect(page.getByRole('heading', { name: BUYER.name })).toBeVisible();

    const newDate = isoDay(10);
    await page.getByRole('button', { name: 'Alterar cobrança' }).click();
    const change = page.getByRole('dialog', { name: 'Alterar cobrança' });
    const date = change.getByLabel('Nova data de vencimento');
    await date.fill(ddmmyyyy(newDate));
    await date.press('Tab');
    await change.getByRole('button', { name: 'Salvar alteração' }).click();
    await expect(page.getByText('Cobrança alterada com sucesso!')).toBeVisible();
    const history = page.getByRole('region', { name: 'Histórico' });
    await expect(history).toContainText(`vencimento de ${ddmmyyyy(isoDay(3))} para ${ddmmyyyy(newDate)}`);
    const changed = await api(page, 'GET', `/api/charges/${charge.uuid}`);
    expect(changed.expirationDate).toBe(newDate);
    expect(changed.boleto.digitableLine).not.toBe(charge.boleto.digitableLine);

    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar cobrança por e-mail' });
    await expect(send.getByLabel('E-mail do destinatário')).toHaveValue(BUYER.email);
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(`Cobrança enviada para ${BUYER.email}.`)).toBeVisible();
    const mail = await waitForMail(BUYER.email, sentAt);
    expect(mail.text).toContain(changed.boleto.digitableLine);
    const pageUrl = /(http\S+\/cobranca\/[0-9a-f]{32})/.exec(mail.text)?.[1];
    expect(pageUrl).toBe(changed.pageUrl);

    const buyer = await page.context().newPage();
    await buyer.goto(new URL(pageUrl!).pathname);
    await expect(buyer.getByRole('heading', { name: 'Boleto gerado' })).toBeVisible();
    // The buyer reads the line in the groups printed on a boleto.
    await expect(buyer.getByText(formatDigitableLine(changed.boleto.digitableLine))).toBeVisible();
    await buyer.getByRole('button', { name: 'Simular pagamento (ambiente de testes)' }).click();
    await expect(buyer.getByRole('heading', { name: 'Cobrança paga' })).toBeVisible();
  });

  test('answers a dispute with a document and sends it to the card network', async ({ page }) => {
    await openSignedIn(page, SELLER, '/');
    const charge = await api(page, 'POST', '/api/charges', {
      title: 'Pedido E2E contestação',
      value: 9_000,
      paymentMethod: 'CREDIT_CARD',
      expirationDate: isoDay(),
      customer: BUYER,
      card: { number: '4111111111111111', holderName: 'OTAVIO R', expiry: '12/2031', cvv: '123' },
    });
    await api(page, 'POST', `/api/sandbox/charges/${charge.uuid}/disputes`, { reasonCode: '4855' });
    await page.goto(`/cobrancas/${charge.uuid}`);
    const block = page.getByRole('region', { name: 'Resposta à contestação' });
    await expect(block).toContainText('Faltam 5 dias para enviar os documentos');
    await block.locator('input[type=file]').setInputFiles({
      name: 'comprovante de entrega.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'),
    });
    await expect(block.getByRole('button', { name: 'Baixar comprovante de entrega.pdf' })).toBeVisible();
    await block.getByRole('button', { name: 'Enviar documentos' }).click();
    await page
      .getByRole('dialog', { name: 'Enviar os documentos à bandeira?' })
      .getByRole('button', { name: 'Enviar documentos' })
      .click();
    await expect(block).toContainText('A bandeira está analisando.');
    await expect(block.getByRole('button', { name: 'Anexar documentos' })).toBeHidden();
  });
});
