import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChargeDetail, Feature, RefundResult } from '@cofre/contract';
import { cellTexts, chargeApi, heading, plain, renderDetail } from '../test/detailHarness';
import { apiError, CHARGE_ID, chargeDetail, json, receivable, signInAs, watchToasts } from '../test/fakeApi';
import { at } from '../../../test/at';

const REFUND_FEATURES: Feature[] = ['view_seller_refund'];
/** A paid Pix charge of R$ 129,90 with R$ 29,90 refunded already: R$ 100,00 left. */
const partlyRefunded = chargeDetail({
  status: 'PAID',
  paymentMethod: 'PIX',
  paidDate: '2026-04-09',
  refundedAmount: 2990,
  refunds: [
    {
      uuid: '33333333-2222-4333-8444-555555555555',
      amount: 2990,
      asFraud: false,
      status: 'SUCCEEDED',
      createdAt: '2026-04-10T13:00:00.000Z',
    },
  ],
});

function refunded(charge: ChargeDetail, amount: number): RefundResult {
  return {
    refund: {
      uuid: '44444444-2222-4333-8444-555555555555',
      amount,
      asFraud: false,
      status: 'SUCCEEDED',
      createdAt: '2026-04-12T13:00:00.000Z',
    },
    refundedAmount: charge.refundedAmount + amount,
    refundableAmount: charge.refundableAmount - amount,
    status: charge.refundableAmount === amount ? 'REFUND' : 'PAID',
  };
}

const openRefund = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Estornar cobrança' }));
  return screen.findByRole('dialog', { name: 'Estornar cobrança' });
};

