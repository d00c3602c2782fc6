import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentBatch } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  BANK_BOLETO,
  BATCH_LINES,
  choose,
  json,
  linePage,
  paymentBatch,
  paymentsApi,
  plain,
  renderPage,
  signInAs,
  watchToasts,
  type ApiCall,
} from '../test/fixtures';
import { shortLine } from '../texts';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const BATCH_TAB = '/pagamentos?aba=lote';
const TITLE = 'Lote de pagamentos';
const NO_ACTIONS = { submit: false, approve: false, reject: false, cancel: false, returnFile: false };
const section = () => screen.getByRole('region', { name: 'Pagamentos em Lote' });
const lineCalls = (api: { callsTo: (method: string, path: string) => ApiCall[] }) =>
  api.callsTo('GET', '/payments/batches/:id/lines').map((call) => Object.fromEntries(call.url.searchParams));

/** Opens the list's batch and waits for its detail. */
async function openBatch(fileName = 'PAG0510.txt') {
  await userEvent.click(await within(section()).findByRole('button', { name: `Ver lote ${fileName}` }));
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await within(dialog).findByText('Ana Souza · 10/05/2026 11:30');
  return dialog;
}

/** A batch whose detail answers whatever `current` is now (it changes as the batch is acted on). */
function batchApi(first: PaymentBatch, routes: Parameters<typeof paymentsApi>[0] = {}) {
  const state = { current: first };
  const api = paymentsApi({
    'GET /payments/batches/:id': () => json(200, state.current),
    ...routes,
  });
  return { api, state };
}

