import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BoletoInstructions } from './BoletoInstructions';

const LINE = '23790.00009 00000.000000 00000.000000 1 00000000015000';

describe('BoletoInstructions', () => {
  it('says until when to pay, copies the line and links the PDF in a new tab', async () => {
    const user = userEvent.setup();
    render(<BoletoInstructions dueDate="2026-11-20" line={LINE} pdfUrl="/boleto.pdf" />);
    expect(screen.getByText('Pague até 20/11/2026 no app do seu banco ou em uma lotérica.')).toBeInTheDocument();
    expect(screen.getByText('Linha digitável')).toBeInTheDocument();
    expect(screen.getByText(LINE)).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Baixar boleto (PDF)' });
    expect(pdf).toHaveAttribute('href', '/boleto.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(LINE);
  });
});