describe('refunds in the charge detail', () => {
  it('refunds part: the amount is capped to what is available on blur, the fraud flag and centavos are sent', async () => {
    await signInAs(['SELLER_ADMIN', 'SELLER_FINANCES'], REFUND_FEATURES);
    const api = chargeApi(partlyRefunded, {
      'POST /charges/:id/refunds': () => json(201, refunded(partlyRefunded, 2550)),
    });
    renderDetail();
    await heading();
    const dialog = await openRefund();
    expect(plain(within(dialog).getByText(/^Disponível para estorno/).textContent)).toBe(
      'Disponível para estorno: R$ 100,00',
    );
    const next = within(dialog).getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Estorno parcial' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Valor do estorno' });
    expect(plain((amount as HTMLInputElement).value)).toBe('R$ 0,00');
    expect(next).toBeDisabled();
    await userEvent.type(amount, '150000');
    expect(plain((amount as HTMLInputElement).value)).toBe('R$ 1.500,00');
    await userEvent.tab();
    expect(plain((amount as HTMLInputElement).value)).toBe('R$ 100,00');

    await userEvent.clear(amount);
    await userEvent.type(amount, '2550');
    expect(plain((amount as HTMLInputElement).value)).toBe('R$ 25,50');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Possível fraude' }));
    expect(next).toBeEnabled();
    await userEvent.click(next);

    const confirm = await screen.findByRole('dialog', { name: 'Confirmar estorno' });
    expect(plain(within(confirm).getByText(/Tem certeza que deseja estornar/).textContent)).toBe(
      'Tem certeza que deseja estornar R$ 25,50?',
    );
    expect(within(confirm).getByText('Um estorno não pode ser desfeito.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/charges/:id/refunds')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));

    const result = await screen.findByRole('dialog', { name: 'Seu estorno foi realizado com sucesso' });
    expect(
      within(result).getByText('Em alguns instantes você pode emitir sua carta de cancelamento caso seja necessária.'),
    ).toBeInTheDocument();
    const call = at(api.callsTo('POST', '/charges/:id/refunds'), 0);
    expect(call.url.pathname).toBe(`/api/charges/${CHARGE_ID}/refunds`);
    expect(call.body).toEqual({ amount: 2550, asFraud: true });
    expect(call.headers['Idempotency-Key']).toBeTruthy();

    // Closing the result reloads the charge and its receivables.
    const charges = api.callsTo('GET', '/charges/:id').length;
    const receivables = api.callsTo('GET', '/charges/:id/receivables').length;
    await userEvent.click(within(result).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(api.callsTo('GET', '/charges/:id').length).toBe(charges + 1));
    await waitFor(() => expect(api.callsTo('GET', '/charges/:id/receivables').length).toBe(receivables + 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('re-sends a refund whose answer the network lost with the same key, and says when it is still processing', async () => {
    await signInAs(['SELLER_ADMIN'], REFUND_FEATURES);
    let tries = 0;
    const pending = refunded(partlyRefunded, 10000);
    pending.refund.status = 'PENDING';
    const api = chargeApi(partlyRefunded, {
      'POST /charges/:id/refunds': () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return json(202, pending);
      },
    });
    renderDetail();
    await heading();
    const dialog = await openRefund();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Estorno total' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar estorno' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    const result = await screen.findByRole('dialog', { name: 'Estorno em processamento' });
    expect(within(result).getByText(/A adquirente ainda não confirmou o estorno/)).toBeInTheDocument();
    const calls = api.callsTo('POST', '/charges/:id/refunds');
    expect(calls).toHaveLength(2);
    expect(at(calls, 1).headers['Idempotency-Key']).toBe(at(calls, 0).headers['Idempotency-Key']);
  });

  it('refunds all that is left with Estorno total', async () => {
    await signInAs(['SELLER_CHARGES'], REFUND_FEATURES);
    const card = chargeDetail({
      status: 'PAID',
      paymentMethod: 'CREDIT_CARD',
      paidDate: '2026-04-09',
      cardResponse: { last4digits: '1234', brand: 'Visa', cardHolderName: 'ANA SOUZA' },
    });
    const api = chargeApi(card, { 'POST /charges/:id/refunds': () => json(201, refunded(card, 12990)) });
    renderDetail();
    await heading();
    const dialog = await openRefund();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Estorno total' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Valor do estorno' })).not.toBeInTheDocument();
    expect(plain(within(dialog).getByText(/^Valor do estorno/).textContent)).toBe('Valor do estorno: R$ 129,90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar estorno' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await screen.findByRole('dialog', { name: 'Seu estorno foi realizado com sucesso' });
    expect(at(api.callsTo('POST', '/charges/:id/refunds'), 0).body).toEqual({ amount: 12990, asFraud: false });
  });

  it("shows the refused refund in 'Erro' with '{code} - {description}', and 'Concluir' reloads", async () => {
    await signInAs(['SELLER_ADMIN'], REFUND_FEATURES);
    const api = chargeApi(partlyRefunded, {
      'POST /charges/:id/refunds': () =>
        apiError(502, 'CHG-010', 'O estorno foi recusado pela adquirente. Tente novamente mais tarde.'),
    });
    renderDetail();
    await heading();
    const dialog = await openRefund();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Estorno total' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar estorno' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );

    const error = await screen.findByRole('dialog', { name: 'Erro' });
    expect(
      within(error).getByText('CHG-010 - O estorno foi recusado pela adquirente. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(at(api.callsTo('POST', '/charges/:id/refunds'), 0).body).toEqual({ amount: 10000, asFraud: false });
    const charges = api.callsTo('GET', '/charges/:id').length;
    await userEvent.click(within(error).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(api.callsTo('GET', '/charges/:id').length).toBe(charges + 1));
  });

  it('cancels from the confirmation without refunding', async () => {
    await signInAs(['SELLER_ADMIN'], REFUND_FEATURES);
    const api = chargeApi(partlyRefunded);
    renderDetail();
    await heading();
    const dialog = await openRefund();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Estorno total' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar estorno' })).getByRole('button', {
        name: 'Cancelar',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/charges/:id/refunds')).toHaveLength(0);
  });

  it('offers the refund only with the capability, on paid card or Pix charges with something left', async () => {
    const cases: Array<[string, Feature[], Partial<ChargeDetail>, boolean]> = [
      ['with the feature, paid Pix', REFUND_FEATURES, { status: 'PAID', paymentMethod: 'PIX' }, true],
      ['without view_seller_refund', [], { status: 'PAID', paymentMethod: 'PIX' }, false],
      [
        'with view_disable_refund',
        ['view_seller_refund', 'view_disable_refund'],
        { status: 'PAID', paymentMethod: 'PIX' },
        false,
      ],
      ['a paid boleto', REFUND_FEATURES, { status: 'PAID', paymentMethod: 'BOLETO' }, false],
      ['a late Pix', REFUND_FEATURES, { status: 'LATE', paymentMethod: 'PIX' }, false],
      ['a manually paid Pix', REFUND_FEATURES, { status: 'PAID_MANUALLY', paymentMethod: 'PIX' }, false],
      [
        'a refunded card charge',
        REFUND_FEATURES,
        { status: 'REFUND', paymentMethod: 'CREDIT_CARD', refundedAmount: 12990 },
        false,
      ],
      ['a dispute', REFUND_FEATURES, { status: 'DISPUTE', paymentMethod: 'CREDIT_CARD' }, false],
    ];
    const offered: string[] = [];
    for (const [name, features, overrides] of cases) {
      await signInAs(['SELLER_ADMIN'], features);
      chargeApi(chargeDetail(overrides));
      const view = renderDetail();
      await heading();
      if (screen.queryByRole('button', { name: 'Estornar cobrança' })) offered.push(name);
      view.unmount();
    }
    expect(offered).toEqual(cases.filter(([, , , expected]) => expected).map(([name]) => name));
  });

  it("shows 'Valor estornado' and the list of refunds with their dates and fraud flags", async () => {
    await signInAs(['SELLER_CHARGES']);
    const twice = chargeDetail({
      ...partlyRefunded,
      refundedAmount: 4990,
      refunds: [
        ...partlyRefunded.refunds,
        {
          uuid: '55555555-2222-4333-8444-555555555555',
          amount: 2000,
          asFraud: true,
          status: 'SUCCEEDED',
          createdAt: '2026-04-11T13:00:00.000Z',
        },
      ],
    });
    chargeApi(twice);
    renderDetail();
    await heading();
    const info = screen.getByRole('region', { name: 'Informações gerais' });
    expect(within(info).getByText('Valor estornado')).toBeInTheDocument();
    expect(within(info).getByText('R$ 49,90')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Estornos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ['10/04/2026 10:00', 'R$ 29,90', 'Concluído', 'Não'],
      ['11/04/2026 10:00', 'R$ 20,00', 'Concluído', 'Sim'],
    ]);
  });

  it('shows in the receivables what the refunds took back', async () => {
    await signInAs(['SELLER_CHARGES', 'SELLER_FINANCES']);
    chargeApi(partlyRefunded, {
      'GET /charges/:id/receivables': () =>
        json(200, {
          content: [
            receivable({ reversedAmount: 2990 }),
            receivable({
              uuid: '22222222-2222-4333-8444-666666666666',
              grossAmount: 0,
              feeAmount: 0,
              netAmount: 0,
              status: 'REVERSED',
            }),
          ],
        }),
    });
    renderDetail();
    await heading();
    const table = await screen.findByRole('table', { name: 'Recebíveis' });
    await within(table).findByText('R$ 29,90');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Parcela', 'Data de liquidação', 'Valor bruto', 'Taxa', 'Valor líquido', 'Estornado', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    const first = at(rows, 0);
    const second = at(rows, 1);
    expect(cellTexts(first)).toEqual([
      '1/1',
      '10/05/2026',
      'R$ 129,90',
      'R$ 3,90',
      'R$ 126,00',
      'R$ 29,90',
      'A receber',
    ]);
    expect(cellTexts(second).at(-1)).toBe('Estornado');
  });

  it('has neither refunded amount nor refund list before any refund', async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail({ status: 'PAID', paymentMethod: 'PIX' }));
    renderDetail();
    await heading();
    expect(screen.queryByText('Valor estornado')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Estornos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carta de cancelamento' })).not.toBeInTheDocument();
  });
});

