import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_BATCH_MESSAGES } from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { at } from '../../../test/at';
import { LocationProbe } from '../../../test/LocationProbe';
import { renderWithApp } from '../../../test/render';
import PaymentsPage from '../routes/PaymentsPage';
import {
  apiError,
  batchPage,
  choose,
  json,
  NOT_IN_TOASTS,
  onPhone,
  paymentBatch,
  paymentsApi,
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

const BATCH_TAB = '/pagamentos?aba=lote';
const section = () => screen.getByRole('region', { name: 'Pagamentos em Lote' });
const listCalls = (api: { callsTo: (method: string, path: string) => ApiCall[] }) =>
  api.callsTo('GET', '/payments/batches').map((call) => Object.fromEntries(call.url.searchParams));

describe('Pagamentos em Lote: the files sent', { timeout: 30_000 }, () => {
  it('shows each file’s name, time, status, lines, total and paid lines', async () => {
    await signInAs();
    const completed = paymentBatch({
      id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      fileName: 'FORNECEDORES-ABRIL.rem.txt',
      status: 'completed',
      uploadedAt: '2026-04-30T21:05:00.000Z',
      lines: 40,
      validLines: 38,
      paidLines: 37,
      totalAmount: 4_567_890,
    });
    paymentsApi({ 'GET /payments/batches': () => json(200, batchPage([paymentBatch(), completed])) });
    renderPage(BATCH_TAB);
    const table = await within(section()).findByRole('table', { name: 'Arquivos enviados' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Arquivo',
      'Enviado em',
      'Status',
      'Linhas (válidas/total)',
      'Valor total',
      'Linhas pagas',
      'Ações',
    ]);
    const row = await within(table).findByRole('row', { name: /PAG0510\.txt/ });
    // 14:30 UTC is 11:30 in São Paulo.
    for (const cell of ['10/05/2026 11:30', 'Validado', '2/3', 'R$ 1.500,00'])
      expect(plain(row.textContent)).toContain(cell);
    const done = within(table).getByRole('row', { name: /FORNECEDORES-ABRIL/ });
    for (const cell of ['30/04/2026 18:05', 'Concluído', '38/40', 'R$ 45.678,90', '37'])
      expect(plain(done.textContent)).toContain(cell);
    expect(within(done).getByRole('button', { name: 'Ver lote FORNECEDORES-ABRIL.rem.txt' })).toBeVisible();
  });

  it('sends search, status and sort to the server, kept in the URL', async () => {
    await signInAs();
    const api = paymentsApi();
    renderWithApp(
      <>
        <PaymentsPage />
        <LocationProbe />
      </>,
      { path: `${BATCH_TAB}&status=completed` },
    );
    await within(section()).findByRole('table');
    expect(at(listCalls(api), 0)).toEqual({ status: 'completed', sort: 'uploadedAt,desc', page: '0', size: '10' });

    await choose(section(), 'Status', 'Aguardando aprovação');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ status: 'pending_approval' }));
    await choose(section(), 'Ordenar por', 'Maior valor');
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toMatchObject({ status: 'pending_approval', sort: 'totalAmount,desc' }),
    );
    await userEvent.type(within(section()).getByRole('searchbox', { name: 'Buscar arquivos' }), 'PAG05');
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toEqual({
        search: 'PAG05',
        status: 'pending_approval',
        sort: 'totalAmount,desc',
        page: '0',
        size: '10',
      }),
    );
    const location = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      aba: 'lote',
      status: 'pending_approval',
      ordem: 'totalAmount,desc',
      busca: 'PAG05',
    });
    // The other tabs' lists are not read here.
    expect(api.callsTo('GET', '/payments/pix')).toHaveLength(0);
    expect(api.callsTo('GET', '/payments/boleto')).toHaveLength(0);
  });

  it('reads the list again with Atualizar', async () => {
    await signInAs();
    const api = paymentsApi();
    renderPage(BATCH_TAB);
    await within(section()).findByRole('row', { name: /PAG0510\.txt/ });
    const before = listCalls(api).length;
    await userEvent.click(within(section()).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(listCalls(api).length).toBe(before + 1));
  });

  it('says Carregando arquivos… while loading, then Nenhum arquivo enviado', async () => {
    await signInAs();
    let answer: (response: Response) => void = () => undefined;
    paymentsApi({ 'GET /payments/batches': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(BATCH_TAB);
    expect(await within(section()).findByText('Carregando arquivos…')).toBeVisible();
    expect(within(section()).getByRole('table', { name: 'Arquivos enviados' })).toHaveAttribute('aria-busy', 'true');
    answer(json(200, batchPage([])));
    expect(await within(section()).findByText(PAYMENT_BATCH_MESSAGES.listEmpty)).toBeVisible();
  });

  it('says Erro ao carregar os arquivos, with a retry', async () => {
    await signInAs();
    let fail = true;
    paymentsApi({
      'GET /payments/batches': () =>
        fail ? apiError(500, 'GEN-500', 'Erro inesperado.') : json(200, batchPage([paymentBatch()])),
    });
    const toasts = watchToasts();
    renderPage(BATCH_TAB);
    expect(
      await within(section()).findByText(PAYMENT_BATCH_MESSAGES.listError, { ignore: NOT_IN_TOASTS }),
    ).toBeVisible();
    expect(toasts()).toContainEqual({ color: 'red', message: PAYMENT_BATCH_MESSAGES.listError });
    fail = false;
    await userEvent.click(within(section()).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(section()).findByRole('row', { name: /PAG0510\.txt/ })).toBeVisible();
  });

  it('shows one card per file on a phone, each opening its batch', async () => {
    onPhone();
    await signInAs();
    paymentsApi();
    renderPage(BATCH_TAB);
    const cards = await within(section()).findByRole('list', { name: 'Arquivos enviados' });
    const card = at(await within(cards).findAllByRole('listitem'), 0);
    expect(plain(card.textContent)).toContain('PAG0510.txt');
    expect(plain(card.textContent)).toContain('R$ 1.500,00');
    expect(card).toHaveTextContent('Validado');
    await userEvent.click(within(card).getByRole('button', { name: 'Ver lote PAG0510.txt' }));
    expect(await screen.findByRole('dialog', { name: 'Lote de pagamentos' })).toBeVisible();
  });
});
