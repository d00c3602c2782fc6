import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Subscription } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/LocationProbe';
import { at } from '../../../test/at';
import {
  apiError,
  chargeId,
  CLIENT_ID,
  fakeApi,
  json,
  pageOf,
  planFixture,
  signInAs,
  subscriptionFixture,
  subscriptionId,
  watchToasts,
} from '../test/fakeApi';
import SubscriptionDetailPage from './SubscriptionDetailPage';

const ID = subscriptionId(1);
const gold = planFixture();

function renderDetail(path = `/recorrencias/${ID}`) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/recorrencias/:id" element={<SubscriptionDetailPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}

type ApiRoutes = Parameters<typeof fakeApi>[0];
function detailApi(subscription: Subscription = subscriptionFixture(), extra: ApiRoutes = {}) {
  return fakeApi({
    'GET /subscriptions/:id': () => json(200, subscription),
    // No other plan to offer: the picker shows the subscription's plan once GET /plans/{id} has answered.
    'GET /plans': () => json(200, pageOf([])),
    'GET /plans/:id': () => json(200, gold),
    ...extra,
  });
}

const location = () => screen.getByTestId('location').textContent;
const section = (name: string) => screen.getByRole('region', { name });

describe('SubscriptionDetailPage', { timeout: 20_000 }, () => {
  it('shows the general info, the latest charges (each opening its charge) and the client link', async () => {
    signInAs();
    detailApi(subscriptionFixture({ cardLast4: '4242', paymentMethod: 'CREDIT_CARD' }));
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    const info = section('Informações gerais');
    const pairs = within(info)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Cliente: Ana Souza',
      'Documento: 529.982.247-25',
      'Plano: Plano Ouro',
      'Periodicidade: Mensal',
      'Valor por mês: R$\u00a049,90',
      'Total por ciclo: R$\u00a049,90',
      'Forma de pagamento: Cartão de Crédito',
      'Cartão: Final 4242',
      'Data de contratação: 05/03/2026',
      'Próximo vencimento: 05/12/2026',
      'Status: Ativo',
    ]);
    expect(screen.getByRole('link', { name: 'Ver cliente' })).toHaveAttribute('href', `/clientes/${CLIENT_ID}`);

    const charges = within(section('Últimas cobranças')).getByRole('table', {
      name: 'Últimas cobranças da recorrência',
    });
    expect(
      within(charges)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['VencimentoValorStatus', '05/12/2026R$ 49,90Agendada', '05/11/2026R$ 49,90Paga']);
    await userEvent.click(within(charges).getByText('05/11/2026'));
    expect(location()).toBe(`/cobrancas/${chargeId(1)}`);
  });

  it('edits an active subscription: the cycle refills the price from the plan, Salvar sends the PATCH', async () => {
    signInAs();
    const saved = subscriptionFixture({
      basicValue: { type: 'SEMESTER', valuePerMonth: 4_490, value: 26_940 },
      bankSlipDescription: 'Mensalidade do clube',
    });
    const api = detailApi(subscriptionFixture(), { 'PATCH /subscriptions/:id': () => json(200, saved) });
    const toasts = watchToasts();
    renderDetail();

    const details = await screen.findByRole('region', { name: 'Detalhes da assinatura' });
    // The subscription's plan, read once for the picker and for its prices.
    await waitFor(() => expect(within(details).getByRole('combobox', { name: 'Plano' })).toHaveValue('Plano Ouro'));
    const value = within(details).getByRole('textbox', { name: 'Valor por mês' });
    expect(value).toHaveValue('R$\u00a049,90');

    await userEvent.click(within(details).getByRole('radio', { name: 'Semestral' }));
    expect(value).toHaveValue('R$\u00a044,90');
    expect(within(details).getByText(/^Total por ciclo: R\$\s269,40$/)).toBeInTheDocument();
    await userEvent.type(
      within(details).getByRole('textbox', { name: 'Descrição do boleto (opcional)' }),
      '  Mensalidade do clube ',
    );
    expect(within(details).getByText('23/130')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/subscriptions/:id')).toHaveLength(1));
    const patch = at(api.callsTo('PATCH', '/subscriptions/:id'), 0);
    expect(patch.url.pathname).toBe(`/api/subscriptions/${ID}`);
    expect(patch.body).toEqual({
      idPlan: gold.id,
      basicValue: { type: 'SEMESTER', valuePerMonth: 4_490 },
      bankSlipDescription: 'Mensalidade do clube',
    });
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Assinatura atualizada com sucesso!' }),
    );
    expect(within(section('Informações gerais')).getByText('Semestral')).toBeInTheDocument();
    expect(api.callsTo('GET', '/plans/:id')).toHaveLength(1);
  });

  it("checks the details with the contract's messages and puts the server's refusal under its field", async () => {
    signInAs();
    const api = detailApi(subscriptionFixture(), {
      'PATCH /subscriptions/:id': () => apiError(400, 'SUB-005', 'O plano escolhido não está ativo.'),
    });
    const toasts = watchToasts();
    renderDetail();
    const details = await screen.findByRole('region', { name: 'Detalhes da assinatura' });
    await waitFor(() => expect(within(details).getByRole('combobox', { name: 'Plano' })).toHaveValue('Plano Ouro'));

    const value = within(details).getByRole('textbox', { name: 'Valor por mês' });
    await userEvent.clear(value);
    await userEvent.type(
      within(details).getByRole('textbox', { name: 'Descrição do boleto (opcional)' }),
      'x'.repeat(131),
    );
    await userEvent.click(within(details).getByRole('button', { name: 'Salvar' }));
    expect(await within(details).findByText('Preenchimento obrigatório!')).toBeInTheDocument();
    expect(within(details).getByText('A descrição do boleto deve ter no máximo 130 caracteres!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/subscriptions/:id')).toHaveLength(0);

    await userEvent.type(value, '50');
    expect(await within(details).findByText('O valor mínimo é R$ 1,00.')).toBeInTheDocument();
    await userEvent.type(value, '00');
    await userEvent.clear(within(details).getByRole('textbox', { name: 'Descrição do boleto (opcional)' }));
    await userEvent.click(within(details).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/subscriptions/:id')).toHaveLength(1));
    expect(at(api.callsTo('PATCH', '/subscriptions/:id'), 0).body).toEqual({
      idPlan: gold.id,
      basicValue: { type: 'MONTHLY', valuePerMonth: 5_000 },
      bankSlipDescription: null,
    });
    expect(await within(details).findByText('O plano escolhido não está ativo.')).toBeInTheDocument();
    expect(toasts().filter((toast) => toast.color === 'red')).toEqual([]);
  });

  it('says why a save was refused when the subscription stopped being active, and shows it read-only', async () => {
    signInAs();
    let reads = 0;
    detailApi(subscriptionFixture(), {
      'GET /subscriptions/:id': () => json(200, subscriptionFixture(++reads > 1 ? { status: 'DEFAULTER' } : {})),
      'PATCH /subscriptions/:id': () => apiError(409, 'SUB-001', 'Só é possível editar uma recorrência ativa.'),
    });
    const toasts = watchToasts();
    renderDetail();
    const details = await screen.findByRole('region', { name: 'Detalhes da assinatura' });
    await userEvent.click(within(details).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'SUB-001 - Só é possível editar uma recorrência ativa.',
      }),
    );
    expect(
      await within(details).findByText('A edição fica disponível apenas enquanto a recorrência está ativa.'),
    ).toBeInTheDocument();
    expect(within(section('Informações gerais')).getByText('Inadimplente')).toBeInTheDocument();
  });

  it('shows the details read-only, with a note, when the subscription is not active', async () => {
    signInAs();
    detailApi(subscriptionFixture({ status: 'DEFAULTER', bankSlipDescription: 'Clube' }));
    renderDetail();
    const details = await screen.findByRole('region', { name: 'Detalhes da assinatura' });
    expect(
      within(details).getByText('A edição fica disponível apenas enquanto a recorrência está ativa.'),
    ).toBeInTheDocument();
    expect(within(details).getByText('Clube')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    // Cancelling stays possible from every status but INACTIVE.
    expect(screen.getByRole('button', { name: 'Cancelar recorrência' })).toBeInTheDocument();
  });

  it('cancels after the confirmation, sending active false, and then offers to reactivate', async () => {
    signInAs();
    const cancelled = subscriptionFixture({ status: 'INACTIVE', cancelledDate: '2026-11-20' });
    const api = detailApi(subscriptionFixture(), { 'PATCH /subscriptions/:id/status': () => json(200, cancelled) });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar recorrência' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Tem certeza que deseja alterar o status da recorrência?',
    });
    expect(api.callsTo('PATCH', '/subscriptions/:id/status')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/subscriptions/:id/status')).toHaveLength(1));
    expect(at(api.callsTo('PATCH', '/subscriptions/:id/status'), 0).body).toEqual({ active: false });
    expect(await screen.findByRole('button', { name: 'Reativar recorrência' })).toBeInTheDocument();
    expect(within(section('Informações gerais')).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(section('Detalhes da assinatura')).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('reactivates an inactive subscription with active true, and asks nothing when the answer is Não', async () => {
    signInAs();
    const api = detailApi(subscriptionFixture({ status: 'INACTIVE' }), {
      'PATCH /subscriptions/:id/status': () => json(200, subscriptionFixture()),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reativar recorrência' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tem certeza que deseja alterar o status da recorrência?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/subscriptions/:id/status')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reativar recorrência' }));
    dialog = await screen.findByRole('dialog', { name: 'Tem certeza que deseja alterar o status da recorrência?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/subscriptions/:id/status')).toHaveLength(1));
    expect(at(api.callsTo('PATCH', '/subscriptions/:id/status'), 0).body).toEqual({ active: true });
    expect(await screen.findByRole('button', { name: 'Cancelar recorrência' })).toBeInTheDocument();
  });

  it('keeps cancelling off, saying why, while an anticipation holds the receivables', async () => {
    signInAs();
    const api = detailApi(subscriptionFixture({ anticipationHold: true }));
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Cancelar recorrência' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Esta recorrência tem recebíveis antecipados e não pode ser cancelada enquanto a antecipação estiver ativa.',
    );
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH', '/subscriptions/:id/status')).toHaveLength(0);
  });

  it('turns the automatic invoice on after the confirmation, with the toast', async () => {
    signInAs();
    const api = detailApi(subscriptionFixture({ invoiceEnabled: false }), {
      'PATCH /subscriptions/:id/invoice': () => json(200, subscriptionFixture({ invoiceEnabled: true })),
    });
    const toasts = watchToasts();
    renderDetail();
    const invoice = await screen.findByRole('region', { name: 'Nota fiscal' });
    const toggle = within(invoice).getByRole('switch', { name: 'Envio automático de nota fiscal' });
    expect(toggle).not.toBeChecked();
    expect(within(invoice).getByText('Desativada')).toBeInTheDocument();

    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', {
      name: 'Deseja ativar o envio automático de nota fiscal para essa recorrência?',
    });
    // Nothing moves until the seller confirms.
    expect(toggle).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/subscriptions/:id/invoice')).toHaveLength(1));
    expect(at(api.callsTo('PATCH', '/subscriptions/:id/invoice'), 0).body).toEqual({ enabled: true });
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Envio de nota fiscal automática ativada para essa recorrência',
      }),
    );
    expect(toggle).toBeChecked();
    expect(within(invoice).getByText('Ativo')).toBeInTheDocument();
  });

  it('turns the automatic invoice off with its own question and toast', async () => {
    signInAs();
    const api = detailApi(subscriptionFixture({ invoiceEnabled: true }), {
      'PATCH /subscriptions/:id/invoice': () => json(200, subscriptionFixture({ invoiceEnabled: false })),
    });
    const toasts = watchToasts();
    renderDetail();
    await userEvent.click(await screen.findByRole('switch', { name: 'Envio automático de nota fiscal' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deseja desativar o envio automático de nota fiscal para essa recorrência?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'green',
        message: 'Envio de nota fiscal automática desativada para essa recorrência',
      }),
    );
    expect(at(api.callsTo('PATCH', '/subscriptions/:id/invoice'), 0).body).toEqual({ enabled: false });
  });

  it('shows the not-found page for an unknown id, and asks nothing for an id that is not one', async () => {
    signInAs();
    detailApi(subscriptionFixture(), {
      'GET /subscriptions/:id': () => apiError(404, 'GEN-404', 'Registro não encontrado.'),
    });
    const view = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    view.unmount();

    const api = detailApi();
    renderDetail('/recorrencias/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows charges without links, and no client link, to whom may not open them', async () => {
    signInAs(['SELLER_SUBSCRIPTIONS']);
    detailApi();
    renderDetail();
    const charges = await screen.findByRole('table', { name: 'Últimas cobranças da recorrência' });
    expect(within(charges).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver cliente' })).not.toBeInTheDocument();
    // Plans are read by this role, but creating one is checkout.manage's.
    expect(screen.queryByRole('button', { name: 'Adicionar plano' })).not.toBeInTheDocument();
  });

  it('sandbox: the administrator bills the next cycle now, and sees its charge', async () => {
    signInAs();
    const billed = subscriptionFixture({
      nextDueDate: '2027-01-20',
      charges: [{ uuid: chargeId(9), cycle: 3, expirationDate: '2026-11-25', value: 4_990, status: 'PAID' }],
    });
    const api = detailApi(subscriptionFixture(), {
      'POST /sandbox/subscriptions/:id/next-cycle': () => json(200, billed),
    });
    const toasts = watchToasts();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Simular próximo ciclo (sandbox)' }));

    await waitFor(() => expect(api.callsTo('POST', '/sandbox/subscriptions/:id/next-cycle')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Próximo ciclo cobrado com vencimento hoje.' }),
    );
    const charges = screen.getByRole('table', { name: 'Últimas cobranças da recorrência' });
    expect(within(charges).getByText('25/11/2026')).toBeInTheDocument();
  });

  it('sandbox: no next-cycle control for other roles, nor for an inactive subscription', async () => {
    signInAs(['SELLER_SUBSCRIPTIONS']);
    detailApi();
    renderDetail();
    await screen.findByRole('table', { name: 'Últimas cobranças da recorrência' });
    expect(screen.queryByRole('button', { name: /Simular próximo ciclo/ })).not.toBeInTheDocument();
  });

  it('warns that no invoice is issued while the seller has not set invoicing up', async () => {
    signInAs();
    detailApi(subscriptionFixture({ activeInvoiceConfig: false }));
    renderDetail();
    const invoice = await screen.findByRole('region', { name: 'Nota fiscal' });
    expect(within(invoice).getByText(/ainda não está configurada/)).toBeInTheDocument();
  });
});