describe('cancellation letter', () => {
  function stubWindow() {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const createObjectURL = vi.fn(() => 'blob:carta');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    return { tab, open, createObjectURL };
  }

  it('opens a tab on the click and shows the PDF fetched with the bearer in it', async () => {
    await signInAs(['SELLER_CHARGES']);
    const api = chargeApi(partlyRefunded, {
      'GET /charges/:id/cancellation-letter.pdf': () =>
        new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const { tab, open, createObjectURL } = stubWindow();
    renderDetail();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Carta de cancelamento' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:carta'));
    expect(tab.opener).toBeNull();
    const call = at(api.callsTo('GET', '/charges/:id/cancellation-letter.pdf'), 0);
    expect(call.url.pathname).toBe(`/api/charges/${CHARGE_ID}/cancellation-letter.pdf`);
    expect(call.headers.Authorization).toBe('Bearer T');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('is offered for a REFUND charge, and says when the letter cannot be generated', async () => {
    await signInAs(['SELLER_CHARGES']);
    const refund = { ...at(partlyRefunded.refunds, 0), amount: 12990 };
    const pendingOnly = chargeDetail({ status: 'REFUND', paymentMethod: 'PIX', refundedAmount: 12990 });
    pendingOnly.refunds = [{ ...refund, status: 'PENDING' }];
    chargeApi(pendingOnly);
    const first = renderDetail();
    await heading();
    // A refund still processing at the acquirer gives no letter yet.
    expect(screen.queryByRole('button', { name: 'Carta de cancelamento' })).not.toBeInTheDocument();
    first.unmount();
    const refundedCharge = chargeDetail({ status: 'REFUND', paymentMethod: 'PIX', refundedAmount: 12990 });
    refundedCharge.refunds = [refund];
    chargeApi(refundedCharge, {
      'GET /charges/:id/cancellation-letter.pdf': () =>
        apiError(409, 'CHG-011', 'Não há estorno nesta cobrança para gerar a carta de cancelamento.'),
    });
    const { tab } = stubWindow();
    const toasts = watchToasts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Carta de cancelamento' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'Erro ao gerar a carta de cancelamento.' }),
    );
    expect(tab.close).toHaveBeenCalled();
  });
});
