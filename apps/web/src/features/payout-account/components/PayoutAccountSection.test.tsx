import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PayoutAccountView } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { apiError, fakeApi, json, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { PayoutAccountSection } from './PayoutAccountSection';

const ITAU: PayoutAccountView = {
  account: {
    bankCode: '341',
    agency: '0001',
    agencyDigit: null,
    account: '12345',
    accountDigit: '6',
    accountType: 'CHECKING_ACCOUNT',
    holderName: 'Loja Demonstração Ltda',
    holderDocument: '11222333000181',
  },
  withdrawalsFrom: null,
  stepUpRequired: false,
};
const BANKS = {
  content: [
    { code: '237', name: 'Banco Bradesco S.A.' },
    { code: '341', name: 'Itaú Unibanco S.A.' },
  ],
};

function renderSection() {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<PayoutAccountSection />);
}

async function fillBradesco() {
  await userEvent.click(screen.getByRole('button', { name: 'Alterar conta' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Banco' }));
  await userEvent.click(await screen.findByRole('option', { name: '237 - Banco Bradesco S.A.' }));
  for (const [label, value] of [
    [/^Agência/, '1234'],
    [/^Conta/, '987654'],
    [/^Dígito da conta/, '3'],
  ] as const) {
    const input = screen.getByRole('textbox', { name: label });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

describe('Conta bancária', { timeout: 20_000 }, () => {
  it('shows the account and the 24 h rule, and saves a new one with the toast', async () => {
    const api = fakeApi({
      'GET /finance/payout-account': () => json(200, ITAU),
      'GET /banks': () => json(200, BANKS),
      'PUT /finance/payout-account': () =>
        json(200, {
          ...ITAU,
          account: { ...ITAU.account!, bankCode: '237', agency: '1234', account: '987654', accountDigit: '3' },
          withdrawalsFrom: '2026-11-24T18:00:00.000Z',
        }),
    });
    const toasts = watchToasts();
    renderSection();
    expect(await screen.findByText('Itaú Unibanco S.A. (341)')).toBeInTheDocument();
    expect(screen.getByText('12345-6')).toBeInTheDocument();
    expect(
      screen.getByText(/saques para uma conta bancária alterada ficam bloqueados por 24 horas/),
    ).toBeInTheDocument();
    await fillBradesco();
    expect(screen.queryByText('Código do aplicativo autenticador')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar conta' }));
    await waitFor(() =>
      expect(toasts().map((toast) => toast.message)).toContain('Conta bancária alterada com sucesso.'),
    );
    expect(api.callsTo('PUT', '/finance/payout-account')[0]?.body).toMatchObject({
      bankCode: '237',
      agency: '1234',
      account: '987654',
      accountDigit: '3',
    });
    expect(
      await screen.findByText(
        'Conta alterada recentemente: saques para ela liberados a partir de 24/11/2026 às 15:00.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the authenticator code with two-factor on, and shows a wrong one under it', async () => {
    fakeApi({
      'GET /finance/payout-account': () => json(200, { ...ITAU, stepUpRequired: true }),
      'GET /banks': () => json(200, BANKS),
      'PUT /finance/payout-account': () =>
        apiError(400, 'FIN-013', 'Código do aplicativo autenticador inválido ou já usado.'),
    });
    renderSection();
    await screen.findByText('12345-6');
    await fillBradesco();
    await userEvent.click(screen.getByRole('textbox', { name: 'Código do aplicativo autenticador, dígito 1 de 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar conta' }));
    expect(await screen.findByText('Código do aplicativo autenticador inválido ou já usado.')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: /^Conta/ })).toHaveValue('987654');
  });

  it('checks the fields with the contract messages before sending', async () => {
    const api = fakeApi({ 'GET /finance/payout-account': () => json(200, ITAU), 'GET /banks': () => json(200, BANKS) });
    renderSection();
    await screen.findByText('12345-6');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar conta' }));
    const agency = screen.getByRole('textbox', { name: /^Agência/ });
    await userEvent.clear(agency);
    await userEvent.type(agency, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar conta' }));
    expect(await screen.findByText('Informe ao menos 3 dígitos.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/finance/payout-account')).toHaveLength(0);
  });
});
