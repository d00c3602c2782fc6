import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_BATCH_MESSAGES, PAYMENT_BATCH_RULES } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  json,
  NOT_IN_TOASTS,
  paymentBatch,
  paymentsApi,
  plain,
  renderPage,
  signInAs,
  watchToasts,
} from '../test/fixtures';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
  vi.restoreAllMocks();
});

const BATCH_TAB = '/pagamentos?aba=lote';
const DROP = 'Arraste o arquivo CNAB aqui ou clique para escolher';
const CONTENT = '34100000         2012345678000195...';
const section = () => screen.getByRole('region', { name: 'Pagamentos em Lote' });
const uploads = (api: ReturnType<typeof paymentsApi>) => api.callsTo('POST', '/payments/batches');
const cnab = (name = 'PAG0510.txt', content = CONTENT) => new File([content], name, { type: 'text/plain' });

async function choose(file: File) {
  await userEvent.upload(within(section()).getByLabelText('Arquivo CNAB'), file);
}

describe('Pagamentos em Lote: the upload', { timeout: 30_000 }, () => {
  it('offers a named, described drop area taking the contract’s extensions', async () => {
    await signInAs();
    paymentsApi();
    renderPage(BATCH_TAB);
    const area = await within(section()).findByRole('button', { name: DROP });
    expect(area).toHaveAccessibleDescription('CNAB 240 (.txt, .ret ou .cnab), até 5 MB');
    expect(within(section()).getByLabelText('Arquivo CNAB')).toHaveAttribute('accept', '.txt,.ret,.cnab');
  });

  it('sends the raw bytes as application/octet-stream with the file’s name, then opens the new batch', async () => {
    await signInAs();
    const api = paymentsApi({ 'POST /payments/batches': () => json(201, paymentBatch()) });
    const toasts = watchToasts();
    renderPage(BATCH_TAB);
    await choose(cnab());

    const dialog = await screen.findByRole('dialog', { name: 'Lote de pagamentos' });
    const call = at(uploads(api), 0);
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ fileName: 'PAG0510.txt' });
    expect(call.headers['Content-Type']).toBe('application/octet-stream');
    expect(call.body).toBeInstanceOf(Blob);
    expect(await (call.body as Blob).text()).toBe(CONTENT);
    for (const shown of ['PAG0510.txt', 'Validado', 'Ana Souza', 'R$ 1.500,00', 'Linha 3: Chave Pix inválida.'])
      expect(plain(dialog.textContent)).toContain(shown);
    expect(toasts()).toContainEqual({ color: 'green', message: PAYMENT_BATCH_MESSAGES.uploaded });
  });

  it('refuses a file over 5 MB or of another kind in the browser, with the contract’s words, sending nothing', async () => {
    await signInAs();
    const api = paymentsApi({ 'POST /payments/batches': () => json(201, paymentBatch()) });
    renderPage(BATCH_TAB);
    const area = await within(section()).findByRole('button', { name: DROP });

    const big = cnab('GRANDE.txt');
    Object.defineProperty(big, 'size', { value: PAYMENT_BATCH_RULES.maxBytes + 1 });
    await choose(big);
    expect(within(section()).getByRole('alert')).toHaveTextContent(PAYMENT_BATCH_MESSAGES.tooBig);
    expect(area).toHaveAccessibleDescription(expect.stringContaining(PAYMENT_BATCH_MESSAGES.tooBig));

    // Dropped, the chooser's filter does not apply: the name is checked by the contract's rule.
    fireEvent.drop(area, { dataTransfer: { files: [cnab('planilha.csv')] } });
    expect(within(section()).getByRole('alert')).toHaveTextContent(PAYMENT_BATCH_MESSAGES.wrongType);
    expect(uploads(api)).toHaveLength(0);

    // A good file dropped is sent, and the refusal goes away.
    fireEvent.drop(area, { dataTransfer: { files: [cnab()] } });
    await screen.findByRole('dialog', { name: 'Lote de pagamentos' });
    expect(uploads(api)).toHaveLength(1);
    expect(area).toHaveAccessibleDescription('CNAB 240 (.txt, .ret ou .cnab), até 5 MB');
    expect(screen.queryByText(PAYMENT_BATCH_MESSAGES.wrongType)).not.toBeInTheDocument();
  });

  it('asks before sending the same file again (PAY-031), then sends it with confirmDuplicate=true', async () => {
    await signInAs();
    const again = 'Este arquivo já foi enviado em 08/05/2026. Confirme para enviá-lo de novo.';
    const api = paymentsApi({
      'POST /payments/batches': (call) =>
        call.url.searchParams.get('confirmDuplicate') === 'true'
          ? json(201, paymentBatch())
          : apiError(409, 'PAY-031', again),
    });
    renderPage(BATCH_TAB);
    await choose(cnab());
    const confirm = await screen.findByRole('dialog', { name: 'Enviar o arquivo de novo?' });
    expect(confirm).toHaveTextContent(again);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploads(api)).toHaveLength(1);

    await choose(cnab());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Enviar o arquivo de novo?' })).getByRole('button', {
        name: 'Enviar mesmo assim',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Lote de pagamentos' })).toBeVisible();
    expect(uploads(api).map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      { fileName: 'PAG0510.txt' },
      { fileName: 'PAG0510.txt' },
      { fileName: 'PAG0510.txt', confirmDuplicate: 'true' },
    ]);
    expect(await (at(uploads(api), 2).body as Blob).text()).toBe(CONTENT);
  });

  it('says the server’s refusal under the area (PAY-032)', async () => {
    await signInAs();
    paymentsApi({ 'POST /payments/batches': () => apiError(400, 'PAY-032', 'O arquivo tem mais de 5 MB.') });
    renderPage(BATCH_TAB);
    await choose(cnab());
    expect(await within(section()).findByRole('alert')).toHaveTextContent('O arquivo tem mais de 5 MB.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an invalid file (a CNAB 400) as Inválido, with the server’s reason and nothing to send', async () => {
    await signInAs();
    const reason = 'Layout CNAB 400 não aceito: envie o arquivo no layout CNAB 240.';
    const invalid = paymentBatch({
      fileName: 'COBRANCA.ret',
      status: 'invalid',
      lines: 0,
      validLines: 0,
      invalidLines: 0,
      totalAmount: 0,
      errors: [{ line: null, field: null, reason }],
      actions: { submit: false, approve: false, reject: false, cancel: false, returnFile: false },
    });
    paymentsApi({
      'POST /payments/batches': () => json(201, invalid),
      'GET /payments/batches/:id': () => json(200, invalid),
      'GET /payments/batches/:id/lines': () =>
        json(200, { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 }),
    });
    const toasts = watchToasts();
    renderPage(BATCH_TAB);
    await choose(cnab('COBRANCA.ret'));
    const dialog = await screen.findByRole('dialog', { name: 'Lote de pagamentos' });
    expect(dialog).toHaveTextContent('Inválido');
    const problems = within(dialog).getByRole('group', { name: 'Problemas encontrados no arquivo' });
    expect(problems).toHaveTextContent(reason);
    expect(await within(dialog).findByText('Nenhuma linha encontrada', { ignore: NOT_IN_TOASTS })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Enviar para pagamento' })).not.toBeInTheDocument();
    expect(toasts()).not.toContainEqual(expect.objectContaining({ message: PAYMENT_BATCH_MESSAGES.uploaded }));
  });
});
