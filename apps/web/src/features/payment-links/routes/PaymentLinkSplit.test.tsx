import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reviewSplit, type SplitReviewRequest } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { at } from '../../../test/at';
import {
  ALL_FEATURES,
  apiError,
  fakeApi,
  json,
  linkFixture,
  SELLER_DEFAULTS,
  signInAs,
  watchToasts,
} from '../test/fakeApi';
import PaymentLinkCreatePage from './PaymentLinkCreatePage';
import PaymentLinkEditPage from './PaymentLinkEditPage';

vi.setConfig({ testTimeout: 30_000 });

const ANA = 'a0000000-0000-4000-8000-000000000001';
const BRUNO = 'a0000000-0000-4000-8000-000000000002';
const CARLA = 'a0000000-0000-4000-8000-000000000003';
const subSellers = {
  content: [
    { id: ANA, name: 'Ana Artesanatos', paymentType: 'PERCENTAGE', paymentValue: 1250 },
    { id: BRUNO, name: 'Bruno Fotografia', paymentType: 'FIXED', paymentValue: 0 },
  ],
};

const FEE = 799;
/** The server's review: the contract's arithmetic, with a fixed fee. */
function reviewOf({ value, split }: SplitReviewRequest) {
  const review = reviewSplit(value, split, FEE);
  const shares = split.map((share, index) => ({
    ...share,
    name: subSellers.content.find((option) => option.id === share.subSellerId)?.name ?? '',
    amount: review.shares[index]?.amount,
  }));
  return { ...review, shares };
}

const routes = {
  'GET /sellers/default-payments-method': () => json(200, SELLER_DEFAULTS),
  'GET /payment-links/installments-payment': () => json(200, { feeBearer: 'EARLY_SELLER', options: [] }),
  'GET /payment-links/subseller': () => json(200, subSellers),
  'POST /payment-links/split-review': ({ body }: { body: unknown }) => json(200, reviewOf(body as SplitReviewRequest)),
};

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/seja-pago/criar/:kind" element={<PaymentLinkCreatePage />} />
      <Route path="/seja-pago/editar/:id" element={<PaymentLinkEditPage />} />
      <Route path="/seja-pago" element={<p>Lista de links</p>} />
    </Routes>,
    { path },
  );
}

const splitSwitch = () => screen.getByRole('switch', { name: /Dividir o valor com sub-vendedores/ });

/** 'Confirmar' once the review is in. */
async function confirmReview(dialog: HTMLElement) {
  const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await userEvent.click(confirm);
}

async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** A one-off link of R$ 250,00 split with Ana (her default 12,5 %) and Bruno (R$ 30,00 fixed). */
async function fillSplitLink(fixed = '3000') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Título' }), 'Oficina');
  await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), '25000');
  await userEvent.click(splitSwitch());
  await choose('Sub-vendedor 1', 'Ana Artesanatos');
  expect(screen.getByRole('combobox', { name: 'Tipo de divisão do sub-vendedor 1' })).toHaveValue('Percentual');
  expect(screen.getByRole('textbox', { name: 'Percentual do sub-vendedor 1' })).toHaveValue('12,5');
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar sub-vendedor' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Sub-vendedor 2' }));
  // Each sub-seller once: Ana, already in the first row, is not offered again.
  expect(await screen.findByRole('option', { name: 'Ana Artesanatos' })).toHaveAttribute('data-combobox-disabled');
  await userEvent.click(screen.getByRole('option', { name: 'Bruno Fotografia' }));
  expect(screen.getByRole('combobox', { name: 'Tipo de divisão do sub-vendedor 2' })).toHaveValue('Valor fixo');
  await userEvent.type(screen.getByRole('textbox', { name: 'Valor do split do sub-vendedor 2' }), fixed);
}

