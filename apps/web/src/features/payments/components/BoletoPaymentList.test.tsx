import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOLETO_PAYMENT_MESSAGES } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import {
  apiError,
  BANK_BOLETO,
  boletoPage,
  boletoPayment,
  choose,
  json,
  NOT_IN_TOASTS,
  onPhone,
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
  vi.restoreAllMocks();
});

const BOLETO_TAB = '/pagamentos?aba=boleto';
const section = () => screen.getByRole('region', { name: 'Pagamentos de Boleto' });
const PENDING = boletoPayment();
const VIEW = 'Ver pagamento de boleto 5c1e2d3f para Gráfica Central Ltda';
const listCalls = (api: { callsTo: (method: string, path: string) => ApiCall[] }) =>
  api.callsTo('GET', '/payments/boleto').map((call) => Object.fromEntries(call.url.searchParams));

async function openPayment() {
  await userEvent.click(await within(section()).findByRole('button', { name: VIEW }));
  const dialog = await screen.findByRole('dialog', { name: 'Revisão de Pagamento de Boleto' });
  await within(dialog).findByText('Bruno Costa');
  return dialog;
}

describe('Pagamentos de Boleto', { timeout: 30_000 }, () => {
  it('shows the tiles and each payment’s payee, bank, line, amount, day and status', async () => {
    await signInAs();
    paymentsApi();
    renderPage(BOLETO_TAB);
    const table = await within(section()).findByRole('table', { name: 'Pagamentos de Boleto' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Beneficiário', 'Banco', 'Linha digitável', 'Valor', 'Data Pagamento', 'Status', 'Ações']);
    const row = await within(table).findByRole('row', { name: /Gráfica Central Ltda/ });
    for (const cell of ['Banco Bradesco S.A.', shortLine(BANK_BOLETO.line), 'R$ 246,10', '10/05/2026', 'Pendente'])
      expect(plain(row.textContent)).toContain(cell);
    expect(within(row).getByTitle(BANK_BOLETO.formatted)).toBeVisible();
    const tiles = within(section()).getByRole('group', { name: 'Resumo dos pagamentos' });
    expect(within(tiles).getByRole('region', { name: 'Pendentes' })).toHaveTextContent('2');
    expect(within(tiles).getByRole('region', { name: 'Aprovados' })).toHaveTextContent('4');
    expect(within(tiles).getByRole('region', { name: 'Rejeitados' })).toHaveTextContent('1');
    expect(plain(within(tiles).getByRole('region', { name: 'Valor total' }).textContent)).toContain('R$ 1.234,56');
  });

  it('shows one card per payment on a phone, each with its view button', async () => {
    onPhone();
    await signInAs();
    paymentsApi();
    renderPage(BOLETO_TAB);
    const cards = await within(section()).findByRole('list', { name: 'Pagamentos de Boleto' });
    const card = at(await within(cards).findAllByRole('listitem'), 0);
    expect(plain(card.textContent)).toContain('Gráfica Central Ltda');
    expect(plain(card.textContent)).toContain('R$ 246,10');
    expect(card).toHaveTextContent('Pendente');
    await userEvent.click(within(card).getByRole('button', { name: VIEW }));
    expect(await screen.findByRole('dialog', { name: 'Revisão de Pagamento de Boleto' })).toBeVisible();
  });

  it('sends search, status and cost centre to the server as query parameters', async () => {
    await signInAs();
    const api = paymentsApi();
    renderPage(`${BOLETO_TAB}&status=rejected`);
    await within(section()).findByRole('table');
    expect(at(listCalls(api), 0)).toEqual({ status: 'rejected', costCenter: 'all', page: '0', size: '10' });

    await choose(section(), 'Status', 'Pendente');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ status: 'pending_approval' }));
    await choose(section(), 'Centro de custo', 'Operacional');
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toMatchObject({ status: 'pending_approval', costCenter: 'operacional' }),
    );
    await userEvent.type(within(section()).getByRole('searchbox', { name: 'Buscar pagamentos' }), 'gráfica');
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toEqual({
        search: 'gráfica',
        status: 'pending_approval',
        costCenter: 'operacional',
        page: '0',
        size: '10',
      }),
    );
    // The Pix list is not read on this tab.
    expect(api.callsTo('GET', '/payments/pix')).toHaveLength(0);
  });

  it('says Carregando pagamentos... while loading, then Nenhum pagamento de boleto encontrado', async () => {
    await signInAs();
    let answer: (response: Response) => void = () => undefined;
    paymentsApi({ 'GET /payments/boleto': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(BOLETO_TAB);
    expect(await within(section()).findByText('Carregando pagamentos...')).toBeVisible();
    answer(json(200, boletoPage([])));
    expect(await within(section()).findByText(BOLETO_PAYMENT_MESSAGES.listEmpty)).toBeVisible();
  });

  it('says Erro ao carregar lista de pagamentos, with a retry', async () => {
    await signInAs();
    let fail = true;
    paymentsApi({
      'GET /payments/boleto': () =>
        fail ? apiError(500, 'GEN-500', 'Erro inesperado.') : json(200, boletoPage([PENDING])),
    });
    renderPage(BOLETO_TAB);
    expect(
      await within(section()).findByText('Erro ao carregar lista de pagamentos', { ignore: NOT_IN_TOASTS }),
    ).toBeVisible();
    fail = false;
    await userEvent.click(within(section()).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(section()).findByRole('row', { name: /Gráfica Central Ltda/ })).toBeVisible();
  });

  it('approves from the dialog: the boleto’s details, then POST approval with the notes', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = paymentsApi({
      'GET /payments/boleto/:id': () => json(200, PENDING),
      'POST /payments/boleto/:id/approval': () => json(200, boletoPayment({ status: 'processing' })),
    });
    const toasts = watchToasts();
    renderPage(BOLETO_TAB);
    const dialog = await openPayment();
    expect(api.callsTo('GET', `/payments/boleto/${PENDING.id}`)).toHaveLength(1);
    for (const shown of [
      'Gráfica Central Ltda',
      '11.222.333/****-**',
      'Banco Bradesco S.A.',
      BANK_BOLETO.formatted,
      'R$ 246,10',
      'Operacional',
      'Impressos de maio',
      'Pendente',
    ])
      expect(plain(dialog.textContent)).toContain(shown);
    expect(within(dialog).getByRole('radio', { name: 'Aprovar' })).toBeChecked();

    const listReads = api.callsTo('GET', '/payments/boleto').length;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Observações' }), 'Conferido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar pagamento' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento aprovado com sucesso!' }),
    );
    expect(at(api.callsTo('POST', '/payments/boleto/:id/approval'), 0).body).toEqual({ notes: 'Conferido' });
    expect(api.callsTo('POST', '/payments/pix/:id/approval')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', '/payments/boleto').length).toBeGreaterThan(listReads));
  });

  it('rejects only with a reason, sending it; a refusal keeps the dialog open with the server’s words', async () => {
    await signInAs(['SELLER_ADMIN']);
    const decided = 'Este pagamento já foi decidido por outra pessoa. Atualize a lista.';
    let refuse = true;
    const api = paymentsApi({
      'GET /payments/boleto/:id': () => json(200, PENDING),
      'POST /payments/boleto/:id/rejection': () =>
        refuse ? apiError(409, 'PAY-005', decided) : json(200, boletoPayment({ status: 'rejected' })),
    });
    const show = vi.spyOn(notifications, 'show');
    renderPage(BOLETO_TAB);
    const dialog = await openPayment();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Rejeitar' }));
    const reject = within(dialog).getByRole('button', { name: 'Rejeitar pagamento' });
    expect(reject).toBeDisabled();
    await choose(dialog, 'Motivo da rejeição', 'Valor inválido');
    await userEvent.click(reject);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'Erro', message: decided })),
    );
    expect(screen.getByRole('dialog', { name: 'Revisão de Pagamento de Boleto' })).toBeVisible();

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar pagamento' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Pagamento rejeitado' })),
    );
    const bodies = api.callsTo('POST', '/payments/boleto/:id/rejection').map((call) => call.body);
    expect(bodies).toEqual([{ reason: 'valor_invalido' }, { reason: 'valor_invalido' }]);
  });

  it('follows the server’s actions: no decision without approve or reject; cancel asks first; Comprovante downloads', async () => {
    await signInAs(['SELLER_BACKOFFICE']);
    const completed = boletoPayment({
      status: 'completed',
      authenticationCode: 'AUT-2026-0001',
      actions: { approve: false, reject: false, cancel: true, receipt: true },
    });
    const api = paymentsApi({
      'GET /payments/boleto': () => json(200, boletoPage([completed])),
      'GET /payments/boleto/:id': () => json(200, completed),
      'GET /payments/boleto/:id/receipt': () =>
        new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      'POST /payments/boleto/:id/cancellation': () => json(200, boletoPayment({ status: 'cancelled' })),
    });
    const createObjectURL = vi.fn(() => 'blob:comprovante');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const toasts = watchToasts();
    renderPage(BOLETO_TAB);
    let dialog = await openPayment();
    expect(dialog).toHaveTextContent('AUT-2026-0001');
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aprovar pagamento' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Comprovante' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/payments/boleto/:id/receipt')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pagamento' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar este pagamento?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Manter pagamento' }));
    dialog = await screen.findByRole('dialog', { name: 'Revisão de Pagamento de Boleto' });
    expect(api.callsTo('POST', '/payments/boleto/:id/cancellation')).toHaveLength(0);

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancelar pagamento' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancelar este pagamento?' })).getByRole('button', {
        name: 'Cancelar pagamento',
      }),
    );
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento cancelado' }));
    expect(api.callsTo('POST', '/payments/boleto/:id/cancellation')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides Comprovante and Cancelar pagamento when the server allows neither', async () => {
    await signInAs(['SELLER_ADMIN']);
    paymentsApi({ 'GET /payments/boleto/:id': () => json(200, PENDING) });
    renderPage(BOLETO_TAB);
    const dialog = await openPayment();
    expect(within(dialog).queryByRole('button', { name: 'Comprovante' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar pagamento' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aprovar pagamento' })).toBeVisible();
  });
});