describe('Pagamentos em Lote: a batch', { timeout: 30_000 }, () => {
  it('opens from its row: the summary, the file’s problems and its lines, filtered by status', async () => {
    await signInAs();
    const { api } = batchApi(paymentBatch());
    renderPage(BATCH_TAB);
    const dialog = await openBatch();
    expect(api.callsTo('GET', '/payments/batches/9a8b7c6d-5e4f-4a3b-8c2d-1e0f2a3b4c5d')).toHaveLength(1);
    for (const shown of ['PAG0510.txt', 'Validado', 'Ana Souza · 10/05/2026 11:30', 'R$ 1.500,00'])
      expect(plain(dialog.textContent)).toContain(shown);
    expect(within(dialog).getByRole('group', { name: 'Problemas encontrados no arquivo' })).toHaveTextContent(
      'Linha 3: Chave Pix inválida.',
    );

    const table = await within(dialog).findByRole('table', { name: 'Linhas do arquivo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Linha', 'Tipo', 'Favorecido', 'Chave ou código de barras', 'Valor', 'Data', 'Status', 'Motivo']);
    const pix = await within(table).findByRole('row', { name: /Maria da Silva/ });
    for (const cell of ['1', 'Pix', 'maria@exemplo.com.br', 'R$ 1.253,90', '10/05/2026', 'Válida'])
      expect(plain(pix.textContent)).toContain(cell);
    const boleto = within(table).getByRole('row', { name: /Gráfica Central Ltda/ });
    expect(boleto).toHaveTextContent('Boleto');
    expect(within(boleto).getByTitle(BANK_BOLETO.barcode)).toHaveTextContent(shortLine(BANK_BOLETO.barcode));
    const invalid = within(table).getByRole('row', { name: /João Pereira/ });
    expect(invalid).toHaveTextContent('Inválida');
    expect(invalid).toHaveTextContent('Chave Pix inválida.');
    expect(at(lineCalls(api), 0)).toEqual({ status: 'all', page: '0', size: '20' });

    await choose(dialog, 'Status das linhas', 'Inválida');
    await waitFor(() => expect(lineCalls(api).at(-1)).toEqual({ status: 'invalid', page: '0', size: '20' }));
  });

  it('asks before Enviar para pagamento with the lines and total, posts it, then follows the payment every 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInAs();
    const processing = paymentBatch({
      status: 'processing',
      submittedBy: { id: 'u1', name: 'Ana Souza' },
      submittedAt: '2026-05-10T14:40:00.000Z',
      actions: NO_ACTIONS,
    });
    const { api, state } = batchApi(paymentBatch(), {
      'POST /payments/batches/:id/submission': () => json(200, processing),
    });
    const toasts = watchToasts();
    renderPage(BATCH_TAB);
    let dialog = await openBatch();
    expect(within(dialog).queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar para pagamento' }));
    let confirm = await screen.findByRole('dialog', { name: 'Enviar o lote para pagamento?' });
    expect(plain(confirm.textContent)).toContain('Confirmar pagamento de 2 linhas no total de R$ 1.500,00');
    expect(confirm).toHaveTextContent('A linha inválida não será paga.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Voltar' }));
    dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(api.callsTo('POST', '/payments/batches/:id/submission')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar para pagamento' }));
    confirm = await screen.findByRole('dialog', { name: 'Enviar o lote para pagamento?' });
    state.current = processing;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar para pagamento' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Lote enviado para pagamento' }));
    expect(api.callsTo('POST', '/payments/batches/:id/submission')).toHaveLength(1);
    dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('Processando');
    expect(within(dialog).getByRole('status')).toHaveTextContent('esta tela se atualiza sozinha');
    expect(within(dialog).queryByRole('button', { name: 'Enviar para pagamento' })).not.toBeInTheDocument();
    await waitFor(() => expect(lineCalls(api).length).toBeGreaterThanOrEqual(2));

    // Paid meanwhile: the next read, 3 s on, shows it completed, with its return file.
    const reads = api.callsTo('GET', '/payments/batches/:id').length;
    const lineReads = lineCalls(api).length;
    state.current = paymentBatch({
      ...processing,
      status: 'completed',
      paidLines: 2,
      paidAmount: 150_000,
      completedAt: '2026-05-10T14:41:00.000Z',
      actions: { ...NO_ACTIONS, returnFile: true },
    });
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(api.callsTo('GET', '/payments/batches/:id').length).toBeGreaterThan(reads));
    expect(await within(dialog).findByText('Concluído')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Baixar retorno' })).toBeVisible();
    await waitFor(() => expect(lineCalls(api).length).toBeGreaterThan(lineReads));

    // Completed, it is read no more.
    const settled = api.callsTo('GET', '/payments/batches/:id').length;
    await vi.advanceTimersByTimeAsync(6_000);
    expect(api.callsTo('GET', '/payments/batches/:id')).toHaveLength(settled);
  });

  it('says Lote enviado para aprovação when a second person must approve, and the server’s refusal (PAY-003)', async () => {
    await signInAs();
    const balance = 'Saldo insuficiente para pagar o lote: disponível R$ 1.000,00.';
    let refuse = true;
    const { api } = batchApi(paymentBatch(), {
      'POST /payments/batches/:id/submission': () =>
        refuse
          ? apiError(409, 'PAY-003', balance)
          : json(200, paymentBatch({ status: 'pending_approval', actions: { ...NO_ACTIONS, cancel: true } })),
    });
    const toasts = watchToasts();
    renderPage(BATCH_TAB);
    await openBatch();
    const send = async () => {
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: TITLE })).getByRole('button', {
          name: 'Enviar para pagamento',
        }),
      );
      const confirm = await screen.findByRole('dialog', { name: 'Enviar o lote para pagamento?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar para pagamento' }));
    };
    await send();
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'red', message: balance }));
    expect(await screen.findByRole('dialog', { name: TITLE })).toHaveTextContent('Validado');

    refuse = false;
    await send();
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Lote enviado para aprovação' }));
    // Each try is its own request (the first was answered): a new Idempotency-Key, never none.
    const keys = api.callsTo('POST', '/payments/batches/:id/submission').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('asks a reason before Rejeitar, and asks before Aprovar, then posts the approval', async () => {
    await signInAs(['SELLER_ADMIN']);
    const waiting = paymentBatch({
      status: 'pending_approval',
      submittedBy: { id: 'u2', name: 'Bruno Costa' },
      submittedAt: '2026-05-10T14:40:00.000Z',
      actions: { ...NO_ACTIONS, approve: true, reject: true },
    });
    const { api, state } = batchApi(waiting, {
      'POST /payments/batches/:id/approval': () => {
        state.current = {
          ...waiting,
          status: 'processing',
          approvedBy: { id: 'u1', name: 'Ana Souza' },
          approvedAt: '2026-05-10T14:45:00.000Z',
          actions: NO_ACTIONS,
        };
        return json(200, state.current);
      },
    });
    const toasts = watchToasts();
    renderPage(BATCH_TAB);
    let dialog = await openBatch();
    expect(dialog).toHaveTextContent('Aguardando aprovação');
    expect(dialog).toHaveTextContent('Bruno Costa · 10/05/2026 11:40');
    expect(within(dialog).queryByRole('button', { name: 'Enviar para pagamento' })).not.toBeInTheDocument();

    // Rejeitar: the reason is required.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(within(dialog).getByRole('textbox', { name: 'Motivo da rejeição' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar lote' }));
    expect(await within(dialog).findByText('Informe o motivo da rejeição.')).toBeVisible();
    expect(api.callsTo('POST', '/payments/batches/:id/rejection')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Motivo da rejeição' })).not.toBeInTheDocument();

    // Aprovar: asked first, with what it pays.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aprovar este lote?' });
    expect(plain(confirm.textContent)).toContain('Confirmar pagamento de 2 linhas no total de R$ 1.500,00');
    expect(api.callsTo('POST', '/payments/batches/:id/approval')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Lote aprovado' }));
    expect(api.callsTo('POST', '/payments/batches/:id/approval')).toHaveLength(1);
    expect(at(api.callsTo('POST', '/payments/batches/:id/approval'), 0).body).toBeUndefined();
    dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(dialog).findByText('Processando')).toBeVisible();
    expect(dialog).toHaveTextContent('Ana Souza · 10/05/2026 11:45');
    expect(within(dialog).queryByRole('group', { name: 'Ações do lote' })).not.toBeInTheDocument();
  });

  it('rejects with the reason typed', async () => {
    await signInAs(['SELLER_ADMIN']);
    const waiting = paymentBatch({
      status: 'pending_approval',
      actions: { ...NO_ACTIONS, approve: true, reject: true },
    });
    const { api, state } = batchApi(waiting, {
      'POST /payments/batches/:id/rejection': (call) => {
        state.current = {
          ...waiting,
          status: 'rejected',
          rejectedBy: { id: 'u1', name: 'Ana Souza' },
          rejectionReason: (call.body as { reason: string }).reason,
          actions: NO_ACTIONS,
        };
        return json(200, state.current);
      },
    });
    const toasts = watchToasts();
    renderPage(BATCH_TAB);
    const dialog = await openBatch();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Motivo da rejeição' }),
      'Fornecedor em duplicidade',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar lote' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Lote rejeitado' }));
    expect(at(api.callsTo('POST', '/payments/batches/:id/rejection'), 0).body).toEqual({
      reason: 'Fornecedor em duplicidade',
    });
    expect(await within(dialog).findByText('Rejeitado')).toBeVisible();
    expect(dialog).toHaveTextContent('Fornecedor em duplicidade');
    expect(within(dialog).queryByRole('button', { name: 'Rejeitar' })).not.toBeInTheDocument();
  });

  it('cancels after asking: Manter lote keeps it, Cancelar lote posts the cancellation', async () => {
    await signInAs();
    const { api, state } = batchApi(paymentBatch(), {
      'POST /payments/batches/:id/cancellation': () => {
        state.current = paymentBatch({ status: 'cancelled', actions: NO_ACTIONS });
        return json(200, state.current);
      },
    });
    const toasts = watchToasts();
    renderPage(BATCH_TAB);
    let dialog = await openBatch();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar lote' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancelar este lote?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Manter lote' }));
    dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(api.callsTo('POST', '/payments/batches/:id/cancellation')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar lote' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancelar este lote?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar lote' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Lote cancelado' }));
    expect(api.callsTo('POST', '/payments/batches/:id/cancellation')).toHaveLength(1);
    dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(dialog).findByText('Cancelado')).toBeVisible();
    expect(within(dialog).queryByRole('group', { name: 'Ações do lote' })).not.toBeInTheDocument();
  });

  it('follows the server’s actions: only Baixar retorno on a completed batch, which downloads the return file', async () => {
    await signInAs(['SELLER_BACKOFFICE']);
    const completed = paymentBatch({
      status: 'completed',
      paidLines: 1,
      failedLines: 1,
      paidAmount: 125_390,
      submittedBy: { id: 'u1', name: 'Ana Souza' },
      submittedAt: '2026-05-10T14:40:00.000Z',
      completedAt: '2026-05-10T14:41:00.000Z',
      actions: { ...NO_ACTIONS, returnFile: true },
    });
    let refuse = true;
    const { api } = batchApi(completed, {
      'GET /payments/batches/:id/lines': () =>
        json(200, linePage(BATCH_LINES.map((line) => ({ ...line, status: line.line === 1 ? 'paid' : 'failed' })))),
      'GET /payments/batches/:id/return-file': () =>
        refuse
          ? apiError(409, 'PAY-036', 'O arquivo de retorno fica disponível quando o lote é processado.')
          : new Response('RETORNO', { headers: { 'Content-Type': 'text/plain' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:retorno');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const toasts = watchToasts();
    renderPage(BATCH_TAB);
    const dialog = await openBatch();
    for (const shown of ['Concluído', 'Linhas pagas', 'Linhas com falha', 'R$ 1.253,90'])
      expect(plain(dialog.textContent)).toContain(shown);
    const actions = within(dialog).getByRole('group', { name: 'Ações do lote' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Baixar retorno']);
    expect(await within(dialog).findByText('Paga')).toBeVisible();

    await userEvent.click(within(actions).getByRole('button', { name: 'Baixar retorno' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'O arquivo de retorno fica disponível quando o lote é processado.',
      }),
    );
    refuse = false;
    await userEvent.click(within(actions).getByRole('button', { name: 'Baixar retorno' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/payments/batches/:id/return-file')).toHaveLength(2);
    expect(at(click.mock.contexts, 0)).toHaveProperty('download', 'PAG0510-retorno.ret');
  });
});
