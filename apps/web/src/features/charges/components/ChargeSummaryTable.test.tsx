import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/LocationProbe';
import { ChargeSummaryTable, type ChargeSummaryRow } from './ChargeSummaryTable';

const row: ChargeSummaryRow = {
  uuid: '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b',
  title: 'Mensalidade',
  value: 12990,
  status: 'SCHEDULED',
  expirationDate: '2026-04-10',
};

function renderTable(variant: 'charges' | 'scheduled') {
  return renderWithApp(
    <>
      <ChargeSummaryTable
        variant={variant}
        label="Cobranças do cliente"
        query={{
          data: { content: [row], page: 0, size: 10, totalElements: 1, totalPages: 1 },
          isError: false,
          isPlaceholderData: false,
        }}
        page={1}
        onPageChange={vi.fn()}
        pageSize={10}
        empty={() => 'vazio'}
      />
      <LocationProbe />
    </>,
  );
}

const headers = () =>
  within(screen.getByRole('table', { name: 'Cobranças do cliente' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('ChargeSummaryTable (spec 1 §2.8 simpler variant)', () => {
  it('shows Vencimento, Produto / Serviço, Valor/mês, Status and a detail link to /cobrancas/{uuid}', async () => {
    renderTable('charges');
    expect(headers()).toEqual(['Vencimento', 'Produto / Serviço', 'Valor/mês', 'Status', 'Detalhes']);
    expect(screen.getByText('Mensalidade')).toBeInTheDocument();
    expect(screen.getByText('Agendada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '10/04/2026' })).toHaveAttribute('href', `/cobrancas/${row.uuid}`);
    await userEvent.click(screen.getByText('Ver detalhes'));
    expect(screen.getByTestId('location').textContent).toBe(`/cobrancas/${row.uuid}`);
  });

  it('drops the product column in the scheduled variant and opens /cobrancas-agendadas/{uuid}', async () => {
    renderTable('scheduled');
    expect(headers()).toEqual(['Vencimento', 'Valor/mês', 'Status', 'Detalhes']);
    expect(screen.queryByText('Mensalidade')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('R$ 129,90'));
    expect(screen.getByTestId('location').textContent).toBe(`/cobrancas-agendadas/${row.uuid}`);
  });
});
