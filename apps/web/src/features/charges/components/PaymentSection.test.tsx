import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { chargeDetail } from '../test/fakeApi';
import { PaymentSection } from './PaymentSection';

const openPix = chargeDetail({
  status: 'SCHEDULED',
  paymentMethod: 'PIX',
  pix: { copyPaste: '00020126580014br.gov.bcb.pix0136abc', qrCodeImage: 'data:image/png;base64,AAAA' },
});
const paidByCard = chargeDetail({
  status: 'PAID',
  paymentMethod: 'CREDIT_CARD',
  paidDate: '2026-04-09',
  cardResponse: { last4digits: '1234', brand: 'Visa', cardHolderName: 'ANA SOUZA' },
});

/** An administrator (who holds `sandbox.simulate`) on a server with SANDBOX on or off. */
function signInAdmin(sandbox: boolean) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'], sandbox })));
}

describe('PaymentSection: the sandbox controls follow the server’s SANDBOX', () => {
  it('offers the administrator the simulated payment of an open Pix when the server runs the sandbox', () => {
    signInAdmin(true);
    renderWithApp(<PaymentSection charge={openPix} />);
    expect(screen.getByRole('button', { name: 'Simular pagamento (sandbox)' })).toBeInTheDocument();
  });

  it('hides it when the server runs without the sandbox (its route would answer 404)', () => {
    signInAdmin(false);
    renderWithApp(<PaymentSection charge={openPix} />);
    expect(screen.getByText('Pix copia e cola')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Simular/ })).not.toBeInTheDocument();
  });

  it('hides it for a session stored before the flag existed', () => {
    const stored = sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] }));
    const { sandbox: _dropped, ...olderUser } = stored.user;
    sessionStore.set({ ...stored, user: olderUser as typeof stored.user });
    renderWithApp(<PaymentSection charge={openPix} />);
    expect(screen.queryByRole('button', { name: /Simular/ })).not.toBeInTheDocument();
  });

  it('offers the simulated dispute of a paid card charge only when the server runs the sandbox', () => {
    signInAdmin(true);
    const on = renderWithApp(<PaymentSection charge={paidByCard} />);
    expect(screen.getByRole('button', { name: 'Simular contestação (sandbox)' })).toBeInTheDocument();
    on.unmount();

    signInAdmin(false);
    renderWithApp(<PaymentSection charge={paidByCard} />);
    expect(screen.getByText('Cartão de crédito')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Simular/ })).not.toBeInTheDocument();
  });
});
