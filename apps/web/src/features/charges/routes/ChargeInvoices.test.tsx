import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_MESSAGES, type Invoice, type InvoiceStatus } from '@cofre/contract';
import { cellTexts, chargeApi, heading, renderDetail } from '../test/detailHarness';
import { apiError, CHARGE_ID, chargeDetail, json, signInAs, watchToasts } from '../test/fakeApi';
import { at } from '../../../test/at';

const INVOICE_ID = '77777777-2222-4333-8444-555555555555';

function invoice(status: InvoiceStatus, overrides: Partial<Invoice> = {}): Invoice {
  return {
    uuidInvoice: INVOICE_ID,
    invoiceNumber: status === 'AUTHORIZED' || status === 'CANCELED' ? '123' : null,
    createdAt: '2026-04-12T13:00:00.000Z',
    status,
    rejectionReason: null,
    invoiceDownloadLink:
      status === 'AUTHORIZED'
        ? {
            pdfImageLink: `/api/charges/${CHARGE_ID}/invoices/${INVOICE_ID}/pdf`,
            xmlImageLink: `/api/charges/${CHARGE_ID}/invoices/${INVOICE_ID}/xml`,
          }
        : null,
    ...overrides,
  };
}

const list = (...invoices: Invoice[]) => json(200, { content: invoices });
const paid = chargeDetail({ status: 'PAID', paymentMethod: 'PIX', paidDate: '2026-04-09' });
const section = () => screen.findByRole('region', { name: 'Nota Fiscal' });
const actionNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('Nota Fiscal in the charge detail', () => {
  it("says 'Não emitida' and advances the emission after its confirmation, then follows it to Autorizada", async () => {
    await signInAs(['SELLER_ADMIN']);
    let answers: Response[] = [];
    const api = chargeApi(chargeDetail({ status: 'SCHEDULED', activeInvoiceConfig: true }), {
      'GET /charges/:id/invoices': () => answers.shift() ?? list(invoice('AUTHORIZED')),
      'POST /charges/:id/invoices': () => json(202, invoice('SEND_INVOICE_SYSTEM')),
    });
    answers = [list()];
    const toasts = watchToasts();
    renderDetail();
    await heading();
    const region = await section();
    expect(await within(region).findByText('Não emitida')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Adiantar Emissão de NF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adiantar Emissão de NF' });
    expect(
      within(dialog).getByText(
        'A nota fiscal será emitida agora, antes do pagamento. Ela não será emitida novamente quando a cobrança for paga.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/charges/:id/invoices')).toHaveLength(0);
    answers = [list(invoice('SEND_INVOICE_SYSTEM'))];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Emissão realizada com sucesso.' }));
    const post = at(api.callsTo('POST', '/charges/:id/invoices'), 0);
    expect(post.url.pathname).toBe(`/api/charges/${CHARGE_ID}/invoices`);
    expect(post.body).toBeUndefined();
    // Sent to the municipal system, then authorized: the list is read again until it is decided.
    expect(await within(region).findByText('Enviada à prefeitura')).toBeInTheDocument();
    expect(await within(region).findByText('Autorizada', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Adiantar Emissão de NF' })).not.toBeInTheDocument();
  });

  it('offers no advance when the invoice config is off', async () => {
    await signInAs(['SELLER_ADMIN']);
    chargeApi(chargeDetail({ activeInvoiceConfig: false }));
    renderDetail();
    await heading();
    const region = await section();
    expect(await within(region).findByText('Não emitida')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Adiantar Emissão de NF' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Emitir Novamente' })).not.toBeInTheDocument();
  });

  it('lists an authorized invoice with its downloads, e-mail and cancel', async () => {
    await signInAs(['SELLER_CONFIG_NF']);
    chargeApi(paid, { 'GET /charges/:id/invoices': () => list(invoice('AUTHORIZED')) });
    renderDetail();
    await heading();
    const region = await section();
    const row = (await within(region).findByText('123')).closest('tr')!;
    expect(cellTexts(row).slice(0, 3)).toEqual(['123', '12/04/2026 10:00', 'Autorizada']);
    expect(actionNames(region)).toEqual(['Baixar PDF', 'Baixar XML', 'Enviar por e-mail', 'Cancelar nota fiscal']);
  });

  it("offers 'Emitir Novamente' when none is authorized or on its way, with the rejection reason", async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = chargeApi(paid, {
      'GET /charges/:id/invoices': () =>
        list(
          invoice('REJECTED', { rejectionReason: 'Código de serviço inválido' }),
          invoice('CANCELED', { uuidInvoice: '88888888-2222-4333-8444-555555555555' }),
        ),
      'POST /charges/:id/invoices': () =>
        apiError(409, 'NF-004', 'A configuração de nota fiscal da sua conta não está ativa.'),
    });
    const toasts = watchToasts();
    renderDetail();
    await heading();
    const region = await section();
    expect(await within(region).findByText('Rejeitada')).toBeInTheDocument();
    expect(within(region).getByText('Motivo da rejeição: Código de serviço inválido')).toBeInTheDocument();
    expect(within(region).getByText('Cancelada')).toBeInTheDocument();
    expect(actionNames(region)).toEqual(['Emitir Novamente']);

    await userEvent.click(within(region).getByRole('button', { name: 'Emitir Novamente' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { color: 'red', message: 'Não foi possível emitir sua nota fiscal.' },
        { color: 'red', message: 'A configuração de nota fiscal da sua conta não está ativa. - NF-004' },
      ]),
    );
    expect(api.callsTo('POST', '/charges/:id/invoices')).toHaveLength(1);
  });

  it("says a send that failed with its reason, and offers 'Emitir Novamente' for it", async () => {
    await signInAs(['SELLER_ADMIN']);
    const reason = INVOICE_MESSAGES.sendFailed;
    const api = chargeApi(paid, {
      'GET /charges/:id/invoices': () => list(invoice('FAILED', { rejectionReason: reason })),
      'POST /charges/:id/invoices': () => json(202, invoice('SEND_INVOICE_SYSTEM')),
    });
    renderDetail();
    await heading();
    const region = await section();
    expect(await within(region).findByText('Falha no envio')).toBeInTheDocument();
    expect(within(region).getByText(`Motivo: ${reason}`)).toBeInTheDocument();
    expect(actionNames(region)).toEqual(['Emitir Novamente']);
    await userEvent.click(within(region).getByRole('button', { name: 'Emitir Novamente' }));
    await waitFor(() => expect(api.callsTo('POST', '/charges/:id/invoices')).toHaveLength(1));
  });

  it('offers nothing but waiting while an invoice is with the municipal system', async () => {
    await signInAs(['SELLER_ADMIN']);
    chargeApi(paid, { 'GET /charges/:id/invoices': () => list(invoice('SEND_INVOICE_SYSTEM')) });
    renderDetail();
    await heading();
    const region = await section();
    expect(await within(region).findByText('Enviada à prefeitura')).toBeInTheDocument();
    expect(actionNames(region)).toEqual([]);
  });

  it('cancels after the confirmation, toasts, and reloads 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signInAs(['SELLER_ADMIN']);
    let current = invoice('AUTHORIZED');
    const api = chargeApi(paid, {
      'GET /charges/:id/invoices': () => list(current),
      'DELETE /charges/:id/invoices/:invoiceId': () => {
        current = invoice('CANCELED');
        return new Response(null, { status: 204 });
      },
    });
    const toasts = watchToasts();
    renderDetail();
    await heading();
    const region = await section();
    await within(region).findByText('Autorizada');
    await user.click(within(region).getByRole('button', { name: 'Cancelar nota fiscal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tem certeza que deseja cancelar esta nota fiscal?' });
    expect(api.callsTo('DELETE', '/charges/:id/invoices/:invoiceId')).toHaveLength(0);
    // Issue 14, defect 8: the dismiss button reads 'Voltar', never 'Cancelar' beside 'Cancelar nota
    // fiscal' (fails before the fix, whose dialog offered 'Cancelar').
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter(Boolean),
    ).toEqual(['Voltar', 'Cancelar nota fiscal']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar nota fiscal' }));

    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Nota fiscal cancelada com sucesso!' }),
    );
    expect(at(api.callsTo('DELETE', '/charges/:id/invoices/:invoiceId'), 0).url.pathname).toBe(
      `/api/charges/${CHARGE_ID}/invoices/${INVOICE_ID}`,
    );
    const reads = api.callsTo('GET', '/charges/:id/invoices').length;
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(api.callsTo('GET', '/charges/:id/invoices')).toHaveLength(reads);
    expect(within(region).getByText('Autorizada')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(api.callsTo('GET', '/charges/:id/invoices')).toHaveLength(reads + 1));
    expect(await within(region).findByText('Cancelada')).toBeInTheDocument();
  });

  it('e-mails the invoice to the buyer by default, or to a valid address typed instead', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = chargeApi(paid, {
      'GET /charges/:id/invoices': () => list(invoice('AUTHORIZED')),
      'POST /charges/:id/invoice-email': () => new Response(null, { status: 204 }),
    });
    const toasts = watchToasts();
    renderDetail();
    await heading();
    const region = await section();
    await within(region).findByText('Autorizada');
    await userEvent.click(within(region).getByRole('button', { name: 'Enviar por e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar nota fiscal por e-mail' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail do destinatário' });
    expect(email).toHaveValue('ana@cliente.com.br');

    await userEvent.clear(email);
    await userEvent.type(email, 'financeiro@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Digite um e-mail válido!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/charges/:id/invoice-email')).toHaveLength(0);

    await userEvent.type(email, 'cliente.com.br');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'E-mail enviado com sucesso!' }));
    const call = at(api.callsTo('POST', '/charges/:id/invoice-email'), 0);
    expect(call.url.pathname).toBe(`/api/charges/${CHARGE_ID}/invoice-email`);
    expect(call.body).toEqual({ email: 'financeiro@cliente.com.br' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows an e-mail refusal as '{description} - {code}'", async () => {
    await signInAs(['SELLER_ADMIN']);
    chargeApi(paid, {
      'GET /charges/:id/invoices': () => list(invoice('AUTHORIZED')),
      'POST /charges/:id/invoice-email': () =>
        apiError(409, 'NF-003', 'Somente notas fiscais autorizadas podem ser enviadas por e-mail.'),
    });
    const toasts = watchToasts();
    renderDetail();
    await heading();
    const region = await section();
    await within(region).findByText('Autorizada');
    await userEvent.click(within(region).getByRole('button', { name: 'Enviar por e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar nota fiscal por e-mail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'Somente notas fiscais autorizadas podem ser enviadas por e-mail. - NF-003',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Enviar nota fiscal por e-mail' })).toBeInTheDocument();
  });

  it('downloads the PDF and the XML with the bearer, named by the invoice number', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = chargeApi(paid, {
      'GET /charges/:id/invoices': () => list(invoice('AUTHORIZED')),
      'GET /charges/:id/invoices/:invoiceId/pdf': () => new Response('%PDF-1.4', { status: 200 }),
      'GET /charges/:id/invoices/:invoiceId/xml': () => new Response('<NFSe/>', { status: 200 }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:nf'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderDetail();
    await heading();
    const region = await section();
    await within(region).findByText('Autorizada');
    await userEvent.click(within(region).getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await userEvent.click(within(region).getByRole('button', { name: 'Baixar XML' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(click.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual([
      'nota-fiscal-123.pdf',
      'nota-fiscal-123.xml',
    ]);
    expect(at(api.callsTo('GET', '/charges/:id/invoices/:invoiceId/pdf'), 0).headers.Authorization).toBe('Bearer T');
    expect(at(api.callsTo('GET', '/charges/:id/invoices/:invoiceId/xml'), 0).headers.Authorization).toBe('Bearer T');
  });

  it('toasts when the invoices cannot load', async () => {
    await signInAs(['SELLER_ADMIN']);
    chargeApi(paid, { 'GET /charges/:id/invoices': () => apiError(500, 'GEN-500', 'x') });
    const toasts = watchToasts();
    renderDetail();
    await heading();
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'Falha ao carregar as informações das notas fiscais.' }),
    );
  });

  it('neither shows nor asks for the invoices without charges.invoices', async () => {
    await signInAs(['SELLER_CHARGES', 'SELLER_FINANCES']);
    const api = chargeApi(
      chargeDetail({ activeInvoiceConfig: true, status: 'PAID', paidAt: '2026-04-09T15:00:00.000Z' }),
    );
    renderDetail();
    await heading();
    await screen.findByText('Nenhum recebível para esta cobrança.');
    expect(screen.queryByRole('region', { name: 'Nota Fiscal' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/charges/:id/invoices')).toHaveLength(0);
  });
});
