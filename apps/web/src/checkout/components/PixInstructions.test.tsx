import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PixInstructions } from './PixInstructions';

const CODE = '00020126-codigo-pix';

describe('PixInstructions', () => {
  it('shows the QR code and the code, copies the code, and says the payment is awaited', async () => {
    const user = userEvent.setup();
    render(<PixInstructions qrImage="data:image/png;base64,AAAA" copyPaste={CODE} />);
    expect(
      screen.getByText('Abra o app do seu banco, escolha Pix e leia o QR Code ou cole o código abaixo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code do Pix' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText(CODE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aguardando o pagamento…');
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(CODE);
    expect(screen.getByRole('button', { name: 'Código copiado!' })).toBeInTheDocument();
  });
});
