import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  choose,
  json,
  NOT_IN_TOASTS,
  onPhone,
  paymentPage,
  paymentsApi,
  pixPayment,
  plain,
  renderPage,
  signInAs,
  watchToasts,
  type ApiCall,
} from '../test/fixtures';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
  vi.restoreAllMocks();
});

const section = () => screen.getByRole('region', { name: 'Aprovação de Pagamentos PIX' });
const PENDING = pixPayment();
const listCalls = (api: { callsTo: (method: string, path: string) => ApiCall[] }) =>
  api.callsTo('GET', '/payments/pix').map((call) => Object.fromEntries(call.url.searchParams));

async function openPayment() {
  await userEvent.click(
    await within(section()).findByRole('button', { name: 'Ver pagamento 7d3f1c2a para Maria da Silva' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Revisão de Pagamento PIX' });
  await within(dialog).findByText('Bruno Costa');
  return dialog;
}

describe('Aprovação de Pagamentos PIX', { timeout: 30_000 }, () => {
  it('shows the tiles of the summary and the payments’ columns', async () => {
    await signInAs();
    paymentsApi();
    renderPage();
    const table = await within(section()).findByRole('table', { name: 'Aprovação de Pagamentos PIX' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'ID',
      'Beneficiário',
      'Chave PIX',
      'Valor',
      'Data Pagamento',
      'Centro de Custo',
      'Status',
      'Submetido por',
      'Ações',
    ]);
    const row = await within(table).findByRole('row', { name: /Maria da Silva/ });
    for (const cell of ['7d3f1c2a', '529.982.247-25', 'R$ 1.500,00', '10/05/2026', 'Vendas', 'Pendente', 'Bruno Costa'])
      expect(plain(row.textContent)).toContain(cell);
    const tiles = within(section()).getByRole('group', { name: 'Resumo dos pagamentos' });
    expect(within(tiles).getByRole('region', { name: 'Pendentes' })).toHaveTextContent('3');
    expect(within(tiles).getByRole('region', { name: 'Aprovados' })).toHaveTextContent('5');
    expect(within(tiles).getByRole('region', { name: 'Rejeitados' })).toHaveTextContent('1');
    expect(plain(within(tiles).getByRole('region', { name: 'Valor total' }).textContent)).toContain('R$ 9.876,54');
  });

  it('shows one card per payment on a phone, each with its view button', async () => {
    onPhone();
    await signInAs();
    paymentsApi();
    renderPage();
    const cards = await within(section()).findByRole('list', { name: 'Aprovação de Pagamentos PIX' });
    expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
    const card = at(await within(cards).findAllByRole('listitem'), 0);
    expect(plain(card.textContent)).toContain('Maria da Silva');
    expect(plain(card.textContent)).toContain('R$ 1.500,00');
    expect(card).toHaveTextContent('Pendente');
    await userEvent.click(within(card).getByRole('button', { name: 'Ver pagamento 7d3f1c2a para Maria da Silva' }));
    expect(await screen.findByRole('dialog', { name: 'Revisão de Pagamento PIX' })).toBeVisible();
  });

  it('sends search, status and cost centre to the server as query parameters', async () => {
    await signInAs();
    const api = paymentsApi();
    renderPage('/pagamentos?status=rejected');
    await within(section()).findByRole('table');
    expect(at(listCalls(api), 0)).toEqual({ status: 'rejected', costCenter: 'all', page: '0', size: '10' });

    await choose(section(), 'Status', 'Pendente');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ status: 'pending_approval' }));
    await choose(section(), 'Centro de custo', 'Vendas');
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toMatchObject({ status: 'pending_approval', costCenter: 'vendas' }),
    );
    await userEvent.type(within(section()).getByRole('searchbox', { name: 'Buscar pagamentos' }), 'maria');
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toEqual({
        search: 'maria',
        status: 'pending_approval',
        costCenter: 'vendas',
        page: '0',
        size: '10',
      }),
    );
    await choose(section(), 'Status', 'Todos os status');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ status: 'all', costCenter: 'vendas' }));
  });

  it('says Carregando pagamentos... while loading, then Nenhum pagamento encontrado', async () => {
    await signInAs();
    let answer: (response: Response) => void = () => undefined;
    paymentsApi({ 'GET /payments/pix': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();
    expect(await within(section()).findByText('Carregando pagamentos...')).toBeVisible();
    answer(json(200, paymentPage([])));
    expect(await within(section()).findByText('Nenhum pagamento encontrado')).toBeVisible();
    expect(within(section()).queryByText('Carregando pagamentos...')).not.toBeInTheDocument();
  });

  it('says Erro ao carregar lista de pagamentos, with a retry', async () => {
    await signInAs();
    let fail = true;
    paymentsApi({
      'GET /payments/pix': () =>
        fail ? apiError(500, 'GEN-500', 'Erro inesperado.') : json(200, paymentPage([PENDING])),
    });
    renderPage();
    expect(
      await within(section()).findByText('Erro ao carregar lista de pagamentos', { ignore: NOT_IN_TOASTS }),
    ).toBeVisible();
    fail = false;
    await userEvent.click(within(section()).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(section()).findByRole('row', { name: /Maria da Silva/ })).toBeVisible();
  });

  it('approves from the review dialog: the details, then POST approval with the notes', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({
      'GET /payments/pix/:id': () => json(200, PENDING),
      'POST /payments/pix/:id/approval': () => json(200, pixPayment({ status: 'processing' })),
    });
    const toasts = watchToasts();
    renderPage();
    const dialog = await openPayment();
    expect(api.callsTo('GET', `/payments/pix/${PENDING.id}`)).toHaveLength(1);
    for (const shown of [
      'Maria da Silva',
      'Banco Sandbox S.A.',
      'R$ 1.500,00',
      'Vendas',
      'Fornecedor de maio',
      'Pendente',
    ])
      expect(plain(dialog.textContent)).toContain(shown);
    expect(within(dialog).getByRole('radio', { name: 'Aprovar' })).toBeChecked();
    expect(within(dialog).queryByRole('combobox', { name: 'Motivo da rejeição' })).not.toBeInTheDocument();

    const listReads = api.callsTo('GET', '/payments/pix').length;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Observações' }), 'Conferido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar pagamento' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento aprovado com sucesso!' }),
    );
    expect(at(api.callsTo('POST', '/payments/pix/:id/approval'), 0).body).toEqual({ notes: 'Conferido' });
    expect(at(api.callsTo('POST', '/payments/pix/:id/approval'), 0).headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', '/payments/pix').length).toBeGreaterThan(listReads));
  });

  it('rejects only with a reason, sending it', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({
      'GET /payments/pix/:id': () => json(200, PENDING),
      'POST /payments/pix/:id/rejection': () => json(200, pixPayment({ status: 'rejected' })),
    });
    const toasts = watchToasts();
    renderPage();
    const dialog = await openPayment();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Rejeitar' }));
    const reject = within(dialog).getByRole('button', { name: 'Rejeitar pagamento' });
    expect(reject).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Motivo da rejeição' })).toHaveAttribute(
      'placeholder',
      'Selecione o motivo da rejeição',
    );
    await choose(dialog, 'Motivo da rejeição', 'Dados incorretos');
    expect(reject).toBeEnabled();
    await userEvent.click(reject);
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento rejeitado' }));
    expect(at(api.callsTo('POST', '/payments/pix/:id/rejection'), 0).body).toEqual({ reason: 'dados_incorretos' });
    expect(api.callsTo('POST', '/payments/pix/:id/approval')).toHaveLength(0);
  });

  it('keeps the dialog open on a refusal, toasts Erro with the server’s words and reloads the list', async () => {
    await signInAs(['SELLER_ADMIN']);
    const decided = 'Este pagamento já foi decidido por outra pessoa. Atualize a lista.';
    const api = paymentsApi({
      'GET /payments/pix/:id': () => json(200, PENDING),
      'POST /payments/pix/:id/approval': () => apiError(409, 'PAY-005', decided),
    });
    const show = vi.spyOn(notifications, 'show');
    renderPage();
    const dialog = await openPayment();
    const listReads = api.callsTo('GET', '/payments/pix').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar pagamento' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'Erro', message: decided })),
    );
    expect(screen.getByRole('dialog', { name: 'Revisão de Pagamento PIX' })).toBeVisible();
    await waitFor(() => expect(api.callsTo('GET', '/payments/pix').length).toBeGreaterThan(listReads));
  });

  it('keeps the same Idempotency-Key when an approval is tried again after a lost answer', async () => {
    await signInAs(['SELLER_ADMIN']);
    let answers = 0;
    const api = paymentsApi({
      'GET /payments/pix/:id': () => json(200, PENDING),
      'POST /payments/pix/:id/approval': () =>
        ++answers === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json(200, pixPayment({ status: 'completed' })),
    });
    renderPage();
    const dialog = await openPayment();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar pagamento' }));
    await waitFor(() => expect(api.callsTo('POST', '/payments/pix/:id/approval')).toHaveLength(1));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Aprovar pagamento' }));
    await waitFor(() => expect(api.callsTo('POST', '/payments/pix/:id/approval')).toHaveLength(2));
    const keys = api.callsTo('POST', '/payments/pix/:id/approval').map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('downloads a completed payment’s receipt straight from its row', async () => {
    await signInAs(['SELLER_FINANCE']);
    const completed = pixPayment({
      status: 'completed',
      actions: { approve: false, reject: false, cancel: false, receipt: true },
    });
    const api = paymentsApi({
      'GET /payments/pix': () =>
        json(200, paymentPage([completed, pixPayment({ id: '9a1b2c3d-0000-4000-8000-000000000001' })])),
      'GET /payments/pix/:id/receipt': () =>
        new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:comprovante');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderPage();
    const buttons = await within(section()).findAllByRole('button', { name: /^Baixar comprovante do pagamento/ });
    // Only the completed payment has one.
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Baixar comprovante do pagamento 7d3f1c2a para Maria da Silva',
    ]);
    await userEvent.click(at(buttons, 0));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/payments/pix/:id/receipt')).toHaveLength(1);
  });

  it('follows the server’s actions: no decision without approve or reject; cancel asks first; Comprovante downloads', async () => {
    await signInAs(['SELLER_BACKOFFICE']);
    const scheduled = pixPayment({
      status: 'scheduled',
      actions: { approve: false, reject: false, cancel: true, receipt: true },
    });
    const api = paymentsApi({
      'GET /payments/pix': () => json(200, paymentPage([scheduled])),
      'GET /payments/pix/:id': () => json(200, scheduled),
      'GET /payments/pix/:id/receipt': () =>
        new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      'POST /payments/pix/:id/cancellation': () => json(200, pixPayment({ status: 'cancelled' })),
    });
    const createObjectURL = vi.fn(() => 'blob:comprovante');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const toasts = watchToasts();
    renderPage();
    let dialog = await openPayment();
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aprovar pagamento' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Comprovante' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/payments/pix/:id/receipt')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pagamento' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar este pagamento?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Manter pagamento' }));
    dialog = await screen.findByRole('dialog', { name: 'Revisão de Pagamento PIX' });
    expect(api.callsTo('POST', '/payments/pix/:id/cancellation')).toHaveLength(0);

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancelar pagamento' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancelar este pagamento?' })).getByRole('button', {
        name: 'Cancelar pagamento',
      }),
    );
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento cancelado' }));
    expect(api.callsTo('POST', '/payments/pix/:id/cancellation')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
