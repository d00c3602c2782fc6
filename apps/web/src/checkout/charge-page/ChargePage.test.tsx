import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicCharge } from '@cofre/contract';
import { chargePageToken } from '../api';
import { ChargePage } from './ChargePage';

const TOKEN = '0123456789abcdef0123456789abcdef';
const boleto: PublicCharge = {
  sellerName: 'Loja Demo',
  title: 'Mensalidade de dezembro',
  description: null,
  customerName: 'Conceição Araújo',
  value: 15_000,
  interestAmount: 480,
  expirationDate: '2026-11-20',
  status: 'LATE',
  paymentMethod: 'BOLETO',
  boleto: {
    digitableLine: '23790.00009 00000.000000 00000.000000 1 00000000015000',
    pdfPath: `/api/public/charges/${TOKEN}/boleto.pdf`,
  },
  pix: null,
  paidDate: null,
  sandbox: true,
};

function answer(...bodies: Array<{ status: number; body: unknown }>) {
  const fetch = vi.fn(async () => {
    const next = bodies.length > 1 ? bodies.shift()! : bodies[0]!;
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe("a charge's page for its buyer", () => {
  it('reads its token from /cobranca/{token} only', () => {
    expect(chargePageToken(`/cobranca/${TOKEN}`)).toBe(TOKEN);
    expect(chargePageToken('/pagar/abc')).toBeNull();
    expect(chargePageToken(`/cobranca/${TOKEN}/mais`)).toBeNull();
  });

  it('shows a late boleto with its interest, its line and PDF, and then that it was paid', async () => {
    const fetch = answer(
      { status: 200, body: boleto },
      { status: 200, body: { ...boleto, status: 'PAID', boleto: null, paidDate: '2026-11-23' } },
    );
    render(<ChargePage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Loja Demo' })).toBeInTheDocument();
    expect(plain(screen.getByText(/R\$\s154,80/).textContent)).toBe('R$ 154,80');
    expect(screen.getByText('Venceu em 20/11/2026')).toBeInTheDocument();
    expect(screen.getByText(boleto.boleto!.digitableLine)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar boleto (PDF)' })).toHaveAttribute('href', boleto.boleto!.pdfPath);
    await userEvent.click(screen.getByRole('button', { name: 'Simular pagamento (ambiente de testes)' }));
    expect(await screen.findByText('Pagamento confirmado em 23/11/2026. Obrigado!')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(
      `/api/public/charges/${TOKEN}/sandbox-payment`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says when the link leads nowhere', async () => {
    answer({ status: 404, body: { errors: [{ code: 'GEN-404', description: 'Registro não encontrado.' }] } });
    render(<ChargePage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Cobrança não encontrada' })).toBeInTheDocument();
  });
});
