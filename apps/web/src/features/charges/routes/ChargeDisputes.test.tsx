import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHARGEBACK_EVIDENCE, type ChargeDetail, type Dispute } from '@cofre/contract';
import { chargeApi, heading, renderDetail } from '../test/detailHarness';
import { CHARGE_ID, chargeDetail, json, receivable, signInAs, watchToasts } from '../test/fakeApi';
import { at } from '../../../test/at';

const card = { last4digits: '1234', brand: 'Visa', cardHolderName: 'ANA SOUZA' };
const paidByCard = chargeDetail({
  status: 'PAID',
  paymentMethod: 'CREDIT_CARD',
  paidDate: '2026-04-09',
  cardResponse: card,
});
const openDispute: Dispute = {
  status: 'OPEN',
  reasonCode: '4837',
  reason: 'Transação não autorizada pelo portador',
  amount: 12990,
  openedAt: '2026-04-10T13:00:00.000Z',
  deadline: '2026-04-15',
  resolvedAt: null,
  evidenceSubmittedAt: null,
  evidence: [],
};
const disputed: ChargeDetail = {
  ...paidByCard,
  status: 'DISPUTE',
  dispute: openDispute,
  chargebackDeadline: '2026-04-15',
};
const lost: ChargeDetail = {
  ...disputed,
  status: 'CHARGEBACK',
  dispute: { ...openDispute, status: 'LOST', resolvedAt: '2026-04-14T13:00:00.000Z' },
};

/** Label/value pairs of a description list, BRL spaces made plain. */
const details = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('dt')).map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' '),
  ]);