describe('the split of a one-off link', () => {
  it('forces the card alone while on, blocks boleto and Pix, and turns off when the card is', async () => {
    await signInAs();
    fakeApi(routes);
    renderAt('/seja-pago/criar/cobranca-pontual');
    await screen.findByRole('textbox', { name: 'Título' });
    const slip = screen.getByRole('switch', { name: 'Aceitar Boleto' });
    const card = screen.getByRole('switch', { name: 'Aceitar Cartão de crédito' });
    await userEvent.click(card);
    expect(slip).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Aceitar PIX' })).toBeChecked();
    expect(card).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Sub-vendedores do split' })).not.toBeInTheDocument();

    await userEvent.click(splitSwitch());
    expect(screen.getByRole('switch', { name: 'Aceitar Boleto' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Aceitar Boleto' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Aceitar PIX' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Aceitar PIX' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Aceitar Cartão de crédito' })).toBeChecked();
    const shares = screen.getByRole('group', { name: 'Sub-vendedores do split' });
    expect(within(shares).getAllByRole('group')).toHaveLength(1);
    expect(within(shares).getByRole('button', { name: 'Remover o sub-vendedor 1' })).toBeDisabled();

    // The tooltip says why boleto is blocked.
    await userEvent.hover(screen.getByText('Aceitar Boleto'));
    expect(
      await screen.findByText('Indisponível com o split ativo: o split só pode ser usado com cartão de crédito.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Aceitar Cartão de crédito' }));
    expect(splitSwitch()).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Aceitar Boleto' })).toBeEnabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Aceitar PIX' }));
    expect(screen.getByRole('switch', { name: 'Aceitar PIX' })).toBeChecked();
  });

  it('is not offered without charges.split (the feature and SELLER_ADMIN)', async () => {
    await signInAs(
      ['SELLER_ADMIN'],
      ALL_FEATURES.filter((feature) => feature !== 'view_split_subseller_payment_link'),
    );
    const api = fakeApi(routes);
    const { unmount } = renderAt('/seja-pago/criar/cobranca-pontual');
    await screen.findByRole('textbox', { name: 'Título' });
    expect(screen.queryByRole('switch', { name: /Dividir o valor/ })).not.toBeInTheDocument();
    unmount();

    await signInAs(['SELLER_MASTER']);
    renderAt('/seja-pago/criar/cobranca-pontual');
    await screen.findByRole('textbox', { name: 'Título' });
    expect(screen.queryByRole('switch', { name: /Dividir o valor/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/payment-links/subseller')).toHaveLength(0);
  });

  it('reviews the split with the server, then creates the link with centavos and basis points', async () => {
    await signInAs();
    const api = fakeApi({ ...routes, 'POST /payment-links': () => json(201, linkFixture()) });
    renderAt('/seja-pago/criar/cobranca-pontual');
    await fillSplitLink();
    // The preview lists each share as set, with its part of the value.
    const preview = screen.getByRole('complementary', { name: 'Pré-visualização' });
    await userEvent.click(within(preview).getByRole('tab', { name: 'Resumo' }));
    expect(
      await within(preview).findByText(/^Ana Artesanatos · 12,5% · R\$\s31,25$/, {}, { timeout: 3_000 }),
    ).toBeVisible();
    expect(within(preview).getByText(/^Bruno Fotografia · Valor fixo · R\$\s30,00$/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise os valores do split' });
    const split = [
      { subSellerId: ANA, paymentType: 'PERCENTAGE', paymentValue: 1250 },
      { subSellerId: BRUNO, paymentType: 'FIXED', paymentValue: 3_000 },
    ];
    expect(at(api.callsTo('POST', '/payment-links/split-review'), 0).body).toEqual({ value: 25_000, split });
    const rows = await within(dialog).findAllByRole('row');
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td, p')]
        .filter((cell) => cell.children.length === 0)
        .map((cell) => cell.textContent?.replace(/\s/g, ' '))
        .join(' | ');
    expect(rows.map(cells)).toEqual([
      'Valor da cobrança | R$ 250,00',
      'Ana Artesanatos | 12,5% | R$ 31,25',
      'Bruno Fotografia | Valor fixo | R$ 30,00',
      'Total para sub-vendedores | R$ 61,25',
      'Taxas | R$ 7,99',
      'Você recebe | R$ 180,76',
    ]);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/payment-links')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('POST', '/payment-links')).toHaveLength(1));
    expect(at(api.callsTo('POST', '/payment-links'), 0).body).toMatchObject({
      value: 25_000,
      creditCard: { enabled: true },
      bankSlip: { enabled: false },
      pix: { enabled: false },
      split,
    });
    expect(await screen.findByRole('dialog', { name: 'Link de pagamento criado com sucesso!' })).toBeInTheDocument();
  });

  it('refuses to confirm a split above what is available, and sends nothing', async () => {
    await signInAs();
    const api = fakeApi(routes);
    renderAt('/seja-pago/criar/cobranca-pontual');
    await fillSplitLink('24000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Desconto (%) Cartão de crédito' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise os valores do split' });
    // Reviewed as the server checks it: what a card buyer pays, R$ 250,00 less 10 %.
    expect(at(api.callsTo('POST', '/payment-links/split-review'), 0).body).toMatchObject({ value: 22_500 });
    expect(
      await within(dialog).findByText(
        'O valor do split é superior ao valor disponível. Revise os valores para criar o link.',
      ),
    ).toBeInTheDocument();
    // 22 500 − 2 813 (12,5 %) − 24 000 − 799.
    expect(within(dialog).getByText(/^-R\$\s51,12$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar e editar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/payment-links')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Valor do split do sub-vendedor 2' })).toHaveValue('R$\u00a0240,00');
  });

  it("asks for the sub-seller and the value with the contract's messages", async () => {
    await signInAs();
    const api = fakeApi(routes);
    renderAt('/seja-pago/criar/cobranca-pontual');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Título' }), 'Oficina');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), '25000');
    await userEvent.click(splitSwitch());
    await userEvent.type(screen.getByRole('textbox', { name: 'Percentual do sub-vendedor 1' }), '150');
    expect(screen.getByRole('textbox', { name: 'Percentual do sub-vendedor 1' })).toHaveValue('100');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Percentual do sub-vendedor 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    expect(await screen.findByText('Preenchimento obrigatório!')).toBeInTheDocument();
    expect(screen.getByText('Informe um valor válido.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/payment-links/split-review')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Percentual do sub-vendedor 1' }), '7,5');
    await waitFor(() => expect(screen.queryByText('Informe um valor válido.')).not.toBeInTheDocument());
  });

  it('keeps everything typed when the server refuses the split', async () => {
    await signInAs();
    const toasts = watchToasts();
    fakeApi({
      ...routes,
      'POST /payment-links': () =>
        apiError(409, 'SVD-003', 'Sub-vendedor inativo ou com cadastro não aprovado: ele não pode receber split.'),
    });
    renderAt('/seja-pago/criar/cobranca-pontual');
    await fillSplitLink();
    await userEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise os valores do split' });
    await confirmReview(dialog);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'SVD-003 - Sub-vendedor inativo ou com cadastro não aprovado: ele não pode receber split.',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Link de pagamento criado com sucesso!' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Oficina');
    expect(splitSwitch()).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sub-vendedor 2' })).toHaveValue('Bruno Fotografia');
  });

  it("loads a saved link's split into its rows and saves it after the review", async () => {
    await signInAs();
    const link = linkFixture({
      bankSlip: { enabled: false, discountPercent: 0, installments: 1 },
      pix: { enabled: false, discountPercent: 0, installments: 1 },
      split: {
        shares: [
          { subSellerId: ANA, name: 'Ana Artesanatos', paymentType: 'PERCENTAGE', paymentValue: 1005, amount: 2_513 },
          // No longer offered (inactivated since): its name still shows.
          { subSellerId: CARLA, name: 'Carla', paymentType: 'FIXED', paymentValue: 1_000, amount: 1_000 },
        ],
        amountForSubSellers: 3_513,
      },
    });
    const api = fakeApi({
      ...routes,
      'GET /payment-links/:id': () => json(200, link),
      'PUT /payment-links/:id': () => json(200, link),
    });
    renderAt(`/seja-pago/editar/${link.id}`);
    await screen.findByRole('textbox', { name: 'Título' });
    expect(splitSwitch()).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Aceitar PIX' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sub-vendedor 1' })).toHaveValue('Ana Artesanatos');
    expect(screen.getByRole('textbox', { name: 'Percentual do sub-vendedor 1' })).toHaveValue('10,05');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sub-vendedor 2' })).toHaveValue('Carla'));
    expect(screen.getByRole('textbox', { name: 'Valor do split do sub-vendedor 2' })).toHaveValue('R$\u00a010,00');

    await userEvent.click(screen.getByRole('button', { name: 'Remover o sub-vendedor 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise os valores do split' });
    await confirmReview(dialog);
    await waitFor(() => expect(api.callsTo('PUT', '/payment-links/:id')).toHaveLength(1));
    expect(at(api.callsTo('PUT', '/payment-links/:id'), 0).body).toMatchObject({
      split: [{ subSellerId: ANA, paymentType: 'PERCENTAGE', paymentValue: 1005 }],
    });
  });
});
