import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChargeStatus, Feature } from '@cofre/contract';
import { cellTexts, chargeApi, heading, renderDetail } from '../test/detailHarness';
import { apiError, CHARGE_ID, chargeDetail, CUSTOMER_ID, json, signInAs, watchToasts } from '../test/fakeApi';
import { at } from '../../../test/at';

const region = (name: string) => screen.getByRole('region', { name });
/** A charge paid through the platform: the only kind with receivables, split and statement blocks. */
const paidThroughUs = chargeDetail({ status: 'PAID', paidDate: '2026-04-09', paidAt: '2026-04-09T15:00:00.000Z' });

describe('ChargeDetailPage', () => {
  it('shows the customer header with initials, contacts, status and the client link in a new tab', async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail({ interestAmount: 390 }));
    renderDetail();
    await heading();
    expect(screen.getByText('AS')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25').closest('p')).toHaveTextContent(
      '529.982.247-25 · ana@cliente.com.br · +55 (11) 98765-4321',
    );
    expect(screen.getAllByText('Atrasada')[0]).toBeInTheDocument();
    const client = screen.getByRole('link', { name: /Ver cliente/ });
    expect(client).toHaveAttribute('href', `/clientes/${CUSTOMER_ID}`);
    expect(client).toHaveAttribute('target', '_blank');

    const info = region('Informações gerais');
    expect(within(info).getByText('Mensalidade de abril')).toBeInTheDocument();
    expect(within(info).getByText('R$ 129,90')).toBeInTheDocument();
    expect(within(info).getByText('Juros e multa')).toBeInTheDocument();
    expect(within(info).getByText('R$ 3,90')).toBeInTheDocument();
    expect(within(info).getByText('10/04/2026')).toBeInTheDocument();
  });

  it("shows 'Estorno parcial' beside 'Paga' after a partial refund, and only then (issue 14, defect 5)", async () => {
    // Fails before the fix: the header showed only the status, 'Paga'.
    await signInAs(['SELLER_CHARGES']);
    chargeApi({ ...paidThroughUs, refundedAmount: 2_990 });
    renderDetail();
    await heading();
    const status = screen.getByText('Paga').closest('.mantine-Group-root')!;
    expect(within(status as HTMLElement).getByText('Estorno parcial')).toBeInTheDocument();
  });

  it("shows no 'Estorno parcial' once all of it was refunded", async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi({ ...paidThroughUs, status: 'REFUND', refundedAmount: 12_990 });
    renderDetail();
    await heading();
    expect(screen.getByText('Estornada')).toBeInTheDocument();
    expect(screen.queryByText('Estorno parcial')).not.toBeInTheDocument();
  });

  it('keeps the status badge whole and the e-mail in one piece where it can (issue 14, defect 6)', async () => {
    // Fails before the fix: the badge could shrink and cut its label ('PAGA MANUALME…'), and the
    // contacts were one run of text that broke the e-mail mid-word.
    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail({ status: 'PAID_MANUALLY', paidDate: '2026-04-12' }));
    renderDetail();
    await heading();
    const badge = screen.getByText('Paga Manualmente').closest('.mantine-Badge-root')!;
    expect(badge).toHaveStyle({ minWidth: 'max-content', flexShrink: '0' });
    const email = screen.getByText('ana@cliente.com.br');
    expect(email.tagName).toBe('SPAN');
    expect(email.closest('[class*=contact]')).not.toBeNull();
    // The e-mail's soft breaks sit before its '@' and the domain's dots, never mid-word.
    expect([...email.querySelectorAll('wbr')].map((mark) => mark.nextSibling?.textContent)).toEqual([
      '@cliente',
      '.com',
      '.br',
    ]);
  });

  it('shows no empty receivables, split or statement blocks on an unpaid charge (issue 14, defect 7)', async () => {
    // Fails before the fix: a late charge showed three large empty blocks, and asked for them.
    await signInAs(['SELLER_ADMIN', 'SELLER_FINANCES'], ['view_split_subseller_payment_link']);
    const api = chargeApi(chargeDetail({ status: 'LATE' }));
    renderDetail();
    await heading();
    await screen.findByRole('region', { name: 'Informações gerais' });
    for (const name of ['Recebíveis', 'Divisão de pagamento (Split)', 'Extrato da cobrança'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/charges/:id/receivables')).toHaveLength(0);
    expect(api.callsTo('GET', '/charges/:id/split')).toHaveLength(0);
    expect(api.callsTo('GET', '/redeems/statement/charge/:id')).toHaveLength(0);
  });

  it('says in one line that a paid charge has nothing in the statement yet, with no period wording (issue 14, defect 7)', async () => {
    // Fails before the fix: an empty table with 'Você não possui transações no período selecionado'.
    await signInAs(['SELLER_ADMIN', 'SELLER_FINANCES'], ['view_split_subseller_payment_link']);
    chargeApi(paidThroughUs);
    renderDetail();
    await heading();
    const statement = await screen.findByRole('region', { name: 'Extrato da cobrança' });
    expect(
      await within(statement).findByText('Ainda não há lançamentos desta cobrança no extrato.'),
    ).toBeInTheDocument();
    expect(statement).not.toHaveTextContent('período selecionado');
    expect(within(statement).queryByRole('table')).not.toBeInTheDocument();
    const receivables = screen.getByRole('region', { name: 'Recebíveis' });
    expect(await within(receivables).findByText('Nenhum recebível para esta cobrança.')).toBeInTheDocument();
    expect(within(receivables).queryByRole('table')).not.toBeInTheDocument();
    const split = screen.getByRole('region', { name: 'Divisão de pagamento (Split)' });
    expect(await within(split).findByText('Sem divisão de pagamento.')).toBeInTheDocument();
    expect(within(split).queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no client link when the customer is not a client, and no interest line at zero', async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail({ customerId: null }));
    renderDetail();
    await heading();
    expect(screen.queryByRole('link', { name: /Ver cliente/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Juros e multa')).not.toBeInTheDocument();
  });

  it("marks a late charge paid: 'Alterar para paga', confirm, PATCH, toast, 'Paga Manualmente'", async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = chargeApi(chargeDetail(), {
      'PATCH /charges/:id/manual-pay': () =>
        json(200, chargeDetail({ status: 'PAID_MANUALLY', paidDate: '2026-04-12' })),
    });
    const toasts = watchToasts();
    renderDetail();
    await heading();
    expect(screen.getByText('Cobrança já foi paga?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar para paga' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('PATCH', '/charges/:id/manual-pay')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Cobrança alterada para paga manualmente com sucesso!',
      }),
    );
    const call = at(api.callsTo('PATCH', '/charges/:id/manual-pay'), 0);
    expect(call.url.pathname).toBe(`/api/charges/${CHARGE_ID}/manual-pay`);
    expect(call.body).toEqual({ uuidCharge: CHARGE_ID });
    expect((await screen.findAllByText('Paga Manualmente'))[0]).toBeInTheDocument();
    expect(screen.getByText('Sim')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar para paga' })).not.toBeInTheDocument();
  });

  it('says the change failed when the PATCH fails', async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail(), {
      'PATCH /charges/:id/manual-pay': () => apiError(409, 'CHG-001', 'Esta cobrança não pode ser alterada para paga.'),
    });
    const toasts = watchToasts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar para paga' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'Erro ao alterar cobrança, tente novamente' }),
    );
  });

  it("answers 'Sim' for paid charges and hides the question for cancelled ones", async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail({ status: 'PAID', paidDate: '2026-04-09' }));
    const view = renderDetail();
    await heading();
    expect(screen.getByText('Sim')).toBeInTheDocument();
    view.unmount();

    chargeApi(chargeDetail({ status: 'CANCELED' }));
    renderDetail();
    await heading();
    expect(screen.queryByText('Cobrança já foi paga?')).not.toBeInTheDocument();
  });

  it('offers delete only for SCHEDULED, LATE and FAILED charges', async () => {
    await signInAs(['SELLER_CHARGES']);
    const offered: ChargeStatus[] = [];
    for (const status of [
      'PAID',
      'SCHEDULED',
      'LATE',
      'CANCELED',
      'ABANDONED',
      'FAILED',
      'REFUND',
      'PAID_MANUALLY',
    ] as const) {
      chargeApi(chargeDetail({ status }));
      const view = renderDetail();
      await heading();
      if (screen.queryByRole('button', { name: 'Excluir cobrança' })) offered.push(status);
      view.unmount();
    }
    expect(offered).toEqual(['SCHEDULED', 'LATE', 'FAILED']);
  });

  it('offers neither delete nor manual payment while a card authorization is still processing', async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(
      chargeDetail({
        status: 'SCHEDULED',
        paymentMethod: 'CREDIT_CARD',
        chargesTries: [
          {
            uuid: '66666666-2222-4333-8444-555555555555',
            status: 'PROCESSING',
            value: 12990,
            createdAt: '2026-04-10T13:00:00.000Z',
            expirationDate: '2026-04-10',
            errorCode: null,
            errorMessage: null,
          },
        ],
      }),
    );
    renderDetail();
    await heading();
    expect(screen.getByText('Em processamento')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir cobrança' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cobrança já foi paga?')).not.toBeInTheDocument();
  });

  it('deletes after the confirmation, with the toast, and goes back to /cobrancas', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = chargeApi(chargeDetail({ status: 'SCHEDULED' }), {
      'DELETE /charges/:id': () => new Response(null, { status: 204 }),
    });
    const toasts = watchToasts();
    renderDetail(`/cobrancas-agendadas/${CHARGE_ID}`);
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir cobrança' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tem certeza que deseja excluir essa cobrança?' });
    expect(within(dialog).getByText('Essa ação não poderá ser desfeita')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/charges/:id')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir cobrança' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cobrancas'));
    expect(at(api.callsTo('DELETE', '/charges/:id'), 0).url.pathname).toBe(`/api/charges/${CHARGE_ID}`);
    expect(toasts()).toContainEqual({ color: 'green', message: 'Sucesso na exclusão da cobrança.' });
  });

  it("opens a failed attempt: 'Pagamento falhou', its date, and 'Sem dados de erro' or the code and message", async () => {
    await signInAs(['SELLER_CHARGES']);
    const attempt = {
      uuid: '11111111-2222-4333-8444-555555555555',
      status: 'FAILED' as const,
      value: 12990,
      createdAt: '2026-04-10T13:30:00.000Z',
      expirationDate: '2026-04-10',
      errorCode: null,
      errorMessage: null,
    };
    chargeApi(
      chargeDetail({
        status: 'FAILED',
        paymentMethod: 'CREDIT_CARD',
        cardResponse: { last4digits: '1234', brand: 'Visa', cardHolderName: 'ANA SOUZA' },
        chargesTries: [
          attempt,
          {
            ...attempt,
            uuid: '11111111-2222-4333-8444-666666666666',
            errorCode: '51',
            errorMessage: 'Saldo insuficiente',
          },
          { ...attempt, uuid: '11111111-2222-4333-8444-777777777777', status: 'APPROVED' },
        ],
      }),
    );
    renderDetail();
    await heading();
    const card = region('Cartão de crédito');
    expect(within(card).getByText('•••• 1234')).toBeInTheDocument();
    expect(within(card).getByText('Visa')).toBeInTheDocument();
    expect(within(card).getByText('ANA SOUZA')).toBeInTheDocument();

    const attempts = screen.getByRole('table', { name: 'Tentativas de cobrança' });
    expect(within(attempts).getByText('Aprovado')).toBeInTheDocument();
    const failed = within(attempts).getAllByRole('button', { name: 'Pagamento falhou' });
    const first = at(failed, 0);
    const second = at(failed, 1);
    await userEvent.click(first);
    let modal = await screen.findByRole('dialog', { name: 'Pagamento falhou' });
    expect(within(modal).getByText('10/04/2026 10:30')).toBeInTheDocument();
    expect(within(modal).getByText('Sem dados de erro')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(second);
    modal = await screen.findByRole('dialog', { name: 'Pagamento falhou' });
    expect(within(modal).getByText('51')).toBeInTheDocument();
    expect(within(modal).getByText('Saldo insuficiente')).toBeInTheDocument();
    expect(within(modal).queryByText('Sem dados de erro')).not.toBeInTheDocument();
  });

  it('shows the 3-D Secure wait with a link to the challenge', async () => {
    await signInAs(['SELLER_CHARGES']);
    const url = 'http://localhost/3ds?challenge=ch_1';
    chargeApi(chargeDetail({ status: 'SCHEDULED', paymentMethod: 'CREDIT_CARD', threeDSecureUrl: url }));
    renderDetail();
    await heading();
    expect(screen.getByText(/aguarda a autenticação 3-D Secure do comprador/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir autenticação' })).toHaveAttribute('href', url);
  });

  it('shows the boleto: linha digitável to copy, the PDF through the bearer, and the sandbox payment', async () => {
    await signInAs(['SELLER_ADMIN']);
    const boleto = {
      digitableLine: '34191.79001 01043.510047 91020.150008 1 96610000012990',
      barcode: '34191966100000129901790010435100479102015000',
      pdfPath: `/api/charges/${CHARGE_ID}/boleto.pdf`,
    };
    const api = chargeApi(chargeDetail({ boleto }), {
      'GET /charges/:id/boleto.pdf': () =>
        new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      'POST /sandbox/charges/:id/payments': () =>
        json(200, chargeDetail({ boleto, status: 'PAID', paidDate: '2026-04-12' })),
    });
    const createObjectURL = vi.fn(() => 'blob:boleto');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const toasts = watchToasts();
    renderDetail();
    await heading();

    const section = region('Boleto');
    expect(within(section).getByText(boleto.digitableLine)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copiar: Linha digitável' })).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Baixar boleto (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const pdf = at(api.callsTo('GET', '/charges/:id/boleto.pdf'), 0);
    expect(pdf.headers.Authorization).toBe('Bearer T');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`boleto-${CHARGE_ID}.pdf`);

    await userEvent.click(within(section).getByRole('button', { name: 'Simular pagamento (sandbox)' }));
    await waitFor(() => expect(api.callsTo('POST', '/sandbox/charges/:id/payments')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Pagamento simulado com sucesso.' }),
    );
    // Paid now: the boleto is no longer offered and the status says so.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Boleto' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Paga')[0]).toBeInTheDocument();
  });

  it('shows the Pix QR code and copia e cola, and no sandbox button without sandbox.simulate', async () => {
    await signInAs(['SELLER_CHARGES']);
    const pix = {
      copyPaste: '00020126580014br.gov.bcb.pix0136abc5204000053039865406129.905802BR',
      qrCodeImage: 'data:image/png;base64,AAAA',
    };
    chargeApi(chargeDetail({ status: 'SCHEDULED', paymentMethod: 'PIX', pix }));
    renderDetail();
    await heading();
    const section = region('Pix');
    expect(within(section).getByRole('img', { name: 'QR Code Pix da cobrança' })).toHaveAttribute(
      'src',
      pix.qrCodeImage,
    );
    expect(within(section).getByText('Pix copia e cola')).toBeInTheDocument();
    expect(within(section).getByText(pix.copyPaste)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copiar: Pix copia e cola' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simular pagamento (sandbox)' })).not.toBeInTheDocument();
  });

  it('lists the receivables, or says there are none', async () => {
    await signInAs(['SELLER_CHARGES', 'SELLER_FINANCES']);
    chargeApi(chargeDetail({ status: 'PAID' }), {
      'GET /charges/:id/receivables': () =>
        json(200, {
          content: [
            {
              uuid: '22222222-2222-4333-8444-555555555555',
              installment: 1,
              installments: 2,
              settlementDate: '2026-05-10',
              grossAmount: 6495,
              feeAmount: 195,
              netAmount: 6300,
              reversedAmount: 0,
              status: 'PENDING',
            },
          ],
        }),
    });
    renderDetail();
    await heading();
    const table = await screen.findByRole('table', { name: 'Recebíveis' });
    const row = (await within(table).findByText('1/2')).closest('tr')!;
    expect(cellTexts(row)).toEqual(['1/2', '10/05/2026', 'R$ 64,95', 'R$ 1,95', 'R$ 63,00', 'A receber']);
  });

  it('toasts when the receivables cannot load', async () => {
    await signInAs(['SELLER_CHARGES', 'SELLER_FINANCES']);
    chargeApi(paidThroughUs, { 'GET /charges/:id/receivables': () => apiError(500, 'GEN-500', 'x') });
    const toasts = watchToasts();
    renderDetail();
    await heading();
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'Falha ao carregar as informações dos recebiveis.' }),
    );
  });

  it('says when a charge has no receivables', async () => {
    await signInAs(['SELLER_CHARGES', 'SELLER_FINANCES']);
    chargeApi(paidThroughUs);
    renderDetail();
    await heading();
    expect(await screen.findByText('Nenhum recebível para esta cobrança.')).toBeInTheDocument();
  });

  it('neither shows nor asks for the receivables without SELLER_FINANCES (statement data)', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = chargeApi(chargeDetail({ status: 'PAID' }));
    renderDetail();
    await heading();
    await screen.findByRole('region', { name: 'Informações gerais' });
    expect(screen.queryByRole('table', { name: 'Recebíveis' })).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum recebível para esta cobrança.')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/charges/:id/receivables')).toHaveLength(0);
  });

  it('neither shows nor asks for the statement and split without their capabilities', async () => {
    await signInAs(['SELLER_CHARGES'], ['view_split_subseller_payment_link']);
    const api = chargeApi();
    renderDetail();
    await heading();
    await screen.findByRole('region', { name: 'Informações gerais' });
    expect(screen.queryByRole('region', { name: 'Extrato da cobrança' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Divisão de pagamento (Split)' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/redeems/statement/charge/:id')).toHaveLength(0);
    expect(api.callsTo('GET', '/charges/:id/split')).toHaveLength(0);
  });

  it('asks for the split only with SELLER_ADMIN and view_split_subseller_payment_link', async () => {
    const cases: Array<[string[], Feature[], number]> = [
      [['SELLER_ADMIN', 'SELLER_FINANCES'], [], 0],
      [['SELLER_ADMIN', 'SELLER_FINANCES'], ['view_split_subseller_payment_link'], 1],
    ];
    for (const [roles, features, expected] of cases) {
      await signInAs(roles, features);
      const api = chargeApi(paidThroughUs, {
        'GET /charges/:id/split': () =>
          json(200, {
            content: [
              {
                idSplit: 's1',
                executionDate: '2026-04-12',
                subSellerName: 'Loja Parceira',
                providerType: 'PIX',
                amount: 2000,
              },
            ],
          }),
      });
      const view = renderDetail();
      await heading();
      await screen.findByText('Nenhum recebível para esta cobrança.');
      expect(api.callsTo('GET', '/charges/:id/split')).toHaveLength(expected);
      if (expected) {
        const table = await screen.findByRole('table', { name: 'Divisão de pagamento' });
        const row = (await within(table).findByText('Loja Parceira')).closest('tr')!;
        expect(cellTexts(row)).toEqual(['12/04/2026', 'Loja Parceira', 'Pix', 'R$ 20,00']);
      }
      view.unmount();
    }
  });

  it('shows the statement of the charge with SELLER_FINANCES', async () => {
    await signInAs(['SELLER_FINANCES']);
    const api = chargeApi(chargeDetail({ status: 'PAID' }), {
      'GET /redeems/statement/charge/:id': () =>
        json(200, {
          content: [
            {
              id: '1',
              executionDate: '2026-05-10',
              statementType: 'CREDIT_PAYMENT',
              isChargeback: false,
              isRefund: false,
              buyer: 'Ana Souza',
              amount: 12990,
              creditOperation: true,
              operation: 'Pagamento recebido',
              tax: { amount: 390, creditOperation: false },
              uuidCharge: CHARGE_ID,
              providerType: 'PIX',
              subSellers: [],
            },
          ],
        }),
    });
    renderDetail();
    await heading();
    const table = await screen.findByRole('table', { name: 'Extrato da cobrança' });
    expect(await within(table).findByText('Pagamento recebido')).toBeInTheDocument();
    expect(at(api.callsTo('GET', '/redeems/statement/charge/:id'), 0).url.pathname).toBe(
      `/api/redeems/statement/charge/${CHARGE_ID}`,
    );
  });

  it('embeds the not-found page for an unknown charge and for a malformed id', async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail(), { 'GET /charges/:id': () => apiError(404, 'GEN-404', 'Registro não encontrado.') });
    const toasts = watchToasts();
    const view = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    view.unmount();

    const api = chargeApi();
    renderDetail('/cobrancas/nao-e-um-id');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("toasts 'Falha ao carregar as informações da cobrança.' when the charge cannot load", async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail(), { 'GET /charges/:id': () => apiError(500, 'GEN-500', 'x') });
    const toasts = watchToasts();
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(toasts()).toContainEqual({ color: 'red', message: 'Falha ao carregar as informações da cobrança.' });
  });
});