describe('disputes in the charge detail', () => {
  it("opens 'Dados da Contestação' from 'Saiba mais', and from it the chargeback instructions", async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(disputed);
    renderDetail();
    await heading();
    expect(screen.getAllByText('Em contestação')[0]).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saiba mais' }));

    const data = await screen.findByRole('dialog', { name: 'Dados da Contestação' });
    expect(details(data)).toEqual([
      ['Motivo', '4837 - Transação não autorizada pelo portador'],
      ['Valor contestado', 'R$ 129,90'],
      ['Aberta em', '10/04/2026'],
      ['Prazo para contestar', '15/04/2026'],
      ['Situação', 'Em análise'],
    ]);
    await userEvent.click(within(data).getByRole('button', { name: 'Ver instruções de contestação' }));

    const instructions = await screen.findByRole('dialog', { name: 'Como contestar um chargeback' });
    expect(within(instructions).getByText(/Os itens marcados com \* são obrigatórios/)).toBeInTheDocument();
    expect(within(instructions).getByText('15/04/2026')).toBeInTheDocument();
    const items = within(instructions)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(8);
    expect(items).toEqual(CHARGEBACK_EVIDENCE.map((item) => (item.mandatory ? `${item.text} *` : item.text)));
    expect(items.filter((text) => text?.endsWith(' *'))).toEqual([
      'Comprovante de entrega do produto ou de prestação do serviço *',
      'Nota fiscal da venda *',
      'Dados do comprador: nome, CPF, e-mail e telefone *',
    ]);
  });

  it('shows a lost dispute (CHARGEBACK) as Perdida, without the instructions', async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(lost);
    renderDetail();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Saiba mais' }));
    const data = await screen.findByRole('dialog', { name: 'Dados da Contestação' });
    expect(details(data)).toContainEqual(['Situação', 'Perdida']);
    expect(details(data)).toContainEqual(['Encerrada em', '14/04/2026']);
    expect(within(data).queryByRole('button', { name: 'Ver instruções de contestação' })).not.toBeInTheDocument();
  });

  it('shows what an open dispute took from the receivables as Retido', async () => {
    await signInAs(['SELLER_CHARGES', 'SELLER_FINANCES']);
    chargeApi(disputed, {
      'GET /charges/:id/receivables': () =>
        json(200, { content: [receivable({ reversedAmount: 12600, status: 'HELD' })] }),
    });
    renderDetail();
    await heading();
    const table = await screen.findByRole('table', { name: 'Recebíveis' });
    const headers = await within(table).findAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toContain('Retido');
    expect(headers.map((cell) => cell.textContent)).not.toContain('Estornado');
    expect(within(table).getAllByText('Retido')).toHaveLength(2);
  });

  it("has no 'Saiba mais' on a charge without a dispute", async () => {
    await signInAs(['SELLER_CHARGES']);
    chargeApi(paidByCard);
    renderDetail();
    await heading();
    expect(screen.queryByRole('button', { name: 'Saiba mais' })).not.toBeInTheDocument();
  });

  it('simulates a dispute on a paid card charge, then its loss, in the sandbox', async () => {
    await signInAs(['SELLER_ADMIN']);
    const api = chargeApi(paidByCard, {
      'POST /sandbox/charges/:id/disputes': () => json(200, disputed),
      'POST /sandbox/charges/:id/disputes/lose': () => json(200, lost),
    });
    const toasts = watchToasts();
    renderDetail();
    await heading();
    const section = screen.getByRole('region', { name: 'Cartão de crédito' });
    expect(within(section).queryByRole('button', { name: /Simular (ganho|perda)/ })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Simular contestação (sandbox)' }));

    await screen.findByRole('button', { name: 'Saiba mais' });
    const open = at(api.callsTo('POST', '/sandbox/charges/:id/disputes'), 0);
    expect(open.url.pathname).toBe(`/api/sandbox/charges/${CHARGE_ID}/disputes`);
    expect(open.body).toEqual({});
    expect(toasts()).toContainEqual({ color: 'green', message: 'Contestação simulada com sucesso.' });
    expect(within(section).queryByRole('button', { name: 'Simular contestação (sandbox)' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Simular ganho da disputa (sandbox)' })).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Simular perda da disputa (sandbox)' }));
    await waitFor(() => expect(screen.getAllByText('Chargeback')[0]).toBeInTheDocument());
    expect(at(api.callsTo('POST', '/sandbox/charges/:id/disputes/lose'), 0).url.pathname).toBe(
      `/api/sandbox/charges/${CHARGE_ID}/disputes/lose`,
    );
    expect(api.callsTo('POST', '/sandbox/charges/:id/disputes/win')).toHaveLength(0);
    expect(within(section).queryByRole('button', { name: /Simular/ })).not.toBeInTheDocument();
  });

  it('simulates the win of an open dispute: the charge is paid again', async () => {
    await signInAs(['SELLER_ADMIN']);
    const won = {
      ...paidByCard,
      dispute: { ...openDispute, status: 'WON' as const, resolvedAt: '2026-04-14T13:00:00.000Z' },
    };
    const api = chargeApi(disputed, { 'POST /sandbox/charges/:id/disputes/win': () => json(200, won) });
    renderDetail();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Simular ganho da disputa (sandbox)' }));
    await waitFor(() => expect(screen.getAllByText('Paga')[0]).toBeInTheDocument());
    expect(api.callsTo('POST', '/sandbox/charges/:id/disputes/win')).toHaveLength(1);
    // A charge whose dispute was decided is not contested again.
    expect(screen.queryByRole('button', { name: /Simular/ })).not.toBeInTheDocument();
  });

  it('offers no sandbox dispute without charges.write, nor on Pix', async () => {
    await signInAs(['SELLER_FINANCES']);
    chargeApi(paidByCard);
    const view = renderDetail();
    await heading();
    expect(screen.queryByRole('button', { name: /Simular/ })).not.toBeInTheDocument();
    view.unmount();

    await signInAs(['SELLER_CHARGES']);
    chargeApi(chargeDetail({ status: 'PAID', paymentMethod: 'PIX' }));
    renderDetail();
    await heading();
    expect(screen.queryByRole('button', { name: /Simular/ })).not.toBeInTheDocument();
  });
});
