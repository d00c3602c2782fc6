import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { composeBankBoleto } from '@cofre/contract';
import { composePaymentFile, parseCnab240, splitOccurrences } from '../../apps/server/src/lib/cnab/index.js';
import { expectAccessibleAtBothWidths as expectAccessible } from '../support/axe.js';
import { toastSaid, openSignedIn } from '../support/helpers.js';

// The demo seller (apps/server/src/ops/demo-payments.ts): Financeiro submits, an administrator
// approves. The server's worker pays an approved batch's lines (payments.execute-batch).
const ADMIN = 'admin@demo.cofre.dev';
const FINANCE = 'financeiro@demo.cofre.dev';
const RUN = Date.now();
const FILE_NAME = `remessa-e2e-${RUN}.txt`;

/** Today in São Paulo (yyyy-MM-dd): the lines' payment date. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** An ERP's file: two Pix by key and a boleto that pay, and a TED the batch cannot pay. */
function erpFile(): Buffer {
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const boleto = composeBankBoleto({
    bankCode: '237',
    dueDate: due,
    amount: 1_500,
    freeField: `${RUN}7`.padStart(25, '0'),
  });
  return Buffer.from(
    composePaymentFile(
      { name: 'Loja Demonstracao Ltda', document: '11222333000181', bankCode: '237', agency: 1, account: 12345 },
      [
        { kind: 'pix', key: `lote.${RUN}@exemplo.com.br`, name: 'Fornecedor do lote', amount: 1_000, date: today() },
        { kind: 'pix', key: `frete.${RUN}@exemplo.com.br`, name: 'Frete do lote', amount: 500, date: today() },
        { kind: 'ted', name: 'Transportadora', amount: 9_900, date: today() },
        { kind: 'boleto', barcode: boleto.barcode, name: 'Papelaria', amount: 1_500, date: today() },
      ],
      today(),
    ),
    'latin1',
  );
}

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function onBatchTab(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  opened.push(context);
  const page = await context.newPage();
  await openSignedIn(page, email, '/pagamentos?aba=lote');
  await expect(page.getByRole('tab', { name: 'Pagamento em lote' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Pagamentos em Lote' })).toBeVisible();
  return page;
}

const batchDialog = (page: Page) => page.getByRole('dialog', { name: 'Lote de pagamentos' });

test.describe('Pagamentos: lote (CNAB 240)', () => {
  test('Financeiro uploads a file and sees its lines; an administrator approves it; it is paid and its return file says so', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const finance = await onBatchTab(browser, FINANCE);
    await finance
      .getByLabel('Arquivo CNAB', { exact: true })
      .setInputFiles({ name: FILE_NAME, mimeType: 'text/plain', buffer: erpFile() });
    const dialog = batchDialog(finance);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(FILE_NAME);
    await expect(dialog).toContainText('Validado');
    // Four lines, three valid (R$ 30,00), the TED refused with its reason before anything is paid.
    const lines = dialog.getByRole('table');
    await expect(lines.getByRole('row')).toHaveCount(5);
    await expect(lines.getByRole('row').filter({ hasText: 'Transportadora' })).toContainText(
      /Transferências por dados bancários/,
    );
    await expect(dialog).toContainText(/R\$\s30,00/);
    await expectAccessible(finance, 'batch dialog');
    await dialog.getByRole('button', { name: 'Enviar para pagamento' }).click();
    const confirm = finance.getByRole('dialog', { name: 'Enviar o lote para pagamento?' });
    await expect(confirm).toContainText(/Confirmar pagamento de 3 linhas no total de R\$\s30,00/);
    await confirm.getByRole('button', { name: 'Enviar para pagamento' }).click();
    await toastSaid(finance, 'Lote enviado para aprovação');
    await expect(batchDialog(finance)).toContainText('Aguardando aprovação');
    await expect(batchDialog(finance).getByRole('button', { name: 'Aprovar' })).toHaveCount(0);

    const admin = await onBatchTab(browser, ADMIN);
    await admin.getByRole('searchbox', { name: 'Buscar arquivos' }).fill(`e2e-${RUN}`);
    const row = admin.getByRole('row').filter({ hasText: FILE_NAME });
    await expect(row).toContainText('Aguardando aprovação');
    await row.getByRole('button', { name: `Ver lote ${FILE_NAME}` }).click();
    await batchDialog(admin).getByRole('button', { name: 'Aprovar' }).click();
    const approve = admin.getByRole('dialog', { name: 'Aprovar este lote?' });
    await expect(approve).toContainText(/Confirmar pagamento de 3 linhas no total de R\$\s30,00/);
    await approve.getByRole('button', { name: 'Aprovar' }).click();
    await toastSaid(admin, 'Lote aprovado');
    // The worker pays the lines; the dialog follows them until the batch is done.
    await expect(batchDialog(admin)).toContainText('Concluído', { timeout: 30_000 });
    await expect(batchDialog(admin).getByRole('table').getByRole('row').filter({ hasText: 'Paga' })).toHaveCount(3);

    const download = admin.waitForEvent('download');
    await batchDialog(admin).getByRole('button', { name: 'Baixar retorno' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`remessa-e2e-${RUN}-retorno.ret`);
    const parsed = parseCnab240(readFileSync((await file.path())!, 'latin1'));
    expect(parsed.errors).toEqual([]);
    const outcomes = parsed.batches
      .flatMap((group) => group.details)
      .filter((detail) => detail.segment !== 'B' && detail.segment !== 'J52')
      .map((detail) => splitOccurrences((detail.fields as { occurrences: string }).occurrences)[0]);
    expect(outcomes).toEqual(['00', '00', 'PL', '00']);
    await expectAccessible(admin, 'batch tab');
  });
});
