import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StatementRow } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { StatementTable } from './StatementTable';
import { at } from '../../../test/at';

const CHARGE = '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b';

function line(overrides: Partial<StatementRow> = {}): StatementRow {
  return {
    id: '1',
    executionDate: '2026-05-10',
    statementType: 'CREDIT_PAYMENT',
    isChargeback: false,
    isRefund: false,
    buyer: 'Ana Souza',
    amount: 12990,
    creditOperation: true,
    operation: 'Pagamento recebido',
    tax: { amount: 390, creditOperation: false },
    uuidCharge: CHARGE,
    providerType: 'CREDIT_CARD',
    subSellers: [],
    ...overrides,
  };
}

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

describe('StatementTable', () => {
  it('shows the columns, direction, date, destination, signed fee and amount', () => {
    renderWithApp(<StatementTable rows={[line()]} />);
    const table = screen.getByRole('table', { name: 'Extrato' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Execução', 'Operação', 'Destino', 'Taxas', 'Valor']);
    expect(
      screen.getByRole('img', { name: 'A data de execução é a data em que o pagamento é compensado.' }),
    ).toBeInTheDocument();
    const cells = within(at(within(table).getAllByRole('row'), 1))
      .getAllByRole('cell')
      .map(text);
    expect(cells).toEqual([
      'Crédito10/05/2026',
      'Pagamento recebido (abre em uma nova aba)',
      'Ana SouzaCartão de Crédito',
      '- R$ 3,90',
      '+ R$ 129,90',
    ]);
  });

  it('badges refunds, chargebacks, reversals and anticipated credits', () => {
    renderWithApp(
      <StatementTable
        rows={[
          line({
            id: '1',
            isRefund: true,
            statementType: 'DEBIT_REFUND',
            creditOperation: false,
            operation: 'Estorno',
          }),
          line({ id: '2', isChargeback: true, statementType: 'DEBIT_CHARGEBACK', operation: 'Contestação' }),
          line({ id: '3', statementType: 'CREDIT_REVERSAL', operation: 'Reversão' }),
          line({ id: '4', statementType: 'CREDIT_ANTICIPATED', operation: 'Antecipação' }),
          line({ id: '5', operation: 'Pagamento' }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    const badges = rows.map((row) =>
      within(row)
        .queryAllByText(/^(Reembolso|Chargeback|Estorno|Antecipado)$/, { selector: '.mantine-Badge-label' })
        .map((badge) => badge.textContent),
    );
    expect(badges).toEqual([['Reembolso'], ['Chargeback'], ['Estorno'], ['Antecipado'], []]);
    expect(within(at(rows, 0)).getByText('Débito')).toBeInTheDocument();
  });

  it('tints a transfer green and gives it no destination', () => {
    renderWithApp(
      <StatementTable
        rows={[
          line({ statementType: 'DEBIT_TRANSFER', creditOperation: false, uuidCharge: null, operation: 'Repasse' }),
        ]}
      />,
    );
    const row = screen.getByText('Repasse').closest('tr')!;
    expect(row).toHaveStyle({ background: 'var(--mantine-color-green-0)' });
    expect(within(row).queryByText('Ana Souza')).not.toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it("lists sub-sellers beneath their row as '{operation} - Split - {name}'", () => {
    renderWithApp(
      <StatementTable
        rows={[
          line({
            subSellers: [
              { name: 'Loja Parceira', amount: 2000, creditOperation: false, operation: 'Pagamento recebido' },
              { name: 'Outra Loja', amount: 1000, creditOperation: false, operation: '' },
            ],
          }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(at(rows, 1)).getByText('Pagamento recebido - Split - Loja Parceira')).toBeInTheDocument();
    expect(text(at(within(at(rows, 1)).getAllByRole('cell'), 4))).toBe('- R$ 20,00');
    expect(within(at(rows, 2)).getByText('Pagamento recebido - Split - Outra Loja')).toBeInTheDocument();
  });

  it('opens the charge of a row in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithApp(<StatementTable rows={[line(), line({ id: '2', uuidCharge: null, operation: 'Ajuste' })]} />);
    expect(screen.getByRole('link', { name: /Pagamento recebido/ })).toHaveAttribute('href', `/cobrancas/${CHARGE}`);
    expect(screen.getByRole('link', { name: /Pagamento recebido/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(at(screen.getAllByText('+ R$ 129,90'), 0));
    expect(open).toHaveBeenCalledWith(`/cobrancas/${CHARGE}`, '_blank', 'noopener');
    await userEvent.click(screen.getByText('Ajuste'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("shows 'Carregando' while loading and the spec's empty text", () => {
    const view = renderWithApp(<StatementTable rows={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    view.unmount();
    renderWithApp(<StatementTable rows={[]} />);
    expect(screen.getByText('Você não possui transações no período selecionado')).toBeInTheDocument();
  });
});
