import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../lib/businessDate';
import { renderWithApp } from '../test/render';
import { DateField } from './DateField';
import { DateRangeInput, type DateRange } from './DateRangeInput';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

function Range({ initial = [null, null] }: { initial?: DateRange }) {
  const [value, setValue] = useState<DateRange>(initial);
  return (
    <>
      <DateRangeInput label="Vencimento" value={value} onChange={setValue} />
      <output data-testid="range">{value.join(' → ')}</output>
    </>
  );
}

function Day() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <DateField label="Data" value={value} onChange={setValue} />
      <output data-testid="day">{value ?? 'nenhuma'}</output>
    </>
  );
}

describe('DateRangeInput presets', { timeout: 20_000 }, () => {
  it("offers 'Hoje', 'Últimos 7 dias', 'Últimos 30 dias' and 'Este mês' on São Paulo's calendar", async () => {
    // 01:30 UTC on the 15th is still the 14th in São Paulo.
    clock.now = () => new Date('2026-05-15T01:30:00Z');
    renderWithApp(<Range />);
    const open = () => userEvent.click(screen.getByRole('button', { name: 'Abrir calendário: Vencimento' }));
    const preset = async (name: string) => {
      await open();
      await userEvent.click(within(await screen.findByRole('dialog', { name: 'Vencimento' })).getByText(name));
    };

    await preset('Últimos 7 dias');
    expect(screen.getByTestId('range')).toHaveTextContent('2026-05-08 → 2026-05-14');
    expect(screen.getByRole('textbox', { name: 'Vencimento' })).toHaveValue('08/05/2026 – 14/05/2026');
    // A whole range closes the calendar.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await preset('Hoje');
    expect(screen.getByTestId('range')).toHaveTextContent('2026-05-14 → 2026-05-14');
    await preset('Últimos 30 dias');
    expect(screen.getByTestId('range')).toHaveTextContent('2026-04-15 → 2026-05-14');
    await preset('Este mês');
    expect(screen.getByTestId('range')).toHaveTextContent('2026-05-01 → 2026-05-31');
  });

  it('reads one typed day as a range from it, and deletes a slash with the digit before it', async () => {
    renderWithApp(<Range />);
    const field = screen.getByRole('textbox', { name: 'Vencimento' });
    await userEvent.type(field, '0105');
    expect(field).toHaveValue('01/05');
    await userEvent.type(field, '{Backspace}');
    expect(field).toHaveValue('01/0');
    await userEvent.type(field, '52026');
    await userEvent.tab();
    expect(screen.getByTestId('range')).toHaveTextContent('2026-05-01 →');
    expect(field).toHaveValue('A partir de 01/05/2026');
  });
});

describe('DateField', { timeout: 20_000 }, () => {
  it('takes a day typed as dd/mm/aaaa or as its eight digits', async () => {
    renderWithApp(<Day />);
    const field = screen.getByRole('textbox', { name: 'Data' });
    await userEvent.type(field, '10/05/2026');
    expect(screen.getByTestId('day')).toHaveTextContent('2026-05-10');
    await userEvent.clear(field);
    await userEvent.type(field, '31122026');
    expect(screen.getByTestId('day')).toHaveTextContent('2026-12-31');
    await userEvent.tab();
    expect(field).toHaveValue('31/12/2026');
  });

  it('ignores a day that does not exist', async () => {
    renderWithApp(<Day />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Data' }), '31/02/2026');
    expect(screen.getByTestId('day')).toHaveTextContent('nenhuma');
  });

  it("shows the back-office's one weekday style in its calendar", async () => {
    renderWithApp(<Day />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Data' }));
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
  });
});
