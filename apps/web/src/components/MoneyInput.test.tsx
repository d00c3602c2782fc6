import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { centsOfTyped, MoneyInput } from './MoneyInput';

function Harness() {
  const [cents, setCents] = useState(0);
  return (
    <MantineProvider>
      <MoneyInput label="Valor" value={cents} onChange={setCents} />
      <output>{cents}</output>
    </MantineProvider>
  );
}

describe('MoneyInput', () => {
  it('reads the digits from the right, ignoring the mask and leading zeros', () => {
    expect(centsOfTyped('R$ 0,005')).toBe(5);
    expect(centsOfTyped('R$ 1.234,567')).toBe(123_456_7);
    expect(centsOfTyped('R$ 0,00')).toBe(0);
    expect(centsOfTyped('999999999999999')).toBe(99_999_999_999);
  });

  it('fills the amount from the right even when the caret was put at the start', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Valor');
    await user.click(input);
    input.setSelectionRange(0, 0);
    fireEvent.select(input);
    expect(input.selectionStart).toBe(input.value.length);
    await user.keyboard('3000');
    expect(screen.getByRole('status')).toHaveTextContent('3000');
    expect(input.value.replace(/\s/g, ' ')).toBe('R$ 30,00');
    await user.keyboard('{Backspace}');
    expect(input.value.replace(/\s/g, ' ')).toBe('R$ 3,00');
  });
});
