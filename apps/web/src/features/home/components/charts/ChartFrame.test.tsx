import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { ChartPoint } from '../chartData';
import { MetricsLines } from './MetricsLines';
import { RevenueBars } from './RevenueBars';

const points: ChartPoint[] = [
  { start: '2026-11-23', label: 'seg 23/11', paidAmount: 150_000, scheduledAmount: 0, lateAmount: 2_500 },
  { start: '2026-11-24', label: 'ter 24/11', paidAmount: 0, scheduledAmount: 80_000, lateAmount: 0 },
] as ChartPoint[];

describe('dashboard charts', () => {
  it('draws one bar a day and gives screen readers the same figures as a table', () => {
    renderWithApp(<RevenueBars points={points} caption="Gráfico de receita do período" />);
    expect(screen.getAllByTestId('revenue-bar')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Gráfico de receita do período' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('seg 23/11');
    expect(rows[1]).toHaveTextContent('R$ 1.500,00');
    expect(rows[1]).toHaveTextContent('R$ 25,00');
  });

  it('shows the day under the pointer with its three amounts', () => {
    const { container } = renderWithApp(<MetricsLines points={points} caption="Indicadores" />);
    expect(screen.getAllByTestId('metrics-line')).toHaveLength(3);
    const plot = container.querySelector('svg')!.parentElement!;
    plot.getBoundingClientRect = () => ({ left: 0, width: 200, top: 0, height: 180 }) as DOMRect;
    fireEvent.pointerMove(plot, { clientX: 150 });
    const tooltip = screen.getByRole('presentation');
    expect(tooltip).toHaveTextContent('ter 24/11');
    expect(tooltip).toHaveTextContent('A receberR$ 800,00');
  });
});
